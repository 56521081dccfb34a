// A browser that refuses IndexedDB (private modes, blocked storage): the app keeps working from memory, says so in
// the shell, and queued writes still reach the server while the page is open.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForOutbox } from '../../scripts/lib/sync-harness.mjs';
import { testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();

let context: BrowserContext;

beforeAll(async () => {
  context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  // As Firefox's private mode used to: the API exists but every open fails.
  await context.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(IDBFactory.prototype, 'open', { value: refuse, configurable: true });
  });
});
afterAll(async () => {
  await context?.close();
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

describe('without IndexedDB', () => {
  it('works from memory, says so, and still sends a referral click and applies settings', async () => {
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const code = `mem${Date.now()}`;

    await page.goto(app(`/?ref=${code.toUpperCase()}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForOutbox(page);
    await page.getByTestId('outbox-memory').waitFor();
    expect(await page.getByTestId('outbox-memory').textContent()).toContain('cannot store data on the device');

    await expect
      .poll(async () => (await shared.db.query('select count(*)::int as n from public.referral_events where code = $1', [code])).rows[0].n)
      .toBe(1);

    await page.getByTestId('accessibility-open').click();
    await page.getByTestId('a11y-font-size').selectOption('xlarge');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    expect(errors).toEqual([]);
  });
});
