// Weekly series: the same time every week for 2–16 weeks. The database expands and checks every date
// (preview_series, book_series: the tutor's zone, weekly hours, overrides, existing bookings) and books what it can;
// later weeks are booked by the worker when they enter the booking horizon. One lesson of a series is moved with
// move_booking (one change of the same booking); the rest of a series is cancelled with cancel_series.
import { getSupabase } from '../../data/supabase';
import { fail } from '../../data/request-error';
import { BookingRefused } from './api-bookings';
import { buildIcs } from '../../../supabase/functions/_shared/ics';
import { bookSeriesArgs, type SeriesRequest } from './book-series';

export const MIN_WEEKS = 2;
export const MAX_WEEKS = 16;

export { bookSeriesArgs, type SeriesRequest } from './book-series';

export type PreviewStatus = 'available' | 'unavailable' | 'later';
export interface PreviewDate {
  week: number;
  startsAt: string;
  endsAt: string;
  status: PreviewStatus;
  reason: string | null;
}

export type SeriesDateStatus = 'booked' | 'cancelled' | 'unavailable' | 'later';
export interface SeriesDate {
  week: number;
  startsAt: string;
  plannedAt: string;
  status: SeriesDateStatus;
  reason: string | null;
  bookingId: string | null;
  moved: boolean;
}
export interface SeriesState {
  seriesId: string;
  tutorId: string;
  weeks: number;
  status: 'active' | 'cancelled';
  timezone: string;
  subject: string | null;
  dates: SeriesDate[];
}

type StateRow = {
  series_id: string; tutor_id: string; weeks: number; status: SeriesState['status']; timezone: string; subject: string | null;
  dates: { week: number; starts_at: string; planned_at: string; status: SeriesDateStatus; reason: string | null; booking_id: string | null; moved: boolean }[];
};

export function toSeriesState(r: StateRow): SeriesState {
  return {
    seriesId: r.series_id, tutorId: r.tutor_id, weeks: r.weeks, status: r.status, timezone: r.timezone, subject: r.subject,
    dates: (r.dates ?? []).map((d) => ({
      week: d.week, startsAt: new Date(d.starts_at).toISOString(), plannedAt: new Date(d.planned_at).toISOString(), status: d.status,
      reason: d.reason, bookingId: d.booking_id, moved: d.moved,
    })),
  };
}

function refused(error: { message?: string; code?: string }): never {
  if (error.code === 'P0001') throw new BookingRefused(error.message ?? 'generic', error.code);
  fail(error, 'The series request failed');
}

/** Each date of a weekly series from `startsAt`, as the database would book it now. */
export async function previewSeries(tutorId: string, startsAt: string, weeks: number): Promise<PreviewDate[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('preview_series', { p_tutor_id: tutorId, p_starts_at: startsAt, p_weeks: weeks });
  if (error) fail(error, 'Checking the dates failed');
  return ((data ?? []) as { week: number; starts_at: string; ends_at: string; status: PreviewStatus; reason: string | null }[]).map((r) => ({
    week: r.week, startsAt: new Date(r.starts_at).toISOString(), endsAt: new Date(r.ends_at).toISOString(), status: r.status, reason: r.reason,
  }));
}

export async function bookSeries(req: SeriesRequest): Promise<SeriesState> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('book_series', bookSeriesArgs(req));
  if (error) refused(error);
  return toSeriesState(data as StateRow);
}

/** A series the signed-in user may read (learner, tutor, admin), or null. */
export async function loadSeries(seriesId: string): Promise<SeriesState | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_series_state', { p_series_id: seriesId });
  if (error) fail(error, 'Loading the series failed');
  return data ? toSeriesState(data as StateRow) : null;
}

export interface SeriesSummary {
  id: string;
  tutorId: string;
  learnerId: string | null;
  weeks: number;
  status: 'active' | 'cancelled';
  weekday: number;
  localTime: string;
  timezone: string;
  tutorName: string;
}

/** The series with these ids (row-level security: the learner's, the tutor's). */
export async function loadSeriesSummaries(ids: string[]): Promise<SeriesSummary[]> {
  if (!ids.length) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_series')
    .select('id, tutor_id, learner_id, weeks, status, weekday, local_time, timezone, tutors(full_name)')
    .in('id', ids);
  if (error) fail(error, 'Loading your weekly lessons failed');
  return ((data ?? []) as unknown as {
    id: string; tutor_id: string; learner_id: string | null; weeks: number; status: SeriesSummary['status']; weekday: number; local_time: string;
    timezone: string; tutors?: { full_name: string } | null;
  }[]).map((r) => ({
    id: r.id, tutorId: r.tutor_id, learnerId: r.learner_id, weeks: r.weeks, status: r.status, weekday: r.weekday, localTime: r.local_time.slice(0, 5),
    timezone: r.timezone, tutorName: r.tutors?.full_name ?? '',
  }));
}

export async function cancelSeries(seriesId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('cancel_series', { p_series_id: seriesId });
  if (error) refused(error);
}

/** Moves one booking (of a series or not) to another free time: the same booking, one change. */
export async function moveBooking(bookingId: string, startsAt: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('move_booking', { p_id: bookingId, p_starts_at: startsAt }).single();
  if (error) refused(error);
}

/**
 * The series as one calendar event: RRULE weekly from its first date for its number of weeks, in the tutor's zone,
 * the dates not booked as EXDATE, each moved lesson as an occurrence of its own at its new time, UID = the series.
 */
export function seriesIcsText(series: SeriesState, summary: string, minutes: number): string {
  const first = series.dates[0];
  const gone = (d: SeriesDate) => d.status === 'unavailable' || d.status === 'cancelled';
  const notBooked = series.dates.filter(gone).map((d) => d.plannedAt);
  const moved = series.dates
    .filter((d) => d.moved && !gone(d))
    .map((d) => ({ recurrenceId: d.plannedAt, startsAt: d.startsAt, endsAt: new Date(Date.parse(d.startsAt) + minutes * 60_000).toISOString() }));
  return buildIcs({
    uid: series.seriesId,
    startsAt: first.plannedAt,
    endsAt: new Date(Date.parse(first.plannedAt) + minutes * 60_000).toISOString(),
    summary,
    weeklyCount: series.weeks,
    exdates: notBooked,
    movedOccurrences: moved,
    timezone: series.timezone,
    sequence: 0,
  });
}

export const seriesIcsHref = (series: SeriesState, summary: string, minutes: number) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(seriesIcsText(series, summary, minutes))}`;
