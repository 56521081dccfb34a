// The lesson feature's server module: the booking behind a room, read through row-level security (only its learner,
// its tutor and admins see the row), as a page query kept on the device, so a room opened once opens offline.
// The room's content is not read here: it is the Yjs document, synced by ./sync.
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../../data/query';
import { fail } from '../../../data/request-error';
import { getSupabase } from '../../../data/supabase';

export interface LessonBooking {
  id: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  startsAt: string;
  endsAt: string;
  subject: string | null;
  learnerId: string | null;
  learnerName: string;
  tutorUserId: string | null;
  tutorName: string;
}

type Row = {
  id: string; status: LessonBooking['status']; starts_at: string; ends_at: string; subject: string | null; learner_id: string | null;
  tutors: { full_name: string; user_id: string | null } | null;
};

export async function loadLessonBooking(id: string): Promise<LessonBooking | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select('id, status, starts_at, ends_at, subject, learner_id, tutors(full_name, user_id)')
    .eq('id', id)
    .maybeSingle();
  if (error) fail(error, 'Loading the lesson failed');
  if (!data) return null;
  const r = data as unknown as Row;
  let learnerName = '';
  if (r.learner_id) {
    const names = await supabase.from('profiles').select('full_name').eq('id', r.learner_id).maybeSingle();
    learnerName = (names.data?.full_name as string | undefined) ?? '';
  }
  return {
    id: r.id, status: r.status, startsAt: new Date(r.starts_at).toISOString(), endsAt: new Date(r.ends_at).toISOString(), subject: r.subject,
    learnerId: r.learner_id, learnerName, tutorUserId: r.tutors?.user_id ?? null, tutorName: r.tutors?.full_name ?? '',
  };
}

export const lessonKeys = {
  booking: (userId: string, bookingId: string) => ['lesson', 'booking', userId, bookingId] as const,
};

export function useLessonBooking(userId: string | undefined, bookingId: string) {
  return useQuery({
    ...pageQuery({ queryKey: lessonKeys.booking(userId ?? 'none', bookingId), queryFn: () => loadLessonBooking(bookingId) }),
    enabled: !!userId,
    staleTime: 0,
  });
}
