// What other features (the AI tutor's lessons) may use of practice: the question generator, the mastery rules
// and the skills. None of it loads the math library.
export { generateQuestion } from './core/generators';
export { masteryOf } from './core/mastery';
export { SKILLS, isSkill, type Skill } from './core/skills';
export type { Question, Message } from './core/question';
