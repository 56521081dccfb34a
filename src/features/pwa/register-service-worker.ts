// Registers the service worker (production builds only) and runs the prompt-for-update flow: a new version waits
// until the user agrees, then SKIP_WAITING is sent and the page reloads once the new worker controls it. Registering
// waits until the page has settled (./page-settled): the first install downloads the whole app.
import { whenPageSettled } from './page-settled';
import { updateState } from './update-state';

const HOURLY = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await whenPageSettled();

  const scriptUrl = `${import.meta.env.BASE_URL}sw.js`;
  const scope = import.meta.env.BASE_URL;
  let Workbox: typeof import('workbox-window').Workbox;
  try {
    // A first visit has nothing to update: it registers plainly and loads Workbox's helper (2 KB, for the update
    // flow) once the worker is active and the app's files are kept, so the helper is not among the page's first
    // requests.
    if (!(await navigator.serviceWorker.getRegistration(scope))) {
      await navigator.serviceWorker.register(scriptUrl, { scope });
      await navigator.serviceWorker.ready;
    }
    ({ Workbox } = await import('workbox-window'));
  } catch (error) {
    // A browser that refuses workers (a policy, some private modes) still runs the app, online only; so does a
    // first visit that went offline before the helper loaded (the next visit online registers again).
    console.warn('The app cannot be kept for offline use in this browser', error);
    return;
  }
  const wb = new Workbox(scriptUrl, { scope });
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
