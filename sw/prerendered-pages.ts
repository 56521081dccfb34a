// Navigations get their own page: a route prerendered at build time gets its prerendered HTML, in the language of
// the device (the page's pre-paint script still switches to a language saved in the app), any other route the app
// shell, so every route (deep links included) opens offline. English (US) pages and the shell are precached; the
// other locales' pages (48 files, which would put the precache over its budget) are kept once visited (PAGES_CACHE),
// and offline without them the English page leads to the shell, which renders the page in that language. Catalogue
// pages (prerendered with their data) always get the shell.
import { matchPrecache } from 'workbox-precaching';
import { detectLocale } from '../src/i18n/detect-locale';
import { SOURCE_LOCALE } from '../src/i18n/locales';
import { PRERENDERED_ROUTES, isCataloguePage, stripLocalePrefix } from '../src/prerender/static-routes';

export const SHELL_PAGE = 'shell.html';
/** Pages of the other locales, as fetched; emptied when a new version of the app activates. */
export const PAGES_CACHE = 'summit-locale-pages';

/** The precached files that may answer a navigation to `pathname`, best first. */
export function pageCandidates(pathname: string, deviceLocale: string): string[] {
  const route = stripLocalePrefix(pathname);
  // Prerendered with the build's data: the shell instead, which shows the device's own copy (newer, and offline).
  if (isCataloguePage(route)) return [SHELL_PAGE];
  // Not prerendered (the dashboard, a booking, a lesson): the shell at once. Asking the network for a locale's page
  // that does not exist only waited on it, and kept the server's shell (maybe a newer version's) in its place.
  if (!(PRERENDERED_ROUTES as readonly string[]).includes(route)) return [SHELL_PAGE];
  const file = route === '/' ? 'index.html' : route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
  if (route !== pathname) {
    // An explicit locale (the pre-paint script's choice): that page; English (US) lives at the top.
    const locale = pathname.split('/')[1];
    return [locale === SOURCE_LOCALE ? file : `${locale}/${file}`, SHELL_PAGE];
  }
  return deviceLocale === SOURCE_LOCALE ? [file, SHELL_PAGE] : [`${deviceLocale}/${file}`, file, SHELL_PAGE];
}

export async function prerenderedPage({ url, request }: { url: URL; request: Request }): Promise<Response> {
  // The device's languages decide; detectLocale reads the time zone only if asked, and only the language is used here.
  for (const file of pageCandidates(url.pathname, detectLocale().locale)) {
    const precached = await matchPrecache(file);
    if (precached) return precached;
    if (file === SHELL_PAGE || !file.includes('/')) continue;
    // A locale's page (`fr-FR/faq.html` is served at /fr-FR/faq): from the network, kept for offline.
    const address = `/${file.replace(/(index)?\.html$/, '')}`;
    try {
      const response = await fetch(address, { headers: { accept: 'text/html' } });
      if (response.ok) {
        const copy = response.clone();
        void caches.open(PAGES_CACHE).then((cache) => cache.put(address, copy));
        return response;
      }
    } catch {
      // Offline: the kept copy, else the next candidate.
    }
    const kept = await caches.match(address, { cacheName: PAGES_CACHE });
    if (kept) return kept;
  }
  return fetch(request);
}
