// Mastery per skill, as Khan Academy names the levels: Attempted (below 70 %), Familiar (70–99 %), Proficient
// (100 %), Mastered (Proficient, then confirmed in mixed review). The percentage is over the learner's last
// WINDOW answers of the skill; fewer than WINDOW answers stay Attempted. A wrong answer in mixed review takes
// Mastered back to what the window says. Plain functions over the attempt history, oldest first.
import type { Skill } from './skills';

export const WINDOW = 5;
export const FAMILIAR_FROM = 70;

export type MasteryLevel = 'notStarted' | 'attempted' | 'familiar' | 'proficient' | 'mastered';
export const MASTERY_LEVELS: readonly MasteryLevel[] = ['notStarted', 'attempted', 'familiar', 'proficient', 'mastered'];

export interface AttemptFact {
  skill: Skill;
  correct: boolean;
  /** 'review' answers come from mixed review (several skills interleaved). */
  mode: 'practice' | 'review';
}

export interface SkillMastery {
  level: MasteryLevel;
  /** Correct share of the last WINDOW answers, 0–100 (rounded); null before the first answer. */
  score: number | null;
  answered: number;
  correct: number;
}

function levelFromWindow(window: readonly boolean[]): MasteryLevel {
  if (window.length === 0) return 'notStarted';
  if (window.length < WINDOW) return 'attempted';
  const score = (window.filter(Boolean).length / window.length) * 100;
  if (score >= 100) return 'proficient';
  if (score >= FAMILIAR_FROM) return 'familiar';
  return 'attempted';
}

/** The next level after one more answer: the transition the tests pin down. */
export function nextMastery(previous: MasteryLevel, window: readonly boolean[], attempt: Pick<AttemptFact, 'correct' | 'mode'>): MasteryLevel {
  const fromWindow = levelFromWindow(window);
  if (attempt.mode === 'review') {
    if (attempt.correct && (previous === 'proficient' || previous === 'mastered') && fromWindow === 'proficient') return 'mastered';
    return fromWindow;
  }
  // Practice answers keep Mastered while the window stays perfect.
  if (previous === 'mastered' && fromWindow === 'proficient') return 'mastered';
  return fromWindow;
}

export function masteryOf(skill: Skill, attempts: readonly AttemptFact[]): SkillMastery {
  let level: MasteryLevel = 'notStarted';
  const window: boolean[] = [];
  let answered = 0;
  let correct = 0;
  for (const attempt of attempts) {
    if (attempt.skill !== skill) continue;
    answered += 1;
    if (attempt.correct) correct += 1;
    window.push(attempt.correct);
    if (window.length > WINDOW) window.shift();
    level = nextMastery(level, window, attempt);
  }
  const score = window.length ? Math.round((window.filter(Boolean).length / window.length) * 100) : null;
  return { level, score, answered, correct };
}
