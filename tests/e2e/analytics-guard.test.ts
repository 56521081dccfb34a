// Analytics and tracking requests never leave the browser: neither through the page's fetch (page-side guard) nor
// through XMLHttpRequest, which only the service worker sees. Wrong hosted projects reach the designated one.
//
// The app is built for this test with a hosted-style backend URL (http://designated.supabase.co), and Chromium
// resolves every *.supabase.co host to a stand-in backend on loopback that records every request it receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { serveVariant, type AppVariant } from '../support/app-variant';
import { testVariants, variantReady } from '../../scripts/lib/test-variants.mjs';
import { chromiumArgs, chromiumPath } from '../support/browser';
import { startStandInBackend, type StandInBackend } from '../support/stand-in-backend';
import { serviceWorkerInControl } from './device-helpers';
import { hydrated } from './hydrated';

const DESIGNATED = testVariants.standin.env.VITE_SUPABASE_URL;
const OTHER = 'http://otherproject.supabase.co';
const ANALYTICS = [
  { method: 'POST', path: '/functions/v1/track-event' },
  { method: 'POST', path: '/rest/v1/rpc/track_user_event' },
  { method: 'POST', path: '/rest/v1/analytics_sessions' },
  { method: 'PATCH', path: '/rest/v1/analytics_sessions?id=eq.1' },
  { method: 'POST', path: '/rest/v1/analytics_page_views?select=*' },
  { method: 'GET', path: '/rest/v1/session_recordings?select=id' },
];
const ANALYTICS_PATH = /^\/(functions\/v1\/track-event|rest\/v1\/(rpc\/track_user_event|analytics_sessions|analytics_page_views|session_recordings))/;
const SKIPPED = { ok: true, skipped: true };

let standIn: StandInBackend;
let app: AppVariant;
let browser: Browser;

const analyticsSeen = () => standIn.requests.filter((r) => ANALYTICS_PATH.test(r.url));

async function openControlledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(app.url);
  // The first install claims the page, so one visit is enough for the service worker to see its requests. It starts
  // once the page has settled (src/features/pwa/page-settled.ts): as long as the other offline tests allow.
  await serviceWorkerInControl(page);
  return page;
}

/** Sends with fetch: the page-side guard applies first. */
function pageFetch(page: Page, url: string, method: string, asRequest = false) {
  return page.evaluate(
    async ({ url, method, asRequest }) => {
      const init: RequestInit = method === 'GET' ? { method } : { method, headers: { 'content-type': 'application/json', apikey: 'anon' }, body: '{"event":"x"}' };
      const response = await (asRequest ? fetch(new Request(url, init)) : fetch(url, init));
      return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
    },
    { url, method, asRequest },
  );
}

/** Sends with XMLHttpRequest: the page-side fetch wrapper never sees it, only the service worker does. */
function pageXhr(page: Page, url: string, method: string) {
  return page.evaluate(
    ({ url, method }) =>
      new Promise<{ status: number; type: string | null; body: unknown }>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, url);
        xhr.setRequestHeader('content-type', 'application/json');
        xhr.onload = () => resolve({ status: xhr.status, type: xhr.getResponseHeader('content-type'), body: JSON.parse(xhr.responseText) });
        xhr.onerror = () => reject(new Error(`XHR to ${url} failed`));
        xhr.send(method === 'GET' ? null : '{"event":"x"}');
      }),
    { url, method },
  );
}

beforeAll(async () => {
  standIn = await startStandInBackend();
  // A build of its own: the backend URL is fixed at build time, in the page and in the service worker.
  app = await serveVariant(await variantReady('standin'));
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, `--host-resolver-rules=MAP *.supabase.co 127.0.0.1:${standIn.port}`],
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await standIn?.close();
});

describe('network guard in the browser', () => {
  it('the stand-in sees ordinary requests, and wrong projects arrive as the designated host', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await openControlledPage(context);
      standIn.clear();
      expect((await pageFetch(page, `${DESIGNATED}/rest/v1/courses?select=id`, 'GET')).body).toMatchObject({ standIn: true });
      expect((await pageFetch(page, `${OTHER}/rest/v1/tutors?select=id`, 'POST')).body).toMatchObject({ standIn: true });
      expect((await pageXhr(page, `${OTHER}/rest/v1/bookings?select=id`, 'POST')).body).toMatchObject({ standIn: true });
      // The footer's own read of the AI tutor flag (after first paint) may land here too: not part of this check.
      const real = standIn.requests.filter((r) => r.method !== 'OPTIONS' && !r.url.startsWith('/rest/v1/system_settings'));
      expect(real.map((r) => `${r.method} ${r.host} ${r.url}`)).toEqual([
        'GET designated.supabase.co /rest/v1/courses?select=id',
        'POST designated.supabase.co /rest/v1/tutors?select=id', // rewritten by the page-side guard
        'POST designated.supabase.co /rest/v1/bookings?select=id', // rewritten by the service worker
      ]);
      expect(real[1].body).toBe('{"event":"x"}');
      expect(real[2].body).toBe('{"event":"x"}');
      expect(standIn.requests.some((r) => r.host.startsWith('otherproject.'))).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('analytics calls through fetch get the stub from the page-side guard alone (no service worker)', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(app.url);
      await page.locator('h1').first().waitFor();
      await hydrated(page); // a prerendered page's modules (the guard is the entry's first) run after its first paint
      standIn.clear();
      for (const { method, path } of ANALYTICS) {
        for (const base of [DESIGNATED, OTHER]) {
          for (const asRequest of [false, true]) {
            const result = await pageFetch(page, `${base}${path}`, method, asRequest);
            expect(result, `${method} ${base}${path}`).toEqual({ status: 200, type: 'application/json', body: SKIPPED });
          }
        }
      }
      expect(analyticsSeen()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('analytics calls that only the service worker sees get the stub and never reach the backend', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await openControlledPage(context);
      standIn.clear();
      for (const { method, path } of ANALYTICS) {
        for (const base of [DESIGNATED, OTHER]) {
          const result = await pageXhr(page, `${base}${path}`, method);
          expect(result, `${method} ${base}${path}`).toEqual({ status: 200, type: 'application/json', body: SKIPPED });
        }
      }
      expect(analyticsSeen()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('without the service worker, the same XMLHttpRequests do reach the backend (the check above can fail)', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(app.url);
      await hydrated(page); // a prerendered page's modules (the guard is the entry's first) run after its first paint
      standIn.clear();
      for (const { method, path } of ANALYTICS) {
        expect((await pageXhr(page, `${DESIGNATED}${path}`, method)).body).toMatchObject({ standIn: true });
      }
      // …and the page-side guard still answers fetch, as in the test above.
      expect((await pageFetch(page, `${DESIGNATED}/functions/v1/track-event`, 'POST')).body).toEqual(SKIPPED);
      expect(analyticsSeen().filter((r) => r.method !== 'OPTIONS')).toHaveLength(ANALYTICS.length);
    } finally {
      await context.close();
    }
  });
});
