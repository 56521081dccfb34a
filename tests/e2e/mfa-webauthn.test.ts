// A security key or passkey as an admin's second factor, in Chromium against the local stack, with a CDP virtual
// authenticator (a platform passkey that verifies its user): an admin of this file's own adds a key on the
// dashboard (keyboard only), signs out, signs in with the password, chooses the key over the authenticator app's
// code at the founder hub's second step (aal2), and removes the key. The app runs on localhost, a secure context, which is the relying party the service is set to.
import type { Browser, Page } from 'playwright-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUser, type TestUser } from '../support/db';
import { appUrl, newPage, openAuth, startBrowser, submitSignIn } from './auth-helpers';
import { axeViolations, WCAG2_TAGS } from './a11y-helpers';

let browser: Browser;
let db: pg.Client;
let admin: TestUser;

beforeAll(async () => {
  browser = await startBrowser();
  db = await adminDb();
  admin = await createUser(db, 'Key Admin');
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id) do update set role = 'admin'`,
    [admin.id],
  );
});

afterAll(async () => {
  await browser?.close();
  if (!db) return;
  await db.query('delete from auth.users where id = $1', [admin.id]);
  await db.end();
});

async function signInWithPassword(page: Page) {
  await openAuth(page);
  await submitSignIn(page, admin.email, admin.password);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
}

const axe = (page: Page) => axeViolations(page, page.url(), WCAG2_TAGS);

const factorsOfAdmin = async () =>
  (await db.query(`select factor_type, status, friendly_name from auth.mfa_factors where user_id = $1`, [admin.id])).rows;

describe('security key or passkey as the second factor', () => {
  it('add a passkey → sign out → sign in → the founder hub opens with the key → remove it', async () => {
    const { context, page } = await newPage(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signInWithPassword(page);

    // Add it from the dashboard, keyboard only: name, kind (a passkey on this device is the default), submit.
    const panel = page.getByRole('region', { name: 'Security keys and passkeys' });
    await panel.getByText('No security key or passkey yet.').waitFor();
    await panel.getByLabel('Name').focus();
    await page.keyboard.type('Laptop');
    expect(await panel.getByRole('radio', { name: /A passkey on this device/ }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Add security key or passkey' }).focus();
    await page.keyboard.press('Enter');
    await panel.getByTestId('account-success').filter({ hasText: '“Laptop” is added.' }).waitFor();
    await panel.getByRole('button', { name: 'Remove “Laptop”' }).waitFor();
    expect(await factorsOfAdmin()).toEqual([{ factor_type: 'webauthn', status: 'verified', friendly_name: 'Laptop' }]);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].rpId).toBe('localhost');
    expect(await axe(page)).toEqual([]);

    // An authenticator app too (set up elsewhere), so the second step offers both.
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`,
      [admin.id],
    );

    // Sign out, sign in with the password: the founder hub asks for the key or the code before anything loads.
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInWithPassword(page);
    await page.goto(appUrl('/founder-hub'));
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Founder Hub' }).count()).toBe(0);
    await page.getByText('Use your security key or passkey, or enter the code from your authenticator app').waitFor();
    await page.getByLabel('Six-digit code').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Use “Laptop”' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Founder Hub' }).waitFor();
    const aal = await page.evaluate(() => {
      const token = (JSON.parse(localStorage.getItem('sb-auth-token') ?? '{}') as { access_token: string }).access_token;
      const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
      return { aal: claims.aal, first: claims.amr[0].method };
    });
    expect(aal).toEqual({ aal: 'aal2', first: 'mfa/webauthn' });

    // Remove it on the dashboard (the session is at aal2).
    await page.goto(appUrl('/dashboard'));
    const remove = page.getByRole('region', { name: 'Security keys and passkeys' }).getByRole('button', { name: 'Remove “Laptop”' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await panel.getByTestId('account-success').filter({ hasText: '“Laptop” is removed.' }).waitFor();
    await panel.getByText('No security key or passkey yet.').waitFor();
    expect(await factorsOfAdmin()).toEqual([{ factor_type: 'totp', status: 'verified', friendly_name: 'Phone' }]);
    await context.close();
  });

  it('cancelling the browser\'s dialog leaves no unfinished key behind', async () => {
    const owner = await createUser(db, 'Key Canceller');
    try {
      const { context, page } = await newPage(browser);
      // The person closes the browser's security key dialog: the ceremony ends with NotAllowedError.
      await context.addInitScript(() => {
        navigator.credentials.create = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
      });
      await openAuth(page);
      await submitSignIn(page, owner.email, owner.password);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      const panel = page.getByRole('region', { name: 'Security keys and passkeys' });
      await panel.getByText('No security key or passkey yet.').waitFor();
      await panel.getByLabel('Name').fill('Cancelled');
      await panel.getByRole('button', { name: 'Add security key or passkey' }).click();
      await panel.getByText('Your key did not answer, or the request was cancelled. Try again.').waitFor();
      // The enrolment the app began is gone (not left for a password alone to complete).
      await expect
        .poll(async () => (await db.query(`select status from auth.mfa_factors where user_id = $1`, [owner.id])).rows, { timeout: 10_000 })
        .toEqual([]);
      await context.close();
    } finally {
      await db.query('delete from auth.users where id = $1', [owner.id]);
    }
  });
});
