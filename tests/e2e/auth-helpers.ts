// Shared by the auth and guard browser tests: one Chromium per file, a fresh context (own storage) per test, form
// helpers, and auth-service instances configured differently from the stack's (sign-up disabled, rate limits …)
// that a page's auth requests can be sent to, as a hosted project configured that way would answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { createAuthService } from '../../supabase/local/auth/index.mjs';
import { testAuthEnv, testProfile } from '../../supabase/local/config.mjs';
import { launchBrowser } from '../support/browser';
import { demoTotpFactor, signIn, totpCode } from '../support/db';
import { signedInContext } from '../support/browser-session';
import { demoAccounts, testEnv } from '../support/env';

export const appUrl = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export async function startBrowser(): Promise<Browser> {
  return launchBrowser();
}

export async function newPage(
  browser: Browser,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * A page that opens signed in as the user: the session is made through supabase-js and handed to a new context
 * (tests/support/browser-session.ts). For the tests of everything but signing in itself.
 */
export async function newSignedInPage(
  browser: Browser,
  user: { email: string; password: string },
  path = '/dashboard',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, await signIn(user.email, user.password));
  const page = await context.newPage();
  await page.goto(appUrl(path));
  return { context, page };
}

/** Requests the page sends to the auth service, by path under /auth/v1 (e.g. '/token', '/logout'). */
export function recordAuthRequests(page: Page): { all: Request[]; to(path: string): Request[] } {
  const all: Request[] = [];
  const prefix = `${testEnv.apiUrl.replace(/\/$/, '')}/auth/v1`;
  page.on('request', (request) => {
    if (request.url().startsWith(prefix) && request.method() !== 'OPTIONS') all.push(request);
  });
  return {
    all,
    to: (path) => all.filter((request) => new URL(request.url()).pathname === `/auth/v1${path}`),
  };
}

export async function openAuth(page: Page, tab: 'Sign in' | 'Sign up' | 'Magic link' = 'Sign in', query = '') {
  await page.goto(appUrl(`/auth${query}`));
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel').waitFor();
}

export async function fillSignIn(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
}

export async function submitSignIn(page: Page, email: string, password: string) {
  await fillSignIn(page, email, password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
}

const demoAdmins: string[] = [demoAccounts.founder, demoAccounts.admin];

/**
 * Signs in through the form. A demo founder or admin also passes the second factor, as a person would the first time
 * they open a founder page (the code of the seeded factor), so the session is at aal2; the page ends on /dashboard.
 */
export async function signInAs(page: Page, email: string, password: string) {
  await openAuth(page);
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  if (!demoAdmins.includes(email.toLowerCase()) && !(await hasTotpFactor(email))) return;
  await page.goto(appUrl('/founder-hub'));
  await completeCodeStep(page, email);
  await page.goto(appUrl('/dashboard'));
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Whether the account has a verified authenticator (then its admin pages ask for a code). */
async function hasTotpFactor(email: string): Promise<boolean> {
  return demoTotpFactor(email).then(
    () => true,
    () => false,
  );
}

/** Enters the code of a TOTP secret on the page's code form; a code already used (same 30 s step) is retried later. */
export async function enterTotpCode(page: Page, secret: string, submit: string): Promise<void> {
  const field = page.getByLabel('Six-digit code');
  for (let attempt = 0; attempt < 4; attempt++) {
    // Now, then the next step (accepted within one step of drift), then after the clock moved on.
    const at = attempt === 1 ? Date.now() + 30_000 : Date.now();
    await field.fill(totpCode(secret, at));
    await page.getByRole('button', { name: submit }).click();
    const outcome = await Promise.race([
      field.waitFor({ state: 'detached', timeout: 15_000 }).then(() => 'done' as const),
      page.getByTestId('account-error').filter({ hasText: /./ }).waitFor({ timeout: 15_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'done') return;
    if (attempt >= 1) await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('the TOTP code was refused four times');
}

/** On the second-factor step before the founder pages, enters the current code of the demo account's factor. */
export async function completeCodeStep(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor({ timeout: 15_000 });
  const factor = await demoTotpFactor(email);
  await enterTotpCode(page, factor.secret, 'Continue');
}

/** The text of the form's error (role=alert) once it appears. */
export async function formError(page: Page, timeout = 15_000): Promise<string> {
  const error = page.getByTestId('auth-error').first();
  await error.waitFor({ state: 'visible', timeout });
  return (await error.textContent())?.trim() ?? '';
}

export async function formSuccess(page: Page, timeout = 15_000): Promise<string> {
  const message = page.getByTestId('auth-success').first();
  await message.waitFor({ state: 'visible', timeout });
  return (await message.textContent())?.trim() ?? '';
}

export async function headerAccountLinks(page: Page): Promise<string[]> {
  // Visible ones only: before hydration a prerendered header holds both, one hidden by CSS (html.has-session).
  return page
    .locator('.site-header a[href="/auth"], .site-header a[href="/dashboard"]')
    .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.textContent ?? ''));
}

const running: Array<() => Promise<void>> = [];

/** Another instance of the local auth service (same database and inbox), configured by GoTrue variables. */
export async function startConfiguredAuth(env: Record<string, string>): Promise<string> {
  const smtpPort = Number(process.env.SUMMIT_SMTP_PORT ?? testProfile.smtpPort);
  let service: ReturnType<typeof createAuthService> | undefined;
  const server = http.createServer((req, res) => {
    req.url = (req.url ?? '/').replace(/^\/auth\/v1/, '') || '/';
    void service!.handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service = createAuthService({
    databaseUrl: testEnv.dbUrl,
    jwtSecret: testEnv.jwtSecret,
    apiUrl: url,
    siteUrl: testEnv.appUrl,
    smtp: { host: '127.0.0.1', port: smtpPort },
    env: { ...testAuthEnv, GOTRUE_URI_ALLOW_LIST: `${testEnv.appUrl}/**`, ...env },
  });
  running.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await service!.close();
  });
  return url;
}

export async function stopConfiguredAuth(): Promise<void> {
  await Promise.all(running.splice(0).map((stop) => stop()));
}

/**
 * Sends the page's auth requests (not the CORS preflight, which the gateway answers) to `instanceUrl` and hands the
 * real answer back, with the CORS headers the gateway would add.
 */
export async function routeAuthTo(page: Page, instanceUrl: string): Promise<void> {
  const prefix = `${testEnv.apiUrl.replace(/\/$/, '')}/auth/v1`;
  await page.route(`${prefix}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.continue();
    const target = request.url().replace(prefix, instanceUrl);
    const response = await route.fetch({ url: target });
    const origin = new URL(testEnv.appUrl).origin;
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' },
    });
  });
}
