// A session as an RFC 5545 calendar file: the one builder of the app's "Add to calendar" link and of the booking
// emails (send-notifications). Plain TypeScript with no Node-only or browser-only API (TextEncoder, Intl and Date
// only), so the app's bundle, Node (type stripping) and a Supabase Edge Function all load it; its one import,
// timezones-ical-library (the VTIMEZONE block of a TZID the file names), is pure data and code (the Edge Function
// maps it to npm: in its deno.json). It lives under supabase/functions/_shared because the Supabase CLI bundles a
// function's relative imports from there; the app imports it from here.
import { tzlib_get_ical_block } from 'timezones-ical-library';

export interface CalendarEvent {
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string;
  url?: string;
  /** Set on a cancellation: the calendar removes the event. */
  cancelled?: boolean;
  /** Written as SEQUENCE when given (a calendar applies the highest); left out, RFC 5545 reads 0. */
  sequence?: number;
  /** A weekly series: RRULE:FREQ=WEEKLY;COUNT=n from startsAt (the UID is then the series). */
  weeklyCount?: number;
  /** Occurrences of the series that are not booked (their planned starts): EXDATE, in UTC. */
  exdates?: string[];
  /**
   * The series' time zone (IANA): DTSTART, DTEND and EXDATE are then written as local times with TZID, so the
   * calendar repeats the lesson at the tutor's local time across daylight-saving changes, as the bookings do.
   */
  timezone?: string;
  /** One occurrence of a series on its own (moved): the planned start it replaces, RECURRENCE-ID in UTC. */
  recurrenceId?: string;
  /**
   * With `cancelled`, the rest of a series: one cancelled VEVENT per occurrence (same UID, its RECURRENCE-ID the
   * planned start, its DTSTART where it is now), so a calendar removes those and keeps the lessons before them.
   */
  cancelledOccurrences?: { recurrenceId: string; startsAt: string; endsAt: string }[];
  /**
   * A weekly series' occurrences moved to another time: one more VEVENT each (same UID, its RECURRENCE-ID the planned
   * start, its DTSTART where it is now), after the series' own, so a calendar shows the lesson where it really is.
   */
  movedOccurrences?: { recurrenceId: string; startsAt: string; endsAt: string }[];
}

/**
 * The VTIMEZONE block of an IANA zone as lines (RFC 5545 wants one for every TZID the file names), or null when the
 * library does not know the zone: the times are then written in UTC instead.
 */
function vtimezone(timezone: string): string[] | null {
  const block = tzlib_get_ical_block(timezone);
  const text = Array.isArray(block) ? block[0] : '';
  return text && text.startsWith('BEGIN:VTIMEZONE') ? text.split(/\r?\n/).filter(Boolean) : null;
}

const icsDate = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** The local wall time of an instant in `timezone`, as 20270222T170000. */
function localStamp(iso: string, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}T${get('hour')}${get('minute')}${get('second')}`;
}
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The event as a calendar file (a cancellation as METHOD:CANCEL with the same UID); CRLF lines, UTC times. */
export function buildIcs(event: CalendarEvent, now = new Date()): string {
  const named = event.timezone && (event.weeklyCount || event.recurrenceId || event.cancelledOccurrences) && /^[A-Za-z_+\-/0-9]+$/.test(event.timezone) ? event.timezone : undefined;
  const zone = named ? vtimezone(named) : null;
  const tz = zone ? named : undefined;
  const at = (name: string, iso: string) => (tz ? `${name};TZID=${tz}:${localStamp(iso, tz)}` : `${name}:${icsDate(iso)}`);
  const vevent = (startsAt: string, endsAt: string, recurrenceId: string | undefined, series: boolean) => [
    'BEGIN:VEVENT',
    `UID:${event.uid}@summit`,
    `DTSTAMP:${icsDate(now.toISOString())}`,
    at('DTSTART', startsAt),
    at('DTEND', endsAt),
    ...(series && event.weeklyCount ? [`RRULE:FREQ=WEEKLY;COUNT=${event.weeklyCount}`] : []),
    ...(series && event.weeklyCount && event.exdates?.length
      ? [tz ? `EXDATE;TZID=${tz}:${event.exdates.map((d) => localStamp(d, tz)).join(',')}` : `EXDATE:${event.exdates.map(icsDate).join(',')}`]
      : []),
    ...(recurrenceId ? [at('RECURRENCE-ID', recurrenceId)] : []),
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
  const events = event.cancelled && event.cancelledOccurrences
    ? event.cancelledOccurrences.flatMap((o) => vevent(o.startsAt, o.endsAt, o.recurrenceId, false))
    : [
        ...vevent(event.startsAt, event.endsAt, event.recurrenceId, true),
        ...(event.weeklyCount ? (event.movedOccurrences ?? []).flatMap((o) => vevent(o.startsAt, o.endsAt, o.recurrenceId, false)) : []),
      ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Summit//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...(zone ?? []),
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
