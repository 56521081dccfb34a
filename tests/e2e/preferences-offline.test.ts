// Preferences written offline by a signed-in user survive a reload and reach the server exactly once, with the
// last values; guests keep theirs on the device; switching the language re-renders the page.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { controlledBySw, pendingCount, queuedRows, serviceClient, signInPage, waitForEmptyQueue, waitForOutbox, waitForStartup } from '../../scripts/lib/sync-harness.mjs';
import { createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';
import { serviceWorkerInControl } from './device-helpers';

const shared = browserAndDb();

let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

/** A page in a new context; the tests that go offline ask for the service worker (each install precaches the app). */
async function freshPage(serviceWorkers: 'allow' | 'block' = 'block'): Promise<Page> {
  context = await shared.browser.newContext({ serviceWorkers, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function signIn(page: Page, user: TestUser) {
  return signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password });
}

async function setFontSize(page: Page, size: string) {
  await page.getByTestId('accessibility-open').click();
  await page.getByTestId('a11y-font-size').selectOption(size);
  await page.keyboard.press('Escape');
  await page.getByTestId('accessibility-panel').waitFor({ state: 'detached' });
}

const fontSizeVar = (page: Page) => page.evaluate(() => document.documentElement.style.getPropertyValue('--summit-font-size'));

describe('preferences written offline', () => {
  it('reach the server once, with the last values, after a reload and reconnecting', async () => {
    const user = await createUser(shared.db);
    const page = await freshPage('allow');
    await signIn(page, user);
    await controlledBySw(page);

    await context!.setOffline(true);
    await setFontSize(page, 'large');
    await setFontSize(page, 'xlarge');
    await page.getByTestId('locale-open').click();
    await page.getByTestId('locale-language').selectOption('en-GB');
    await page.getByTestId('locale-currency').selectOption('EUR');
    await page.getByTestId('locale-save').click();
    await page.getByTestId('locale-panel').waitFor({ state: 'detached' });
    await page.getByTestId('locale-open').click();
    await page.getByTestId('locale-currency').selectOption('COP');
    await page.getByTestId('locale-save').click();

    // The two Saves' preference writes merge into one row; each Save's telemetry event is a row of its own.
    await expect.poll(() => pendingCount(page)).toBe(4);
    await expect.poll(() => page.getByTestId('outbox-status').textContent()).toContain('Saved on device');
    expect((await queuedRows(page)).map((r: { kind: string }) => r.kind).sort()).toEqual(['accessibility', 'locale', 'telemetry-event', 'telemetry-event']);

    await page.reload(); // offline: served by the service worker
    await waitForOutbox(page);
    expect(await fontSizeVar(page)).toBe('1.25rem');
    await expect.poll(() => pendingCount(page)).toBe(4);

    await context!.setOffline(false);
    await waitForEmptyQueue(page);
    await expect.poll(() => pendingCount(page)).toBe(0);

    const server = serviceClient(testEnv.apiUrl, testEnv.serviceKey);
    const prefs = await server.from('user_preferences').select('*').eq('user_id', user.id);
    expect(prefs.data).toHaveLength(1);
    expect(prefs.data![0]).toMatchObject({ font_size: 'xlarge', text_color: 'default', background_color: 'default', dyslexia_friendly_font: false });
    const locale = await server.from('user_locale_preferences').select('*').eq('user_id', user.id);
    expect(locale.data).toHaveLength(1);
    expect(locale.data![0]).toMatchObject({ preferred_locale: 'en-GB', preferred_currency: 'COP', use_device_locale: false });
    // One event per Save (SPEC §7), in the order saved.
    const events = await server.from('telemetry_events').select('event, payload').eq('user_id', user.id).order('created_at');
    expect(events.data).toHaveLength(2);
    expect(events.data!.map((e) => e.event)).toEqual(['locale_preferences_saved', 'locale_preferences_saved']);
    expect(events.data!.map((e) => (e.payload as { currency: string }).currency)).toEqual(['EUR', 'COP']);
  });

  it('are applied from the account on another device', async () => {
    const user = await createUser(shared.db);
    await shared.db.query(
      `insert into public.user_preferences (user_id, text_color, background_color, font_size, dyslexia_friendly_font)
       values ($1, '#111111', '#fafafa', 'small', true)`,
      [user.id],
    );
    const page = await freshPage();
    await signIn(page, user);
    await expect.poll(() => fontSizeVar(page)).toBe('0.875rem');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dyslexia-font'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--summit-bg-color'))).toBe('#fafafa');
    // The dyslexia font is really in use once loaded.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?OpenDyslexic/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px OpenDyslexic'))).toBe(true);
  });
});

describe('guest preferences', () => {
  it('survive a reload and apply before the app runs', async () => {
    const page = await freshPage();
    await page.goto(app('/'));
    await waitForStartup(page);
    await setFontSize(page, 'xlarge');
    await page.getByTestId('accessibility-open').click();
    await page.getByTestId('a11y-backgroundColor-default').uncheck();
    await page.getByTestId('a11y-backgroundColor').fill('#ffeecc');
    await page.keyboard.press('Escape');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('accessibility_settings')))!)).toMatchObject({
      fontSize: 'xlarge',
      backgroundColor: '#ffeecc',
    });

    // Without any app script, the inline pre-paint script alone applies the settings.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await fontSizeVar(page)).toBe('1.25rem');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 238, 204)');
    await page.unroute(/\/assets\/.*\.js$/);

    await page.reload();
    await waitForStartup(page);
    await page.getByTestId('accessibility-open').click();
    await expect.poll(() => page.getByTestId('a11y-font-size').inputValue()).toBe('xlarge');
    await page.getByTestId('a11y-reset').click();
    expect(await page.evaluate(() => localStorage.getItem('accessibility_settings'))).toBeNull();
    expect(await fontSizeVar(page)).toBe('1rem');
  });

  it('corrupted local storage falls back to defaults and is repaired', async () => {
    const page = await freshPage();
    await page.goto(app('/'));
    await page.evaluate(() => {
      localStorage.setItem('accessibility_settings', '{"fontSize":');
      localStorage.setItem('summit.locale.v1', 'not json');
    });
    await page.reload();
    await waitForStartup(page);
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    // Each key is repaired when its feature first reads it: the header's settings load after the first paint.
    const stored = (key: string) => page.evaluate((k) => { try { return JSON.parse(localStorage.getItem(k) ?? 'null'); } catch { return null; } }, key);
    await expect.poll(() => stored('summit.locale.v1')).toMatchObject({ locale: 'en-US', source: 'device' });
    await expect.poll(() => stored('accessibility_settings')).toMatchObject({ fontSize: 'medium' });
  });

  it('switching the language re-renders the page in that language', async () => {
    const page = await freshPage();
    await page.goto(app('/'));
    // A CSS locator: while the dialog is open Headless UI hides the rest of the page from the accessibility tree.
    const home = page.locator('.main-nav a').first();
    await expect.poll(() => home.textContent()).toBe('Home');
    await page.getByTestId('locale-open').click();
    await page.getByTestId('locale-language').selectOption('fr-FR');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await expect.poll(() => home.textContent()).toBe('Accueil');
    await expect.poll(() => page.getByTestId('locale-use-device').getAttribute('aria-checked')).toBe('false');
    await page.getByTestId('locale-reset').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await expect.poll(() => home.textContent()).toBe('Home');
    await expect.poll(() => page.getByTestId('locale-use-device').getAttribute('aria-checked')).toBe('true');
  });

  it('the dyslexia font is not precached; once turned on online it is kept and still used offline', async () => {
    const page = await freshPage('allow');
    await page.goto(app('/faq'));
    await serviceWorkerInControl(page);
    const dyslexiaFontLoaded = () =>
      page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'OpenDyslexic' && face.status === 'loaded'));
    const cachedFonts = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) if (/opendyslexic/.test(request.url)) urls.push(`${name} ${request.url}`);
        }
        return urls;
      });
    expect(await cachedFonts()).toEqual([]);

    await page.getByTestId('accessibility-open').click();
    await page.getByTestId('a11y-dyslexia').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('accessibility-panel').waitFor({ state: 'detached' });
    await expect.poll(dyslexiaFontLoaded, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await cachedFonts()).filter((entry) => entry.startsWith('summit-optional-fonts ')).length).toBeGreaterThan(0);

    await context!.setOffline(true);
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dyslexia-font'))).toBe(true);
    await expect.poll(dyslexiaFontLoaded, { timeout: 15_000 }).toBe(true);
  });
});
