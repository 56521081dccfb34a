// Layout slot: toast notifications. Fetched as the shell renders (its live regions should be in the page early),
// off the critical path; a toast shown before it arrives waits in the queue.
import { lazySlot } from './lazy-slot';

export const ToastsSlot = lazySlot(() => import('../../features/toasts').then((m) => m.Toaster), 'render');
