// The lesson generator's server calls: the learner profile (with the device's copy when the server cannot answer)
// and the session's access token for the hosted generator. Apart from api.ts (the tutor models page's query), so
// the AI tutor page, which works offline, does not load TanStack Query.
import { getSupabase } from '../../data/supabase';
import type { LessonInput } from './core/lesson';

const PROFILE_CACHE = 'summit.learnerProfile.v1:';

export type LearnerProfile = NonNullable<LessonInput['profile']>;

/** The learner profile from the server (kept on the device), else the device's last copy, else null. */
export async function loadLearnerProfile(userId: string): Promise<LearnerProfile | null> {
  const key = PROFILE_CACHE + userId;
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('learner_profiles').select('goals, level, subjects').eq('user_id', userId).maybeSingle();
    if (error) throw error;
    const profile = (data as LearnerProfile | null) ?? null;
    localStorage.setItem(key, JSON.stringify(profile));
    return profile;
  } catch {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null') as LearnerProfile | null;
    } catch {
      return null;
    }
  }
}
