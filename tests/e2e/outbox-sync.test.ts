// Nothing lost, nothing duplicated: responses dropped after the server committed, two tabs writing at once, a write
// the server rejects (dead-letter list on the dashboard), a referral visit made offline.
import type { BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { controlledBySw, pendingCount, queuedRows, serviceClient, signInPage, waitForEmptyQueue, waitForOutbox, waitForStartup } from '../../scripts/lib/sync-harness.mjs';
import { createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();

let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;
const rest = (table: string) => new RegExp(`/rest/v1/${table}(\\?|$)`);

/** A page in a new context; the tests that go offline ask for the service worker (each install precaches the app). */
async function freshPage(serviceWorkers: 'allow' | 'block' = 'block'): Promise<Page> {
  context = await shared.browser.newContext({ serviceWorkers, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const signIn = (page: Page, user: TestUser, path = '/') =>
  signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password, path });

async function setFontSize(page: Page, size: string) {
  await page.getByTestId('accessibility-open').click();
  await page.getByTestId('a11y-font-size').selectOption(size);
  await page.keyboard.press('Escape');
  await page.getByTestId('accessibility-panel').waitFor({ state: 'detached' });
}

async function referralCount(code: string): Promise<number> {
  const { rows } = await shared.db.query('select count(*)::int as n from public.referral_events where code = $1', [code]);
  return rows[0].n;
}

/** Lets the first `times` POSTs to a table reach the server, then drops their answers (as a lost connection would). */
async function dropAnswersAfterCommit(page: Page, table: string, times = 1) {
  let dropped = 0;
  await page.route(rest(table), async (route) => {
    if (route.request().method() !== 'POST' || dropped >= times) return route.fallback();
    dropped++;
    await route.fetch(); // the server commits…
    await route.abort('connectionreset'); // …the page never hears about it
  });
  return () => dropped;
}

describe('outbox delivery', () => {
  it('a response dropped after the server committed still leaves exactly one row', async () => {
    const user = await createUser(shared.db);
    const page = await freshPage();
    await signIn(page, user);
    const droppedPrefs = await dropAnswersAfterCommit(page, 'user_preferences');
    const droppedEvents = await dropAnswersAfterCommit(page, 'telemetry_events');
    await setFontSize(page, 'large');
    await page.getByTestId('locale-open').click();
    await page.getByTestId('locale-currency').selectOption('GBP');
    await page.getByTestId('locale-save').click();
    await waitForEmptyQueue(page);
    expect(droppedPrefs()).toBe(1);
    expect(droppedEvents()).toBe(1);

    const server = serviceClient(testEnv.apiUrl, testEnv.serviceKey);
    expect((await server.from('user_preferences').select('font_size').eq('user_id', user.id)).data).toEqual([{ font_size: 'large' }]);
    const events = await server.from('telemetry_events').select('id').eq('user_id', user.id);
    expect(events.data).toHaveLength(1);
  });

  it('a referral insert whose answer is lost is stored once', async () => {
    const code = `lost-${randomUUID().slice(0, 8)}`;
    const page = await freshPage();
    const dropped = await dropAnswersAfterCommit(page, 'referral_events');
    await page.goto(app(`/?ref=${code.toUpperCase()}`));
    await waitForOutbox(page);
    await expect.poll(() => dropped(), { timeout: 15_000 }).toBe(1);
    await waitForEmptyQueue(page);
    expect(await referralCount(code)).toBe(1);
  });

  it('two tabs writing at once leave no duplicates', async () => {
    const user = await createUser(shared.db);
    const a = await freshPage();
    await signIn(a, user);
    const code = `tabs-${randomUUID().slice(0, 8)}`;
    const b = await context!.newPage();
    await b.goto(app(`/?ref=${code}`));
    await a.goto(app(`/?ref=${code}`));
    await Promise.all([waitForOutbox(a), waitForOutbox(b)]);
    const sizes = ['small', 'large', 'xlarge', 'medium'];
    await Promise.all([
      (async () => {
        for (const s of sizes) await setFontSize(a, s);
      })(),
      (async () => {
        for (const s of [...sizes].reverse()) await setFontSize(b, s);
      })(),
    ]);
    await Promise.all([waitForEmptyQueue(a), waitForEmptyQueue(b)]);
    await expect.poll(() => referralCount(code)).toBe(2); // one per page load, none twice

    // Eventually the server holds the value of the last write queued (the local copy written in the same
    // transaction as the queued row) and nothing is left to send.
    const server = serviceClient(testEnv.apiUrl, testEnv.serviceKey);
    const localCopy = () =>
      a.evaluate(
        (id) =>
          new Promise<string | undefined>((resolve) => {
            const open = indexedDB.open('summit');
            open.onsuccess = () => {
              const get = open.result.transaction('localCopies').objectStore('localCopies').get(`${id}:accessibility`);
              get.onsuccess = () => resolve(get.result?.value?.fontSize);
            };
          }),
        user.id,
      );
    await expect
      .poll(async () => {
        const rows = (await server.from('user_preferences').select('font_size').eq('user_id', user.id)).data!;
        const queued = (await queuedRows(a)).length;
        return { rows: rows.length, same: rows[0]?.font_size === (await localCopy()), queued };
      }, { timeout: 20_000 })
      .toEqual({ rows: 1, same: true, queued: 0 });
    await expect.poll(() => pendingCount(a)).toBe(0);
    await expect.poll(() => pendingCount(b)).toBe(0);
  });

  it('a write rejected by row-level security goes to the dead-letter list and the queue carries on', async () => {
    const user = await createUser(shared.db);
    const page = await freshPage('allow');
    await signIn(page, user);
    await controlledBySw(page); // the panels' code must load offline
    await context!.setOffline(true);
    await setFontSize(page, 'small');
    await page.getByTestId('locale-open').click();
    await page.getByTestId('locale-currency').selectOption('USD');
    await page.getByTestId('locale-save').click();
    await expect.poll(async () => (await queuedRows(page)).length).toBe(3); // accessibility, locale and the Save's telemetry event
    // Tamper with the queued accessibility row: it now claims to write someone else's settings.
    const other = randomUUID();
    await page.evaluate(
      (otherId) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('summit');
          open.onsuccess = () => {
            const tx = open.result.transaction('outbox', 'readwrite');
            const cursor = tx.objectStore('outbox').openCursor();
            cursor.onsuccess = () => {
              const c = cursor.result;
              if (!c) return;
              if (c.value.kind === 'accessibility') c.update({ ...c.value, payload: { row: { ...c.value.payload.row, user_id: otherId } } });
              c.continue();
            };
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      other,
    );
    await context!.setOffline(false);
    await waitForEmptyQueue(page);

    const server = serviceClient(testEnv.apiUrl, testEnv.serviceKey);
    expect((await server.from('user_preferences').select('user_id').in('user_id', [user.id, other])).data).toEqual([]);
    expect((await server.from('user_locale_preferences').select('preferred_currency').eq('user_id', user.id)).data).toEqual([
      { preferred_currency: 'USD' },
    ]);

    await page.goto(app('/dashboard'));
    const rejected = page.getByTestId('rejected-write');
    await rejected.first().waitFor({ timeout: 20_000 });
    expect(await rejected.count()).toBe(1);
    expect(await rejected.first().getAttribute('data-kind')).toBe('accessibility');
    // Why, in words; the server's own words folded under Details.
    await rejected.first().getByText('Your account is not allowed to make this change.').waitFor();
    expect(await rejected.first().locator('details').textContent()).toMatch(/42501|row-level security/);
    // Dismissed by keyboard: the section goes with its last item, and focus to the page's heading, not to <body>.
    await rejected.first().getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('rejected-writes').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelector('main h1'))).toBe(true);
  });

  it('?ref=ABC opened offline is recorded once, lower-cased, after reconnecting', async () => {
    const page = await freshPage('allow');
    await page.goto(app('/'));
    await controlledBySw(page);
    const before = await referralCount('abc');
    await context!.setOffline(true);
    await page.goto(app('/?ref=ABC'));
    await waitForOutbox(page);
    await expect.poll(() => pendingCount(page)).toBe(1);
    await context!.setOffline(false);
    await waitForEmptyQueue(page);
    expect(await referralCount('abc')).toBe(before + 1);
    await page.reload(); // a new page load of the same URL is a new click; the old one is not resent
    await expect.poll(() => referralCount('abc')).toBe(before + 2);
    await waitForEmptyQueue(page);
    await page.waitForTimeout(1000);
    expect(await referralCount('abc')).toBe(before + 2);
  });

  it('ignores absurd referral codes', async () => {
    const page = await freshPage();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && rest('referral_events').test(r.url()) && posts.push(r.url()));
    await page.goto(app(`/?ref=${'x'.repeat(65)}`));
    await waitForStartup(page);
    await page.goto(app('/?ref=a%0Ab'));
    await waitForStartup(page);
    await page.waitForTimeout(1500);
    expect(posts).toEqual([]);
  });
});
