// The first paint's language in a real browser: English (US) paints without i18next and never loads it (up to
// network idle); choosing another language loads it. A learner whose saved language is another one sees that language from the very first paint, never English first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterHydration, recordScriptBodies } from './script-bodies';
import { closeSession, mainHeading, openSession, type Session } from './shell-helpers';

// A string of i18next's own code that survives minification (its backend connector's logger name).
const I18NEXT_MARK = 'backendConnector';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(() => closeSession(s));

/** Records the main navigation's text the first time it is in the page, before anything can re-render it. */
function recordFirstNavText(): void {
  new MutationObserver((_, observer) => {
    const nav = document.querySelector('nav.main-nav');
    if (!nav) return;
    (window as unknown as { firstNavText: string }).firstNavText = nav.textContent ?? '';
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

describe('first paint language', () => {
  it('English (US) paints without i18next and does not fetch it up to network idle', async () => {
    const page = await s.context.newPage();
    const scripts = recordScriptBodies(page);
    await page.goto(s.url('/'));
    await mainHeading(page);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const beforePaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < paint)
        .map((entry) => entry.name);
    });
    // The prerendered page asks for no script before it paints (its modules load after the first paint).
    expect(beforePaint).toEqual([]);
    // Nor afterwards: the bundled English texts are all an English page needs.
    await afterHydration(page);
    await page.waitForTimeout(2500); // idle callbacks run within 2 s of the load event
    await page.waitForLoadState('networkidle');
    const sources = await scripts.read();
    expect(sources.size).toBeGreaterThan(0);
    expect([...sources.values()].some((code) => code.includes(I18NEXT_MARK))).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().textContent()).toBe('Home');
    await page.close();
  });

  it('a saved French setting shows French from the first paint, never English first', async () => {
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      localStorage.setItem(
        'summit.locale.v1',
        JSON.stringify({ locale: 'fr-FR', country: 'FR', currency: 'EUR', timezone: '', source: 'device', useDeviceLocale: false }),
      );
    });
    await context.addInitScript(recordFirstNavText);
    const page = await context.newPage();
    await page.goto(s.url('/'));
    await mainHeading(page);
    const first = await page.evaluate(() => (window as unknown as { firstNavText?: string }).firstNavText);
    expect(first).toContain('Accueil');
    expect(first).not.toContain('Home');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await context.close();
  });
});
