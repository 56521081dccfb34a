// A session as an RFC 5545 calendar file: the one builder of the app's "Add to calendar" link and of the booking
// emails (send-notifications). Plain TypeScript with no imports and no Node-only or browser-only API
// (TextEncoder and Date only), so the app's bundle, Node (type stripping) and a Supabase Edge Function all load it.
// It lives under supabase/functions/_shared because the Supabase CLI bundles a function's relative imports from
// there; the app imports it from here.

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
  const tz = event.timezone && (event.weeklyCount || event.recurrenceId) && /^[A-Za-z_+\-/0-9]+$/.test(event.timezone) ? event.timezone : undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Summit//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}@summit`,
    `DTSTAMP:${icsDate(now.toISOString())}`,
    ...(tz
      ? [`DTSTART;TZID=${tz}:${localStamp(event.startsAt, tz)}`, `DTEND;TZID=${tz}:${localStamp(event.endsAt, tz)}`]
      : [`DTSTART:${icsDate(event.startsAt)}`, `DTEND:${icsDate(event.endsAt)}`]),
    ...(event.weeklyCount ? [`RRULE:FREQ=WEEKLY;COUNT=${event.weeklyCount}`] : []),
    ...(event.weeklyCount && event.exdates?.length
      ? [tz ? `EXDATE;TZID=${tz}:${event.exdates.map((d) => localStamp(d, tz)).join(',')}` : `EXDATE:${event.exdates.map(icsDate).join(',')}`]
      : []),
    ...(event.recurrenceId ? [tz ? `RECURRENCE-ID;TZID=${tz}:${localStamp(event.recurrenceId, tz)}` : `RECURRENCE-ID:${icsDate(event.recurrenceId)}`] : []),
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
