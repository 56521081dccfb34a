// Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core. Never downloads a browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath as fullChromium, testChromiumPath } from '../../scripts/lib/chromium.mjs';

/** The headless shell where installed (see testChromiumPath), else the full browser. */
export const chromiumPath = testChromiumPath();
/** The full browser, for what the headless shell lacks (installability, the screen wake lock). */
export const fullChromiumPath = fullChromium();
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The e2e project's shared Chromium (started once by browser-server.ts), or a browser of its own where there is
 * none. close() on a shared one closes only this file's contexts and disconnects.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  return workersOnlyWhenAsked(browser);
}

/**
 * New contexts (and browser.newPage's) block service workers unless they ask for one (`serviceWorkers: 'allow'`):
 * the tests of offline use, the precache, updates and the worker's network guard ask. Elsewhere each first visit
 * would install the worker and precache the whole app (about 250 files) for nothing, CPU the other tests wait for.
 */
function workersOnlyWhenAsked(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ ...options, serviceWorkers: options.serviceWorkers ?? 'block' });
  return browser;
}

/**
 * A persistent context in a fresh profile folder: needed where Chromium treats ordinary contexts as incognito
 * (installability reports 'in-incognito' there). close() also removes the folder.
 */
export async function launchPersistent(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'summit-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: fullChromiumPath, // installability is the full browser's
    headless: true,
    args: chromiumArgs,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
