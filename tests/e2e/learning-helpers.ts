// What the learning files share: one fresh context per test (closed after it), the app's addresses, and signing in
// through the form as a learner does.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import type { TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';

export const shared = browserAndDb();

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

export const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

/** A page in a new context of its own, closed when the test ends. */
export async function freshPage(): Promise<Page> {
  context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

export const signIn = (page: Page, user: TestUser, path = '/') =>
  signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password, path });
