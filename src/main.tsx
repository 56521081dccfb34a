// Boot: the network guard first (before any module can send a request), then the first paint's language, then
// render. English (US) renders at once from the bundled texts and never needs i18next (the small resolver of
// ./i18n covers its texts; i18next loads when the learner picks another language); any other language waits for
// i18next and its catalogues, so nobody sees English first. Accessibility settings are applied
// before this runs (index.html). Anything heavy (backend client, IndexedDB, dialogs, the service worker's helper)
// is loaded later by the slots, pages and features that need it, never from here.
import './lib/network-guard-install';
// Counts the page's fetches under way (the service worker's first install waits until none is left).
import './lib/pending-fetches-install';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { provideOfflineKinds } from './data/outbox/kind-registry';
// The locale feature's device copy only (merged over src/i18n/detect-locale): its state and panel load with the
// header's slot.
import { readLocalLocale } from './features/locale/locale-storage';
import { initI18n } from './i18n';
import { afterFirstPaint } from './lib/after-first-paint';
import { hasPageData } from './lib/page-data';
import { warmIntl } from './lib/warm-intl';
import { yieldToMain } from './lib/yield-to-main';
import { stripLocalePrefix } from './prerender/static-routes';
import './styles/index.css';

/**
 * A page prerendered at build time (html[data-route], see src/prerender) is hydrated when it is this route's page in
 * this language. The address loses its locale folder (`/fr-FR/faq` → `/faq`) before the router reads it.
 */
function prerenderedPage(locale: string): boolean {
  const root = document.documentElement;
  const route = root.dataset.route;
  // Also when the app shell answers such an address (offline, a locale's page not kept yet).
  const path = stripLocalePrefix(location.pathname);
  if (path !== location.pathname) history.replaceState(history.state, '', path + location.search + location.hash);
  if (!route) return false;
  return route === path && root.lang === locale && !!document.getElementById('root')?.firstElementChild;
}

// The outbox finds each queued row's kind here; the registry itself loads only when the outbox starts sending.
provideOfflineKinds(() => import('./app/outbox-kinds').then((m) => m.offlineKinds));

async function boot(): Promise<void> {
  const { locale } = readLocalLocale();
  const hydrate = prerenderedPage(locale);
  // A page prerendered with its data hydrates as soon as its code is here, formatting at once: the Intl data starts
  // loading off the main thread now (lazyPage would start it only with the page's code).
  if (hasPageData()) warmIntl();
  // Should i18next fail to load (offline before the service worker holds the app), the page still renders, in English.
  await initI18n(locale).catch((error: unknown) => console.warn('Loading the language failed', error));
  // Evaluating the modules was one task; setting up the root starts another.
  await yieldToMain();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield every few milliseconds, so a tap is never stuck behind it.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  await afterFirstPaint();
  void import('./features/pwa/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
}

void boot();
