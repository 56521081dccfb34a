// Every route of the route table (tests/support/route-table.ts reads src/app/routes.tsx, so new pages are included
// on their own) × the five languages: axe-core finds nothing, of any impact; at 320 px wide with font size xlarge the
// page reflows (no horizontal scroll, no text clipped, off-screen or overlapping), also with WCAG 1.4.12 text
// spacing; with prefers-reduced-motion nothing animates. The /dev pages are checked in English only.
// Cheap by design: one browser, one context per language, one document load per pass; the other routes are
// reached by in-app navigation. Guarded routes are checked as a guest (their redirect) and signed in as an admin
// (at aal2, so the founder pages themselves open). Text spacing is checked in French (the longest texts) and reduced
// motion in English: neither depends on the language otherwise.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/db';
import { createStaff, signInStaffAal2, type StaffUser } from '../support/fixtures';
import { launchBrowser } from '../support/browser';
import { testEnv } from '../support/env';
import { isDevRoute, routeTablePaths } from '../support/route-table';
import { axeViolations, layoutProblems, motionProblems, settle, settledAxeViolations, useWideFont, visit, withTextSpacing, WIDE_FONT } from './a11y-helpers';

// The locales that others fall back to come first: a regional variant (en-GB, es-ES) overrides only some texts of
// its sibling, so its pass checks only the routes whose texts differ from the sibling's (FALLBACKS in src/i18n):
// the same text in the same layout is the same check twice. Main content and the header and footer around it are
// compared apart: a renamed header link is checked on the first route that shows it, not again on every route.
const LOCALES = ['en-US', 'es-CO', 'fr-FR', 'en-GB', 'es-ES'] as const;
const COMPARED_WITH: Partial<Record<(typeof LOCALES)[number], (typeof LOCALES)[number]>> = { 'en-GB': 'en-US', 'es-ES': 'es-CO' };
const url = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;
const XLARGE = JSON.stringify({ textColor: 'default', backgroundColor: 'default', fontSize: 'xlarge', dyslexiaFriendlyFont: false });

// The languages' passes run two at a time (one browser, separate contexts): while one page settles or loads, the
// other's axe run uses the second core.
const PARALLEL = 2;
let free = PARALLEL;
const waiting: Array<() => void> = [];
async function inSlot<T>(label: string, run: () => Promise<T>): Promise<T> {
  if (free > 0) free -= 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  const started = performance.now();
  try {
    return await run();
  } finally {
    console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }
}

/**
 * What a route says, in two parts: its main content (with the document's title), and the header and footer around
 * it, the same components on every route. Each part is its visible text and the texts of its attributes (labels, alt
 * texts…). A part whose text cannot be told apart from the rest counts as the whole page, so nothing is skipped by it.
 */
type RouteText = { main: string; chrome: string };
const routeText = (page: Page): Promise<RouteText> =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    const attributes = (inMain: boolean) =>
      [...document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')]
        .filter((el) => !!main?.contains(el) === inMain)
        .map((el) => ['aria-label', 'alt', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? '').join('|'));
    const all = document.body.innerText;
    const mainText = main?.innerText ?? '';
    const around = mainText && all.includes(mainText) ? all.replace(mainText, '\u0000') : all;
    return { main: [document.title, mainText, ...attributes(true)].join('\n'), chrome: [around, ...attributes(false)].join('\n') };
  });

/** Each base locale's texts per route, from its own pass, for the passes of the locales that borrow from it. */
type Texts = Map<string, RouteText>;
const textsOf = new Map<string, { promise: Promise<Texts>; resolve: (texts: Texts) => void }>();
for (const locale of new Set(Object.values(COMPARED_WITH))) {
  let resolve!: (texts: Texts) => void;
  textsOf.set(locale, { promise: new Promise((r) => (resolve = r)), resolve });
}

let browser: Browser;
// The founder pages are checked as an admin at aal2, one of this file's own per locale: the passes run at once, and
// verifying a code ends the account's other sessions still below aal2 (as GoTrue does), so two passes signing in
// one account could end each other's session between its password and its code.
const admins = new Map<string, StaffUser>();
beforeAll(async () => {
  browser = await launchBrowser();
  const db = await adminDb();
  try {
    for (const locale of LOCALES) admins.set(locale, await createStaff(db, 'admin', `Matrix Admin ${locale}`));
  } finally {
    await db.end();
  }
});
afterAll(() => browser?.close());

async function narrowContext(locale: string): Promise<BrowserContext> {
  // The browser's language picks the app's language (device detection); the font size is a guest's saved setting.
  const context = await browser.newContext({ locale, viewport: { width: 320, height: 640 }, reducedMotion: 'reduce' });
  await useWideFont(context);
  await context.addInitScript((settings) => {
    if (!localStorage.getItem('accessibility_settings')) localStorage.setItem('accessibility_settings', settings);
  }, XLARGE);
  return context;
}

// The machine's own fonts (SYSTEM_FONTS: Debian's Noto Sans, DejaVu Sans, Liberation Sans) are checked in French, whose
// texts are the longest, and on the /dev pages, which only English (US) has; the other languages and routes in the
// wide font alone, as is the text spacing check (each font is a full reflow check of the page: 0.4 s of the browser's
// CPU per route where the wide font's takes 0.08).
// Colour contrast (axe's `color-contrast`, two thirds of an axe run's time) is checked in English (US), which has every
// route: a text's contrast is its colour, size and weight and the background behind it, which the stylesheet gives
// every language alike (no rule depends on the language). What a language changes, the length and wrapping of its
// texts, the reflow checks read in every language: a text pushed out of its box onto another background shows there
// as clipped, overlapping or off the screen.
type Extra = { spacing: boolean; motion: boolean; systemFonts: boolean; contrast: boolean };
const extraFor = (locale: string, path = ''): Extra => ({
  spacing: locale === 'fr-FR',
  motion: locale === 'en-US',
  systemFonts: locale === 'fr-FR' || isDevRoute(path),
  contrast: locale === 'en-US',
});

/** axe and reflow at 320 px / xlarge on the page as it is now; WCAG 1.4.12 text spacing and reduced motion if asked. */
async function checkPage(page: Page, label: string, extra: Extra): Promise<string[]> {
  return [
    ...(await settledAxeViolations(page, label, undefined, extra.contrast ? [] : ['color-contrast'])),
    ...(await layoutProblems(page, label, { systemFonts: extra.systemFonts })),
    ...(extra.spacing ? await withTextSpacing(page, () => layoutProblems(page, `${label} (text spacing)`, { systemFonts: false })) : []),
    ...(extra.motion ? await motionProblems(page, label) : []),
  ];
}

async function signInAsAdmin(page: Page, locale: string): Promise<void> {
  const client = await signInStaffAal2(admins.get(locale)!);
  const { data } = await client.auth.getSession();
  await page.evaluate((session) => localStorage.setItem('sb-auth-token', session), JSON.stringify(data.session));
}

describe.concurrent.each(LOCALES)('%s, 320 px wide, font size xlarge, reduced motion', (locale) => {
  const paths = routeTablePaths.filter((path) => locale === 'en-US' || !isDevRoute(path));

  const base = COMPARED_WITH[locale];
  const what = base ? `whose texts differ from ${base}'s` : `(${paths.length})`;

  it(`every route ${what} passes axe, reflows, keeps text spacing and does not animate`, async () => {
    // Wait for the base locale's texts outside the slots, so a waiting pass never holds one.
    const baseTexts = base ? await textsOf.get(base)!.promise : undefined;
    const texts: Texts = new Map();
    try {
      await inSlot(`${locale} routes`, () => checkRoutes(texts, baseTexts));
    } finally {
      textsOf.get(locale)?.resolve(texts); // also after a failure: the passes waiting for it then compare what there is
    }
  }, 600_000);

  /** Checks each route, as a guest and (where a guest is sent elsewhere) as an admin; records the texts it read. */
  async function checkRoutes(texts: Texts, baseTexts: Texts | undefined): Promise<void> {
    const context = await narrowContext(locale);
    const page = await context.newPage();
    const problems: string[] = [];
    const guarded: string[] = [];
    const same: string[] = [];
    const chromeChecked = new Set<string>(); // the header and footer texts of the routes checked in this pass
    /**
     * Whether checks made elsewhere stand for this route: its main content reads exactly as in the base locale (checked
     * there), and its header and footer read as there too or as on a route already checked in this pass. A regional
     * variant renames a few header and footer links, which would otherwise make every one of its routes differ.
     */
    const readsAsBase = async (key: string, first: boolean) => {
      const text = await routeText(page);
      texts.set(key, text);
      const base = baseTexts?.get(key);
      const asBase = !first && !!base && base.main === text.main && (base.chrome === text.chrome || chromeChecked.has(text.chrome));
      if (asBase) same.push(key);
      else chromeChecked.add(text.chrome); // checked below
      return asBase;
    };
    for (const path of paths) {
      const landed = await visit(page, path, url);
      if (landed !== path.split('?')[0] && path !== '/nope') {
        guarded.push(path);
        continue;
      }
      if (await readsAsBase(path, path === paths[0])) continue;
      expect(await page.evaluate(() => document.documentElement.lang), `${path} speaks ${locale}`).toBe(locale);
      if (path === paths[0]) {
        // The checks draw text in the wide font from npm, not in whatever this machine has.
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(WIDE_FONT);
        expect(await page.evaluate((family) => document.fonts.check(`bold 16px '${family}'`), WIDE_FONT)).toBe(true);
      }
      problems.push(...(await checkPage(page, `${locale} ${path}`, extraFor(locale, path))));
    }
    // The guarded routes sent the guest elsewhere: check them signed in as an admin (one more document load).
    expect(guarded.length).toBeGreaterThan(0);
    await signInAsAdmin(page, locale);
    await page.goto(url(guarded[0]!));
    for (const path of guarded) {
      const landed = await visit(page, path, url);
      expect(landed, `${path} as an admin`).toBe(path);
      if (await readsAsBase(`${path} (admin)`, false)) continue;
      problems.push(...(await checkPage(page, `${locale} ${path} (admin)`, extraFor(locale, path))));
    }
    await context.close();
    if (base) console.log(`${locale}: ${same.length} routes read as in ${base} (or with a header and footer checked here already), not checked again: ${same.join(', ')}`);
    expect(problems).toEqual([]);
  }

  it('the open mobile menu and both side panels reflow, keep text spacing and pass axe', () => inSlot(`${locale} panels`, async () => {
    const context = await narrowContext(locale);
    const page = await context.newPage();
    await page.goto(url('/contact'));
    await settle(page);
    const problems: string[] = [];
    const openMenu = async () => {
      if (await page.locator('.site-menu[data-open="true"]').count()) return;
      await page.locator('.menu-toggle').click();
      await page.locator('.site-menu[data-open="true"]').waitFor();
    };
    await openMenu();
    problems.push(...(await checkPage(page, `${locale} mobile menu`, extraFor(locale))));
    for (const [button, panel] of [
      ['locale-open', 'locale-panel'],
      ['accessibility-open', 'accessibility-panel'],
    ] as const) {
      await openMenu();
      await page.getByTestId(button).click();
      await page.getByTestId(panel).getByRole('heading', { level: 2 }).waitFor();
      problems.push(...(await checkPage(page, `${locale} ${panel}`, extraFor(locale))));
      await page.keyboard.press('Escape');
      await page.getByTestId(panel).waitFor({ state: 'detached' });
    }
    await context.close();
    expect(problems).toEqual([]);
  }), 600_000);
});

describe('en-US at desktop width', () => {
  // The pages' content is the same as at 320 px (checked above); the desktop navigation bar and wide layouts of
  // the main kinds of page are what differ.
  const DESKTOP = ['/', '/tutors', '/courses', '/pricing', '/auth', '/contact', '/faq'];
  it(`the header's navigation bar and the wide layouts pass axe (${DESKTOP.join(', ')})`, async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of DESKTOP) {
      await visit(page, path, url);
      problems.push(...(await axeViolations(page, `desktop ${path}`)));
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 300_000);
});
