// Bookings, as the booking screens and dashboards read and write them. Writes go only through the database
// functions book_session / cancel_booking / reschedule_booking / review_booking (they hold the rules); reads are
// RLS-filtered.
import { getSupabase } from '../../data/supabase';
import { fail, RepositoryError } from '../../data/request-error';
import { bookSessionArgs, type BookSessionRequest } from './book-session';

export interface BookingTutor {
  id: string;
  slug: string;
  fullName: string;
  headline: string;
  subjects: string[];
  hourlyRateMinor: number;
  currency: string;
  timezone: string;
  sessionMinutes: number;
  bufferMinutes: number;
  userId: string | null;
  isActive: boolean;
}

export interface Booking {
  id: string;
  /** Null when the learner deleted their account (the tutor keeps the past session, without its learner). */
  learnerId: string | null;
  tutorId: string;
  startsAt: string;
  endsAt: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  subject: string | null;
  note: string;
  priceMinor: number | null;
  currency: string | null;
  lateCancellation: boolean;
  /** Set when the learner moved the lesson inside the free-cancellation window: cancelling it from then on is late. */
  freeCancelUntil: string | null;
  cancelledAt: string | null;
  tutorName: string;
  tutorTimezone: string;
  /** The tutor has an account, so can be messaged. */
  tutorHasAccount: boolean;
  /** The weekly series this lesson belongs to (null: a single booking). */
  seriesId: string | null;
}

/** A refusal by the booking functions: `message` is a stable key (slot_taken, too_many_upcoming …). */
export class BookingRefused extends RepositoryError {}

const TUTOR_COLUMNS = 'id, slug, full_name, headline, subjects, hourly_rate_minor, currency, timezone, session_minutes, buffer_minutes, user_id, is_active';

type TutorRow = {
  id: string; slug: string; full_name: string; headline: string; subjects: string[]; hourly_rate_minor: number; currency: string;
  timezone: string | null; session_minutes: number; buffer_minutes: number; user_id: string | null; is_active: boolean;
};

function toTutor(r: TutorRow): BookingTutor {
  return {
    id: r.id, slug: r.slug, fullName: r.full_name, headline: r.headline, subjects: r.subjects ?? [], hourlyRateMinor: r.hourly_rate_minor,
    currency: r.currency, timezone: r.timezone || 'UTC', sessionMinutes: r.session_minutes ?? 60, bufferMinutes: r.buffer_minutes ?? 0,
    userId: r.user_id, isActive: r.is_active,
  };
}

export async function loadBookingTutor(id: string): Promise<BookingTutor | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tutors').select(TUTOR_COLUMNS).eq('id', id).maybeSingle();
  if (error) fail(error, 'Loading the tutor failed');
  return data ? toTutor(data as TutorRow) : null;
}

/** The tutor profile linked to the signed-in account, or null. */
export async function loadMyTutorProfile(userId: string): Promise<BookingTutor | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tutors').select(TUTOR_COLUMNS).eq('user_id', userId).maybeSingle();
  if (error) fail(error, 'Loading your tutor profile failed');
  return data ? toTutor(data as TutorRow) : null;
}

type BookingRow = {
  id: string; learner_id: string | null; tutor_id: string; starts_at: string; ends_at: string; status: Booking['status']; subject: string | null;
  note: string; price_minor: number | null; currency: string | null; late_cancellation: boolean; cancelled_at: string | null;
  free_cancel_until?: string | null;
  tutors?: { full_name: string; timezone: string | null; user_id?: string | null } | null;
  series_id?: string | null;
};

const BOOKING_COLUMNS = 'id, learner_id, tutor_id, starts_at, ends_at, status, subject, note, price_minor, currency, late_cancellation, free_cancel_until, cancelled_at, series_id, tutors(full_name, timezone, user_id)';

function toBooking(r: BookingRow): Booking {
  return {
    id: r.id, learnerId: r.learner_id, tutorId: r.tutor_id, startsAt: new Date(r.starts_at).toISOString(), endsAt: new Date(r.ends_at).toISOString(),
    status: r.status, subject: r.subject, note: r.note, priceMinor: r.price_minor, currency: r.currency, lateCancellation: r.late_cancellation,
    freeCancelUntil: r.free_cancel_until ?? null,
    cancelledAt: r.cancelled_at, tutorName: r.tutors?.full_name ?? '', tutorTimezone: r.tutors?.timezone || 'UTC',
    tutorHasAccount: !!r.tutors?.user_id,
    seriesId: r.series_id ?? null,
  };
}

function refused(error: { message?: string; code?: string }): never {
  // P0001 with the 'booking' hint: a rule of the booking functions; anything else is a plain failure.
  if (error.code === 'P0001') throw new BookingRefused(error.message ?? 'generic', error.code);
  fail(error, 'The booking request failed');
}

/** Books a time now (online); the same arguments as a request confirmed offline (book-session.ts). */
export async function bookSession(req: BookSessionRequest): Promise<Booking> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('book_session', bookSessionArgs(req)).single();
  if (error) refused(error);
  return (await loadBooking((data as { id: string }).id)) ?? toBooking(data as BookingRow);
}

export async function cancelBooking(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('cancel_booking', { p_id: id }).single();
  if (error) refused(error);
}

export async function rescheduleBooking(id: string, newId: string, startsAt: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('reschedule_booking', { p_id: id, p_new_id: newId, p_starts_at: startsAt }).single();
  if (error) refused(error);
}

export async function loadBooking(id: string): Promise<Booking | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select(BOOKING_COLUMNS).eq('id', id).maybeSingle();
  if (error) fail(error, 'Loading the booking failed');
  return data ? toBooking(data as unknown as BookingRow) : null;
}

/** Which of these booking ids exist on the server (offline requests that went through). */
export async function existingBookingIds(ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select('id').in('id', ids);
  if (error) fail(error, 'Loading bookings failed');
  return new Set((data ?? []).map((r) => r.id as string));
}

/**
 * A learner's sessions, oldest first: every one not yet ended (up to 200) and the 100 most recent before them. One
 * list of the oldest 200 would, after a year of weekly lessons, hold no upcoming session at all.
 */
export async function loadLearnerBookings(userId: string): Promise<Booking[]> {
  const supabase = await getSupabase();
  const now = new Date().toISOString();
  const mine = () => supabase.from('bookings').select(BOOKING_COLUMNS).eq('learner_id', userId);
  const [current, past] = await Promise.all([
    mine().gt('ends_at', now).order('starts_at').limit(200),
    mine().lte('ends_at', now).order('starts_at', { ascending: false }).limit(100),
  ]);
  if (current.error) fail(current.error, 'Loading your sessions failed');
  if (past.error) fail(past.error, 'Loading your sessions failed');
  return [...((past.data ?? []) as unknown as BookingRow[]).reverse(), ...((current.data ?? []) as unknown as BookingRow[])].map(toBooking);
}

/** The learners a tutor has had bookings with, most recent first (from their last 1,000 bookings). */
export async function loadTutorLearnerIds(tutorId: string): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select('learner_id')
    .eq('tutor_id', tutorId)
    .not('learner_id', 'is', null)
    .order('starts_at', { ascending: false })
    .limit(1000);
  if (error) fail(error, 'Loading your learners failed');
  return [...new Set((data ?? []).map((r) => r.learner_id as string))];
}

export async function loadTutorBookings(tutorId: string, from: Date): Promise<Booking[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select(BOOKING_COLUMNS)
    .eq('tutor_id', tutorId)
    .gte('ends_at', from.toISOString())
    .order('starts_at')
    .limit(200);
  if (error) fail(error, 'Loading your sessions failed');
  return ((data ?? []) as unknown as BookingRow[]).map(toBooking);
}

/** Numeric booking settings (hours) from system_settings, with the database's defaults. */
export async function loadBookingSettings(): Promise<{ minNoticeHours: number; freeCancelHours: number; maxUpcoming: number }> {
  const supabase = await getSupabase();
  const { data } = await supabase.from('system_settings').select('key, value').like('key', 'booking.%');
  const get = (key: string, fallback: number) => {
    const v = (data ?? []).find((r) => r.key === key)?.value;
    return typeof v === 'number' ? v : fallback;
  };
  return {
    minNoticeHours: get('booking.min_notice_hours', 12),
    freeCancelHours: get('booking.free_cancel_hours', 24),
    maxUpcoming: get('booking.max_upcoming_per_learner', 8),
  };
}

/** Which of these bookings already have a review. */
export async function reviewedBookingIds(ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tutor_reviews').select('booking_id').in('booking_id', ids);
  if (error) fail(error, 'Loading reviews failed');
  return new Set((data ?? []).map((r) => r.booking_id as string));
}

export async function reviewBooking(bookingId: string, rating: number, body: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('review_booking', { p_booking_id: bookingId, p_rating: rating, p_body: body }).single();
  if (error) refused(error);
}
