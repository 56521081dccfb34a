// The calendar file of the app's "Add to calendar" link and of the booking emails (one builder for both).
import { describe, expect, test } from 'vitest';
import { buildIcs } from '../../supabase/functions/_shared/ics';

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

test('SEQUENCE only when given (the app writes 0, the emails none); a cancellation cancels the same UID', () => {
  const event = { uid: 'b3', startsAt: '2026-12-01T14:00:00Z', endsAt: '2026-12-01T15:00:00Z', summary: 'x' };
  expect(buildIcs({ ...event, sequence: 0 }).split('\r\n')).toContain('SEQUENCE:0');
  expect(buildIcs(event)).not.toContain('SEQUENCE');
  const cancelled = buildIcs({ ...event, cancelled: true }).split('\r\n');
  expect(cancelled).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'UID:b3@summit']));
});

test('a TZID the file names comes with its VTIMEZONE block (RFC 5545 3.6.5), before the event', () => {
  const lines = buildIcs({ uid: 's1', startsAt: '2027-03-01T16:00:00Z', endsAt: '2027-03-01T17:00:00Z', summary: 'x', weeklyCount: 8, timezone: 'Europe/Madrid' })
    .replace(/\r\n /g, '').split('\r\n');
  const begin = lines.indexOf('BEGIN:VTIMEZONE');
  const end = lines.indexOf('END:VTIMEZONE');
  expect(begin).toBeGreaterThan(0);
  expect(end).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  const block = lines.slice(begin, end + 1);
  expect(block).toContain('TZID:Europe/Madrid');
  expect(block).toEqual(expect.arrayContaining(['BEGIN:STANDARD', 'END:STANDARD', 'BEGIN:DAYLIGHT', 'END:DAYLIGHT', 'TZOFFSETTO:+0200', 'TZOFFSETTO:+0100']));
  expect(lines).toContain('DTSTART;TZID=Europe/Madrid:20270301T170000');
  // Exactly one block, and no TZID without it: a zone the library does not know is written in UTC.
  expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
  const unknown = buildIcs({ uid: 's2', startsAt: '2027-03-01T16:00:00Z', endsAt: '2027-03-01T17:00:00Z', summary: 'x', weeklyCount: 8, timezone: 'Nowhere/Town' });
  expect(unknown).not.toContain('TZID');
  expect(unknown).toContain('DTSTART:20270301T160000Z');
  // A single lesson has UTC times and no block.
  expect(buildIcs({ uid: 'b', startsAt: '2027-03-01T16:00:00Z', endsAt: '2027-03-01T17:00:00Z', summary: 'x', timezone: 'Europe/Madrid' })).not.toContain('VTIMEZONE');
});

test('the rest of a series cancelled: METHOD:CANCEL, one cancelled occurrence per lesson with the series UID and its RECURRENCE-ID', () => {
  const lines = buildIcs({
    uid: 'series-1', startsAt: '2027-03-08T16:00:00Z', endsAt: '2027-03-08T17:00:00Z', summary: 'x', timezone: 'Europe/Madrid', cancelled: true,
    cancelledOccurrences: [
      { recurrenceId: '2027-03-08T16:00:00Z', startsAt: '2027-03-08T16:00:00Z', endsAt: '2027-03-08T17:00:00Z' },
      // Moved to 18:00 (Madrid); after the change to summer time the planned 17:00 Madrid is 15:00 UTC.
      { recurrenceId: '2027-03-29T15:00:00Z', startsAt: '2027-03-29T16:00:00Z', endsAt: '2027-03-29T17:00:00Z' },
    ],
  }).replace(/\r\n /g, '').split('\r\n');
  expect(lines).toContain('METHOD:CANCEL');
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  expect(lines.filter((l) => l === 'UID:series-1@summit')).toHaveLength(2);
  expect(lines.filter((l) => l === 'STATUS:CANCELLED')).toHaveLength(2);
  expect(lines.filter((l) => l.startsWith('RECURRENCE-ID'))).toEqual(['RECURRENCE-ID;TZID=Europe/Madrid:20270308T170000', 'RECURRENCE-ID;TZID=Europe/Madrid:20270329T170000']);
  expect(lines).toContain('DTSTART;TZID=Europe/Madrid:20270329T180000');
  expect(lines).toContain('BEGIN:VTIMEZONE');
  expect(lines.slice(lines.indexOf('END:VTIMEZONE')).some((l) => l.startsWith('RRULE'))).toBe(false);
});

test("a series' calendar file puts a moved lesson where it now is: an occurrence of its own with the week's RECURRENCE-ID", async () => {
  const { seriesIcsText } = await import('../../src/features/booking/api-series');
  const date = (week: number, plannedAt: string, startsAt = plannedAt, status: 'booked' | 'cancelled' = 'booked') => ({
    week, plannedAt, startsAt, status, reason: null, bookingId: `b${week}`, moved: startsAt !== plannedAt,
  });
  const lines = seriesIcsText(
    {
      seriesId: 'series-2', tutorId: 't', weeks: 3, status: 'active', timezone: 'Europe/Madrid', subject: null,
      dates: [
        date(0, '2027-03-08T16:00:00Z'),
        // Moved from 17:00 to 19:00 Madrid (summer time from 28 March).
        date(1, '2027-03-15T16:00:00Z', '2027-03-15T18:00:00Z'),
        // Moved, then cancelled: only its EXDATE.
        date(2, '2027-03-22T16:00:00Z', '2027-03-22T18:00:00Z', 'cancelled'),
      ],
    },
    'Maths',
    60,
  ).replace(/\r\n /g, '').split('\r\n');
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  expect(lines.filter((l) => l === 'UID:series-2@summit')).toHaveLength(2);
  expect(lines).toContain('RRULE:FREQ=WEEKLY;COUNT=3');
  expect(lines.filter((l) => l.startsWith('EXDATE'))).toEqual(['EXDATE;TZID=Europe/Madrid:20270322T170000']);
  expect(lines.filter((l) => l.startsWith('RECURRENCE-ID'))).toEqual(['RECURRENCE-ID;TZID=Europe/Madrid:20270315T170000']);
  expect(lines).toContain('DTSTART;TZID=Europe/Madrid:20270315T190000');
  expect(lines).toContain('DTEND;TZID=Europe/Madrid:20270315T200000');
  // The override carries no rule of its own.
  expect(lines.slice(lines.indexOf('END:VTIMEZONE')).filter((l) => l.startsWith('RRULE'))).toHaveLength(1);
});
