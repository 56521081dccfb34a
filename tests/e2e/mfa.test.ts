// Admins need the second factor, in Chromium against the local stack: an admin without a factor is sent to set one
// up; enrolling on the dashboard (QR code and setup key) → sign out → sign in → the founder hub asks for a code, a
// wrong one is refused, the right one opens it. The admin is this file's own.
import type { Browser, Page } from 'playwright-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUser, totpCode } from '../support/db';
import { appUrl, enterTotpCode, newPage, openAuth, startBrowser, submitSignIn } from './auth-helpers';
import { axeViolations, WCAG2_TAGS } from './a11y-helpers';

let browser: Browser;
let db: pg.Client;
// An admin of this file's own, without a factor (every admin has one in the demo data, shared by other files).
let email: string;
let password: string;

beforeAll(async () => {
  browser = await startBrowser();
  db = await adminDb();
  const admin = await createUser(db, 'Factor Admin');
  await db.query(`update public.user_roles set role = 'admin' where user_id = $1`, [admin.id]);
  ({ email, password } = admin);
});

afterAll(async () => {
  await browser?.close();
  await db?.end();
});

async function signInWithPassword(page: Page) {
  await openAuth(page);
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
}

const axe = (page: Page) => axeViolations(page, page.url(), WCAG2_TAGS);

describe('second factor for admins', () => {
  it('enroll → sign out → sign in → the founder hub asks for a code → the right code opens it', async () => {
    const { context, page } = await newPage(browser);
    await signInWithPassword(page);

    // Without a factor the founder hub loads nothing and says to set one up first.
    await page.goto(appUrl('/founder-hub'));
    await page.getByRole('heading', { name: 'Set up two-step verification first' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Founder Hub' }).count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('link', { name: 'Set up two-step verification' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // Enroll from the dashboard, keyboard only.
    const start = page.getByRole('button', { name: 'Set up two-step verification' });
    await start.focus();
    await page.keyboard.press('Enter');
    const qr = page.getByRole('img', { name: 'QR code that adds Summit to an authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await axe(page)).toEqual([]);
    await enterTotpCode(page, secret, 'Turn on');
    await page.getByTestId('two-step-on').waitFor();
    expect((await db.query(`select status from auth.mfa_factors f join auth.users u on u.id = f.user_id where u.email = $1`, [email])).rows).toEqual([
      { status: 'verified' },
    ]);

    // Sign out, sign in again with the password: the hub asks for the code before anything loads.
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInWithPassword(page);
    await page.goto(appUrl('/founder-hub'));
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Founder Hub' }).count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Six-digit code').fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('account-error').filter({ hasText: 'That code is not right' }).waitFor();
    await enterTotpCode(page, secret, 'Continue');
    await page.getByRole('heading', { name: 'Founder Hub' }).waitFor();
    await context.close();
  });
});

describe('second factor: a locked factor', () => {
  it('after 10 wrong codes the factor is locked and the page says when to retry; the right code works once the lock ends', async () => {
    // A user of this test's own with a verified factor (the demo factors are shared by other files).
    const user = await createUser(db, 'Lock Tester');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, '', 'totp', 'verified', now(), now(), $2)`,
      [user.id, secret],
    );
    const { context, page } = await newPage(browser);
    await openAuth(page);
    await submitSignIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    const panel = page.getByRole('region', { name: 'Two-step verification' });
    // When the factors cannot be read, the panel says so (not "off", with a setup that would fail), and tries again.
    await page.getByRole('button', { name: 'Turn off two-step verification' }).waitFor();
    await page.route('**/auth/v1/user', (route) => route.abort());
    await page.reload();
    await panel.getByRole('alert').filter({ hasText: 'We could not check your two-step verification.' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Set up two-step verification' }).count()).toBe(0);
    await page.unroute('**/auth/v1/user');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
    const field = panel.getByLabel('Six-digit code');
    const error = panel.getByTestId('account-error');
    const submit = panel.getByRole('button', { name: /^(Turn off|Turning off\.\.\.)$/ });
    /** Submits `code` and waits for the answer (the button is busy while the request runs). */
    const attempt = async (code: string) => {
      await field.fill(code);
      // The server's answer to this code: the verification, or the refused challenge of a locked factor.
      const answered = page.waitForResponse(
        (response) => /\/auth\/v1\/factors\//.test(response.url()) && (response.url().endsWith('/verify') || response.status() >= 400),
      );
      await submit.click();
      await answered;
      let answer = '';
      await expect
        .poll(async () => {
          if ((await panel.getByText('Two-step verification is off.').count()) > 0) answer = 'off';
          // On success the form goes one render before the message comes: never wait on a button that may be gone.
          else if ((await submit.getAttribute('aria-busy', { timeout: 500 }).catch(() => null)) === 'false') answer = (await error.textContent({ timeout: 500 }).catch(() => null)) ?? '';
          return answer;
        })
        .not.toBe('');
      return answer;
    };
    for (let i = 0; i < 9; i += 1) {
      const wrong = String((Number(totpCode(secret)) + 500_000 + i) % 1_000_000).padStart(6, '0');
      expect(await attempt(wrong)).toBe('That code is not right. Check your authenticator app and try again.');
    }
    expect(await attempt(String((Number(totpCode(secret)) + 500_009) % 1_000_000).padStart(6, '0'))).toMatch(
      /^Too many wrong codes\. Try again in \d+ seconds\.$/,
    );
    // The test profile's lock lasts 2 seconds: the right code is refused while it holds, then turns the factor off.
    const deadline = Date.now() + 20_000;
    for (let answer = await attempt(totpCode(secret)); answer !== 'off'; answer = await attempt(totpCode(secret))) {
      expect(answer).toMatch(/^Too many wrong codes\. Try again in \d+ seconds\.$/);
      expect(Date.now()).toBeLessThan(deadline);
    }
    await context.close();
    await db.query('delete from auth.users where id = $1', [user.id]);
  });
});
