// After one visit the app works offline: every route opens by its URL (deep links included), served by the
// service worker, and its lazily loaded page renders from the precache. The shell says the device is offline.
// The first install fetches several of the app's files at a time, each of them once (about 300 files: one at a time
// they are 300 round trips in a row on a phone's connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { testEnv } from '../support/env';
import { appRoutes, notFoundHeading } from '../support/routes';
import { serviceWorkerInControl } from './device-helpers';

const OFFLINE_TEXT = 'You are offline. Saved pages still work.';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let precacheFetches: Awaited<ReturnType<typeof holdPrecacheFetches>>;
const url = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

async function mainHeading(): Promise<string> {
  const heading = page.locator('main h1').first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  return (await heading.textContent())?.trim() ?? '';
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ serviceWorkers: 'allow' });
  precacheFetches = await holdPrecacheFetches(context);
  page = await context.newPage();
  await page.goto(url('/'));
  // One visit: the first install precaches everything and takes control of the page.
  await serviceWorkerInControl(page);
  await context.unroute(ASSETS);
  await context.setOffline(true);
});
afterAll(() => browser?.close());

const ASSETS = /\/assets\//;
const AT_ONCE = 3;

/**
 * Holds the service worker's requests for the app's files until AT_ONCE of them wait together, then lets every one
 * through: an install that fetches one file at a time never gets there, and its requests go on only at the ceiling.
 * Also counts the requests for each file.
 */
async function holdPrecacheFetches(on: BrowserContext): Promise<{ mostAtOnce: () => number; fetchedTwice: () => string[] }> {
  let waiting = 0;
  let most = 0;
  const times = new Map<string, number>();
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const ceiling = setTimeout(() => open(), 20_000);
  void opened.then(() => clearTimeout(ceiling));
  await on.route(ASSETS, async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    const file = route.request().url();
    times.set(file, (times.get(file) ?? 0) + 1);
    waiting += 1;
    most = Math.max(most, waiting);
    if (waiting >= AT_ONCE) open();
    await opened;
    waiting -= 1;
    await route.continue();
  });
  return { mostAtOnce: () => most, fetchedTwice: () => [...times].filter(([, n]) => n > 1).map(([file]) => file) };
}

describe('the first install', () => {
  it(`fetches the app's files ${AT_ONCE} or more at a time`, () => {
    expect(precacheFetches.mostAtOnce()).toBeGreaterThanOrEqual(AT_ONCE);
  });
  // Workbox's own loop runs beside the parallel fill: it waits for a file the fill is fetching instead of fetching it
  // again (it used to fetch the first file or two twice).
  it('fetches each of them once', () => {
    expect(precacheFetches.fetchedTwice()).toEqual([]);
  });
});

describe('offline after one visit', () => {
  for (const route of appRoutes) {
    it(`${route.path} opens offline`, async () => {
      const response = await page.goto(url(route.path));
      expect(response?.fromServiceWorker()).toBe(true);
      const heading = await mainHeading();
      if (route.access === 'public') {
        // Some pages show a transient state first (the auth callback says it is signing you in).
        await page
          .waitForFunction((h) => document.querySelector('main h1')?.textContent?.trim() === h, route.heading, { timeout: 10_000 })
          .catch(() => undefined);
        expect(await mainHeading()).toBe(route.heading);
      } else {
        // Guarded pages may send a guest to sign in; either way the page comes from the device, never not-found.
        expect(heading).not.toBe(notFoundHeading);
        expect([route.path, '/auth']).toContain(new URL(page.url()).pathname);
        if (new URL(page.url()).pathname === route.path) expect(heading).toBe(route.heading);
      }
    });
  }

  it('an unknown path still shows the not-found page', async () => {
    await page.goto(url('/nope/deeper'));
    expect(await mainHeading()).toBe(notFoundHeading);
  });

  it('backend paths and files are not answered with the app shell', async () => {
    // A page of its own: after an error page, the next navigation of the same page can be interrupted.
    const other = await context.newPage();
    for (const path of ['/rest/v1/courses?select=id', '/auth/v1/settings', '/functions/v1/anything', '/storage/v1/object/x', '/missing.png']) {
      await expect(other.goto(url(path)), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    }
    // Closing a page that shows an offline error stalls in Chromium: leave it on an app page first.
    await other.goto(url('/')).catch(() => undefined);
    await other.close();
  });

  it('the shell shows that the device is offline, and hides it when back online', async () => {
    await page.goto(url('/'));
    await page.getByRole('status').filter({ hasText: OFFLINE_TEXT }).waitFor({ timeout: 10_000 });
    await context.setOffline(false);
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached', timeout: 10_000 });
    await context.setOffline(true);
    await page.getByText(OFFLINE_TEXT).waitFor({ timeout: 10_000 });
  });

  it('without a service worker, the same offline visit fails (the checks above can fail)', async () => {
    const bare = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const other = await bare.newPage();
      await other.goto(url('/'));
      await bare.setOffline(true);
      await expect(other.goto(url('/mission'))).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    } finally {
      await bare.close();
    }
  });
});
