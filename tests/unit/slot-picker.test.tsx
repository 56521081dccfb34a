// @vitest-environment jsdom
// Moving a lesson: every day of the two weeks with a free time can be chosen, then its times (the list used to stop
// at the first 12 times, a day or two away for a tutor with long hours).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { SlotPicker } from '../../src/features/booking/SlotPicker';
import type { FreeSlot } from '../../src/features/booking/api';

// Eight hours a day for 14 days, from 08:00 to 15:00 UTC: 112 times.
const slots: FreeSlot[] = Array.from({ length: 14 * 8 }, (_, i) => {
  const start = Date.UTC(2027, 0, 4 + Math.floor(i / 8), 8 + (i % 8));
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3600_000).toISOString() };
});

beforeAll(async () => {
  await initI18n('en-US');
  await loadNamespaces(['booking']);
});
afterEach(cleanup);

it('offers every day, and each day its own times; a pick is the slot shown', () => {
  const picked: FreeSlot[] = [];
  render(<SlotPicker slots={slots} locale="en-US" timezone="UTC" busy={false} onPick={(s) => picked.push(s)} />);
  const day = screen.getByLabelText('Day') as HTMLSelectElement;
  expect(day.options).toHaveLength(14);
  expect(day.options[13].textContent).toBe('Sunday, January 17');
  // The first day's eight times, then the last day's.
  expect(screen.getAllByRole('button')).toHaveLength(8);
  expect(screen.getAllByRole('button')[0].textContent).toContain('Mon, Jan 4');
  fireEvent.change(day, { target: { value: day.options[13].value } });
  const times = screen.getAllByRole('button');
  expect(times).toHaveLength(8);
  fireEvent.click(times[7]);
  expect(picked).toEqual([slots[14 * 8 - 1]]);
});

it('days are those of the viewer\'s zone: in Tokyo the 15:00 UTC times fall on the next day', () => {
  render(<SlotPicker slots={slots.slice(0, 8)} locale="en-US" timezone="Asia/Tokyo" busy={false} onPick={() => {}} />);
  const day = screen.getByLabelText('Day') as HTMLSelectElement;
  expect([...day.options].map((o) => o.textContent)).toEqual(['Monday, January 4', 'Tuesday, January 5']);
  expect(screen.getAllByRole('button')).toHaveLength(7);
});
