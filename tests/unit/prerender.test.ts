// @vitest-environment jsdom
// The prerendered pages' rules: their files and addresses, the server's and the service worker's choice of page, and
// the pre-paint script of index.html, which must pick the same language as the app (readLocalLocale).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScripts } from '../../scripts/lib/security-headers.mjs';
import { deferModules, firstAcceptedLanguage, localeOfLanguage, pageHtml } from '../../scripts/lib/prerender.mjs';
import { detectLocale } from '../../src/i18n/detect-locale';
import { LOCALE_STORAGE_KEY, readLocalLocale } from '../../src/features/locale/locale-storage';
import { isCataloguePage, prerenderedFile, prerenderedUrl, stripLocalePrefix } from '../../src/prerender/static-routes';
import { pageCandidates } from '../../sw/prerendered-pages';

describe('files and addresses', () => {
  it('English (US) at the top, other locales in a folder; every locale has an explicit address', () => {
    expect(prerenderedFile('/', 'en-US')).toBe('index.html');
    expect(prerenderedFile('/faq', 'en-US')).toBe('faq.html');
    expect(prerenderedFile('/', 'fr-FR')).toBe('fr-FR/index.html');
    expect(prerenderedFile('/faq', 'es-CO')).toBe('es-CO/faq.html');
    expect(prerenderedUrl('/faq', 'en-US')).toBe('/en-US/faq');
    expect(prerenderedUrl('/', 'fr-FR')).toBe('/fr-FR/');
  });

  it('the app reads the route without the locale folder', () => {
    expect(stripLocalePrefix('/fr-FR/faq')).toBe('/faq');
    expect(stripLocalePrefix('/fr-FR/')).toBe('/');
    expect(stripLocalePrefix('/fr-FR')).toBe('/');
    expect(stripLocalePrefix('/en-US/terms')).toBe('/terms');
    expect(stripLocalePrefix('/de-DE/faq')).toBe('/de-DE/faq');
    expect(stripLocalePrefix('/faq')).toBe('/faq');
  });

  it('the page template gets the markup, language, route and title', () => {
    const template = '<html lang="en-US"><head><title>Summit</title></head><body><div id="root"></div></body></html>';
    const html = pageHtml(template, { html: '<main>x</main>', title: 'FAQ · Summit', locale: 'fr-FR', route: '/faq' });
    expect(html).toBe('<html lang="fr-FR" data-route="/faq"><head><title>FAQ · Summit</title></head><body><div id="root"><main>x</main></div></body></html>');
    expect(() => pageHtml('<html lang="en-US"><div id="root">', { html: '', title: '', locale: 'en-US', route: '/' })).toThrow();
  });

  it('a catalogue page also gets the data block after #root, its markup taken as it is', () => {
    const template = '<html lang="en-US"><head><title>Summit</title></head><body><div id="root"></div></body></html>';
    const dataScript = '<script type="application/json" id="summit-page-data">{}</script>';
    const html = pageHtml(template, { html: "<h1>$' & $&</h1>", title: 'T', locale: 'en-US', route: '/tutor-models', dataScript });
    expect(html).toContain(`<div id="root"><h1>$' & $&</h1></div>${dataScript}</body>`);
  });

  it('catalogue pages: a tutor, a course (by id), the tutor models; nothing else', () => {
    const id = '7a000000-0000-4000-8000-000000000001';
    expect(isCataloguePage(`/tutors/${id}`)).toBe(true);
    expect(isCataloguePage(`/courses/${id.toUpperCase()}`)).toBe(true);
    expect(isCataloguePage('/tutor-models')).toBe(true);
    for (const route of ['/tutors', '/courses', '/tutors/adhd/start', `/courses/${id}/lessons/1`, '/tutors/not-an-id', `/tutors/${id}/x`, '/tutor-models/x']) {
      expect(isCataloguePage(route), route).toBe(false);
    }
  });
});

describe('modules of a prerendered page', () => {
  const built = [
    '<html lang="en-US"><head>',
    '    <script type="module" crossorigin src="/assets/index-A.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/shell-C.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-D.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('leave the HTML for an inline loader at the end of the body that adds them after the first paint', () => {
    const html = deferModules(built);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    const [loader, ...others] = inlineScripts(html);
    expect(others).toEqual([]);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(loader).toContain('"/assets/index-A.js"');
    expect(loader).toContain('["/assets/runtime-B.js","/assets/shell-C.js"]');
    expect(loader).toContain("'first-contentful-paint'");
  });

  it('the loader adds the entry and its preloads to the head when run', () => {
    const added: { tag: string; props: Record<string, unknown> }[] = [];
    const fakeDocument = {
      visibilityState: 'hidden',
      head: { appendChild: (node: { tag: string; props: Record<string, unknown> }) => added.push(node) },
      createElement: (tag: string) => {
        const node = { tag, props: {} as Record<string, unknown> };
        return new Proxy(node, { set: (_, key, value) => ((node.props[String(key)] = value), true), get: (_, key) => (node as never)[key] });
      },
    };
    const [loader] = inlineScripts(deferModules(built));
    new Function('document', 'window', loader)(fakeDocument, {});
    expect(added.map((n) => [n.tag, n.props.rel ?? n.props.type, n.props.href ?? n.props.src])).toEqual([
      ['link', 'modulepreload', '/assets/runtime-B.js'],
      ['link', 'modulepreload', '/assets/shell-C.js'],
      ['script', 'module', '/assets/index-A.js'],
    ]);
  });

  it('a page without exactly one module entry is a build error', () => {
    expect(() => deferModules('<html><body></body></html>')).toThrow();
  });
});

describe('choice of page without JavaScript', () => {
  it('the server reads the first language of Accept-Language by the app rule', () => {
    expect(localeOfLanguage(firstAcceptedLanguage('fr-FR,fr;q=0.9,en;q=0.8'))).toBe('fr-FR');
    expect(localeOfLanguage(firstAcceptedLanguage('en;q=0.5, es-MX'))).toBe('es-CO');
    expect(localeOfLanguage(firstAcceptedLanguage('en-GB'))).toBe('en-GB');
    expect(localeOfLanguage(firstAcceptedLanguage('de-DE'))).toBe(detectLocale(() => ({ languages: ['de-DE'], timeZone: 'UTC' })).locale);
  });

  it('the service worker: the device language first, English, then the shell; an explicit locale as asked', () => {
    expect(pageCandidates('/faq', 'fr-FR')).toEqual(['fr-FR/faq.html', 'faq.html', 'shell.html']);
    expect(pageCandidates('/', 'en-US')).toEqual(['index.html', 'shell.html']);
    expect(pageCandidates('/fr-FR/faq', 'en-US')).toEqual(['fr-FR/faq.html', 'shell.html']);
    expect(pageCandidates('/en-US/', 'fr-FR')).toEqual(['index.html', 'shell.html']);
    // A route that is not prerendered: the shell at once, whatever the language (no network wait).
    for (const [path, locale] of [['/dashboard', 'en-US'], ['/dashboard', 'fr-FR'], ['/fr-FR/dashboard', 'en-US'], ['/courses/x/lessons/3', 'es-CO']]) {
      expect(pageCandidates(path!, locale!), `${path} ${locale}`).toEqual(['shell.html']);
    }
  });

  it('the service worker answers a catalogue page with the shell (the device copy, not the build data)', () => {
    expect(pageCandidates('/tutor-models', 'fr-FR')).toEqual(['shell.html']);
    expect(pageCandidates('/es-CO/tutors/7a000000-0000-4000-8000-000000000001', 'en-US')).toEqual(['shell.html']);
    expect(pageCandidates('/courses/c0000000-0000-4000-8000-000000000001', 'en-US')).toEqual(['shell.html']);
  });
});

describe('pre-paint language script of index.html', () => {
  const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('data-route'))!;

  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-route');
    document.documentElement.removeAttribute('style');
    document.documentElement.className = '';
  });

  /** Runs the script on a page of `lang` at `route`; returns where it sends the browser (undefined: stays). */
  function run(lang: string, route: string | null, languages: string[]): string | undefined {
    document.documentElement.lang = lang;
    if (route) document.documentElement.setAttribute('data-route', route);
    let target: string | undefined;
    const location = { search: '?a=1', hash: '', replace: (to: string) => (target = to) };
    new Function('location', 'navigator', script)(location, { languages, language: languages[0] });
    return target;
  }

  it('is small', () => expect(script.length).toBeLessThan(2000));

  it.each([
    [['en-US'], null],
    [['fr-FR', 'en-US'], null],
    [['es-MX'], null],
    [['de-DE'], null],
    [['en-US'], { locale: 'fr-FR', useDeviceLocale: false }],
    [['fr-FR'], { locale: 'en-US', useDeviceLocale: false }],
    [['fr-FR'], { locale: 'es-ES', useDeviceLocale: true }],
    [['en-GB'], { locale: 'xx-XX', useDeviceLocale: false }],
  ])('browser %j, saved %j: the language the app will use', (languages, saved) => {
    if (saved) localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify(saved));
    const expected = readLocalLocale(() => ({ languages, timeZone: 'UTC' })).locale;
    // On the English page of /faq: stays when the app uses English (US), else goes to that locale's page.
    const target = run('en-US', '/faq', languages);
    expect(target).toBe(expected === 'en-US' ? undefined : `/${expected}/faq?a=1`);
    if (target) expect(document.documentElement.style.visibility).toBe('hidden');
    // On the page of that locale: stays.
    expect(run(expected, '/', languages)).toBeUndefined();
  });

  it('does nothing on the app shell, marks a stored session', () => {
    localStorage.setItem('sb-auth-token', '{}');
    expect(run('en-US', null, ['fr-FR'])).toBeUndefined();
    expect(document.documentElement.classList.contains('has-session')).toBe(true);
  });
});
