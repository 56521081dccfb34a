// `npm run chaos`: 500 mixed writes (accessibility changes, locale saves, referral visits) from 2 tabs of one signed-in
// user, with random offline flips, injected 5xx / 429 answers, responses dropped after the server committed, and
// reloads in the middle of flushing. Then compares the server with a model of what was written and prints
// lost / duplicated counts. Starts its own stack and build on ports of its own.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/support/browser.ts';
import {
  controlledBySw,
  createScriptUser,
  profileOn,
  queuedRows,
  serviceClient,
  signInPage,
  startHarness,
  waitForEmptyQueue,
  waitForOutbox,
} from './lib/sync-harness.mjs';

const WRITES = Number(process.env.CHAOS_WRITES ?? 500);
const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 100000);
let state = seed;
const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31); // reproducible with CHAOS_SEED
const pick = (list) => list[Math.floor(random() * list.length)];
const log = (m) => console.log(`[chaos] ${m}`);

const SIZES = ['small', 'medium', 'large', 'xlarge'];
const CURRENCIES = ['USD', 'COP', 'EUR', 'GBP'];

const harness = await startHarness({ profile: profileOn(48000, 4718, 'chaos'), outDir: 'dist-chaos', log });
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
let exitCode = 1;
try {
  const { env } = harness;
  const user = await createScriptUser(env.SUMMIT_DB_URL, 'chaos');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const injected = { failed: 0, dropped: 0 };
  const routeChaos = async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const roll = random();
    if (roll < 0.1) {
      injected.failed++;
      return route.fulfill({ status: pick([500, 502, 503, 429]), contentType: 'application/json', body: '{"message":"injected"}' });
    }
    if (roll < 0.18) {
      injected.dropped++;
      await route.fetch().catch(() => {});
      return route.abort('connectionreset');
    }
    return route.fallback();
  };
  await context.route(/\/rest\/v1\//, routeChaos);

  const tabs = [await context.newPage(), await context.newPage()];
  await signInPage(tabs[0], { appUrl: env.SUMMIT_APP_URL, apiUrl: env.SUMMIT_API_URL, anonKey: env.SUMMIT_ANON_KEY, email: user.email, password: user.password });
  await controlledBySw(tabs[0]);
  await tabs[1].goto(env.SUMMIT_APP_URL);
  await controlledBySw(tabs[1]);

  const server = serviceClient(env.SUMMIT_API_URL, env.SUMMIT_SERVICE_KEY);
  const model = { fontSize: null, currency: null, saves: 0, codes: [] };
  let offline = false;
  let reloads = 0;
  const timings = {};
  const started = Date.now();

  const closePanels = async (page) => {
    for (const id of ['accessibility-panel', 'locale-panel']) {
      if (await page.getByTestId(id).count()) {
        await page.keyboard.press('Escape');
        await page.getByTestId(id).waitFor({ state: 'detached' });
      }
    }
  };

  for (let i = 0; i < WRITES; i++) {
    if (random() < 0.05) {
      offline = !offline;
      await context.setOffline(offline);
    }
    const page = pick(tabs);
    const roll = random();
    const opStart = Date.now();
    await page.bringToFront(); // a hidden tab's animation frames are throttled; the user works in the visible one
    if (roll < 0.6) {
      const size = pick(SIZES);
      if (!(await page.getByTestId('accessibility-panel').count())) {
        await closePanels(page);
        await page.getByTestId('accessibility-open').click();
      }
      await page.getByTestId('a11y-font-size').selectOption(size);
      model.fontSize = size;
    } else if (roll < 0.85) {
      const currency = pick(CURRENCIES);
      await closePanels(page);
      await page.getByTestId('locale-open').click();
      await page.getByTestId('locale-currency').selectOption(currency);
      await page.getByTestId('locale-save').click();
      await page.getByTestId('locale-panel').waitFor({ state: 'detached' });
      model.currency = currency;
      model.saves++;
    } else {
      // A referral visit: a reload with a new code, often while the previous page was still flushing.
      const code = `chaos-${randomUUID().slice(0, 8)}`;
      model.codes.push(code);
      reloads++;
      await page.goto(`${env.SUMMIT_APP_URL}/?ref=${code.toUpperCase()}`);
      await waitForOutbox(page);
      // The click is queued after first paint: before anything reloads again, it must be queued or already stored.
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const queued = (await queuedRows(page).catch(() => [])).some((r) => r.payload?.code === code);
        if (queued) break;
        const { count } = await server.from('referral_events').select('code', { count: 'exact', head: true }).eq('code', code);
        if (count) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const kind = roll < 0.6 ? 'a11y' : roll < 0.85 ? 'locale' : 'visit';
    timings[kind] = (timings[kind] ?? 0) + (Date.now() - opStart);
    if ((i + 1) % 100 === 0) log(`${i + 1} writes, queue ${(await queuedRows(tabs[0])).length}, offline ${offline}`);
  }

  log('back online, no more injected failures; waiting for the queue to drain');
  await context.unroute(/\/rest\/v1\//, routeChaos);
  await context.setOffline(false);
  const drainStart = Date.now();
  await Promise.all(tabs.map((t) => waitForEmptyQueue(t, 120_000)));
  const drainMs = Date.now() - drainStart;

  const refs = (await server.from('referral_events').select('code').like('code', 'chaos-%')).data ?? [];
  const counts = new Map();
  for (const r of refs) counts.set(r.code, (counts.get(r.code) ?? 0) + 1);
  const lostCodes = model.codes.filter((c) => !counts.has(c)).length;
  const duplicatedCodes = [...counts.values()].reduce((n, c) => n + Math.max(0, c - 1), 0);
  const prefs = (await server.from('user_preferences').select('font_size').eq('user_id', user.id)).data ?? [];
  const locale = (await server.from('user_locale_preferences').select('preferred_currency').eq('user_id', user.id)).data ?? [];
  const events = (await server.from('telemetry_events').select('id').eq('user_id', user.id)).data ?? [];
  const dead = await tabs[0].evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('summit');
        open.onsuccess = () => {
          const c = open.result.transaction('deadLetters').objectStore('deadLetters').count();
          c.onsuccess = () => resolve(c.result);
        };
      }),
  );

  const prefsOk = model.fontSize === null ? prefs.length === 0 : prefs.length === 1 && prefs[0].font_size === model.fontSize;
  const localeOk = model.currency === null ? locale.length === 0 : locale.length === 1 && locale[0].preferred_currency === model.currency;
  const lost = lostCodes + (prefsOk ? 0 : 1) + (localeOk ? 0 : 1);
  // Saves merged while queued become one event (by design); more events than saves would be duplicates.
  const duplicated = duplicatedCodes + Math.max(0, events.length - model.saves);
  const equal = lost === 0 && duplicated === 0 && dead === 0;

  console.log(`\nChaos run (seed ${seed}): ${WRITES} writes over 2 tabs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  referral visits (reloads): ${model.codes.length}; accessibility changes and locale saves: ${WRITES - model.codes.length} (${model.saves} saves)`);
  console.log(`  injected: ${injected.failed} 5xx/429 answers, ${injected.dropped} responses dropped after commit; reloads ${reloads}`);
  console.log(`  drained in ${(drainMs / 1000).toFixed(1)} s after reconnecting; dead letters ${dead}`);
  console.log(`  server: font_size ${prefs[0]?.font_size ?? '-'} (model ${model.fontSize ?? '-'}), currency ${locale[0]?.preferred_currency ?? '-'} (model ${model.currency ?? '-'}), telemetry events ${events.length} for ${model.saves} saves`);
  console.log(`  time per kind (ms): ${JSON.stringify(timings)}`);
  console.log(`  lost: ${lost}`);
  console.log(`  duplicated: ${duplicated}`);
  console.log(equal ? '  server equals the model' : '  SERVER DIFFERS FROM THE MODEL');
  exitCode = equal ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await browser.close();
  await harness.stop();
}
process.exit(exitCode);
