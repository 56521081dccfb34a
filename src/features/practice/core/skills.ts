// The practice skills, in the order the page lists them.
export const SKILLS = ['arithmetic', 'fractions', 'percentages', 'linear', 'quadratics', 'graphs'] as const;
export type Skill = (typeof SKILLS)[number];

export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

export function isSkill(value: unknown): value is Skill {
  return typeof value === 'string' && (SKILLS as readonly string[]).includes(value);
}
