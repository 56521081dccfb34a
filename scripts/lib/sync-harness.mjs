// Shared by the outbox's browser tests, the chaos script and the sync benchmark: a local stack on its own ports,
// the app built against it and served, and page helpers (sign a page in, read the outbox status).
// Run directly to start everything and run vitest against it: `node scripts/lib/sync-harness.mjs tests/e2e/outbox…`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { testAuthEnv } from '../../supabase/local/config.mjs';
import { startStack } from '../../supabase/local/stack.mjs';
import { buildApp, serveApp } from './app-build.mjs';

/** A profile like the test one, on ports of its own (base + the Supabase CLI offsets). */
export function profileOn(base, appPort, name) {
  return {
    name,
    apiPort: base + 321,
    dbPort: base + 322,
    mailPort: base + 324,
    smtpPort: base + 325,
    restPort: base + 330,
    restAdminPort: base + 331,
    authPort: base + 332,
    lessonPort: base + 335,
    appPort,
    dataDir: `.local/${name}-db`,
    durable: false,
    authEnv: testAuthEnv,
  };
}

export async function startHarness({ profile, outDir, log = () => {} }) {
  log('starting the local stack');
  const stack = await startStack({ ...profile, fresh: true, quiet: true });
  try {
    log('building the app');
    await buildApp({ outDir, apiUrl: stack.apiUrl, anonKey: stack.anonKey });
    const server = await serveApp({ outDir, port: profile.appPort });
    const appUrl = `http://localhost:${profile.appPort}`;
    return {
      stack,
      appUrl,
      env: {
        SUMMIT_API_URL: stack.apiUrl,
        SUMMIT_ANON_KEY: stack.anonKey,
        SUMMIT_SERVICE_KEY: stack.serviceRoleKey,
        SUMMIT_JWT_SECRET: stack.jwtSecret,
        SUMMIT_MAIL_URL: stack.mailUrl,
        SUMMIT_DB_URL: stack.dbUrl,
        SUMMIT_APP_URL: appUrl,
      },
      async stop() {
        await server.close();
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A service-role client: reads what really is on the server, bypassing row-level security. */
export function serviceClient(apiUrl, serviceKey) {
  return createClient(apiUrl, serviceKey, noSession);
}

/** Signs in through the auth service and stores the session where the app's client reads it ('sb-auth-token'). */
export async function signInPage(page, { appUrl, apiUrl, anonKey, email, password, path = '/' }) {
  const client = createClient(apiUrl, anonKey, noSession);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  // The session goes into the app's storage from a small file of the same origin, so the app loads once, signed in.
  await page.goto(`${appUrl}/robots.txt`);
  await page.evaluate((session) => localStorage.setItem('sb-auth-token', JSON.stringify(session)), data.session);
  await page.goto(`${appUrl}${path}`);
  await waitForOutbox(page);
  return data.session.user.id;
}

/** The outbox has started in this page (its status element is rendered). */
export async function waitForOutbox(page, timeout = 20_000) {
  await page.locator('[data-testid="outbox-status"]').waitFor({ state: 'attached', timeout });
}

/**
 * The page has finished starting up: with a session or rows queued on the device its outbox has started; a guest
 * with nothing queued starts none (it starts with the first write, its chunks from the precache when offline).
 */
export async function waitForStartup(page, timeout = 20_000) {
  await page.waitForLoadState('networkidle', { timeout });
  const needsOutbox = await page.evaluate(
    () => !!localStorage.getItem('sb-auth-token') || localStorage.getItem('summit.outbox.hasRows.v1') === '1',
  );
  if (needsOutbox) await waitForOutbox(page, timeout);
}

/** Writes queued in this page's view (signed-in user's and guest events). */
export function pendingCount(page) {
  // One read of the document: a locator's count() and then getAttribute() would wait (up to its timeout) for an
  // element that disappeared between the two, when the last row is sent at that moment.
  return page.evaluate(() => Number(document.querySelector('[data-testid="outbox-pending"]')?.getAttribute('data-count') ?? 0));
}

/** Rows in the IndexedDB queue, all users (what survives a reload). */
export function queuedRows(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('summit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]);
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

export async function waitForEmptyQueue(page, timeout = 30_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const rows = await queuedRows(page).catch(() => null);
    if (rows && rows.length === 0) return;
    if (Date.now() > end) throw new Error(`outbox still holds ${rows?.length ?? '?'} rows`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const harness = await startHarness({ profile: profileOn(47000, 4717, 'sync-e2e'), outDir: 'dist-sync-e2e', log: (m) => console.log(`[harness] ${m}`) });
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, ...harness.env },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  await harness.stop();
  process.exit(code);
}

/** A confirmed user inserted as the auth service would, so it can sign in with a password (scripts only). */
export async function createScriptUser(dbUrl, label) {
  const { default: pg } = await import('pg');
  const { randomUUID } = await import('node:crypto');
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const id = randomUUID();
    const email = `${label}-${id.slice(0, 8)}@example.com`;
    const password = `pw-${id.slice(0, 12)}`;
    await db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
         recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '', '', '', '',
         '{"provider":"email","providers":["email"]}', jsonb_build_object('role', 'user', 'full_name', 'Script Learner'), now(), now())`,
      [id, email, password],
    );
    return { id, email, password };
  } finally {
    await db.end();
  }
}

/** Makes sure the service worker controls the page (reloads and lazy chunks then work offline). */
export async function controlledBySw(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 120_000 }); // a first install on a slow host
  await waitForStartup(page);
}
