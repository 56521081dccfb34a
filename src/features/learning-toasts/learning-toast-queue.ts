// The second toast queue (SPEC §9): learning feedback (right / wrong, new level, break time) closes after 5000 ms
// by default and never piles up with the app's notifications, which have their own queue (4000 ms, at most 3).
import { createToastQueue, type ToastQueue } from '../toasts';

export const LEARNING_TOAST_DURATION = 5000;
/** Feedback replaces itself quickly: two at a time is enough to read. */
export const MAX_LEARNING_TOASTS = 2;

export function createLearningToastQueue(options: Parameters<typeof createToastQueue>[0] = {}): ToastQueue {
  return createToastQueue({ defaultDuration: LEARNING_TOAST_DURATION, max: MAX_LEARNING_TOASTS, ...options });
}
