// @vitest-environment jsdom
// Lesson Markdown renders headings, tables and images, and never runs or renders raw HTML or javascript: links.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonMarkdown } from '../../src/features/courses/LessonMarkdown';
import { choosePlanAmount } from '../../src/features/pricing/plan-price';

afterEach(cleanup);

describe('lesson Markdown', () => {
  it('renders Markdown structure, with the lesson headings below the page title', () => {
    const { container } = render(
      <LessonMarkdown courseId="c1" markdown={'# Title\n\n## Part\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- item\n\n`code`'} />,
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelectorAll('h2')).toHaveLength(2);
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(container.querySelector('li')?.textContent).toBe('item');
  });

  it('drops raw HTML and neutralises javascript: links', () => {
    const hostile = 'Hi <script>window.hacked = true</script> <img src=x onerror="window.hacked = true"> <b>bold</b>\n\n[click](javascript:alert(1))';
    const { container } = render(<LessonMarkdown courseId="c1" markdown={hostile} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const link = container.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('plan amount per currency', () => {
  const prices = [
    { currency: 'USD', amount_minor: 4500 },
    { currency: 'EUR', amount_minor: 4200 },
  ];
  it('takes the amount set in the visitor currency', () => {
    expect(choosePlanAmount(prices, 'EUR')).toEqual({ kind: 'exact', price: prices[1] });
  });
  it('falls back to another currency, saying which was wanted', () => {
    expect(choosePlanAmount(prices, 'GBP')).toEqual({ kind: 'fallback', price: prices[0], wanted: 'GBP' });
    expect(choosePlanAmount([{ currency: 'COP', amount_minor: 100 }], 'GBP')).toMatchObject({ kind: 'fallback', price: { currency: 'COP' } });
  });
  it('says there is no price when none is set', () => {
    expect(choosePlanAmount([], 'USD')).toEqual({ kind: 'none' });
  });
});
