// Admins need the second factor, in Chromium against the local stack: an admin without a factor is sent to set one
// up; enrolling on the dashboard (QR code and setup key) → sign out → sign in → the founder hub asks for a code, a
// wrong one is refused, the right one opens it. The demo admin's seeded factor is set aside for this file.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/db';
import { demoAccounts, demoPassword } from '../support/env';
import { appUrl, enterTotpCode, newPage, openAuth, startBrowser, submitSignIn } from './auth-helpers';

let browser: Browser;
let db: pg.Client;
let saved: Record<string, unknown>[] = [];
const email = demoAccounts.admin;

beforeAll(async () => {
  browser = await startBrowser();
  db = await adminDb();
  const { rows } = await db.query(
    `select f.* from auth.mfa_factors f join auth.users u on u.id = f.user_id where u.email = $1`,
    [email],
  );
  saved = rows;
  await db.query(`delete from auth.mfa_factors where user_id = (select id from auth.users where email = $1)`, [email]);
});

afterAll(async () => {
  await browser?.close();
  if (!db) return;
  await db.query(`delete from auth.mfa_factors where user_id = (select id from auth.users where email = $1)`, [email]);
  for (const row of saved) {
    const columns = Object.keys(row);
    await db.query(
      `insert into auth.mfa_factors (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      columns.map((c) => row[c]),
    );
  }
  await db.end();
});

async function signInWithPassword(page: Page) {
  await openAuth(page);
  await submitSignIn(page, email, demoPassword);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
}

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

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
