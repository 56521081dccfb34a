// Pure rules of the booking screens: reading the query of /book and /confirm, naming server refusals, the three
// nearest free slots, the cancellation policy and what counts as today. No React, no network. (The calendar file:
// supabase/functions/_shared/ics.ts, shared with the booking emails.)
import { dayKey } from '../../lib/calendar-day';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BookSelection {
  tutorId: string;
  /** ISO instant, UTC. */
  startsAt: string;
  subject: string | null;
}

export type SelectionResult = { ok: true; selection: BookSelection } | { ok: false; reason: 'missing' | 'invalid' };

/** Reads ?tutor=<uuid>&start=<ISO instant>[&subject=<slug>]; anything hostile is 'invalid', never a crash. */
export function parseSelection(search: string | URLSearchParams): SelectionResult {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tutor = params.get('tutor');
  const start = params.get('start');
  if (!tutor || !start) return { ok: false, reason: 'missing' };
  if (!UUID.test(tutor) || start.length > 40 || !/^\d{4}-\d{2}-\d{2}T/.test(start)) return { ok: false, reason: 'invalid' };
  const ms = Date.parse(start);
  if (!Number.isFinite(ms)) return { ok: false, reason: 'invalid' };
  const subject = params.get('subject');
  const cleanSubject = subject && /^[a-z0-9-]{1,64}$/.test(subject) ? subject : null;
  return { ok: true, selection: { tutorId: tutor.toLowerCase(), startsAt: new Date(ms).toISOString(), subject: cleanSubject } };
}

export function selectionQuery(s: BookSelection): string {
  const params = new URLSearchParams({ tutor: s.tutorId, start: s.startsAt });
  if (s.subject) params.set('subject', s.subject);
  return params.toString();
}

export const BOOKING_ERRORS = [
  'slot_taken',
  'no_credits',
  'slot_unavailable',
  'too_many_upcoming',
  'invalid_subject',
  'tutor_not_found',
  'own_profile',
  'booking_not_found',
  'already_started',
  'booking_cancelled',
  'invalid_request',
  'not_reviewable',
  'already_reviewed',
] as const;
export type BookingErrorKey = (typeof BOOKING_ERRORS)[number] | 'offline' | 'generic';

/** The database's refusal (its message is a stable key) as a key of the booking texts. */
export function bookingErrorKey(error: { message?: string | null; code?: string | null } | null | undefined): BookingErrorKey {
  const message = error?.message ?? '';
  if ((BOOKING_ERRORS as readonly string[]).includes(message)) return message as BookingErrorKey;
  if (/fetch|network/i.test(message)) return 'offline';
  return 'generic';
}

/** A conflict: the time went to someone else or is no longer offered. */
export const isConflict = (key: BookingErrorKey) => key === 'slot_taken' || key === 'slot_unavailable';

/** The `count` free slots nearest to `target` (before or after), in time order. */
export function nearestSlots<T extends { startsAt: string }>(slots: readonly T[], target: string, count = 3): T[] {
  const at = Date.parse(target);
  return [...slots]
    .filter((s) => Date.parse(s.startsAt) !== at)
    .sort((a, b) => Math.abs(Date.parse(a.startsAt) - at) - Math.abs(Date.parse(b.startsAt) - at))
    .slice(0, count)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/**
 * A cancellation now is late: inside the free-cancellation window, or the learner moved the lesson once inside it
 * (`freeCancelUntil`, set by the server: a move does not reopen the window).
 */
export function isLateCancellation(startsAt: string, freeCancelHours: number, now = Date.now(), freeCancelUntil: string | null = null): boolean {
  return Date.parse(startsAt) - now < freeCancelHours * 3600_000 || (freeCancelUntil !== null && Date.parse(freeCancelUntil) <= now);
}

/** Time left until `startsAt`, in whole days, hours and minutes (zero when it has passed). */
export function countdown(startsAt: string, now = Date.now()): { days: number; hours: number; minutes: number } {
  const left = Math.max(0, Date.parse(startsAt) - now);
  const minutes = Math.floor(left / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/**
 * A tutor's sessions split into today's and later ones, "today" being the calendar day in `timezone` (the one the
 * dashboard shows times in), not the device's: a tutor whose profile says Bogotá sees an 8 pm lesson under Today
 * while the device runs on UTC, where it is already tomorrow. Sessions from earlier days count as today while they
 * run, and are left out once ended (the dashboard loads a day back, so that every zone's today is whole).
 */
export function splitByToday<T extends { startsAt: string; endsAt: string }>(bookings: readonly T[], timezone: string, now = Date.now()): { today: T[]; later: T[] } {
  const today = dayKey(now, timezone);
  const day = (b: T) => dayKey(b.startsAt, timezone);
  const listed = bookings.filter((b) => day(b) >= today || Date.parse(b.endsAt) > now);
  return { today: listed.filter((b) => day(b) <= today), later: listed.filter((b) => day(b) > today) };
}
