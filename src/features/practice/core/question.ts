// What a generated question is: everything needed to show it, check it and explain it, rebuilt from (skill, seed,
// level) alone. Texts are message keys with values, so the same question reads in every language.
import type { Level, Skill } from './skills';

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

/** How an answer is compared: one number, an algebraic expression in x, or a set of numbers (both roots). */
export type AnswerKind = 'number' | 'expression' | 'set';

export interface GraphSpec {
  /** y = slope·x + intercept, drawn on a grid from -range to range. */
  slope: number;
  intercept: number;
  range: number;
  /** Points drawn as dots (and listed for screen readers). */
  points: Array<[number, number]>;
}

export interface Question {
  skill: Skill;
  seed: number;
  level: Level;
  prompt: Message;
  /** The expected answer, written as a learner would type it. */
  answer: string;
  kind: AnswerKind;
  hint: Message;
  /** Shown after answering: how to get the answer. */
  solution: Message;
  graph?: GraphSpec;
}
