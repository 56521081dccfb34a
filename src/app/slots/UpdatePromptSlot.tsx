// Layout slot: 'new version available' prompt of the service worker (PWA feature); the worker registers after first
// paint, so the prompt has nothing to show before then.
import { lazySlot } from './lazy-slot';

export const UpdatePromptSlot = lazySlot(() => import('../../features/pwa/UpdatePrompt').then((m) => m.UpdatePrompt), 'idle');
