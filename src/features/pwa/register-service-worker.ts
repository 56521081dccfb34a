// Registers the service worker (production builds only) and runs the prompt-for-update flow: a new version waits
// until the user agrees, then SKIP_WAITING is sent and the page reloads once the new worker controls it. Registering
// waits until the page has settled (./page-settled): the first install downloads the whole app.
import { Workbox } from 'workbox-window';
import { whenPageSettled } from './page-settled';
import { updateState } from './update-state';

const HOURLY = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await whenPageSettled();

  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  let accepted = false;

  wb.addEventListener('waiting', () => {
    updateState.offer(() => {
      accepted = true;
      wb.messageSkipWaiting();
    });
  });
  // Reload only for the update the user agreed to; the first install takes control silently. When the user agreed
  // in another tab, this tab keeps running the old version until the user reloads it from the same prompt.
  wb.addEventListener('controlling', (event) => {
    if (accepted) window.location.reload();
    else if (event.isUpdate) updateState.offer(() => window.location.reload());
  });

  wb.register()
    .then((registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, HOURLY);
    })
    // A browser that refuses workers (a policy, some private modes) still runs the app, online only.
    .catch((error: unknown) => console.warn('The app cannot be kept for offline use in this browser', error));
}
