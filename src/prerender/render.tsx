// Build-time rendering of the static routes (scripts/lib/prerender.mjs loads this module in Node): the same tree as
// the browser's App under a static router, rendered with React's own react-dom/static, in a given locale. Parts that
// depend on the device (account, header controls) render their guest state here and in the hydrating client.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { AppRoutes } from '../app/App';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { routes } from '../app/routes';
import { formatTitle } from '../app/use-route-title';
import { changeLanguage, fixedT } from '../i18n';
import type { Locale } from '../i18n/locales';

export { PRERENDERED_LOCALES, PRERENDERED_ROUTES, prerenderedFile, prerenderedUrl } from './static-routes';

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

export async function renderRoute(route: string, locale: Locale): Promise<RenderedPage> {
  await changeLanguage(locale);
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
  return { html, title: documentTitle(route) };
}
