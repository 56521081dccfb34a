// Layout slot: toast notifications.
export { Toaster as ToastsSlot } from '../../features/toasts';
