// The lesson feature's reads and writes after the lesson: past lessons from the room's projection in Postgres (RLS:
// only the booking's learner and tutor read it), kept on the device as a page query so the list opens offline; and
// the safeguarding report (the database snapshots the projection; only admins with access read reports).
import { useQuery } from '@tanstack/react-query';
import type { LessonProjection } from '../../../../supabase/functions/_shared/lesson-doc';
import { pageQuery } from '../../../data/query';
import { fail, RepositoryError } from '../../../data/request-error';
import { getSupabase } from '../../../data/supabase';

export interface PastLesson {
  bookingId: string;
  startsAt: string;
  endsAt: string;
  /** The viewer's part in it. */
  role: 'learner' | 'tutor';
  learnerId: string | null;
  /** The tutor's profile (the learner's "Message" leads to it). */
  tutorId: string;
  tutorUserId: string | null;
  tutorName: string;
  /** '' when the learner's account was deleted (learnerId null) or their name is not readable. */
  learnerName: string;
  notesMarkdown: string;
  chat: LessonProjection['chat'];
  board: LessonProjection['board'];
}

type Row = {
  booking_id: string;
  notes_markdown: string;
  chat: LessonProjection['chat'] | null;
  board: LessonProjection['board'] | null;
  bookings: { starts_at: string; ends_at: string; status: string; learner_id: string | null; tutor_id: string; tutors: { full_name: string; user_id: string | null } | null } | null;
};

/** The lessons of the viewer that have ended and whose room was used, newest first. */
export async function loadPastLessons(userId: string, now = Date.now()): Promise<PastLesson[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lesson_projections')
    .select('booking_id, notes_markdown, chat, board, bookings!inner(starts_at, ends_at, status, learner_id, tutor_id, tutors(full_name, user_id))')
    .lte('bookings.ends_at', new Date(now).toISOString())
    .neq('bookings.status', 'cancelled')
    .limit(100);
  if (error) fail(error, 'Loading past lessons failed');
  const rows = (data ?? []) as unknown as Row[];
  const learnerIds = [...new Set(rows.map((r) => r.bookings?.learner_id).filter((id): id is string => !!id && id !== userId))];
  const names = new Map<string, string>();
  if (learnerIds.length) {
    // A tutor reads their learners' names (RLS); a failed read leaves names out, not the lessons.
    const res = await supabase.from('profiles').select('id, full_name').in('id', learnerIds);
    for (const p of res.data ?? []) names.set(p.id as string, (p.full_name as string | null) ?? '');
  }
  return rows
    .filter((r) => r.bookings)
    .map((r) => {
      const b = r.bookings!;
      return {
        bookingId: r.booking_id,
        startsAt: new Date(b.starts_at).toISOString(),
        endsAt: new Date(b.ends_at).toISOString(),
        role: b.learner_id === userId ? 'learner' : 'tutor',
        learnerId: b.learner_id,
        tutorId: b.tutor_id,
        tutorUserId: b.tutors?.user_id ?? null,
        tutorName: b.tutors?.full_name ?? '',
        learnerName: b.learner_id ? (names.get(b.learner_id) ?? '') : '',
        notesMarkdown: r.notes_markdown ?? '',
        chat: Array.isArray(r.chat) ? r.chat : [],
        board: Array.isArray(r.board) ? r.board : [],
      } satisfies PastLesson;
    })
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
}

export const pastLessonKeys = {
  all: ['lesson', 'past'] as const,
  of: (userId: string) => ['lesson', 'past', userId] as const,
};

export function usePastLessons(userId: string | undefined) {
  return useQuery({
    ...pageQuery({ queryKey: pastLessonKeys.of(userId ?? 'none'), queryFn: () => loadPastLessons(userId!) }),
    enabled: !!userId,
  });
}

export type ReportOutcome = 'sent' | 'empty' | 'offline' | 'limit' | 'failed';

/** Reports a lesson (a party of its booking, as themselves). The reason is trimmed; 1 to 1000 characters. */
export async function reportLesson(bookingId: string, reason: string): Promise<ReportOutcome> {
  const text = reason.trim();
  if (!text) return 'empty';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('lesson_reports').insert({ id: crypto.randomUUID(), booking_id: bookingId, reason: text.slice(0, 1000) });
    if (!error) return 'sent';
    if (error.hint === 'report_limit') return 'limit';
    throw new RepositoryError(error.message, error.code);
  } catch (error) {
    if (error instanceof TypeError) return 'offline'; // the request never reached the server
    return 'failed';
  }
}
