// One truth for who is an admin: the founder pages' guard and the Dashboard's Founder Hub link follow user_roles,
// as the database's is_admin() does. A role granted or taken away with SQL (no auth event) shows at the user's next
// in-app navigation, without a reload; an admin is an admin by role, whatever the email address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type pg from 'pg';
import { adminDb, createUser, type TestUser } from '../support/db';
import { signInTestStaffAal2 } from '../support/fixtures';
import { demoAccounts } from '../support/env';
import { newPage, signInAs, startBrowser } from './auth-helpers';
import { waitForHeading } from './shell-helpers';

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await startBrowser();
  db = await adminDb();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const setRole = (user: TestUser, role: string) =>
  db.query(
    `insert into public.user_roles (user_id, role) values ($1, $2)
     on conflict (user_id) do update set role = excluded.role`,
    [user.id, role],
  );
const removeRole = (user: TestUser) => db.query('delete from public.user_roles where user_id = $1', [user.id]);

/** In-app navigation (no document load), as a link would do it: a new history entry the router picks up. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function alertContexts(email: string): Promise<string[]> {
  const admin = await signInTestStaffAal2('admin'); // security alerts are admin data: aal2
  const { data, error } = await admin.from('security_alerts').select('context').eq('email', email);
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => row.context as string);
}

describe('roles from user_roles decide the founder pages and the Dashboard link', () => {
  it('an admin whose email is not a demo address passes; the role taken away is refused at the next navigation, no reload', async () => {
    const user = await createUser(db, 'Ines Admin');
    expect(Object.values(demoAccounts)).not.toContain(user.email);
    await setRole(user, 'admin');
    // Admin rights need the second factor: this admin has an authenticator, as every admin must.
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'Test authenticator', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`,
      [user.id],
    );

    const { context, page } = await newPage(browser);
    await signInAs(page, user.email, user.password);
    await page.getByTestId('dashboard-role').filter({ hasText: 'Admin' }).waitFor();
    const hubLink = page.getByRole('main').getByRole('link', { name: 'Founder Hub' });
    await hubLink.click();
    await page.waitForURL((url) => url.pathname === '/founder-hub');
    await waitForHeading(page, 'Founder Hub');
    await markDocument(page);

    // Role removed in the database: no auth event, no reload. The next navigation to a founder page is refused.
    await removeRole(user);
    await navigateInApp(page, '/founder/ai');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.locator('[aria-live="assertive"]').getByRole('listitem').filter({ hasText: 'Access Denied' }).waitFor();
    expect(await page.getByRole('heading', { name: 'AI operations' }).count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => alertContexts(user.email), { timeout: 10_000 }).toContainEqual(expect.stringContaining('/founder/ai'));

    // The Dashboard agrees at its next visit: Student, no Founder Hub link.
    await page.locator('.site-header').getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByTestId('dashboard-role').filter({ hasText: 'Student' }).waitFor();
    expect(await hubLink.count()).toBe(0);

    // Granted again (founder), again without a reload: the link and the hub are back.
    await setRole(user, 'founder');
    await navigateInApp(page, '/founder-hub');
    await waitForHeading(page, 'Founder Hub');
    await navigateInApp(page, '/dashboard');
    await page.getByTestId('dashboard-role').filter({ hasText: 'Founder' }).waitFor();
    await hubLink.waitFor();
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('reads of rows that may not exist', () => {
  it('a signed-in page load gets no 406 for a user with no role row and no saved language', async () => {
    const user = await createUser(db, 'No Rows');
    try {
      await removeRole(user);
      const { context, page } = await newPage(browser);
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 406) refused.push(new URL(response.url()).pathname);
      });
      await signInAs(page, user.email, user.password);
      await expect.poll(() => page.getByTestId('dashboard-role').textContent()).toBe('Student');
      await page.goto(page.url().replace(/\/dashboard.*$/, '/learner-profiles'));
      await page.locator('main form').waitFor();
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
      await context.close();
    } finally {
      await db.query('delete from auth.users where id = $1', [user.id]);
    }
  });
});
