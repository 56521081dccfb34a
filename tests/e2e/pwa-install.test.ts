// Installable in Chromium: the manifest parses, its icons exist with the declared sizes, and Chromium reports no
// installability error once the service worker is ready.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchPersistent } from '../support/browser';
import { testEnv } from '../support/env';

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

let browser: { context: BrowserContext; close: () => Promise<void> };
let page: Page;

beforeAll(async () => {
  // A persistent profile: ordinary contexts count as incognito, which Chromium never offers to install from.
  browser = await launchPersistent();
  page = await browser.context.newPage();
  await page.goto(testEnv.appUrl);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
});
afterAll(() => browser?.close());

describe('installable app', () => {
  it('Chromium reports no installability errors once the service worker is ready', async () => {
    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
  });

  it('the manifest names the app and lists any-purpose and maskable icons that exist', async () => {
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      return (await fetch(href)).json();
    });
    expect(manifest).toMatchObject({
      name: 'Summit — Personalized online tutoring',
      short_name: 'Summit',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      categories: ['education'],
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.description).toBeTruthy();
    const icons = manifest.icons as ManifestIcon[];
    const png = icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of png) {
      // Width and height from the PNG header must match the declared size.
      const size = await page.evaluate(async (src) => {
        const response = await fetch(src);
        const bytes = new DataView(await response.arrayBuffer());
        return { status: response.status, type: response.headers.get('content-type'), w: bytes.getUint32(16), h: bytes.getUint32(20) };
      }, icon.src);
      expect(size).toEqual({ status: 200, type: 'image/png', w: Number(icon.sizes.split('x')[0]), h: Number(icon.sizes.split('x')[1]) });
    }
  });
});
