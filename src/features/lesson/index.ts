// The lesson feature's public surface for other features (the "Join lesson" links, the dashboards' past lessons):
// pure and light, no Yjs; the past lessons' section loads in a chunk of its own when a dashboard shows it.
import { lazy } from 'react';

export { lessonWindow, canJoin, JOIN_BEFORE_MS, WRITE_AFTER_MS, type LessonWindow, type LessonPhase } from './core/window';

export const lessonPath = (bookingId: string) => `/lesson/${bookingId}`;

export const PastLessons = lazy(() => import('./after/PastLessons'));
export const LessonReports = lazy(() => import('./after/LessonReports'));
