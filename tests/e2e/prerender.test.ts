// The static routes are prerendered at build time in every locale: their HTML shows the real page before (and
// without) any script, in the visitor's language; with scripts the page hydrates without a mismatch and is
// interactive; offline, the service worker answers a deep link with that route's own prerendered page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { testEnv } from '../support/env';
import { keptOnDevice, serviceWorkerInControl } from './device-helpers';
import { hydrated } from './hydrated';

let browser: Browser;
const url = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

const EN = {
  home: ['Personalized online tutoring for every learner', 'Summit matches each learner with support that fits how they learn'],
  faq: ['Frequently asked questions', 'What is Summit?'],
};
const FR = {
  home: 'Le soutien scolaire en ligne avec Summit',
  faq: ['Questions fréquentes', 'Nous contacter'],
};
const FRENCH_SAVED = JSON.stringify({ locale: 'fr-FR', country: 'FR', currency: 'EUR', timezone: '', source: 'device', useDeviceLocale: false });
const ENGLISH_SAVED = JSON.stringify({ locale: 'en-US', country: 'US', currency: 'USD', timezone: '', source: 'device', useDeviceLocale: false });
/** Every prerendered route with its English heading (the data routes as their frame). */
const PRERENDERED = [
  ['/', EN.home[0]],
  ['/mission', 'Our mission'],
  ['/meet-the-team', 'Meet the Team'],
  ['/teaching', 'Our teaching'],
  ['/faq', EN.faq[0]],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/pricing', 'Pricing'],
  ['/tutors', 'Find a tutor'],
  ['/courses', 'Courses'],
  ['/contact', 'Contact us'],
  ['/tutor-models', 'AI Tutor Models'],
] as const;

const VALENTINA = '7a000000-0000-4000-8000-000000000001'; // seeded tutor
const COURSE = 'c0000000-0000-4000-8000-000000000001'; // seeded, published

/** Errors React reports while hydrating (mismatches, recoverable errors), from the console and uncaught. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('without JavaScript', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('/ and /faq show their real heading and text in English', async () => {
    context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    const home = await page.goto(url('/'));
    expect(await home!.text()).toContain(EN.home[0]);
    expect(await page.locator('main h1').textContent()).toBe(EN.home[0]);
    expect(await page.locator('main').textContent()).toContain(EN.home[1]);
    await page.goto(url('/faq'));
    expect(await page.locator('main h1').textContent()).toBe(EN.faq[0]);
    expect(await page.locator('main').textContent()).toContain(EN.faq[1]);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().textContent()).toBe('Home');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await context.close();
  });

  it('a browser in French gets the French pages', async () => {
    context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(url('/faq'));
    expect(await page.locator('main h1').textContent()).toBe(FR.faq[0]);
    expect(await page.locator('main').textContent()).toContain(FR.faq[1]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await page.goto(url('/'));
    expect(await page.locator('main').textContent()).toContain(FR.home);
    expect(await page.getByRole('navigation').first().getByRole('link').first().textContent()).toBe('Accueil');
    await context.close();
  });
});

describe('every prerendered route', () => {
  it('paints its heading from HTML (English, then French) and hydrates without errors', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const french = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const live = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const [page, frenchPage, livePage] = await Promise.all([noScript.newPage(), french.newPage(), live.newPage()]);
    const errors = watchErrors(livePage);
    // The three pages are independent: each path's three checks run at once.
    for (const [path, heading] of PRERENDERED) {
      await Promise.all([
        (async () => {
          await page.goto(url(path));
          expect(await page.locator('main h1').textContent(), path).toBe(heading);
        })(),
        (async () => {
          await frenchPage.goto(url(path));
          expect(await frenchPage.evaluate(() => document.documentElement.lang), path).toBe('fr-FR');
          expect(await frenchPage.locator('main h1').textContent(), path).not.toBe(heading);
        })(),
        (async () => {
          await livePage.goto(url(path));
          await hydrated(livePage);
          await livePage.waitForLoadState('networkidle');
          expect(await livePage.locator('main h1').textContent(), path).toBe(heading);
        })(),
      ]);
    }
    expect(errors).toEqual([]);
    await Promise.all([noScript.close(), french.close(), live.close()]);
  });
});

describe('catalogue pages, prerendered with their data', () => {
  it('without JavaScript: a tutor’s profile, a course and the tutor models show their data, in the browser’s language', async () => {
    const english = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const french = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const [page, frenchPage] = await Promise.all([english.newPage(), french.newPage()]);
    for (const target of [page, frenchPage]) {
      await target.goto(url(`/tutors/${VALENTINA}`));
      expect(await target.locator('main h1').textContent()).toBe('Valentina Gómez');
      expect((await target.locator('[aria-labelledby="tutor-about"] p').first().textContent())!.length).toBeGreaterThan(40);
      expect(await target.getByTestId('tutor-rate').count()).toBe(1);
      await target.goto(url(`/courses/${COURSE}`));
      expect(await target.locator('main h1').textContent()).toBe('Algebra Foundations');
      expect(await target.getByTestId('lesson-list').locator('li').count()).toBeGreaterThan(1);
      await target.goto(url('/tutor-models'));
      expect(await target.getByTestId('tutor-model').count()).toBeGreaterThan(1);
    }
    expect(await page.locator('#tutor-slots, #tutor-about').count()).toBe(0); // the last page was the models'
    await frenchPage.goto(url(`/tutors/${VALENTINA}`));
    expect(await frenchPage.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await page.goto(url(`/tutors/${VALENTINA}`));
    expect(await frenchPage.locator('#tutor-about').textContent()).not.toBe(await page.locator('#tutor-about').textContent());
    await Promise.all([english.close(), french.close()]);
  });

  it('with JavaScript: the page hydrates from its data without errors, then shows the network’s newer copy', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const NEWER = 'A headline changed after the build';
    // The profile's read answers with a newer headline than the build read.
    await page.route(new RegExp(`/rest/v1/tutors\\?.*id=eq\\.${VALENTINA}`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { headline: string } | { headline: string }[];
      for (const row of Array.isArray(body) ? body : [body]) row.headline = NEWER;
      await route.fulfill({ response, json: body });
    });
    const response = await page.goto(url(`/tutors/${VALENTINA}`));
    const html = await response!.text();
    expect(html).toContain('id="summit-page-data"');
    expect(html).not.toContain(NEWER);
    await hydrated(page);
    await expect.poll(() => page.locator('main .page__lead').first().textContent(), { timeout: 15_000 }).toBe(NEWER);
    expect(await page.locator('main h1').textContent()).toBe('Valentina Gómez');
    // The build knows no visitor: the time zones are named once hydrated (a blank line holds their place before).
    expect(html).toMatch(/class="tutor-profile__zones">\u00a0</);
    await expect.poll(async () => (await page.locator('.tutor-profile__zones').textContent())!.trim().length).toBeGreaterThan(5);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with the service worker in control, a catalogue page is the app shell: the device’s copy, also offline', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(url(`/tutors/${VALENTINA}`));
    await serviceWorkerInControl(page);
    await keptOnDevice(page, VALENTINA);
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      const response = await page.goto(url(`/tutors/${VALENTINA}`));
      expect(response?.fromServiceWorker(), `offline: ${offline}`).toBe(true);
      const html = await response!.text();
      expect(html, `offline: ${offline}`).not.toContain('summit-page-data');
      expect(html, `offline: ${offline}`).not.toContain('data-route=');
      await page.locator('main h1', { hasText: 'Valentina Gómez' }).waitFor();
    }
    await context.close();
  });
});

describe('with JavaScript', () => {
  it('a saved English setting in a French browser gets the English page (no loop between the two)', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    await context.addInitScript((saved) => localStorage.setItem('summit.locale.v1', saved), ENGLISH_SAVED);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url('/faq'));
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(await page.locator('main h1').textContent()).toBe(EN.faq[0]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/, /contact and /faq hydrate without errors or layout shifts and are interactive; data pages keep their heading in place', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Layout shifts from the first paint on, each named by the elements that moved (as Lighthouse counts CLS).
    await context.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        // Each element with where it was and went (x, y, width, height): a shift of a pixel names its cause.
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(',');
        const moved = (s: Source) => `${(s.node as Element | undefined)?.className || s.node?.nodeName} ${rect(s.previousRect)} → ${rect(s.currentRect)}`;
        for (const entry of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources: Source[] }[]) {
          if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(moved).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/contact', '/faq']) {
      await page.goto(url(path));
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), `${path} shifts`).toEqual([]);
    }
    expect(await page.locator('main h1').textContent()).toBe(EN.faq[0]);
    // Interactive: a link of the header navigates inside the app (no new document), the FAQ's disclosures open.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mission' }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Our mission');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // A data page's frame: its heading and lead stay where the HTML drew them when the live page takes over.
    for (const path of ['/tutors', '/courses', '/pricing', '/tutor-models']) {
      await page.goto(url(path));
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const moved = (await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).filter((s) => s.includes('page__header'));
      expect(moved, `${path} heading`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/contact: sending waits for hydration, and what was typed before it is kept', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The app's modules are held until the form has been filled in from the prerendered HTML.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/contact'), { waitUntil: 'domcontentloaded' });
    const send = page.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await page.locator('#contact-name').fill('Ana Pérez');
    await page.locator('#contact-message').fill('Hello before hydration');
    // Enter in a field would submit a plain form (the message in the address): not while sending is off.
    await page.locator('#contact-name').press('Enter');
    expect(new URL(page.url()).search).toBe('');
    release();
    await hydrated(page);
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await page.locator('#contact-name').inputValue()).toBe('Ana Pérez');
    // The character count is rendered from the state: it counts the message typed before hydration.
    await expect.poll(() => page.locator('#contact-message-count').textContent()).toMatch(/^22 of /);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the page paints before any module is requested, then loads them and hydrates', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url('/'));
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      modules: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.modules.length).toBeGreaterThan(0);
    expect(Math.min(...timing.modules)).toBeGreaterThanOrEqual(timing.fcp);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a saved French setting in an English browser gets the French page before the first paint, at its own address', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript((saved) => localStorage.setItem('summit.locale.v1', saved), FRENCH_SAVED);
    // What the first paint shows: the main heading the first time it is in a page that is not hidden.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.querySelector('main h1');
        if (!heading || document.documentElement.style.visibility === 'hidden') return;
        (window as unknown as { firstHeading: string }).firstHeading = heading.textContent ?? '';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url('/faq'));
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { firstHeading?: string }).firstHeading)).toBe(FR.faq[0]);
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(await page.locator('main h1').textContent()).toBe(FR.faq[0]);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a stored session shows Dashboard, not Sign In, before any module script runs', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('sb-auth-token', '{"access_token":"x"}'));
    const page = await context.newPage();
    // Inline scripts run, the app's modules never arrive: what the prerendered HTML paints.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(url('/faq'));
    expect(await page.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await context.close();
  });
});

describe('offline', () => {
  it('a deep link to /faq gets the FAQ’s own prerendered page from the service worker', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(url('/'));
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    const response = await page.goto(url('/faq'));
    expect(response?.fromServiceWorker()).toBe(true);
    const html = await response!.text();
    expect(html).toContain('data-route="/faq"');
    expect(html).toContain(EN.faq[0]);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe(EN.faq[0]);
    await context.close();
  });

  it('in French: a visited page is kept with its own HTML; one not visited still opens in French', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(url('/'));
    await serviceWorkerInControl(page);
    await page.goto(url('/faq'));
    await hydrated(page);
    await context.setOffline(true);
    const response = await page.goto(url('/faq'));
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response!.text()).toContain(FR.faq[0]);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe(FR.faq[0]);
    await page.goto(url('/terms'));
    await page.locator('main h1').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR' && location.pathname === '/terms');
    expect(await page.locator('main h1').textContent()).not.toBe('Terms of Service');
    await context.close();
  });
});
