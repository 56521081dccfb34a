// A browser context that starts signed in: the session is made through supabase-js (as the sign-in form would) and
// handed to the context as the app's stored session (Playwright's storageState), so the first page the test opens
// is already signed in. Only the tests of signing in itself go through the form.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { Client } from './db';
import { testEnv } from './env';

/** The app's storage key for its session (src/data/supabase.ts). */
const AUTH_STORAGE_KEY = 'sb-auth-token';

export async function sessionState(client: Client, appUrl = testEnv.appUrl): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const { data, error } = await client.auth.getSession();
  if (error || !data.session) throw new Error(`no session to hand to the browser: ${error?.message ?? 'signed out'}`);
  return {
    cookies: [],
    origins: [{ origin: new URL(appUrl).origin, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(data.session) }] }],
  };
}

/** A new context whose pages open signed in as the client's user (at the client's assurance level). */
export async function signedInContext(browser: Browser, client: Client, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, ...options, storageState: await sessionState(client, options.baseURL ?? testEnv.appUrl) });
}
