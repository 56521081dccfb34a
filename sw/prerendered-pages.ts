// Navigations get their own page: a route prerendered at build time gets its prerendered HTML, in the language of
// the device (the page's pre-paint script still switches to a language saved in the app), any other route the app
// shell. All from the precache, so every route (deep links included) opens offline.
import { matchPrecache } from 'workbox-precaching';
import { detectLocale } from '../src/features/locale/locale-state';
import { SOURCE_LOCALE } from '../src/i18n/locales';
import { stripLocalePrefix } from '../src/prerender/static-routes';

export const SHELL_PAGE = 'shell.html';

/** The precached files that may answer a navigation to `pathname`, best first. */
export function pageCandidates(pathname: string, deviceLocale: string): string[] {
  const route = stripLocalePrefix(pathname);
  const file = route === '/' ? 'index.html' : route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
  if (route !== pathname) {
    // An explicit locale (the pre-paint script's choice): that page; English (US) lives at the top.
    const locale = pathname.split('/')[1];
    return [locale === SOURCE_LOCALE ? file : `${locale}/${file}`, SHELL_PAGE];
  }
  return deviceLocale === SOURCE_LOCALE ? [file, SHELL_PAGE] : [`${deviceLocale}/${file}`, file, SHELL_PAGE];
}

export async function prerenderedPage({ url, request }: { url: URL; request: Request }): Promise<Response> {
  const device = () => ({ languages: navigator.languages?.length ? navigator.languages : [navigator.language], timeZone: 'UTC' });
  for (const file of pageCandidates(url.pathname, detectLocale(device).locale)) {
    const response = await matchPrecache(file);
    if (response) return response;
  }
  return fetch(request);
}
