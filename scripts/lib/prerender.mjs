// Build step: the static routes prerendered in every locale (src/prerender/render.tsx, loaded through a Vite server
// in SSR mode), written into the built index.html as their own pages, plus `shell.html` (the empty app shell) for
// every other route. The preview server serves them: `/faq` → faq.html, `/fr-FR/faq` → fr-FR/faq.html, `/` →
// index.html, anything else → shell.html. Static hosts do the same with `_redirects` (`/* /shell.html 200`).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';

export const SHELL_FILE = 'shell.html';
const LOCALES = ['en-US', 'en-GB', 'es-CO', 'es-ES', 'fr-FR'];

/**
 * The locale of a first language tag by the app's detection rule (src/i18n/detect-locale.ts): exact, then
 * same language, else es-CO.
 */
export function localeOfLanguage(tag) {
  const first = String(tag || 'en-US').trim();
  const lang = first.split('-')[0].toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === first.toLowerCase()) ?? LOCALES.find((l) => l.split('-')[0] === lang) ?? 'es-CO';
}

/** The first language of an Accept-Language header (highest q, first on ties). */
export function firstAcceptedLanguage(header) {
  const tags = String(header || '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags[0]?.tag;
}

/**
 * The built page of one route: the template with the route's markup, language, title and route mark; a catalogue
 * page also the data its markup was rendered from (`dataScript`, a JSON data block after #root).
 */
export function pageHtml(template, { html, title, locale, route, dataScript = '', stylesheets = [] }) {
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const links = stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n`).join('');
  const out = template
    .replace('</head>', () => `${links}</head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" data-route="${route}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${dataScript}`);
  if (!out.includes(`data-route="${route}"`) || !out.includes('<div id="root"><')) {
    throw new Error('index.html has no <html lang> or empty <div id="root"></div> to prerender into');
  }
  return out;
}

/**
 * A prerendered page is readable before any module runs, so its modules start loading after its first paint: the
 * entry's <script type="module"> and its modulepreload links become a small inline loader at the end of <body>. On a
 * slow phone the HTML and CSS then have the connection to themselves, and the page paints without waiting for
 * hydration. "After" is the first contentful paint as the browser reports it (a paint entry), with a 3 s backstop; a
 * hidden tab (nothing to paint) or a browser without paint timing loads them at once. The loader's text is the same on
 * every page, so one CSP hash covers it (scripts/lib/security-headers.mjs hashes index.html's inline scripts).
 */
export function deferModules(template) {
  const entries = [];
  const preloads = [];
  const out = template
    .replace(/[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g, (_, src) => (entries.push(src), ''))
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_, href) => (preloads.push(href), ''));
  if (entries.length !== 1 || !out.includes('</body>')) throw new Error('index.html has no single module entry or no </body> to defer it to');
  const loader =
    `(function () {\n` +
    `  function load() {\n` +
    `    var head = document.head;\n` +
    `    ${JSON.stringify(preloads)}.forEach(function (href) {\n` +
    `      var link = document.createElement('link');\n` +
    `      link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; head.appendChild(link);\n` +
    `    });\n` +
    `    var script = document.createElement('script');\n` +
    `    script.type = 'module'; script.crossOrigin = ''; script.src = ${JSON.stringify(entries[0])}; head.appendChild(script);\n` +
    `  }\n` +
    `  var started = false;\n` +
    `  function start() { if (!started) { started = true; load(); } }\n` +
    `  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];\n` +
    `  if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();\n` +
    `  new PerformanceObserver(function (list, observer) {\n` +
    `    if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); start(); }\n` +
    `  }).observe({ type: 'paint', buffered: true });\n` +
    `  setTimeout(start, 3000);\n` +
    `})();`;
  return out.replace('</body>', `  <script>\n${loader}\n    </script>\n  </body>`);
}

/**
 * The stylesheets a module's chunk brings (its own and its static imports'), as URLs: Vite adds them when the chunk
 * loads, and skips those the page already links.
 */
export function stylesheetsOf(bundle, moduleFile, base = '/') {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId === moduleFile);
  if (!start) throw new Error(`No chunk of ${moduleFile} in the build`);
  const css = new Set();
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(`${base}${file}`);
    for (const file of chunk.imports) visit(bundle[file]);
  };
  visit(start);
  return [...css];
}

/**
 * The catalogue pages' data (route → the queries' dehydrated state), read from the backend the app is built for.
 * A build without a reachable backend (a static host's build with no catalogue yet) still succeeds: those pages then
 * load their data in the browser as any other route, and the build says so.
 */
async function catalogueData(render, warn, listWithinMs = 30_000) {
  const data = new Map();
  let timer;
  try {
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${listWithinMs / 1000} s`)), listWithinMs);
    });
    const routes = await Promise.race([render.catalogueRoutes(), late]);
    clearTimeout(timer);
    for (const route of routes) {
      const state = await render.loadPageData(route);
      if (state) data.set(route, state);
    }
  } catch (error) {
    clearTimeout(timer);
    warn(`The catalogue pages are prerendered without their data: the backend could not be read (${error?.message ?? error}).`);
    data.clear();
  }
  return data;
}

/** Vite plugin (build only): emits the prerendered pages next to the built index.html. */
export function prerenderPlugin({ define = {} } = {}) {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'summit-prerender',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const template = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const prerenderedTemplate = deferModules(template);
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        define,
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        const render = await server.ssrLoadModule('/src/prerender/render.tsx');
        const data = await catalogueData(render, (message) => this.warn(message));
        const routes = [...new Set([...render.PRERENDERED_ROUTES, ...data.keys()])];
        for (const locale of render.PRERENDERED_LOCALES) {
          for (const route of routes) {
            const state = data.get(route) ?? null;
            const { html, title } = await render.renderRoute(route, locale, state);
            if (/<script\b/i.test(html)) throw new Error(`Prerendered ${locale} ${route} holds a script (not allowed by the CSP)`);
            const fileName = render.prerenderedFile(route, locale);
            const dataScript = state ? render.pageDataScript(state) : '';
            const stylesheets = state ? stylesheetsOf(bundle, resolve(root, render.catalogueModule(route)), base) : [];
            const source = pageHtml(prerenderedTemplate, { html, title, locale, route, dataScript, stylesheets });
            if (fileName === 'index.html') page.source = source;
            else this.emitFile({ type: 'asset', fileName, source });
          }
        }
      } finally {
        await server.close();
      }
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: template });
      this.emitFile({ type: 'asset', fileName: '_redirects', source: `/en-US/* /:splat 200\n/* /${SHELL_FILE} 200\n` });
    },
    configurePreviewServer(server) {
      // Before Vite's own fallback (which would serve index.html, the prerendered home): a navigation to an address
      // with no page of its own gets the app shell.
      const dir = resolve(root, server.config.build.outDir || 'dist');
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html')) return next();
        let pathname;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        } catch {
          return next();
        }
        if (pathname.includes('..')) return next();
        // English (US) pages live at the top: `/en-US/faq` (the pre-paint script's explicit choice) is faq.html.
        const explicit = pathname === '/en-US' || pathname.startsWith('/en-US/');
        if (explicit) {
          pathname = pathname.slice('/en-US'.length) || '/';
          req.url = pathname;
        }
        const own = pathname.endsWith('/') ? join(pathname, 'index.html') : pathname.endsWith('.html') ? pathname : `${pathname}.html`;
        if (existsSync(join(dir, own))) {
          // A prerendered page without a locale folder: the browser's language chooses (the page's pre-paint script
          // still switches to a language saved in the app); JavaScript is not needed to read it in that language.
          const locale = req.headers['accept-language'] ? localeOfLanguage(firstAcceptedLanguage(req.headers['accept-language'])) : 'en-US';
          const first = pathname.split('/')[1];
          if (!explicit && !LOCALES.includes(first) && !pathname.endsWith('.html')) {
            res.setHeader('Vary', 'Accept-Language');
            if (locale !== 'en-US' && existsSync(join(dir, locale, own))) req.url = `/${locale}${own}`;
          }
          return next();
        }
        if (/\.[a-z0-9]+$/i.test(pathname) && existsSync(join(dir, pathname))) return next();
        req.url = `/${SHELL_FILE}`;
        next();
      });
    },
  };
}
