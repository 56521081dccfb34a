// The practice feature's public surface for other features: the dashboard's progress section, loaded lazily with
// its texts (the mastery rules only — the math library stays with the practice page).
import { lazy, Suspense, createElement } from 'react';
import { loadNamespaces } from '../../i18n';

const Section = lazy(() => Promise.all([import('./PracticeProgressSection'), loadNamespaces(['practice'])]).then(([m]) => m));

export function PracticeProgress() {
  return createElement(Suspense, { fallback: null }, createElement(Section));
}

/** The learner's answered questions on this device (the AI tutor builds its lesson from them). */
export { listAttempts, type LocalAttempt } from './api';
