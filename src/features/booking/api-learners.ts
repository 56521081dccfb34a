// Learner profiles and names as learners and their tutors read them (RLS: the learner, tutors with a booking with
// them, admins), and a tutor's private notes.
import { getSupabase } from '../../data/supabase';
import { fail } from '../../data/request-error';

export interface LearnerProfile {
  userId: string;
  goals: string;
  level: string | null;
  subjects: string[];
  needs: string[];
  accommodations: string;
}

type Row = { user_id: string; goals: string; level: string | null; subjects: string[]; needs: string[] | null; accommodations: string | null };
const toProfile = (r: Row): LearnerProfile => ({
  userId: r.user_id, goals: r.goals, level: r.level, subjects: r.subjects ?? [], needs: r.needs ?? [], accommodations: r.accommodations ?? '',
});

/** Ids of learners who still have an account (a deleted learner's sessions keep a null id). */
const present = (ids: (string | null)[]): string[] => ids.filter((id): id is string => typeof id === 'string');

export async function loadLearnerProfiles(learnerIds: (string | null)[]): Promise<LearnerProfile[]> {
  const userIds = present(learnerIds);
  if (!userIds.length) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('learner_profiles').select('user_id, goals, level, subjects, needs, accommodations').in('user_id', userIds);
  if (error) fail(error, 'Loading learner profiles failed');
  return ((data ?? []) as Row[]).map(toProfile);
}

export async function saveLearnerProfile(p: LearnerProfile): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('learner_profiles')
    .upsert({ user_id: p.userId, goals: p.goals, level: p.level, needs: p.needs, accommodations: p.accommodations }, { onConflict: 'user_id' });
  if (error) fail(error, 'Saving the learner profile failed');
}

export async function loadNames(learnerIds: (string | null)[]): Promise<Map<string, string>> {
  const userIds = present(learnerIds);
  if (!userIds.length) return new Map();
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('profiles').select('id, full_name').in('id', userIds);
  if (error) fail(error, 'Loading names failed');
  return new Map((data ?? []).map((r) => [r.id as string, r.full_name as string]));
}

export async function saveMyName(userId: string, fullName: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('profiles').update({ full_name: fullName }).eq('id', userId).select('id');
  if (error || !data?.length) fail(error, 'Saving your name failed');
}

export async function loadTutorNotes(tutorId: string): Promise<Map<string, string>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tutor_notes').select('learner_id, body').eq('tutor_id', tutorId);
  if (error) fail(error, 'Loading notes failed');
  return new Map((data ?? []).map((r) => [r.learner_id as string, r.body as string]));
}

export async function saveTutorNote(tutorId: string, learnerId: string, body: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('tutor_notes').upsert({ tutor_id: tutorId, learner_id: learnerId, body }, { onConflict: 'tutor_id,learner_id' });
  if (error) fail(error, 'Saving the note failed');
}

/** One learner of the student directory, as learner_directory() lists them for the signed-in role. */
export interface DirectoryLearner {
  userId: string;
  fullName: string;
  /** Only for admins. */
  email: string | null;
  sessionsBooked: number;
  sessionsHeld: number;
  lastActivity: string | null;
  needs: string[];
  accommodations: string;
}

/** Learners per page of the student directory. */
export const DIRECTORY_PAGE = 50;

/** One page of the directory (in name order) and whether another follows. */
export interface DirectoryPage {
  learners: DirectoryLearner[];
  more: boolean;
}

/**
 * The database decides who is listed: every learner for an admin, a tutor's current learners, no one otherwise.
 * `page` counts from 0; one row beyond the page says whether another follows.
 */
export async function loadLearnerDirectory(search: string, page = 0): Promise<DirectoryPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('learner_directory', {
    p_search: search.slice(0, 100),
    p_limit: DIRECTORY_PAGE + 1,
    p_offset: page * DIRECTORY_PAGE,
  });
  if (error) fail(error, 'Loading the student directory failed');
  const rows = (data ?? []) as Array<Record<string, unknown>>;
  return { learners: rows.slice(0, DIRECTORY_PAGE).map(toDirectoryLearner), more: rows.length > DIRECTORY_PAGE };
}

function toDirectoryLearner(r: Record<string, unknown>): DirectoryLearner {
  return {
    userId: r.user_id as string,
    fullName: (r.full_name as string) ?? '',
    email: (r.email as string | null) ?? null,
    sessionsBooked: Number(r.sessions_booked ?? 0),
    sessionsHeld: Number(r.sessions_held ?? 0),
    lastActivity: (r.last_activity as string | null) ?? null,
    needs: (r.needs as string[]) ?? [],
    accommodations: (r.accommodations as string) ?? '',
  };
}
