// Shared by the shell, route and accessibility browser tests: one Chromium, a fresh context per test file.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { testEnv } from '../support/env';

export type Session = { browser: Browser; context: BrowserContext; page: Page; url: (path: string) => string };

export async function openSession(viewport = { width: 1280, height: 800 }, options: BrowserContextOptions = {}): Promise<Session> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const base = testEnv.appUrl.replace(/\/$/, '');
  return { browser, context, page, url: (path) => `${base}${path}` };
}

/**
 * Makes every page of the context report Content-Security-Policy violations on its console. Saved accessibility
 * settings make the pre-paint script of index.html do its work on every page, so a script the policy blocks counts.
 */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem('summit.accessibility.applied.v1', JSON.stringify({ fontSize: 'xlarge', dyslexiaFriendlyFont: true }));
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

/** Adds the page's Content-Security-Policy violations (see reportCspViolations) to `violations`. */
export function collectCspViolations(page: Page, violations: string[]): void {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

export async function closeSession(session: Session | undefined): Promise<void> {
  await session?.browser.close();
}

/** The page's main heading once the lazy page has rendered (the spinner has none). */
export async function mainHeading(page: Page, timeout = 30_000): Promise<string> {
  const heading = page.locator('main h1').first();
  await heading.waitFor({ state: 'visible', timeout });
  // A prerendered page (html[data-route]) shows its heading before any module runs; it answers clicks and keys once
  // it has hydrated (the language button mounts then).
  await page.waitForFunction(() => !document.documentElement.dataset.route || !!document.querySelector('.locale-button'), undefined, {
    timeout,
  });
  return (await heading.textContent())?.trim() ?? '';
}

/** Waits until the main heading reads `text` (after in-app navigation the previous page stays until the next loads). */
export async function waitForHeading(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('main h1')?.textContent?.trim() === expected, text, { timeout });
}
