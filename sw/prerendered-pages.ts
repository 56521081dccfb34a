// Navigations get their own page: a route prerendered at build time gets its prerendered HTML, in the language of
// the device (the page's pre-paint script still switches to a language saved in the app), any other route the app
// shell. All from the precache, so every route (deep links included) opens offline.
import { matchPrecache } from 'workbox-precaching';
import { detectLocale } from '../src/features/locale/locale-state';
import { SOURCE_LOCALE } from '../src/i18n/locales';
import { stripLocalePrefix } from '../src/prerender/static-routes';

declare const self: ServiceWorkerGlobalScope;

export const SHELL_PAGE = 'shell.html';

/** The precached files that may answer a navigation to `pathname`, best first. */
export function pageCandidates(pathname: string, deviceLocale: string): string[] {
  const route = stripLocalePrefix(pathname);
  const file = route === '/' ? 'index.html' : route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
  if (route !== pathname) return [`${pathname.split('/')[1]}/${file}`, SHELL_PAGE];
  return deviceLocale === SOURCE_LOCALE ? [file, SHELL_PAGE] : [`${deviceLocale}/${file}`, file, SHELL_PAGE];
}

export async function prerenderedPage({ url, request }: { url: URL; request: Request }): Promise<Response> {
  const device = () => ({ languages: self.navigator.languages ?? [self.navigator.language], timeZone: 'UTC' });
  for (const file of pageCandidates(url.pathname, detectLocale(device).locale)) {
    const response = await matchPrecache(file);
    if (response) return response;
  }
  return fetch(request);
}
