// Prompt for update: a new version is installed in the background and waits; the page offers 'Reload' and
// 'Later', and the new version takes over only after the user clicks Reload.
// Two real builds of the app are served one after the other from the same address.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { serveVariant, type AppVariant } from '../support/app-variant';
import { variantReady } from '../../scripts/lib/test-variants.mjs';
import { serviceWorkerInControl } from './device-helpers';

let server: AppVariant | undefined;
let browser: Browser;
let page: Page;

/** One version's build; the backend URL is compiled into the entry chunk, so each version has its own entry file. */
async function versionBuild(name: 'update-a' | 'update-b'): Promise<{ outDir: string; entry: string }> {
  const outDir = await variantReady(name);
  return { outDir, entry: /<script type="module"[^>]* src="([^"]+)"/.exec(readFileSync(`${outDir}/shell.html`, 'utf8'))![1] };
}

/** The entry module a tab runs (a prerendered page adds its <script type="module"> after its first paint). */
const entryOf = async (tab: Page) =>
  (await tab.waitForFunction(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'))).jsonValue();
const entryScript = () => entryOf(page);
const hasWaitingWorker = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
const prompt = () => page.getByRole('status', { name: 'App update' });

let versionA: string;
let versionB: string;

beforeAll(async () => {
  const a = await versionBuild('update-a');
  versionA = a.entry;
  server = await serveVariant(a.outDir);
  browser = await launchBrowser();
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  // When the worker first became active, to compare with when Workbox's helper was fetched.
  await context.addInitScript(() => {
    void navigator.serviceWorker?.ready.then(() => ((window as unknown as { swActiveAt: number }).swActiveAt = performance.now()));
  });
  page = await context.newPage();
  await page.goto(server.url);
  await serviceWorkerInControl(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('update prompt', () => {
  it('the first install takes control without asking', async () => {
    expect(await entryScript()).toBe(versionA);
    expect(await prompt().count()).toBe(0);
  });

  it("a first visit fetches Workbox's helper only once the worker is active", async () => {
    const times = await page.waitForFunction(
      () => {
        const helper = performance.getEntriesByType('resource').find((entry) => /\/workbox-window[^/]*\.js$/.test(entry.name));
        const activeAt = (window as unknown as { swActiveAt?: number }).swActiveAt;
        return helper && activeAt !== undefined ? { helper: helper.startTime, activeAt } : null;
      },
      null,
      { timeout: 30_000 },
    );
    const { helper, activeAt } = (await times.jsonValue())!;
    expect(helper).toBeGreaterThanOrEqual(activeAt);
  });

  it('a new version waits and is offered; Later keeps the running version', async () => {
    await server!.close();
    // The next version is served from the same address.
    const b = await versionBuild('update-b');
    versionB = b.entry;
    expect(versionB).not.toBe(versionA);
    server = await serveVariant(b.outDir, server!.port); // the same address: an update of the same app

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await prompt().waitFor({ timeout: 30_000 });
    await expect(prompt().textContent()).resolves.toContain('New version available');
    expect(await hasWaitingWorker()).toBe(true);

    await prompt().getByRole('button', { name: 'Later' }).click();
    await prompt().waitFor({ state: 'detached' });
    await page.waitForTimeout(1000);
    expect(await hasWaitingWorker()).toBe(true); // no SKIP_WAITING was sent
    expect(await entryScript()).toBe(versionA);

    // Reloading the tab does not activate it either; the offer comes back.
    await page.reload();
    expect(await entryScript()).toBe(versionA);
    await prompt().waitFor({ timeout: 15_000 });
    expect(await hasWaitingWorker()).toBe(true);
  });

  it('Reload activates the new version and reloads the page into it; another open tab is offered a reload', async () => {
    // A second tab on the old version, whose user said Later.
    const other = await page.context().newPage();
    await other.goto(server!.url);
    const otherPrompt = other.getByRole('status', { name: 'App update' });
    await otherPrompt.getByRole('button', { name: 'Later' }).click({ timeout: 15_000 });
    await otherPrompt.waitFor({ state: 'detached' });

    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await prompt().getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.waitForFunction((src) => document.querySelector('script[type="module"][src]')?.getAttribute('src') === src, versionB, {
      timeout: 15_000,
    });
    expect(await hasWaitingWorker()).toBe(false);
    await page.locator('main h1').first().waitFor();
    expect(await prompt().count()).toBe(0);

    // The other tab was not reloaded behind its user's back: it offers the reload again, and Reload works there.
    expect(await entryOf(other)).toBe(versionA);
    const otherReloaded = other.waitForEvent('load', { timeout: 30_000 });
    await otherPrompt.getByRole('button', { name: 'Reload' }).click({ timeout: 15_000 });
    await otherReloaded;
    await other.waitForFunction((src) => document.querySelector('script[type="module"][src]')?.getAttribute('src') === src, versionB, {
      timeout: 15_000,
    });
  });
});
