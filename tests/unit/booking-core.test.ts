import { describe, expect, test } from 'vitest';
import { bookingErrorKey, countdown, isLateCancellation, nearestSlots, parseSelection, selectionQuery, splitByToday } from '../../src/features/booking/booking-core';

const TUTOR = '7a000000-0000-4000-8000-000000000002';

describe('the /book query', () => {
  test('a slot link gives the tutor and the instant in UTC', () => {
    const r = parseSelection(`?tutor=${TUTOR}&start=2026-12-01T09:00:00%2B01:00&subject=english`);
    expect(r).toEqual({ ok: true, selection: { tutorId: TUTOR, startsAt: '2026-12-01T08:00:00.000Z', subject: 'english' } });
    if (r.ok) expect(parseSelection(selectionQuery(r.selection))).toEqual(r);
  });
  test('missing or hostile values are refused, never thrown', () => {
    expect(parseSelection('')).toEqual({ ok: false, reason: 'missing' });
    expect(parseSelection(`?tutor=${TUTOR}`)).toEqual({ ok: false, reason: 'missing' });
    expect(parseSelection('?tutor=1;drop&start=2026-12-01T09:00:00Z')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseSelection(`?tutor=${TUTOR}&start=tomorrow`)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseSelection(`?tutor=${TUTOR}&start=2026-13-45T99:00:00Z`)).toEqual({ ok: false, reason: 'invalid' });
    const r = parseSelection(`?tutor=${TUTOR}&start=2026-12-01T09:00:00Z&subject=<script>`);
    expect(r.ok && r.selection.subject).toBeNull();
  });
});

test('database refusals become text keys', () => {
  expect(bookingErrorKey({ message: 'slot_taken', code: 'P0001' })).toBe('slot_taken');
  expect(bookingErrorKey({ message: 'TypeError: Failed to fetch' })).toBe('offline');
  expect(bookingErrorKey({ message: 'duplicate key' })).toBe('generic');
  expect(bookingErrorKey(null)).toBe('generic');
});

test('the three nearest free slots, in time order, without the taken one', () => {
  const at = (h: number) => ({ startsAt: new Date(Date.UTC(2026, 11, 1, h)).toISOString() });
  const slots = [at(6), at(8), at(9), at(10), at(11), at(15)];
  expect(nearestSlots(slots, at(10).startsAt).map((s) => s.startsAt)).toEqual([at(8), at(9), at(11)].map((s) => s.startsAt));
});

test('late cancellation and countdown', () => {
  const now = Date.UTC(2026, 11, 1, 0);
  expect(isLateCancellation(new Date(now + 23 * 3600_000).toISOString(), 24, now)).toBe(true);
  expect(isLateCancellation(new Date(now + 25 * 3600_000).toISOString(), 24, now)).toBe(false);
  expect(countdown(new Date(now + (26 * 60 + 5) * 60_000).toISOString(), now)).toEqual({ days: 1, hours: 2, minutes: 5 });
  expect(countdown(new Date(now - 1000).toISOString(), now)).toEqual({ days: 0, hours: 0, minutes: 0 });
});

describe("the tutor dashboard's Today", () => {
  // 20:00 in Bogotá on 1 December is 01:00 UTC on 2 December.
  const now = Date.parse('2026-12-01T22:00:00Z'); // 17:00 in Bogotá, 22:00 in UTC
  const lesson = (id: string, startsAt: string) => ({ id, startsAt, endsAt: new Date(Date.parse(startsAt) + 3600_000).toISOString() });
  const evening = lesson('evening', '2026-12-02T01:00:00Z'); // 20:00 Bogotá, 1 December
  const tomorrow = lesson('tomorrow', '2026-12-02T14:00:00Z'); // 09:00 Bogotá, 2 December
  const running = { id: 'running', startsAt: '2026-11-30T23:30:00Z', endsAt: '2026-12-01T23:30:00Z' }; // started the day before, still running
  const small = lesson('small-hours', '2026-12-01T03:00:00Z'); // 22:00 Bogotá on 30 November, 03:00 UTC on 1 December
  const ids = (list: { id: string }[]) => list.map((b) => b.id);

  test("is the calendar day of the dashboard's time zone, not the device's", () => {
    const bogota = splitByToday([running, small, evening, tomorrow], 'America/Bogota', now);
    expect(ids(bogota.today)).toEqual(['running', 'evening']);
    expect(ids(bogota.later)).toEqual(['tomorrow']);
    // The same lessons for a tutor on UTC: the 01:00 lesson is tomorrow's.
    // And the lesson of 03:00 UTC is today's there, while in Bogotá it ended yesterday and is not listed.
    const utc = splitByToday([running, small, evening, tomorrow], 'UTC', now);
    expect(ids(utc.today)).toEqual(['running', 'small-hours']);
    expect(ids(utc.later)).toEqual(['evening', 'tomorrow']);
  });

  test('an unknown time zone falls back to the device one, never throws', () => {
    const split = splitByToday([evening], 'Mars/Olympus', now);
    expect(split.today.length + split.later.length).toBe(1);
  });
});

test('a lesson the learner moved inside the window stays late to cancel, wherever it now lies', () => {
  const now = Date.parse('2027-03-01T12:00:00Z');
  const nextWeek = new Date(now + 7 * 86_400_000).toISOString();
  expect(isLateCancellation(nextWeek, 24, now, null)).toBe(false);
  expect(isLateCancellation(nextWeek, 24, now, new Date(now - 60_000).toISOString())).toBe(true);
  expect(isLateCancellation(nextWeek, 24, now, new Date(now + 60_000).toISOString())).toBe(false);
});
