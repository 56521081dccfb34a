// The two things most browser test files open for all their tests: the shared Chromium and an admin connection
// to the test database. Opened before the file's first test and closed after its last (a file's own afterAll
// hooks, registered later, run first and can still use both).
import type { Browser } from 'playwright-core';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../support/browser';
import { adminDb } from '../support/db';

export interface BrowserAndDb {
  readonly browser: Browser;
  readonly db: pg.Client;
}

export function browserAndDb(): BrowserAndDb {
  let browser: Browser | undefined;
  let db: pg.Client | undefined;
  beforeAll(async () => {
    [browser, db] = await Promise.all([launchBrowser(), adminDb()]);
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });
  const opened = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is opened in beforeAll: use it inside a test or hook`);
    return value;
  };
  return {
    get browser() {
      return opened(browser, 'the browser');
    },
    get db() {
      return opened(db, 'the database connection');
    },
  };
}
