// What the learning files share: the app's addresses, and per file (learningFile(), called at the top of the file, as
// browserAndDb(): modules stay loaded from one file to the next in a worker, so nothing here runs on import) the
// browser and database, one fresh context per test (closed after it) and signing in through the form.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import type { TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';

export const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

export function learningFile() {
  const shared = browserAndDb();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  return {
    shared,
    /** A page in a new context of its own, closed when the test ends. */
    /** A page in a new context; `{ serviceWorkers: 'allow' }` for the tests of offline use. */
    async freshPage(options: BrowserContextOptions = {}): Promise<Page> {
      context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      return context.newPage();
    },
    signIn: (page: Page, user: TestUser, path = '/') =>
      signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password, path }),
  };
}
