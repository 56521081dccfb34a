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
}

const icsDate = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Summit//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}@summit`,
    `DTSTAMP:${icsDate(now.toISOString())}`,
    `DTSTART:${icsDate(event.startsAt)}`,
    `DTEND:${icsDate(event.endsAt)}`,
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
