import { describe, expect, test } from 'vitest';
import { bookingErrorKey, buildIcs, countdown, isLateCancellation, nearestSlots, parseSelection, selectionQuery } from '../../src/features/booking/booking-core';

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

describe('RFC 5545 calendar file', () => {
  const ics = buildIcs(
    { uid: 'b1', startsAt: '2026-12-01T14:00:00.000Z', endsAt: '2026-12-01T14:50:00.000Z', summary: 'english · James Whitaker', description: 'Part 2; timing, please\nThanks' },
    new Date('2026-11-23T10:00:00Z'),
  );
  test('CRLF lines, UTC times, escaped text', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n')).toEqual(expect.arrayContaining(['BEGIN:VCALENDAR', 'VERSION:2.0', 'DTSTART:20261201T140000Z', 'DTEND:20261201T145000Z', 'UID:b1@summit', 'END:VCALENDAR']));
    expect(ics).toContain('DESCRIPTION:Part 2\\; timing\\, please\\nThanks');
  });
  test('long lines folded at 75 octets without splitting a character', () => {
    const long = buildIcs({ uid: 'b2', startsAt: '2026-12-01T14:00:00Z', endsAt: '2026-12-01T15:00:00Z', summary: 'é'.repeat(100) });
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'é'.repeat(100)}`);
  });
});
