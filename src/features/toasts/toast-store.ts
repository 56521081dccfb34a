// The app's one toast queue, exposed to React as a jotai atom. Any feature can call `showToast` (also outside React).
import { atom } from 'jotai';
import { createToastQueue, type Toast, type ToastInput } from './toast-queue';

export const toastQueue = createToastQueue();

export function showToast(input: ToastInput): string {
  return toastQueue.show(input);
}

export function dismissToast(id: string): void {
  toastQueue.dismiss(id);
}

/** The visible toasts, oldest first; follows the queue while any component reads it. */
export const toastsAtom = atom<readonly Toast[]>(toastQueue.getSnapshot());
toastsAtom.onMount = (set) => {
  set(toastQueue.getSnapshot());
  return toastQueue.subscribe(() => set(toastQueue.getSnapshot()));
};
