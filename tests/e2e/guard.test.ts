// The admin guard on /founder-hub, /founder/tutors/{id} and /founder/ai, in real Chromium against the local stack,
// and the server side that actually protects admin data: RLS through PostgREST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoAccounts, demoPassword } from '../support/env';
import { signIn, signInDemoAal2 } from '../support/db';
import { axeViolations } from './a11y-helpers';
import { appUrl, completeCodeStep, newPage, signInAs, startBrowser } from './auth-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(() => browser?.close());

/** The page's main heading becomes `text`: after an in-app navigation or a redirect the old page's heading (or none)
 * may still show until the new route's code has rendered. */
const headingBecomes = (page: import('playwright-core').Page, text: string) =>
  expect.poll(async () => (await page.locator('main h1').first().textContent())?.trim(), { timeout: 15_000 }).toBe(text);

async function alertsFor(email: string): Promise<Array<{ email: string; context: string; user_agent: string; occurred_at: string }>> {
  const admin = await signInDemoAal2('admin');
  const { data, error } = await admin.from('security_alerts').select('email, context, user_agent, occurred_at').eq('email', email);
  if (error) throw new Error(error.message);
  return data ?? [];
}

describe('admin guard', () => {
  it("a guest is sent to sign in and returns to the hub after signing in as an admin", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/founder-hub'));
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/founder-hub');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Email').fill(demoAccounts.admin);
    await panel.getByLabel('Password').fill(demoPassword);
    await panel.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/founder-hub');
    // The password alone is not enough for the founder pages: the code step comes first.
    await completeCodeStep(page, demoAccounts.admin);
    await headingBecomes(page, 'Founder Hub');
    await context.close();
  });

  it("says 'Verifying access...' while it checks", async () => {
    // page.route does not see requests once the service worker controls the page, so keep it out of this test.
    const { context, page } = await newPage(browser, { serviceWorkers: 'block' });
    await signInAs(page, demoAccounts.founder, demoPassword);
    // An expired access token must be refreshed before the session is known; hold the refresh back a little. The
    // token expires as the next document starts, before the app's code runs: expired in the open page, it could be
    // refreshed there by supabase-js's own timer (it reads the stored session every 30 s), and the next page would
    // start with a fresh token and no refresh to wait for.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('token-expired')) return;
      sessionStorage.setItem('token-expired', '1');
      const stored = JSON.parse(localStorage.getItem('sb-auth-token')!);
      localStorage.setItem('sb-auth-token', JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    });
    let refreshed = 0;
    await page.route('**/auth/v1/token**', async (route) => {
      if (route.request().method() !== 'OPTIONS') refreshed += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(appUrl('/founder/ai'));
    await page.getByText('Verifying access...').waitFor({ timeout: 10_000 });
    await headingBecomes(page, 'AI operations');
    expect(refreshed).toBeGreaterThan(0);
    await context.close();
  });

  it.each([
    ['founder', demoAccounts.founder],
    ['admin', demoAccounts.admin],
  ])('the %s reaches every founder page', async (_, email) => {
    const { context, page } = await newPage(browser);
    await signInAs(page, email, demoPassword);
    await page.goto(appUrl('/founder-hub'));
    await headingBecomes(page, 'Founder Hub');
    await page.goto(appUrl('/founder/tutors/123'));
    await headingBecomes(page, 'Tutor details');
    await page.goto(appUrl('/lead-dashboard'));
    await page.waitForURL((url) => url.pathname === '/founder-hub');
    await headingBecomes(page, 'Founder Hub');
    await context.close();
  });

  it('every admin page is reachable from the hub: the tutors table (search, status) and the AI operations link', async () => {
    const client = await signInDemoAal2('founder');
    const { data } = await client.auth.getSession();
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/'));
    await page.evaluate((session) => localStorage.setItem('sb-auth-token', session), JSON.stringify(data.session));
    await page.goto(appUrl('/founder-hub'));
    await headingBecomes(page, 'Founder Hub');
    expect(await page.getByTestId('revenue').first().evaluate((el) => el.previousElementSibling?.textContent)).toMatch(/^Booked value per currency/);
    const table = page.getByTestId('hub-tutors');
    await table.getByRole('searchbox', { name: 'Search by name' }).fill('whitaker');
    await expect.poll(() => table.getByTestId('hub-tutor').count()).toBe(1);
    expect(await table.getByTestId('hub-tutor').textContent()).toContain('Approved and visible');
    await table.getByRole('link', { name: 'James Whitaker' }).click();
    await page.waitForURL((url) => /^\/founder\/tutors\/[0-9a-f-]{36}$/.test(url.pathname));
    await headingBecomes(page, 'Tutor details');
    await page.goBack();
    await page.getByRole('navigation', { name: 'Founder pages' }).getByRole('link', { name: 'AI operations' }).click();
    await page.waitForURL((url) => url.pathname === '/founder/ai');
    await headingBecomes(page, 'AI operations');
    await context.close();
  });

  it('a session ended on the server (signed out elsewhere) is not let in, though its token has not expired', async () => {
    const client = await signInDemoAal2('admin');
    const { data } = await client.auth.getSession();
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/'));
    await page.evaluate((session) => localStorage.setItem('sb-auth-token', session), JSON.stringify(data.session));
    // Ends this session only (the demo admin's other sessions stay): its access token stays valid for PostgREST.
    await client.auth.signOut({ scope: 'local' });
    await page.goto(appUrl('/founder-hub'));
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/founder-hub');
    expect(await page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();
    await context.close();
  });

  it("a student goes to '/', sees Access Denied, and the attempt is recorded", async () => {
    const before = (await alertsFor(demoAccounts.student)).length;
    const { context, page } = await newPage(browser);
    await signInAs(page, demoAccounts.student, demoPassword);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await page.goto(appUrl('/founder/tutors/42'));
    await page.waitForURL((url) => url.pathname === '/');
    const toast = page.locator('[aria-live="assertive"]').getByRole('listitem').filter({ hasText: 'Access Denied' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("You don't have permission to access this page.");
    expect(await page.getByRole('heading', { name: 'Tutor details' }).count()).toBe(0);

    await expect.poll(async () => (await alertsFor(demoAccounts.student)).length, { timeout: 10_000 }).toBe(before + 1);
    const latest = (await alertsFor(demoAccounts.student)).sort((a, b) => a.occurred_at.localeCompare(b.occurred_at)).at(-1)!;
    expect(latest.context).toContain('/founder/tutors/42');
    expect(latest.user_agent).toBe(userAgent);
    expect(Date.now() - new Date(latest.occurred_at).getTime()).toBeLessThan(60_000);

    // The toast can be dismissed with its button, from the keyboard; focused, it stays, and the page with it passes axe.
    await toast.getByRole('button', { name: /dismiss/i }).focus();
    expect(await axeViolations(page, 'Access Denied shown')).toEqual([]);
    await page.keyboard.press('Enter');
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a destructive toast closes on its own after about 4 s', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, demoAccounts.student, demoPassword);
    await page.goto(appUrl('/founder-hub'));
    const toast = page.locator('[aria-live="assertive"]').getByRole('listitem').filter({ hasText: 'Access Denied' });
    await toast.waitFor();
    const shownAt = Date.now();
    await page.mouse.move(0, 0);
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3000);
    await context.close();
  });
});

describe('admin data is protected on the server', () => {
  it("a student's token reads nothing from security_alerts, an admin's does", async () => {
    const student = await signIn(demoAccounts.student);
    const own = await student.from('security_alerts').insert({ email: demoAccounts.student, context: 'rls check', user_agent: 'test' });
    expect(own.error).toBeNull();
    const read = await student.from('security_alerts').select('*');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const roles = await student.from('user_roles').select('user_id, role');
    expect(roles.data).toHaveLength(1);
    expect(roles.data?.[0].role).toBe('student');

    const admin = await signInDemoAal2('admin');
    const all = await admin.from('security_alerts').select('email').eq('context', 'rls check');
    expect(all.data?.length).toBeGreaterThan(0);
  });

  it('a student cannot make themselves admin', async () => {
    const student = await signIn(demoAccounts.student);
    const { data: me } = await student.auth.getUser();
    const update = await student.from('user_roles').update({ role: 'admin' }).eq('user_id', me.user!.id).select();
    expect(update.data ?? []).toEqual([]);
    const { data } = await student.from('user_roles').select('role').eq('user_id', me.user!.id).single();
    expect(data?.role).toBe('student');
  });
});
