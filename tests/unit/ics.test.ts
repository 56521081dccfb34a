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
