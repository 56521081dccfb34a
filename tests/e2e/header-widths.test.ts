// The header holds at every width a person uses, signed in (the widest header: Dashboard, Sign out and Book a Session)
// in each language, at the default and the largest text size: either the collapsed menu with its toggle, or the
// main navigation on one line beside the brand and the actions, nothing overlapping and nothing off the screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signInDemo } from '../support/db';
import { testEnv } from '../support/env';

const app = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;
const WIDTHS = Array.from({ length: (1920 - 320) / 16 + 1 }, (_, i) => 320 + i * 16);
const XLARGE = JSON.stringify({ textColor: 'default', backgroundColor: 'default', fontSize: 'xlarge', dyslexiaFriendlyFont: false });

let browser: Browser;
let session: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const { data } = await (await signInDemo('student')).auth.getSession();
  session = JSON.stringify(data.session);
});
afterAll(() => browser?.close());

/** What is wrong with the header at the current width (empty when it holds). */
function headerProblems(): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const box = (el: Element | null) => el?.getBoundingClientRect();
  const shown = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none' && (box(el)?.width ?? 0) > 0;
  const header = document.querySelector('.site-header')!;
  for (const el of header.querySelectorAll('a, button')) {
    if (!shown(el)) continue;
    const r = box(el)!;
    if (r.right > width + 0.5 || r.left < -0.5) problems.push(`"${el.textContent?.trim()}" is off the screen (${Math.round(r.left)}–${Math.round(r.right)})`);
  }
  const toggle = header.querySelector('.menu-toggle');
  const nav = header.querySelector('.main-nav');
  if (shown(toggle)) {
    if (shown(nav)) problems.push('the collapsed menu shows its navigation while closed');
    return problems;
  }
  const items = [...header.querySelectorAll('.main-nav li')];
  const tops = new Set(items.map((li) => Math.round(box(li)!.top)));
  if (tops.size !== 1) problems.push(`the main navigation takes ${tops.size} lines`);
  for (const link of header.querySelectorAll('.main-nav a')) {
    const r = box(link)!;
    if (r.height > parseFloat(getComputedStyle(link).lineHeight) * 1.5 + 24) problems.push(`"${link.textContent?.trim()}" wraps inside`);
  }
  const brand = box(header.querySelector('.brand'))!;
  const list = box(header.querySelector('.main-nav ul'))!;
  const actions = box(header.querySelector('.site-menu__actions'))!;
  if (brand.right > list.left + 0.5) problems.push('the navigation overlaps the brand');
  if (list.right > actions.left + 0.5) problems.push('the navigation overlaps the actions');
  const account = [...header.querySelectorAll('.site-menu__actions a, .site-menu__actions button')].filter(shown).map((el) => Math.round(box(el)!.top));
  if (new Set(account).size > 1) problems.push('the actions take more than one line');
  return problems;
}

describe('the header at every width from 320 to 1920 px, signed in', () => {
  // A regional variant whose header says exactly what its sibling's says (en-GB and en-US, es-ES and es-CO share
  // their navigation texts today) holds wherever the sibling's does: its sweep would repeat the same check.
  const sibling: Record<string, string> = { 'en-GB': 'en-US', 'es-ES': 'es-CO' };
  const headerTexts = new Map<string, string>();
  const cases = [
    ...['en-US', 'es-CO', 'fr-FR', 'en-GB', 'es-ES'].map((locale) => ({ locale, xlarge: false })),
    { locale: 'fr-FR', xlarge: true },
    { locale: 'es-CO', xlarge: true },
  ];
  it.each(cases)('$locale, largest text: $xlarge', async ({ locale, xlarge }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      ({ session, settings }) => {
        if (!localStorage.getItem('sb-auth-token')) localStorage.setItem('sb-auth-token', session);
        if (settings && !localStorage.getItem('accessibility_settings')) localStorage.setItem('accessibility_settings', settings);
      },
      { session, settings: xlarge ? XLARGE : null },
    );
    const page = await context.newPage();
    await page.goto(app('/mission'));
    // Signed in and hydrated: the live account entry shows Sign out, in the page's language.
    await page.locator('.site-header .account-sign-out button').waitFor({ state: 'attached' });
    await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const text = await page.locator('.site-header').evaluate((header) =>
      [header.textContent, ...[...header.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))].join('|'),
    );
    if (!xlarge) headerTexts.set(locale, text);
    if (!xlarge && sibling[locale] && headerTexts.get(sibling[locale]) === text) {
      console.log(`${locale}: the header reads as in ${sibling[locale]}, checked there`);
      await context.close();
      return;
    }
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: resize observers and the layout they cause have run.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (const problem of await page.evaluate(headerProblems)) problems.push(`${width}px: ${problem}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
