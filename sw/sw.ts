/// <reference lib="webworker" />
/// <reference types="vite/client" />
// The service worker: precached app shell and chunks, the app shell for navigations, and the network guard for
// every request the page sends while this worker controls it.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { registerNetworkGuard } from './network-guard-route';
import { precacheInParallel } from './parallel-precache';
import { PAGES_CACHE, prerenderedPage } from './prerendered-pages';
import { BACKEND_PATHS, REAL_FILES } from './not-navigations';

declare const self: ServiceWorkerGlobalScope;

// First: analytics never leave the device, wrong hosted projects go to the designated one.
registerNetworkGuard(import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321');

// Navigations get their own page from the precache (./prerendered-pages): a prerendered route its HTML in the
// device's language, any other route the app shell, so every route (deep links included) opens offline. Registered
// before the precache's own route, which would answer `/faq` with the English faq.html. Backend paths and real files
// are not navigations into the app. Backend responses (auth, REST, storage, functions) are never cached: there is
// deliberately no runtime caching route for them.
registerRoute(new NavigationRoute(prerenderedPage, { denylist: [BACKEND_PATHS, REAL_FILES] }));

// Every emitted file (chunks of every route, css, html, fonts, icons, manifest), listed at build time.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
precacheInParallel(manifest);
cleanupOutdatedCaches();

// The dyslexia-friendly font (two files, 236 KB) is left out of the precache: few turn it on, and every first visit
// would download it. It is kept the first time it is used (online), so it stays in use offline. File names carry a
// hash, so a kept file never goes stale; older versions' files fall out after a few.
registerRoute(
  ({ request, url }) => request.destination === 'font' && url.origin === self.location.origin && /\/opendyslexic-[^/]+\.woff2$/.test(url.pathname),
  new CacheFirst({ cacheName: 'summit-optional-fonts', plugins: [new ExpirationPlugin({ maxEntries: 6 })] }),
);

// The kept pages of other locales belong to the previous version.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(PAGES_CACHE)));

// A new version waits until the user agrees in the page's update prompt, which posts SKIP_WAITING.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take control of open pages on activation. On the first install there is no older version, so the page that
// installed it works offline at once; on an update, activation only happens after the user agreed.
clientsClaim();
