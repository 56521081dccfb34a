// A tutor's availability rules: weekly hours (several ranges a day), date overrides, session length and buffer.
// Saved through save_availability(), one transaction, so the slot function never sees half a schedule.
import { getSupabase } from '../../data/supabase';
import { fail } from '../../data/request-error';

export interface WeeklyRange {
  weekday: number; // ISO 1 = Monday … 7 = Sunday
  start: string; // HH:MM
  end: string;
}
export interface DateOverride {
  date: string; // YYYY-MM-DD
  start: string | null; // null: day off
  end: string | null;
}
export interface Availability {
  weekly: WeeklyRange[];
  overrides: DateOverride[];
  sessionMinutes: number;
  bufferMinutes: number;
}

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export async function loadAvailability(tutorId: string): Promise<Availability> {
  const supabase = await getSupabase();
  const [weekly, overrides, tutor] = await Promise.all([
    supabase.from('tutor_weekly_hours').select('weekday, start_time, end_time').eq('tutor_id', tutorId).order('weekday').order('start_time'),
    supabase.from('tutor_date_overrides').select('on_date, start_time, end_time').eq('tutor_id', tutorId).order('on_date'),
    supabase.from('tutors').select('session_minutes, buffer_minutes').eq('id', tutorId).single(),
  ]);
  if (weekly.error || overrides.error || tutor.error) fail(weekly.error ?? overrides.error ?? tutor.error, 'Loading availability failed');
  return {
    weekly: (weekly.data ?? []).map((r) => ({ weekday: r.weekday, start: hhmm(r.start_time)!, end: hhmm(r.end_time)! })),
    overrides: (overrides.data ?? []).map((r) => ({ date: r.on_date, start: hhmm(r.start_time), end: hhmm(r.end_time) })),
    sessionMinutes: tutor.data!.session_minutes,
    bufferMinutes: tutor.data!.buffer_minutes,
  };
}

export async function saveAvailability(tutorId: string, a: Availability): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('save_availability', {
    p_tutor_id: tutorId,
    p_weekly: a.weekly.map((w) => ({ weekday: w.weekday, start_time: w.start, end_time: w.end === '24:00' ? '24:00' : w.end })),
    p_overrides: a.overrides.map((o) => ({ on_date: o.date, start_time: o.start, end_time: o.end })),
    p_session_minutes: a.sessionMinutes,
    p_buffer_minutes: a.bufferMinutes,
  });
  if (error) fail(error, 'Saving availability failed');
}
