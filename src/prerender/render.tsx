// Build-time rendering of the static routes and the catalogue pages (scripts/lib/prerender.mjs loads this module in
// Node): the same tree as the browser's App under a static router, rendered with React's own react-dom/static, in a
// given locale; a catalogue page from the data read for it (src/lib/page-data.ts). Parts that depend on the device
// (account, header controls, the visitor's currency and time zone) render their guest state here and in the hydrating
// client.
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { AppRoutes } from '../app/App';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { routes } from '../app/routes';
import { formatTitle } from '../app/use-route-title';
import { createQueryClient, getQueryClient } from '../data/query/client';
import { prefetchTutorModels } from '../features/ai-tutor/prerender-data';
import { prefetchCoursePage, publishedCourseIds } from '../features/courses/prerender-data';
import { localeAtom } from '../features/locale';
import { prerenderedLocale } from '../features/money';
import { activeTutorIds, prefetchTutorProfile } from '../features/tutors/prerender-data';
import { changeLanguage, fixedT } from '../i18n';
import type { Locale } from '../i18n/locales';
import { setRenderingWithData } from '../lib/page-data';

export { PRERENDERED_LOCALES, PRERENDERED_ROUTES, isCataloguePage, prerenderedFile, prerenderedUrl } from './static-routes';
export { pageDataScript } from '../lib/page-data';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title, as the app sets it. */
  title: string;
}

function documentTitle(route: string): string {
  const t = fixedT('common') as (key: string, options?: Record<string, unknown>) => string;
  const matches = matchRoutes(routes, route) ?? [];
  const key = [...matches].reverse().map((m) => (m.route.handle as { title?: string } | undefined)?.title).find(Boolean);
  if (!key) return t('brand');
  return formatTitle(t(`titles.${key}`), (title) => t('titles.suffix', { title }), key === 'home');
}

/** The catalogue pages to prerender with their data: the tutor models, every active tutor, every published course. */
export async function catalogueRoutes(): Promise<string[]> {
  const [tutors, courses] = await Promise.all([activeTutorIds(), publishedCourseIds()]);
  return ['/tutor-models', ...tutors.map((id) => `/tutors/${id}`), ...courses.map((id) => `/courses/${id}`)];
}

/**
 * The module of a catalogue page's component (as src/app/routes.tsx loads it): its stylesheets are linked from the
 * page's HTML, which otherwise would paint unstyled until the page's code had loaded them (a layout shift).
 */
export function catalogueModule(route: string): string {
  const kind = route.split('/')[1];
  if (kind === 'tutor-models') return 'src/features/ai-tutor/TutorModelsPage.tsx';
  return kind === 'tutors' ? 'src/features/tutors/TutorDetailPage.tsx' : 'src/features/courses/CourseDetailPage.tsx';
}

/** The data a catalogue page renders from, as the page's queries hold it (JSON-safe); null when it is gone. */
export async function loadPageData(route: string): Promise<DehydratedState | null> {
  const client = createQueryClient();
  const [, kind, id = ''] = route.split('/');
  const found =
    kind === 'tutor-models' ? await prefetchTutorModels(client) : kind === 'tutors' ? await prefetchTutorProfile(client, id) : await prefetchCoursePage(client, id);
  const state = found ? dehydrate(client) : null;
  client.clear();
  return state;
}

/** A route in a locale; with `data`, the page renders from it (a catalogue page) instead of its loading state. */
export async function renderRoute(route: string, locale: Locale, data: DehydratedState | null = null): Promise<RenderedPage> {
  await changeLanguage(locale);
  // The visitor the page is rendered for: the language's own currency (the hydrating client starts from the same).
  getDefaultStore().set(localeAtom, prerenderedLocale(locale));
  const client = getQueryClient();
  client.clear();
  if (data) hydrate(client, data);
  setRenderingWithData(data !== null);
  try {
    return { html: await renderMarkup(route, locale), title: documentTitle(route) };
  } finally {
    setRenderingWithData(false);
    client.clear();
  }
}

async function renderMarkup(route: string, locale: Locale): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RouteErrorBoundary standalone>
        <StaticRouter location={route}>
          <AppRoutes />
        </StaticRouter>
      </RouteErrorBoundary>
    </StrictMode>,
    { onError: (error) => console.error(`Prerendering ${locale} ${route} failed`, error) },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<string | Uint8Array>) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html;
}
