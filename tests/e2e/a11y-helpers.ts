// Shared by the accessibility matrix and the keyboard tests: in-app navigation that waits for the page to settle,
// axe-core, and in-page checks for reflow (WCAG 1.4.10), resized text (1.4.4), text spacing (1.4.12) and reduced
// motion. Each check returns readable problems (empty when all is well) so one failure lists everything.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** Every WCAG 2.x A/AA rule and axe's best practices; no impact is filtered out. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
/** WCAG 2.0 A and AA alone: what the pages' own accessibility checks ask of their data-filled states. */
export const WCAG2_TAGS = ['wcag2a', 'wcag2aa'];

/**
 * axe-core on the whole document, as @axe-core/playwright's AxeBuilder runs it, but cheaper: axe is injected once per
 * document (in-app navigation keeps it) and runs in the page, instead of being injected again on every call and
 * finishing in a new blank page each time. The app has no frames, so running in the top document covers it all.
 * `skipRules`: rules a caller has checked elsewhere on the same page (the matrix's colour contrast, see there).
 */
export async function axeViolations(page: Page, label: string, tags: string[] = AXE_TAGS, skipRules: readonly string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async ({ tags, skipRules }) => {
    const rules = Object.fromEntries(skipRules.map((id) => [id, { enabled: false }]));
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, { tags, skipRules });
  return violations.map((v) => `${label}: ${v.id} [${v.impact}] ${v.help} (${v.targets.slice(0, 4).join(', ')})`);
}

/**
 * axe on a settled page, run again once the page settles anew if its main content changed while axe ran (a section's
 * data or code arriving late, a moment of loading state): the findings are about the page a user reads, not a frame
 * in between. At most three runs; the last one's findings count whatever happened.
 */
export async function settledAxeViolations(page: Page, label: string, tags: string[] = AXE_TAGS, skipRules: readonly string[] = []): Promise<string[]> {
  for (let run = 1; ; run++) {
    await page.evaluate(watchMain);
    const violations = await axeViolations(page, label, tags, skipRules);
    const changed = await page.evaluate(() => {
      const w = window as unknown as MainWatch;
      w.__mainWatch?.observer.disconnect();
      // Also a change before the watch began: the page no longer looks settled.
      const settled = !!document.querySelector('main h1') && !document.querySelector('.loading');
      return w.__mainWatch?.changed !== false || !settled;
    });
    if (!changed || run === 3) return violations;
    console.log(`${label}: the main content changed while axe ran (run ${run}); checked again once it settled`);
    await settle(page);
  }
}

type MainWatch = { __mainWatch?: { observer: MutationObserver; changed: boolean } };

/** In the page: notes any change inside `main` (or of `main` itself) from now on. */
function watchMain(): void {
  const w = window as unknown as MainWatch;
  w.__mainWatch?.observer.disconnect();
  const touchesMain = (r: MutationRecord) => {
    const el = r.target instanceof Element ? r.target : r.target.parentElement;
    const moved = [...r.addedNodes, ...r.removedNodes].some((n) => n instanceof Element && (n.matches('main') || !!n.querySelector('main')));
    return !!el?.closest('main') || moved;
  };
  const watch = { changed: false, observer: new MutationObserver((records) => (watch.changed ||= records.some(touchesMain))) };
  watch.observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  w.__mainWatch = watch;
}

type Leaving = { __leaving?: { node: Element | null; since: number } };

/**
 * Waits until the page has a main heading, no loading spinner, and its main content and resources are stable; after
 * navigateInApp, also until the page navigated from has left. The router renders a navigation in a transition, so
 * the previous page stays on screen, unchanged, while the next one's code loads: stable, but not the page asked for.
 * (A route that keeps the same component keeps its element too: after 3 s its content counts as the new page's.)
 */
export async function settle(page: Page, timeout = 45_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __settle?: { sig: string; since: number } } & Leaving;
      const main = document.querySelector('main');
      const leaving = w.__leaving;
      const left = !leaving?.node?.isConnected || performance.now() - leaving.since > 3000;
      // A prerendered page (html[data-route]) is settled once it has hydrated: the language button mounts then.
      const hydrated = !document.documentElement.dataset.route || !!document.querySelector('.locale-button');
      const ready = left && hydrated && !!main?.querySelector('h1') && !document.querySelector('.loading') && document.readyState === 'complete';
      const sig = `${location.href}|${performance.getEntriesByType('resource').length}|${main?.innerHTML ?? ''}`;
      if (!ready || w.__settle?.sig !== sig) {
        w.__settle = { sig, since: performance.now() };
        return false;
      }
      return performance.now() - w.__settle.since >= 200;
    },
    undefined,
    { timeout, polling: 100 },
  );
}

/** In-app navigation (no document load), as a link does it: a history entry the router picks up. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // What the page shows now, for settle: it is gone once the router has rendered the next page.
    (window as Leaving).__leaving = { node: document.querySelector('main')?.firstElementChild ?? null, since: performance.now() };
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    scrollTo(0, 0);
  }, path);
}

export async function visit(page: Page, path: string, url: (p: string) => string): Promise<string> {
  if (page.url() === 'about:blank') await page.goto(url(path));
  else await navigateInApp(page, path);
  await settle(page);
  return new URL(page.url()).pathname;
}

/** The family the reflow checks draw text in, whatever fonts the machine has. */
export const WIDE_FONT = 'Reflow Check Sans';

/**
 * The pages use `system-ui`, so each phone draws them in its own font; a check that used this machine's fonts would
 * pass here and fail where a wider one is installed. Noto Sans (from npm, wider than DejaVu or Liberation Sans) is
 * handed to every document of the context as a FontFace made from its bytes (no fetch, so the CSP's font-src is
 * untouched) and set as the body font, for all the weights the styles use.
 */
export async function useWideFont(context: BrowserContext): Promise<void> {
  const require = createRequire(import.meta.url);
  const fonts = [400, 500, 600, 700, 800].map((weight) => ({
    weight: String(weight),
    data: readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`)).toString('base64'),
  }));
  await context.addInitScript(
    ({ family, fonts }) => {
      const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      for (const { weight, data } of fonts) document.fonts.add(new FontFace(family, bytes(data), { weight }));
      // A constructed sheet: the document has no element yet when an init script runs.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`:root, :root.dyslexia-font { --font-body: '${family}', sans-serif !important; }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    { family: WIDE_FONT, fonts },
  );
}

/** WCAG 1.4.12's values (the text-spacing bookmarklet). */
export const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } ' +
  'p { margin-bottom: 2em !important; }';

/**
 * The sans-serif fonts a Debian machine really has, as installed from apt (fonts-noto-core, fonts-dejavu-core,
 * fonts-liberation2; `.ci/run` installs them where missing), each with the package that brings it. Their metrics
 * differ from the npm Noto Sans of useWideFont (Debian's Noto Sans draws "Expression 1" wider, for one), so the
 * reflow checks run in each of them too: on the page as it is, switching the body font in place, never loading it
 * again.
 */
export const SYSTEM_FONTS = [
  { family: 'Noto Sans', apt: 'fonts-noto-core' },
  { family: 'DejaVu Sans', apt: 'fonts-dejavu-core' },
  { family: 'Liberation Sans', apt: 'fonts-liberation2' },
] as const;

/**
 * Reflow and text problems in the visible page: horizontal page scroll, text pushed past the viewport's edge, text
 * clipped by its box or by an ancestor that hides overflow, and text lines of different elements drawn on top of
 * each other. Regions: the header (with navigation and mobile menu), main (forms), open dialogs (side panels), footer.
 * Checked in the page's font (the wide one where useWideFont is used), then (unless `systemFonts` is false) in each of
 * SYSTEM_FONTS, in place; a system font the machine lacks is a problem of its own (with the package to install), never
 * a silent pass.
 */
export async function layoutProblems(page: Page, label: string, { systemFonts = true } = {}): Promise<string[]> {
  const problems = await layoutProblemsNow(page, label);
  for (const { family, apt } of systemFonts ? SYSTEM_FONTS : []) {
    const switched = await page.evaluate((family) => {
      // Installed where the family draws a test string otherwise than the fallback does.
      const context = document.createElement('canvas').getContext('2d')!;
      const widthIn = (font: string) => ((context.font = `32px ${font}`), context.measureText('mmmmmmmmmmlli 0123456789 WwQq').width);
      if (widthIn(`'${family}', monospace`) === widthIn('monospace')) return false;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`:root, :root.dyslexia-font { --font-body: '${family}', sans-serif !important; }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      (window as unknown as { systemFontSheet?: CSSStyleSheet }).systemFontSheet = sheet;
      // Two frames: what lays itself out again on a resize (the header's fit) has run in the new font.
      return new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));
    }, family);
    if (!switched) {
      problems.push(`${label}: the font ${family} is not installed (apt-get install ${apt}), so the reflow checks cannot run in it`);
      continue;
    }
    try {
      problems.push(...(await layoutProblemsNow(page, `${label} [${family}]`)));
    } finally {
      await page.evaluate(() => {
        const w = window as unknown as { systemFontSheet?: CSSStyleSheet };
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== w.systemFontSheet);
        delete w.systemFontSheet;
      });
    }
  }
  return problems;
}

async function layoutProblemsNow(page: Page, label: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate((where) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls} "${text}"`;
    };
    if (root.scrollWidth > width + 1) {
      // Name the innermost boxes that stick out (not inside a horizontal scroller), so the cause is found quickly.
      const out = [...document.querySelectorAll('body *')].filter((el) => {
        const rect = el.getBoundingClientRect();
        if (rect.right <= width + 1 || rect.width === 0) return false;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(a).overflowX)) return false;
        return ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1);
      });
      problems.push(`${where}: the page scrolls horizontally (${root.scrollWidth}px > ${width}px): ${out.slice(0, 3).map(name).join(', ')}`);
    }

    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const rect = el.getBoundingClientRect();
      // Visually hidden text (skip links before focus, sr-only labels) is meant to be 1px.
      return rect.width > 2 && rect.height > 2;
    };
    const scrollsX = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' || s.overflowY !== 'visible';
    };

    type Line = { el: Element; rect: DOMRect };
    const lines: Line[] = [];
    // An open modal dialog (side panel) makes the page behind it inert and covers it: then only the dialog counts.
    const dialogs = document.querySelectorAll('[role="dialog"]');
    const regions = dialogs.length ? dialogs : document.querySelectorAll('header, main, footer');
    for (const region of regions) {
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const el = node.parentElement!;
        if (!visible(el) || el.closest('svg, script, style')) continue;
        // The content of a closed <details> is not rendered (Chromium still reports boxes for it).
        const details = el.closest('details');
        if (details && !details.open && !el.closest('summary')) continue;
        let hiddenAncestor = false;
        for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
          if (!visible(a) && getComputedStyle(a).display !== 'contents') {
            hiddenAncestor = true;
            break;
          }
        }
        if (hiddenAncestor) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
        if (!rects.length) continue;
        let inScroller = false;
        for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) if (scrollsX(a) && a !== el) inScroller = true;
        for (const rect of rects) {
          lines.push({ el, rect });
          if (!inScroller && (rect.right > width + 1 || rect.left < -1)) {
            problems.push(`${where}: text runs off the screen: ${name(el)} (${Math.round(rect.left)}..${Math.round(rect.right)} of ${width})`);
            break;
          }
        }
        // Clipped by its own box or by an ancestor that hides overflow (ellipsis included).
        for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
          if (!clips(a) || scrollsX(a)) continue;
          const box = a.getBoundingClientRect();
          const cut = rects.some((r) => r.right > box.right + 1 || r.left < box.left - 1 || r.bottom > box.bottom + 2 || r.top < box.top - 2);
          if (cut || (a === el && getComputedStyle(a).textOverflow === 'ellipsis' && a.scrollWidth > a.clientWidth + 1)) {
            problems.push(`${where}: text is clipped: ${name(el)} inside ${name(a)}`);
            break;
          }
        }
      }
    }
    // Lines of different elements drawn on top of each other (more than a couple of pixels each way).
    const reported = new Set<string>();
    for (let i = 0; i < lines.length; i += 1) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 2 && y > 2) {
          const key = `${name(a.el)} / ${name(b.el)}`;
          if (!reported.has(key)) problems.push(`${where}: text overlaps: ${key}`);
          reported.add(key);
        }
      }
    }
    return problems;
  }, label);
}

export async function withTextSpacing<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const handle = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  try {
    return await run();
  } finally {
    await handle.evaluate((el) => (el as Element).remove());
  }
}

/** Under prefers-reduced-motion: every element (and its ::before/::after) has no transition and no animation. */
export function motionProblems(page: Page, label: string): Promise<string[]> {
  return page.evaluate((where) => {
    const problems = new Set<string>();
    const seconds = (value: string) =>
      Math.max(0, ...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)) || 0));
    const elements = [document.documentElement, ...document.querySelectorAll('body *')];
    for (const el of elements) {
      for (const pseudo of [null, '::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        const what = `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''}${pseudo ?? ''}`;
        if (seconds(s.transitionDuration) > 0 && s.transitionProperty !== 'none') problems.add(`${where}: ${what} has a transition (${s.transitionDuration})`);
        if (s.animationName !== 'none' && seconds(s.animationDuration) > 0) problems.add(`${where}: ${what} animates (${s.animationName} ${s.animationDuration})`);
      }
    }
    if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') problems.add(`${where}: scrolling is smooth`);
    return [...problems];
  }, label);
}
