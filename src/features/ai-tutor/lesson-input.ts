// What the generator works from: the learner profile (from the server when online, else the device's copy) and
// the practice history on this device.
import { listAttempts, masteryOf, SKILLS, type Skill } from '../practice';
import type { LessonInput } from './core/lesson';
import { loadLearnerProfile } from './lesson-api';

export async function buildLessonInput(userId: string | null, locale: string, seed: number): Promise<LessonInput> {
  const [profile, attempts] = await Promise.all([userId ? loadLearnerProfile(userId) : Promise.resolve(null), listAttempts(userId)]);
  const facts = attempts.map((a) => ({ skill: a.skill as Skill, correct: a.correct, mode: a.mode }));
  const history = SKILLS.map((skill) => {
    const m = masteryOf(skill, facts);
    return { skill, answered: m.answered, correct: m.correct, level: m.level };
  }).filter((h) => h.answered > 0);
  return { profile, history, locale, seed };
}
