// The routes prerendered at build time, in every locale: their HTML paints before any script runs, then hydrates.
// Data routes (pricing, tutors, courses) are prerendered as their frame: shell and heading, data after hydration. The
// tutor models are a frame only when the build cannot read the catalogue; otherwise a catalogue page (below).
import { SOURCE_LOCALE, SUPPORTED_LOCALES, type Locale } from '../i18n/locales';

export const PRERENDERED_ROUTES = [
  '/',
  '/mission',
  '/meet-the-team',
  '/teaching',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/cookie-policy',
  '/pricing',
  '/tutors',
  '/courses',
  '/tutor-models',
] as const;

export const PRERENDERED_LOCALES: readonly Locale[] = SUPPORTED_LOCALES;

/**
 * The built file of a route in a locale: English (US) at the top (`/faq` → `faq.html`, `/` → `index.html`), the
 * other locales under their own folder (`fr-FR/faq.html`, `fr-FR/index.html`). Static hosts and the preview server
 * serve `x.html` for `/x` and `x/index.html` for `/x/`.
 */
export function prerenderedFile(route: string, locale: Locale): string {
  const prefix = locale === SOURCE_LOCALE ? '' : `${locale}/`;
  return route === '/' ? `${prefix}index.html` : `${prefix}${route.slice(1)}.html`;
}

/**
 * The address of a route's page in one locale, whatever the browser's language: `/fr-FR/faq`, `/en-US/faq`,
 * `/fr-FR/` (the pre-paint script goes there; the app then shows the route's own address). `/faq` itself is the page
 * of the browser's language (chosen by the server or the service worker, English (US) without either).
 */
export function prerenderedUrl(route: string, locale: Locale): string {
  return route === '/' ? `/${locale}/` : `/${locale}${route}`;
}

/** The app's route of an address of a prerendered page: `/fr-FR/faq` → `/faq`, `/fr-FR/` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  const match = /^\/([a-z]{2}-[A-Z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !(SUPPORTED_LOCALES as readonly string[]).includes(match[1]!)) return pathname;
  return match[2] && match[2] !== '' ? match[2] : '/';
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CATALOGUE_PAGE = new RegExp(`^/(?:tutor-models|tutors/${UUID}|courses/${UUID})$`, 'i');

/**
 * A catalogue page: prerendered with its data when the build can read the catalogue (a tutor's profile, a course,
 * the tutor models; src/prerender/render.tsx). That data is the build's: the service worker answers these routes
 * with the app shell, which shows the device's own copy offline, and never precaches or keeps them.
 */
export function isCataloguePage(route: string): boolean {
  return CATALOGUE_PAGE.test(route);
}
