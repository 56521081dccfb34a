// What the generator works from: the learner profile (from the server when online, else the device's copy) and
// the practice history on this device.
import { getSupabase } from '../../data/supabase';
import { listAttempts } from '../../data/repositories/practice-repository';
import { masteryOf, SKILLS, type Skill } from '../practice';
import type { LessonInput } from './core/lesson';

const PROFILE_CACHE = 'summit.learnerProfile.v1:';

type Profile = NonNullable<LessonInput['profile']>;

async function loadProfile(userId: string): Promise<Profile | null> {
  const key = PROFILE_CACHE + userId;
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('learner_profiles').select('goals, level, subjects').eq('user_id', userId).maybeSingle();
    if (error) throw error;
    const profile = (data as Profile | null) ?? null;
    localStorage.setItem(key, JSON.stringify(profile));
    return profile;
  } catch {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null') as Profile | null;
    } catch {
      return null;
    }
  }
}

export async function buildLessonInput(userId: string | null, locale: string, seed: number): Promise<LessonInput> {
  const [profile, attempts] = await Promise.all([userId ? loadProfile(userId) : Promise.resolve(null), listAttempts(userId)]);
  const facts = attempts.map((a) => ({ skill: a.skill as Skill, correct: a.correct, mode: a.mode }));
  const history = SKILLS.map((skill) => {
    const m = masteryOf(skill, facts);
    return { skill, answered: m.answered, correct: m.correct, level: m.level };
  }).filter((h) => h.answered > 0);
  return { profile, history, locale, seed };
}
