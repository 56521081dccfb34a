// Without a mouse: the navigation, the mobile menu, both side panels (Language & Region, Accessibility), the auth
// forms and the contact form work from the keyboard, every focused control shows a visible focus indicator, and a
// closed menu, panel or dialog gives focus back to the control that opened it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, testEnv } from '../support/env';
import { launchBrowser } from '../support/browser';
import { settle } from './a11y-helpers';

const url = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(path: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(url(path));
  await settle(page);
  return { context, page };
}

/** The focused element, described, and whether it shows a focus indicator (outline or ring) inside the viewport. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: 'body', name: '', visible: false, testId: null as string | null };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const rect = el.getBoundingClientRect();
    const onScreen = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
    const name = (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').trim().replace(/\s+/g, ' ');
    return {
      id: `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${name.slice(0, 30)}"`,
      name,
      visible: (outline || ring) && onScreen,
      testId: el.getAttribute('data-testid'),
    };
  });
}

/** Presses Tab until `match` is focused (at most `limit` times); every stop on the way must show its focus. */
async function tabTo(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, limit = 40, key = 'Tab') {
  const unseen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (!f.visible) unseen.push(f.id);
    if (match(f)) {
      expect(unseen, 'focus not visible on').toEqual([]);
      return f;
    }
  }
  throw new Error(`not reached with ${key} in ${limit} presses; focus not visible on: ${unseen.join(', ')}`);
}

describe('keyboard only', () => {
  it('the whole header and navigation of every page can be walked with Tab, focus always visible; Enter follows a link', async () => {
    const { context, page } = await open('/');
    // Forward through the header to the last navigation link, then Enter.
    await tabTo(page, (f) => f.name === 'Contact');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/contact');
    await settle(page);
    // Shift+Tab walks back the same way, focus still visible.
    await tabTo(page, (f) => f.name === 'Pricing', 40, 'Shift+Tab');
    // From the top of the page the skip link comes first and moves focus to the main content.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Home');
    await page.goto(url('/faq'));
    await settle(page);
    const first = await tabTo(page, () => true, 1);
    expect(first.id).toMatch(/^a\./);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await context.close();
  });

  it('the mobile menu opens, is walked and closes with the keyboard, focus back on its toggle', async () => {
    const { context, page } = await open('/', 320);
    await tabTo(page, (f) => f.id.startsWith('button.menu-toggle'));
    await page.keyboard.press('Enter');
    await page.locator('.site-menu[data-open="true"]').waitFor();
    await tabTo(page, (f) => f.name === 'Mission');
    await tabTo(page, (f) => f.testId === 'accessibility-open');
    await page.keyboard.press('Escape');
    await page.locator('.site-menu[data-open="true"]').waitFor({ state: 'detached' });
    expect((await focused(page)).id).toMatch(/^button\.menu-toggle/);
    await context.close();
  });

  for (const width of [1280, 320]) {
    it(`both side panels work from the keyboard at ${width} px and give focus back to their button`, async () => {
      const { context, page } = await open('/', width);
      if (width === 320) {
        await tabTo(page, (f) => f.id.startsWith('button.menu-toggle'));
        await page.keyboard.press('Enter');
      }
      // Language & Region: open with Enter, change the language with the arrow keys, close with Escape.
      await tabTo(page, (f) => f.testId === 'locale-open');
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('locale-panel');
      await panel.getByRole('heading', { level: 2 }).waitFor();
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="locale-panel"]'))).toBe(true);
      await tabTo(page, (f) => f.testId === 'locale-language');
      await page.keyboard.press('ArrowDown'); // en-US → en-GB
      await page.waitForFunction(() => document.documentElement.lang === 'en-GB');
      await page.keyboard.press('ArrowUp');
      await page.waitForFunction(() => document.documentElement.lang === 'en-US');
      // Focus stays inside the open panel.
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="locale-panel"]'))).toBe(true);
        expect((await focused(page)).visible).toBe(true);
      }
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      // Focus moves back on the frame after the panel closed (use-focus-back-on-close), not with its removal.
      await expect.poll(async () => (await focused(page)).testId).toBe('locale-open');

      // Accessibility: open with Space, pick the largest font size from the keyboard, close with its Close button.
      await tabTo(page, (f) => f.testId === 'accessibility-open');
      await page.keyboard.press('Space');
      const a11y = page.getByTestId('accessibility-panel');
      await a11y.getByRole('heading', { level: 2 }).waitFor();
      await tabTo(page, (f) => f.testId === 'a11y-font-size');
      await page.keyboard.press('End');
      await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '20px');
      await page.keyboard.press('Home');
      await tabTo(page, (f) => f.name === 'Close' || /close/i.test(f.name));
      await page.keyboard.press('Enter');
      await a11y.waitFor({ state: 'detached' });
      await expect.poll(async () => (await focused(page)).testId).toBe('accessibility-open');
      await context.close();
    });
  }

  it('the auth forms: tabs with the arrow keys, the forgot-password dialog returns focus, sign-in with Enter', async () => {
    const { context, page } = await open('/auth');
    await tabTo(page, (f) => f.name === 'Sign in' && f.id.startsWith('button'));
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toBe('Sign up');
    await page.getByRole('tabpanel').waitFor();
    // An empty sign-up submitted from the keyboard shows its errors.
    await tabTo(page, (f) => f.id.startsWith('button') && /sign up|create/i.test(f.name));
    await page.keyboard.press('Enter');
    await page.getByRole('tabpanel').getByText('Please enter a valid email address').first().waitFor();
    // Back to Sign in, into the form.
    await tabTo(page, (f) => f.name === 'Sign up', 40, 'Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).name).toBe('Sign in');
    // Forgot password: the dialog opens with Enter, traps focus, and Escape gives focus back to its button.
    // (A button: the focusable tab panel's text holds the button's words too.)
    const forgot = await tabTo(page, (f) => f.id.startsWith('button') && /forgot/i.test(f.name));
    await page.keyboard.press('Enter');
    // (Its panel: the dialog's own box is empty, the panel is a fixed layer inside it.)
    await page.getByRole('dialog').getByRole('heading', { level: 2 }).waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe(forgot.name);
    // Sign in: type into the fields and press Enter.
    await tabTo(page, (f) => f.id.startsWith('input') && f.name === 'email', 40, 'Shift+Tab');
    await page.keyboard.type(demoAccounts.student);
    await page.keyboard.press('Tab');
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 15_000 });
    await context.close();
  });

  it('the contact form: errors move focus to the first wrong field; a filled form is sent with Enter', async () => {
    const { context, page } = await open('/contact');
    await tabTo(page, (f) => f.id.startsWith('input') && f.name === 'name');
    await tabTo(page, (f) => f.id.startsWith('button') && f.name === 'Send message');
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toBe('name');
    await page.keyboard.type('Ana Gómez');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana@example.org');
    await page.keyboard.press('Tab');
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.type('I would like to book a trial lesson.');
    await tabTo(page, (f) => f.id.startsWith('button') && f.name === 'Send message');
    await page.keyboard.press('Enter');
    await page.getByText(/Sending messages is not available yet|Thank you, your message has been sent/).first().waitFor();
    await context.close();
  });
});
