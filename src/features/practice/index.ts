// The practice feature's public surface for other features: the dashboard's progress section, loaded lazily with
// its texts (the mastery rules only — the math library stays with the practice page).
import { lazy, Suspense, createElement } from 'react';
import { loadNamespaces } from '../../i18n';

const Section = lazy(() => Promise.all([import('./PracticeProgressSection'), loadNamespaces(['practice'])]).then(([m]) => m));

export function PracticeProgress() {
  return createElement(Suspense, { fallback: null }, createElement(Section));
}

// For the AI tutor's lessons: the question generator, the mastery rules and the skills (no math library).
export { generateQuestion, masteryOf, SKILLS, isSkill, type Skill, type Question, type Message } from './lesson-kit';

/** The learner's answered questions on this device (the AI tutor builds its lesson from them). */
export { listAttempts, type LocalAttempt } from './api';
