// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useProgressiveList } from '../../src/lib/use-progressive-list';

function List({ items }: { items: readonly string[] }) {
  const { shown, complete } = useProgressiveList(items, 2, 3);
  return (
    <ul aria-busy={!complete}>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const items = (n: number, prefix = 'item') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
const shownItems = () => screen.queryAllByRole('listitem').map((li) => li.textContent);
const busy = () => screen.getByRole('list').getAttribute('aria-busy');

describe('a list shown in steps', () => {
  afterEach(cleanup);

  it('renders the first items at once, then the rest in steps after paints, busy until all are in', async () => {
    const seen: number[] = [];
    const { container } = render(<List items={items(9)} />);
    expect(shownItems()).toEqual(items(2));
    expect(busy()).toBe('true');
    const observer = new MutationObserver(() => seen.push(container.querySelectorAll('li').length));
    observer.observe(container, { childList: true, subtree: true });
    await waitFor(() => expect(busy()).toBe('false'));
    observer.disconnect();
    expect(shownItems()).toEqual(items(9));
    // 2, then 5, 8 and the last one: each step its own commit.
    expect([...new Set(seen)]).toEqual([5, 8, 9]);
  });

  it('is complete at once when the list is no longer than the first step', () => {
    render(<List items={items(2)} />);
    expect(shownItems()).toEqual(items(2));
    expect(busy()).toBe('false');
  });

  it('shows a new list with at least as many items as were shown, at once (the page never shrinks and grows again)', async () => {
    const { rerender } = render(<List items={items(9)} />);
    await waitFor(() => expect(busy()).toBe('false'));
    rerender(<List items={items(12, 'other')} />);
    expect(shownItems().length).toBeGreaterThanOrEqual(9);
    expect(shownItems()[0]).toBe('other 1');
    await waitFor(() => expect(shownItems()).toEqual(items(12, 'other')));
  });
});
