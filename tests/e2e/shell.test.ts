// The shell in a real browser: navigation, footer, account and booking buttons, mobile menu from the keyboard,
// scroll progress, skip link, the crash screen and the contact form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, mainHeading, openSession, waitForHeading, type Session } from './shell-helpers';

const TAGLINE = 'Personalized online tutoring for every learner';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(() => closeSession(s));

describe('header and footer', () => {
  it('main navigation has the 8 links of the spec, in order', async () => {
    await s.page.goto(s.url('/'));
    await mainHeading(s.page);
    const links = s.page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    const found = await links.evaluateAll((els) => els.map((a) => [a.textContent?.trim(), new URL((a as HTMLAnchorElement).href).pathname]));
    expect(found).toEqual([
      ['Home', '/'],
      ['Mission', '/mission'],
      ['Meet the Team', '/meet-the-team'],
      ['Our Teaching', '/teaching'],
      ['Courses', '/courses'],
      ['AI Tutor Models', '/tutor-models'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
    ]);
  });

  it('Sign In goes to /auth and Book a Session to /pricing', async () => {
    await s.page.goto(s.url('/mission'));
    await mainHeading(s.page);
    await s.page.getByRole('banner').getByRole('link', { name: 'Book a Session' }).click();
    await s.page.waitForURL((url) => url.pathname === '/pricing');
    await waitForHeading(s.page, 'Pricing');
    await s.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await s.page.waitForURL((url) => url.pathname === '/auth');
  });

  it('footer links every page of the spec and shows the AI Tutor as a disabled entry', async () => {
    await s.page.goto(s.url('/'));
    await mainHeading(s.page);
    const footer = s.page.getByRole('contentinfo');
    const paths = await footer.getByRole('link').evaluateAll((els) =>
      els.filter((a) => (a as HTMLAnchorElement).href).map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(paths.sort()).toEqual(
      ['/', '/mission', '/tutors', '/teaching', '/pricing', '/contact', '/terms', '/privacy', '/refund-policy', '/cookie-policy', '/faq'].sort(),
    );
    const disabled = footer.getByText('AI Tutor (Under Maintenance)');
    expect(await disabled.getAttribute('aria-disabled')).toBe('true');
    expect(await disabled.evaluate((el) => el.closest('a[href]'))).toBeNull();
  });

  it('the footer links open real pages (no dead links)', async () => {
    for (const [path, heading] of [
      ['/tutors', 'Find a tutor'],
      ['/refund-policy', 'Refund Policy'],
      ['/cookie-policy', 'Cookie Policy'],
    ]) {
      await s.page.goto(s.url('/'));
      await mainHeading(s.page);
      await s.page.getByRole('contentinfo').locator(`a[href="${path}"]`).click();
      await s.page.waitForURL((url) => url.pathname === path);
      await waitForHeading(s.page, heading);
    }
  });

  it('the skip link moves focus to the main content', async () => {
    await s.page.goto(s.url('/'));
    await mainHeading(s.page);
    await s.page.keyboard.press('Tab');
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await s.page.keyboard.press('Enter');
    await s.page.waitForFunction(() => document.activeElement?.id === 'main-content');
  });

  it('<html lang> follows the language', async () => {
    await s.page.goto(s.url('/'));
    await mainHeading(s.page);
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  });
});

describe('mobile menu', () => {
  it('is reachable and opens from the keyboard at a narrow viewport', async () => {
    const page = await s.context.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(s.url('/'));
    await mainHeading(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);

    let reached = false;
    for (let i = 0; i < 10 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle') ?? false);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');

    const open = page.getByRole('button', { name: 'Close menu' });
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const controlled = await open.getAttribute('aria-controls');
    expect(await page.locator(`[id="${controlled}"]`).isVisible()).toBe(true);
    for (const name of ['Home', 'Mission', 'Contact']) expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);

    // The next Tab goes into the menu; following a link closes it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await nav.getByRole('link', { name: 'Mission' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/mission');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    // Escape closes it and gives focus back to the toggle.
    await page.getByRole('button', { name: 'Open menu' }).press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    await page.close();
  });
});

describe('scroll progress', () => {
  it('follows the scroll and gets a stronger shadow after 20px', async () => {
    const page = await s.context.newPage();
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.goto(s.url('/terms'));
    await mainHeading(page);
    const track = page.locator('.scroll-progress');
    const state = () =>
      track.evaluate((el) => ({
        scrolled: (el as HTMLElement).dataset.scrolled,
        shadow: getComputedStyle(el).boxShadow,
        width: (el.firstElementChild as HTMLElement).getBoundingClientRect().width,
      }));
    const top = await state();
    expect(top.scrolled).toBe('false');
    expect(top.width).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(150);
    expect((await state()).scrolled).toBe('false');

    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => (document.querySelector('.scroll-progress') as HTMLElement).dataset.scrolled === 'true');
    await page.waitForTimeout(300); // the shadow transitions
    const scrolled = await state();
    expect(scrolled.shadow).not.toBe(top.shadow);
    const blur = (shadow: string) => Number(/(\d+(?:\.\d+)?)px\s+(\d+(?:\.\d+)?)px\s+(\d+(?:\.\d+)?)px/.exec(shadow)?.[3] ?? 0);
    expect(blur(scrolled.shadow)).toBeGreaterThan(blur(top.shadow));
    expect(scrolled.width).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => {
      const bar = document.querySelector('.scroll-progress__bar') as HTMLElement;
      return Math.abs(bar.getBoundingClientRect().width - window.innerWidth) < 2;
    });
    await page.close();
  });
});

describe('crash screen', () => {
  const CRASH = '/dev/graph-debug-live?crash=1';
  const texts = [
    'Something went wrong',
    'The page crashed while loading. This might be due to a JavaScript error or missing dependency.',
    'If this problem persists, please check the browser console for error details.',
  ];

  async function openCrash() {
    await s.page.goto(s.url(CRASH));
    expect(await mainHeading(s.page)).toBe('Something went wrong');
    for (const text of texts) expect(await s.page.getByText(text, { exact: true }).isVisible()).toBe(true);
    // A marker that only survives client-side navigation: gone after a real page load.
    await s.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  }
  const marker = () => s.page.evaluate(() => (window as unknown as { __marker?: number }).__marker ?? null);

  it('shows its texts when a page throws, and Reload Page reloads the page', async () => {
    await openCrash();
    await Promise.all([s.page.waitForEvent('load'), s.page.getByRole('button', { name: 'Reload Page' }).click()]);
    expect(await marker()).toBeNull();
    expect(s.page.url()).toBe(s.url(CRASH));
    expect(await mainHeading(s.page)).toBe('Something went wrong');
  });

  it('Go to Home loads the home page', async () => {
    await openCrash();
    await Promise.all([s.page.waitForEvent('load'), s.page.getByRole('button', { name: 'Go to Home' }).click()]);
    expect(await marker()).toBeNull();
    expect(new URL(s.page.url()).pathname).toBe('/');
    expect(await mainHeading(s.page)).toBe(TAGLINE);
  });

  it('navigating away from a crashed page renders the next page; without the query the page works', async () => {
    await openCrash();
    await s.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mission' }).click();
    await waitForHeading(s.page, 'Our mission');
    expect(await marker()).toBe(1); // in-app navigation, no reload needed
    await s.page.goto(s.url('/dev/graph-debug-live'));
    expect(await mainHeading(s.page)).toBe('Live graph debug');
  });
});

describe('contact form', () => {
  it('validates fields before sending and says plainly that sending is not connected yet', async () => {
    await s.page.goto(s.url('/contact'));
    expect(await mainHeading(s.page)).toBe('Contact us');
    const form = s.page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const text of ['Please enter your name', 'Please enter your email address', 'Please enter a message']) {
      expect(await form.getByText(text).isVisible()).toBe(true);
    }
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await form.getByLabel('Your name').fill('Ana');
    await form.getByLabel('Email address').fill('ana@example');
    await form.getByLabel('Message').fill('When can I book a maths session?');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await form.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(await form.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Email address').fill('ana@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText(/Sending messages is not available yet/).waitFor();
    // Nothing typed is lost.
    expect(await form.getByLabel('Message').inputValue()).toBe('When can I book a maths session?');
  });
});
