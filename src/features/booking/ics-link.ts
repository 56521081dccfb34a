// A data: URL of a session's calendar file, for an "Add to calendar" download link.
import type { Booking } from './api-bookings';
import { buildIcs } from '../../../supabase/functions/_shared/ics';

export function icsHref(booking: Booking, summary: string): string {
  const ics = buildIcs({
    uid: booking.id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary,
    description: booking.note || undefined,
    url: `${location.origin}/dashboard`,
    cancelled: booking.status === 'cancelled',
    sequence: 0,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
