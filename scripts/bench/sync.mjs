// Sync coalescing: 1,000 preference writes made offline by one signed-in user (accessibility changes and
// Language & Region saves), then reconnect: how many requests reach the server per kind (goal ≤ 2 per user and
// kind: queued preference writes merge to the latest) and how long the flush takes. Own stack and build.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/browser.ts';
import {
  controlledBySw,
  createScriptUser,
  profileOn,
  queuedRows,
  serviceClient,
  signInPage,
  startHarness,
  waitForEmptyQueue,
} from '../lib/sync-harness.mjs';

const WRITES = Number(process.env.SYNC_BENCH_WRITES ?? 1000);
const LOCALE_EVERY = 4; // one write in four is a locale save, the rest accessibility changes
const GOAL = 2;
const SIZES = ['small', 'medium', 'large', 'xlarge'];
const CURRENCIES = ['USD', 'COP', 'EUR', 'GBP'];

console.log('\n## Sync coalescing (offline writes → requests on reconnect)');
const harness = await startHarness({ profile: profileOn(49000, 4719, 'bench-sync'), outDir: 'dist-bench-sync' });
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
let exitCode = 1;
try {
  const { env } = harness;
  const user = await createScriptUser(env.SUMMIT_DB_URL, 'bench');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInPage(page, { appUrl: env.SUMMIT_APP_URL, apiUrl: env.SUMMIT_API_URL, anonKey: env.SUMMIT_ANON_KEY, email: user.email, password: user.password });
  await controlledBySw(page);

  await context.setOffline(true);
  const last = { fontSize: null, currency: null };
  let a11yWrites = 0;
  let localeSaves = 0;
  const writeStart = Date.now();
  for (let i = 0; i < WRITES; i++) {
    if (i % LOCALE_EVERY === LOCALE_EVERY - 1) {
      if (await page.getByTestId('accessibility-panel').count()) {
        await page.keyboard.press('Escape');
        await page.getByTestId('accessibility-panel').waitFor({ state: 'detached' });
      }
      last.currency = CURRENCIES[i % CURRENCIES.length];
      await page.getByTestId('locale-open').click();
      await page.getByTestId('locale-currency').selectOption(last.currency);
      await page.getByTestId('locale-save').click();
      await page.getByTestId('locale-panel').waitFor({ state: 'detached' });
      localeSaves++;
    } else {
      if (!(await page.getByTestId('accessibility-panel').count())) await page.getByTestId('accessibility-open').click();
      // Never the same size twice in a row, so every step is a real change.
      last.fontSize = SIZES[(SIZES.indexOf(last.fontSize) + 1) % SIZES.length];
      await page.getByTestId('a11y-font-size').selectOption(last.fontSize);
      a11yWrites++;
    }
  }
  const writeMs = Date.now() - writeStart;
  const queued = (await queuedRows(page)).length;

  const requests = {};
  page.on('request', (r) => {
    const match = /\/rest\/v1\/([a-z_]+)/.exec(r.url());
    if (match && r.method() === 'POST') requests[match[1]] = (requests[match[1]] ?? 0) + 1;
  });
  const flushStart = Date.now();
  await context.setOffline(false);
  await waitForEmptyQueue(page, 60_000);
  const flushMs = Date.now() - flushStart;

  const server = serviceClient(env.SUMMIT_API_URL, env.SUMMIT_SERVICE_KEY);
  const prefs = (await server.from('user_preferences').select('font_size').eq('user_id', user.id)).data ?? [];
  const locale = (await server.from('user_locale_preferences').select('preferred_currency').eq('user_id', user.id)).data ?? [];
  const a11yRequests = requests.user_preferences ?? 0;
  const localeRequests = requests.user_locale_preferences ?? 0;
  const correct = prefs[0]?.font_size === last.fontSize && locale[0]?.preferred_currency === last.currency;
  const met = a11yRequests <= GOAL && localeRequests <= GOAL && correct;

  console.log(`  offline writes: ${WRITES} (${a11yWrites} accessibility changes, ${localeSaves} locale saves) in ${(writeMs / 1000).toFixed(1)} s; rows queued: ${queued}`);
  console.log(`  requests on reconnect: user_preferences ${a11yRequests}, user_locale_preferences ${localeRequests}, telemetry_events ${requests.telemetry_events ?? 0} (goal ≤ ${GOAL} per user and kind)`);
  console.log(`  flush time: ${flushMs} ms from reconnect to an empty queue`);
  console.log(`  server holds the last values: ${correct ? 'yes' : 'NO'} (font_size ${prefs[0]?.font_size}, currency ${locale[0]?.preferred_currency})`);
  console.log(`  goal ${met ? 'met' : 'NOT met'}`);
  exitCode = met ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await browser.close();
  await harness.stop();
}
process.exit(exitCode);
