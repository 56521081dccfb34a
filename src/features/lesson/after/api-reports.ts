// The founder hub's read of safeguarding reports (RLS: admins with access, aal2, only), newest first, each with the
// lesson's snapshot taken when it was reported and its booking's parties (to name the authors in it).
import { useQuery } from '@tanstack/react-query';
import type { LessonProjection } from '../../../../supabase/functions/_shared/lesson-doc';
import { pageQuery } from '../../../data/query';
import { fail } from '../../../data/request-error';
import { getSupabase } from '../../../data/supabase';

export interface LessonReport extends LessonProjection {
  id: string;
  bookingId: string;
  reporterRole: 'learner' | 'tutor';
  reason: string;
  createdAt: string;
  startsAt: string | null;
  learnerId: string | null;
  tutorUserId: string | null;
  tutorName: string;
}

type Row = {
  id: string; booking_id: string; reporter_role: 'learner' | 'tutor'; reason: string; created_at: string;
  notes_markdown: string; chat: LessonProjection['chat'] | null; board: LessonProjection['board'] | null;
  bookings: { starts_at: string; learner_id: string | null; tutors: { full_name: string; user_id: string | null } | null } | null;
};

export async function loadLessonReports(): Promise<LessonReport[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lesson_reports')
    .select('id, booking_id, reporter_role, reason, created_at, notes_markdown, chat, board, bookings(starts_at, learner_id, tutors(full_name, user_id))')
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) fail(error, 'Loading lesson reports failed');
  return ((data ?? []) as unknown as Row[]).map((r) => ({
    id: r.id,
    bookingId: r.booking_id,
    reporterRole: r.reporter_role,
    reason: r.reason,
    createdAt: r.created_at,
    notesMarkdown: r.notes_markdown ?? '',
    chat: Array.isArray(r.chat) ? r.chat : [],
    board: Array.isArray(r.board) ? r.board : [],
    startsAt: r.bookings?.starts_at ?? null,
    learnerId: r.bookings?.learner_id ?? null,
    tutorUserId: r.bookings?.tutors?.user_id ?? null,
    tutorName: r.bookings?.tutors?.full_name ?? '',
  }));
}

export const lessonReportKeys = { all: ['lesson', 'reports'] as const };

export function useLessonReports() {
  return useQuery(pageQuery({ queryKey: lessonReportKeys.all, queryFn: loadLessonReports }));
}
