// The lesson feature's public surface for other features (the "Join lesson" links): pure and light, no Yjs.
export { lessonWindow, canJoin, JOIN_BEFORE_MS, WRITE_AFTER_MS, type LessonWindow, type LessonPhase } from './core/window';

export const lessonPath = (bookingId: string) => `/lesson/${bookingId}`;
