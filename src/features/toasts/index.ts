// The toasts feature's public surface: show a toast from anywhere; the shell renders <Toaster /> once.
export { showToast, dismissToast, toastsAtom } from './toast-store';
export { Toaster } from './Toaster';
export { createToastQueue, DEFAULT_TOAST_DURATION, MAX_VISIBLE_TOASTS, type Toast, type ToastInput, type ToastQueue, type ToastVariant } from './toast-queue';
