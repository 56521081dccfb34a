// Issue "A slow phone": every public route still hydrates into a working page, at 1× and at 6× CPU, and offline.
// Hydration happens once per document, so each route is a fresh document load; on each, what a user taps first must
// work: the header's language menu everywhere, a subject filter on /tutors, a free time ("Book") on a tutor's page, a
// plan's Buy on /pricing. Offline (after one online visit), the same taps work on the copies kept on the device: at
// 6× on the data routes, whose page data then comes from the device's store while the page hydrates, and at 1× on the
// static ones, whose offline load differs from their online one (checked at 6×) only in where the files come from.
// Chromium's CPU throttling keeps a core busy for as long as it is on, idle or not (it holds the page's main thread in
// a spin): a throttled pass costs its whole duration in CPU, which the tests beside it wait for.
// React's hydration errors (a mismatch makes React drop the server HTML and render again: a slow phone pays twice)
// fail the route they happen on.
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { testEnv } from '../support/env';
import { navigateInApp } from './a11y-helpers';
import { serviceWorkerInControl } from './device-helpers';

const VALENTINA = '7a000000-0000-4000-8000-000000000001'; // seeded; the only seeded tutor of physics
const COURSE = 'c0000000-0000-4000-8000-000000000001'; // seeded, published
const ROUTES = [
  '/',
  '/mission',
  '/meet-the-team',
  '/teaching',
  '/tutors',
  `/tutors/${VALENTINA}`,
  '/courses',
  `/courses/${COURSE}`,
  '/tutor-models',
  '/pricing',
  '/faq',
  '/contact',
];
/** A 6× page needs seconds to hydrate on a busy machine, tens of seconds on a slow one (each wait is a condition). */
const WAIT = 60_000;

let browser: Browser;
const url = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

type Check = { page: Page; at: string; expect: ExpectStatic };
/** A step whose failure names the route and mode (Playwright's own timeout says neither). */
async function step<T>(at: string, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${at}: ${what}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** The tap a user makes first, on the routes that have one beyond the language menu. */
const FIRST_TAP: Record<string, (check: Check) => Promise<void>> = {
  '/tutors': async ({ page, at, expect }) => {
    const count = page.getByTestId('tutor-count');
    await step(at, 'the directory lists tutors', () => count.waitFor({ timeout: WAIT }));
    const before = Number(await count.getAttribute('data-total'));
    // selectOption waits for the option: the subjects arrive with the page's data.
    await step(at, 'choose the subject Physics', () => page.locator('select[name="subject"]').selectOption('physics', { timeout: WAIT }));
    await step(at, 'the address and the count follow the filter', () =>
      page.waitForFunction(
        (before) => {
          const total = Number(document.querySelector<HTMLElement>('[data-testid="tutor-count"]')?.dataset.total);
          return new URLSearchParams(location.search).get('subject') === 'physics' && total > 0 && total < before;
        },
        before,
        { timeout: WAIT },
      ),
    );
    expect(await page.locator(`[data-tutor-id="${VALENTINA}"]`).count(), `${at}: Valentina (physics) is listed`).toBe(1);
  },
  [`/tutors/${VALENTINA}`]: async ({ page, at, expect }) => {
    // "Book" on a profile is a free time: it opens the booking step for that time.
    const slot = page.locator('a.slot-link').first();
    await step(at, 'the free times are listed', () => slot.waitFor({ timeout: WAIT }));
    const start = await slot.getAttribute('data-start');
    await slot.click();
    await step(at, 'Book opens /book for that time', () =>
      page.waitForURL((u) => u.pathname === '/book' && u.searchParams.get('tutor') === VALENTINA && u.searchParams.get('start') === start, { timeout: WAIT }),
    );
    // A guest sees the session and is asked to sign in to book it.
    const next = page.getByTestId('booking-continue');
    await step(at, 'the booking step shows the session', () => next.waitFor({ timeout: WAIT }));
    expect(await next.textContent(), `${at}: a guest is asked to sign in`).toBe('Sign in to book');
    expect(await page.locator('main').textContent(), `${at}: the booking step names the tutor`).toContain('Valentina Gómez');
  },
  '/pricing': async ({ page, at, expect }) => {
    // Buy on the first plan with a price: a guest is sent to sign in, and back to /pricing after.
    const buy = page.getByTestId('plan').getByRole('button', { name: /^Buy / }).first();
    await step(at, 'a plan shows Buy', () => buy.waitFor({ timeout: WAIT }));
    await buy.click();
    await step(at, 'Buy sends a guest to sign in', () =>
      page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('next') === '/pricing', { timeout: WAIT }),
    );
    await step(at, 'the sign-in page renders', () => page.locator('main h1', { hasText: 'Sign in to Summit' }).waitFor({ timeout: WAIT }));
    expect(new URL(page.url()).pathname, at).toBe('/auth');
  },
};

/**
 * Offline, what the data routes show from the device: the course list (kept by the online visit), and for a course
 * never saved for offline, the notice that says so (a course is read offline only once saved).
 */
const OFFLINE_SHOWS: Record<string, string> = { '/courses': 'course-card', [`/courses/${COURSE}`]: 'not-saved' };

/** What the online visit waits for on each data route (the static ones are in the worker's precache). */
const seen = (testId: string) => ({ page }: Check) => page.getByTestId(testId).first().waitFor({ timeout: WAIT });
const WARM_UP: Record<string, (check: Check) => Promise<void>> = {
  '/tutors': FIRST_TAP['/tutors']!,
  [`/tutors/${VALENTINA}`]: FIRST_TAP[`/tutors/${VALENTINA}`]!,
  '/courses': seen('course-card'),
  [`/courses/${COURSE}`]: seen('lesson-list'),
  '/tutor-models': seen('tutor-model'),
  '/pricing': seen('plan'),
};

/** The routes whose page data is read from the backend (offline: from the device), checked offline at 6×. */
const DATA_ROUTES = new Set(Object.keys(WARM_UP));

/** Errors React reports while hydrating, and any uncaught error; offline, also the requests that could not go out. */
function watchErrors(page: Page, offline: () => boolean): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (offline() && /ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(text)) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** One route, one document load: it hydrates, the language menu opens and closes, the first tap works. */
async function checkRoute(page: Page, path: string, mode: string, errors: string[], expect: ExpectStatic, offline = false): Promise<void> {
  const at = `${path} (${mode})`;
  const response = await step(at, 'load', () => page.goto(url(path)));
  if (offline) expect(response?.fromServiceWorker(), `${at}: served by the service worker`).toBe(true);
  // The language button mounts only once the page has hydrated (or, on a route without prerendered HTML, mounted).
  const open = page.getByTestId('locale-open');
  await step(at, 'hydrates (language button)', () => open.waitFor({ timeout: WAIT }));
  const heading = await step(at, 'a main heading', () => page.locator('main h1').first().textContent({ timeout: WAIT }));
  expect(heading, `${at}: a real page`).not.toMatch(/^(Page not found|Tutor not found|Course not found)$/);
  await open.click();
  const panel = page.getByTestId('locale-panel');
  await step(at, 'the language menu opens', () => panel.waitFor({ state: 'visible', timeout: WAIT }));
  await page.keyboard.press('Escape');
  await step(at, 'Escape closes the language menu', () => panel.waitFor({ state: 'hidden', timeout: WAIT }));
  const shows = offline ? OFFLINE_SHOWS[path] : undefined;
  if (shows) await step(at, `shows ${shows}`, () => page.getByTestId(shows).first().waitFor({ timeout: WAIT }));
  await FIRST_TAP[path]?.({ page, at, expect });
  const logged = errors.splice(0);
  expect(logged, `${at}: console errors: ${logged.join(' | ')}`).toEqual([]);
}

async function newPage(context: BrowserContext, rate: number): Promise<Page> {
  const page = await context.newPage();
  // Chromium's CPU throttling: set before the first load, it stays for every document of the page.
  if (rate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

const OPTIONS = { locale: 'en-US', viewport: { width: 1280, height: 900 } } as const; // desktop: the language button is in the header

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The three modes share nothing but the browser: they run side by side.
describe.concurrent('every public route hydrates into a working page', () => {
  for (const rate of [1, 6]) {
    it(`online at ${rate}× CPU`, async ({ expect }) => {
      const context = await browser.newContext(OPTIONS);
      try {
        const page = await newPage(context, rate);
        const errors = watchErrors(page, () => false);
        for (const path of ROUTES) await checkRoute(page, path, `${rate}×`, errors, expect);
      } finally {
        await context.close();
      }
    }, 360_000);
  }

  it('offline (data routes at 6× CPU), after one online visit', async ({ expect }) => {
    const context = await browser.newContext({ ...OPTIONS, serviceWorkers: 'allow' });
    let offline = false;
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const errors = watchErrors(page, () => offline);
      await page.goto(url('/'));
      // In-app navigation only once hydrated: a route changed under a page still hydrating is a mismatch (React #418).
      await step('/ (online visit)', 'hydrates', () => page.getByTestId('locale-open').waitFor({ timeout: WAIT }));
      // The online visit, in the app (no document loads; the worker installs meanwhile): each data page's reads, and
      // the taps' (the filtered directory, the booking step), are kept on the device.
      for (const [path, ready] of Object.entries(WARM_UP)) {
        const at = `${path} (online visit)`;
        await navigateInApp(page, path);
        await step(at, 'its data', () => ready({ page, at, expect }));
      }
      expect(errors.splice(0), 'the online visit: console errors').toEqual([]);
      await serviceWorkerInControl(page);
      // Flagged before the switch: a request cut by it can report its failure before setOffline's promise resolves.
      offline = true;
      await context.setOffline(true);
      for (const path of ROUTES) {
        // Set before the load, the rate holds for the route's whole document.
        const rate = DATA_ROUTES.has(path) ? 6 : 1;
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await checkRoute(page, path, `offline, ${rate}×`, errors, expect, true);
      }
    } finally {
      // Closing a page while offline can stall in Chromium: back online first.
      await context.setOffline(false).catch(() => undefined);
      await context.close();
    }
  }, 360_000);
});
