// The on-device lesson generator: works offline from the learner profile and practice history. Four steps, as the
// overlay names them, each reporting real progress; between steps it yields to the browser so the progress is
// painted (no waiting beyond that). A hosted model can replace it through ./hosted-seam.ts.
import { v7 as uuidv7 } from 'uuid';
import { levelForLesson } from './level';
import type { Lesson, LessonExercise, LessonInput } from './lesson';

export type ProgressCallback = (progress: number) => void;
export type Yield = () => Promise<void>;

const SKILL_ORDER = ['arithmetic', 'fractions', 'percentages', 'linear', 'quadratics', 'graphs'];
const RANK: Record<string, number> = { notStarted: 0, attempted: 1, familiar: 2, proficient: 3, mastered: 4 };

/** Lets the page paint; in tests an immediate resolve. */
export const paintYield: Yield = () =>
  new Promise((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : setTimeout(resolve, 0)));

function mulberry(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateLessonOnDevice(input: LessonInput, onProgress: ProgressCallback, pause: Yield = paintYield): Promise<Lesson> {
  onProgress(0);
  // 1. Analyse the learning profile and history: which skill needs the lesson most.
  const known = new Map(input.history.map((h) => [h.skill, h]));
  const candidates = SKILL_ORDER.map((skill) => known.get(skill) ?? { skill, answered: 0, correct: 0, level: 'notStarted' });
  const started = candidates.filter((c) => c.answered > 0 && RANK[c.level]! < RANK.proficient!);
  let focus: (typeof candidates)[number] | undefined = started.sort((a, b) => RANK[a.level]! - RANK[b.level]! || a.correct / a.answered - b.correct / b.answered)[0];
  let reason: Lesson['reason'] = 'weakest';
  if (!focus) {
    focus = candidates.find((c) => c.answered === 0);
    reason = 'notStarted';
  }
  if (!focus) {
    focus = candidates[input.seed % candidates.length]!;
    reason = 'review';
  }
  onProgress(25);
  await pause();

  // 2. Select teaching methods from the profile and the level.
  const methods = ['workedExample', 'retrieval'];
  const beginner = input.profile?.level === 'beginner' || focus.level === 'notStarted' || focus.level === 'attempted';
  if (beginner) methods.unshift('concrete');
  else methods.push('interleaving');
  if (focus.skill === 'graphs' || focus.skill === 'linear' || focus.skill === 'quadratics') methods.push('visual');
  const pace: Lesson['pace'] = beginner ? 'gentle' : input.profile?.level === 'advanced' ? 'stretch' : 'steady';
  onProgress(50);
  await pause();

  // 3. Generate the interactive content: a worked example and exercises at a rising level.
  const random = mulberry(input.seed);
  const base = levelForLesson(focus.level);
  const seed = () => Math.floor(random() * 0xffffffff);
  const worked: LessonExercise = { skill: focus.skill, seed: seed(), level: base };
  const count = pace === 'gentle' ? 3 : pace === 'steady' ? 4 : 5;
  const exercises: LessonExercise[] = Array.from({ length: count }, (_, i) => ({
    skill: focus!.skill,
    seed: seed(),
    level: Math.min(3, base + (i >= count - 1 && pace !== 'gentle' ? 1 : 0)) as 1 | 2 | 3,
  }));
  // Interleaving: one question from another started skill, for mixed review.
  const other = candidates.find((c) => c.skill !== focus!.skill && c.answered > 0);
  if (methods.includes('interleaving') && other) exercises.push({ skill: other.skill, seed: seed(), level: levelForLesson(other.level) });
  onProgress(75);
  await pause();

  // 4. Prepare the lesson.
  const lesson: Lesson = {
    id: uuidv7(),
    createdAt: new Date().toISOString(),
    source: 'device',
    focusSkill: focus.skill,
    reason,
    methods,
    pace,
    worked,
    exercises,
    goal: input.profile?.goals?.trim().slice(0, 300) ?? '',
  };
  onProgress(100);
  return lesson;
}
