// Every auth flow of /auth in real Chromium against the local stack: sign-up with the emailed confirmation link,
// password sign-in, magic link, Google through the local consent stand-in, password reset, sign-out.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { testEnv } from '../support/env';
import { waitForEmail } from '../support/mail';
import { afterHydration, recordScriptBodies } from './script-bodies';
import { adminDb, createUser, type TestUser } from '../support/db';
import { createStaff, type StaffUser } from '../support/fixtures';
import {
  appUrl,
  formError,
  formSuccess,
  headerAccountLinks,
  newPage,
  openAuth,
  recordAuthRequests,
  signInAs,
  startBrowser,
  submitSignIn,
  uniqueEmail,
} from './auth-helpers';

let browser: Browser;
// Accounts of this file's own: its magic links use up their one-time tokens and its sign-outs end every session.
let student: TestUser;
let founder: StaffUser;
let admin: StaffUser;
beforeAll(async () => {
  browser = await startBrowser();
  const db = await adminDb();
  try {
    student = await createUser(db, 'Flow Learner');
    founder = await createStaff(db, 'founder', 'Flow Founder');
    admin = await createStaff(db, 'admin', 'Flow Admin');
  } finally {
    await db.end();
  }
});
afterAll(() => browser?.close());

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** Page data entries kept on the device by the query persister (IndexedDB 'summit-query-cache'). */
function pageCopies(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('summit-query-cache');
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve((db.close(), 0));
          const count = db.transaction('queries').objectStore('queries').count();
          count.onsuccess = () => resolve((db.close(), count.result));
          count.onerror = () => resolve((db.close(), -1));
        };
        open.onerror = () => resolve(-1);
      }),
  );
}

describe('sign-up', () => {
  it('sends metadata and the callback redirect, then the emailed link signs the user in', async () => {
    const { context, page } = await newPage(browser);
    const requests = recordAuthRequests(page);
    const email = uniqueEmail('New.Learner');
    const before = new Date();
    await openAuth(page, 'Sign up');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Full name (optional)').fill('Ada Lovelace');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill('first-steps');
    await panel.getByRole('button', { name: 'Create account' }).click();
    expect(await formSuccess(page)).toBe('Check your email to confirm your account.');

    const [signup] = requests.to('/signup');
    // Sent as typed (sign-up does not lower-case), with the role and name metadata and the callback redirect.
    expect(signup.postDataJSON()).toMatchObject({ email, password: 'first-steps', data: { role: 'user', full_name: 'Ada Lovelace' } });
    expect(new URL(signup.url()).searchParams.get('redirect_to')).toBe(appUrl('/auth/callback'));

    const mail = await waitForEmail(email, { after: before });
    await page.goto(mail.link);
    await page.waitForURL(onPath('/dashboard'), { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('dashboard-email').textContent()).toBe(email.toLowerCase());
    await expect.poll(() => page.getByTestId('dashboard-name').textContent()).toBe('Ada Lovelace');
    await expect.poll(() => page.getByTestId('dashboard-role').textContent()).toBe('Student');
    expect(await headerAccountLinks(page)).toEqual(['Dashboard']);
    await context.close();
  });

  it('an already registered email gets the sign-up hint', async () => {
    const { context, page } = await newPage(browser);
    await openAuth(page, 'Sign up');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Email').fill(student.email);
    await panel.getByLabel('Password').fill('whatever-long');
    await panel.getByRole('button', { name: 'Create account' }).click();
    expect(await formError(page)).toBe('This email is already registered. Try signing in or use "Forgot password".');
    await context.close();
  });
});

describe('password sign-in', () => {
  it('trims and lower-cases the email, then goes to the dashboard', async () => {
    const { context, page } = await newPage(browser);
    const requests = recordAuthRequests(page);
    await openAuth(page);
    await submitSignIn(page, `  ${student.email.toUpperCase()}  `, student.password);
    await page.waitForURL(onPath('/dashboard'));
    expect(requests.to('/token')[0].postDataJSON()).toMatchObject({ email: student.email });
    await expect.poll(() => page.getByTestId('dashboard-email').textContent()).toBe(student.email);
    await expect.poll(() => page.getByTestId('dashboard-role').textContent()).toBe('Student');
    // The session is stored under the spec's key.
    expect(await page.evaluate(() => !!localStorage.getItem('sb-auth-token'))).toBe(true);
    await context.close();
  });

  it('returns to the page named by next (same origin only)', async () => {
    const { context, page } = await newPage(browser);
    await openAuth(page, 'Sign in', '?next=%2Fcourses');
    await submitSignIn(page, student.email, student.password);
    await page.waitForURL(onPath('/courses'));

    const other = await newPage(browser);
    await openAuth(other.page, 'Sign in', '?next=%2F%2Fevil.example');
    await submitSignIn(other.page, student.email, student.password);
    await other.page.waitForURL(onPath('/dashboard'));
    expect(new URL(other.page.url()).host).toBe(new URL(appUrl('/')).host);
    await Promise.all([context.close(), other.context.close()]);
  });

  it('cannot be submitted twice while it runs', async () => {
    const { context, page } = await newPage(browser);
    const requests = recordAuthRequests(page);
    // Hold the answer back so the button stays busy.
    await page.route('**/auth/v1/token**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await openAuth(page);
    const { fillSignIn } = await import('./auth-helpers');
    await fillSignIn(page, student.email, student.password);
    const button = page.getByRole('tabpanel').getByRole('button', { name: /sign/i });
    await button.dblclick();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.textContent()).toBe('Signing in...');
    expect(await button.isDisabled()).toBe(true);
    await page.waitForURL(onPath('/dashboard'));
    expect(requests.to('/token')).toHaveLength(1);
    await context.close();
  });
});

describe('magic link', () => {
  it('emails a link that signs the user in', async () => {
    const { context, page } = await newPage(browser);
    const before = new Date();
    const requests = recordAuthRequests(page);
    await openAuth(page, 'Magic link');
    await page.getByRole('tabpanel').getByLabel('Email').fill(` ${founder.email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    expect(await formSuccess(page)).toBe('Check your email for the sign-in link.');
    const [otp] = requests.to('/otp');
    expect(otp.postDataJSON()).toMatchObject({ email: founder.email });
    expect(new URL(otp.url()).searchParams.get('redirect_to')).toBe(appUrl('/auth/callback'));

    const mail = await waitForEmail(founder.email, { after: before, subject: 'Your Magic Link' });
    await page.goto(mail.link);
    await page.waitForURL(onPath('/dashboard'), { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('dashboard-role').textContent()).toBe('Founder');
    await context.close();
  });

  it('a stored post-auth path pointing elsewhere is ignored', async () => {
    const { context, page } = await newPage(browser);
    const before = new Date();
    await openAuth(page, 'Magic link');
    await page.getByRole('tabpanel').getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await formSuccess(page);
    await page.evaluate(() => sessionStorage.setItem('summit.postAuthRedirect', '//evil.example/steal'));
    const mail = await waitForEmail(student.email, { after: before, subject: 'Your Magic Link' });
    await page.goto(mail.link);
    await page.waitForURL(onPath('/dashboard'), { timeout: 20_000 });
    expect(new URL(page.url()).host).toBe(new URL(appUrl('/')).host);
    await context.close();
  });
});

describe('Google', () => {
  it("asks for offline access with consent, returns through the callback to '/' signed in", async () => {
    const { context, page } = await newPage(browser);
    await openAuth(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname.includes('/auth/v1/authorize'), { timeout: 15_000 });
    // The stand-in lists what reached the authorize endpoint.
    expect(await page.locator('dd[data-param="access_type"]').textContent()).toBe('offline');
    expect(await page.locator('dd[data-param="prompt"]').textContent()).toBe('consent');
    const email = uniqueEmail('google');
    await page.getByLabel('Email').fill(email);
    await page.locator('#continue').click();
    await page.waitForURL(onPath('/'), { timeout: 20_000 });
    await expect.poll(() => headerAccountLinks(page)).toEqual(['Dashboard']);
    expect(await page.evaluate(() => sessionStorage.getItem('summit.postAuthRedirect'))).toBeNull();
    await page.goto(appUrl('/dashboard'));
    await expect.poll(() => page.getByTestId('dashboard-email').textContent()).toBe(email);
    await context.close();
  });
});

describe('forgot password', () => {
  it('emails a reset link; the new password works and the old one no longer does', async () => {
    const db = await adminDb();
    const user = await createUser(db, 'Reset Tester');
    await db.end();
    const { context, page } = await newPage(browser);
    const before = new Date();
    await openAuth(page);
    await page.getByRole('tabpanel').getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect.poll(() => dialog.getByLabel('Email').inputValue()).toBe(user.email);
    const requests = recordAuthRequests(page);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    expect(await formSuccess(page)).toBe('Check your email for the password reset link.');
    // Only the dialog's form was submitted, not the sign-in form behind it.
    expect(requests.to('/token')).toHaveLength(0);
    expect(await page.getByTestId('auth-error').count()).toBe(0);
    expect(new URL(requests.to('/recover')[0].url()).searchParams.get('redirect_to')).toBe(appUrl('/reset-password'));

    const mail = await waitForEmail(user.email, { after: before, subject: 'Reset Your Password' });
    await page.goto(mail.link);
    await page.waitForURL(onPath('/reset-password'), { timeout: 20_000 });
    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm new password').fill('12345');
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect(await formError(page)).toBe('Password must be at least 6 characters');
    await page.getByLabel('New password', { exact: true }).fill('a-new-start');
    await page.getByLabel('Confirm new password').fill('a-new-start');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(onPath('/dashboard'));
    await expect.poll(() => page.getByTestId('dashboard-email').textContent()).toBe(user.email);
    await context.close();

    const fresh = await newPage(browser);
    await openAuth(fresh.page);
    await submitSignIn(fresh.page, user.email, user.password);
    expect(await formError(fresh.page)).toBe('Invalid email or password');
    await submitSignIn(fresh.page, user.email, 'a-new-start');
    await fresh.page.waitForURL(onPath('/dashboard'));
    await fresh.context.close();
  });

  it('without a valid link the page says so and links back to sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'));
    expect(await formError(page)).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect(await page.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');
    await context.close();
  });
});

describe('auth callback', () => {
  it('shows an error from the query with a way back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/auth/callback?error=access_denied&error_description=Email+link+is+invalid+or+has+expired'));
    expect(await formError(page)).toBe('This link is invalid or has expired. Please ask for a new one.');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(onPath('/auth'));
    await context.close();
  });

  it('shows an error from the fragment', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/auth/callback#error=server_error&error_description=Database+error+saving+new+user'));
    expect(await formError(page)).toBe('Authentication failed');
    await context.close();
  });

  it("never shows a link's own error_description: the app's message for the code instead", async () => {
    const { context, page } = await newPage(browser);
    const bait = 'Your account is locked. Call +1 555 0100 now';
    await page.goto(appUrl(`/auth/callback?error=access_denied&error_code=signup_disabled&error_description=${encodeURIComponent(bait)}`));
    expect(await formError(page)).toBe('New account creation is currently disabled');
    expect(await page.locator('body').textContent()).not.toContain('555');
    const other = await newPage(browser);
    await other.page.goto(appUrl(`/auth/callback#error=server_error&error_description=${encodeURIComponent(bait)}`));
    expect(await formError(other.page)).toBe('Authentication failed');
    expect(await other.page.locator('body').textContent()).not.toContain('555');
    await Promise.all([context.close(), other.context.close()]);
  });

  it('a link used twice is refused clearly', async () => {
    const { context, page } = await newPage(browser);
    const before = new Date();
    await openAuth(page, 'Magic link');
    await page.getByRole('tabpanel').getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await formSuccess(page);
    const mail = await waitForEmail(admin.email, { after: before, subject: 'Your Magic Link' });
    await page.goto(mail.link);
    await page.waitForURL(onPath('/dashboard'), { timeout: 20_000 });
    const other = await newPage(browser);
    await other.page.goto(mail.link);
    expect(await formError(other.page)).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect(await other.page.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');
    await Promise.all([context.close(), other.context.close()]);
  });

  it('a link opened in another browser than the one that asked for it says what to do', async () => {
    const { context, page } = await newPage(browser);
    const before = new Date();
    await openAuth(page, 'Magic link');
    await page.getByRole('tabpanel').getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await formSuccess(page);
    const mail = await waitForEmail(student.email, { after: before, subject: 'Your Magic Link' });
    const other = await newPage(browser);
    await other.page.goto(mail.link);
    expect(await formError(other.page)).toBe(
      'This link could not sign you in here: it was opened in a different browser from the one that asked for it, or it was already used. Your email address is confirmed; please sign in again.',
    );
    expect(await other.page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();
    await Promise.all([context.close(), other.context.close()]);
  });
});

describe('login CSRF and pre-account takeover', () => {
  const notCompleted =
    'This link could not sign you in here: it was opened in a different browser from the one that asked for it, or it was already used. Your email address is confirmed; please sign in again.';

  it("attack: a crafted link with someone else's session in the fragment signs nobody in", async () => {
    const db = await adminDb();
    const attacker = await createUser(db, 'Link Crafter');
    await db.end();
    const client = createClient(testEnv.apiUrl, testEnv.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data } = await client.auth.signInWithPassword({ email: attacker.email, password: attacker.password });
    const session = data.session!;
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: 'magiclink',
    });
    for (const path of ['/auth/callback', '/reset-password']) {
      const { context, page } = await newPage(browser);
      await page.goto(appUrl(`${path}#${fragment}`));
      expect(await formError(page)).toBe(notCompleted);
      expect(await page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();
      expect(page.url()).not.toContain('access_token');
      await context.close();
    }
    // The crafted tokens were not used either: the attacker's session is still the only one of that account.
    const check = await adminDb();
    const { rows } = await check.query('select count(*)::int as n from auth.sessions where user_id = $1', [attacker.id]);
    await check.end();
    expect(rows[0].n).toBe(1);

    // An implicit flow this browser started (its state value stored before the redirect) is completed.
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/faq'));
    await page.evaluate(() => sessionStorage.setItem('summit.auth.implicit-state', 'started-here'));
    await page.goto(appUrl(`/auth/callback?state=started-here#${fragment}`));
    await page.waitForURL(onPath('/dashboard'), { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('dashboard-email').textContent()).toBe(attacker.email);
    await context.close();
  });

  it('an address signed up twice: the owner confirms from the newest email, is signed in and asked to choose a password', async () => {
    const email = uniqueEmail('Takeover.Owner').toLowerCase();
    const stranger = createClient(testEnv.apiUrl, testEnv.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await stranger.auth.signUp({ email, password: 'stranger-chose-this' })).error).toBeNull();
    const first = await waitForEmail(email, { subject: 'Confirm Your Signup' });
    const { context, page } = await newPage(browser);
    await openAuth(page, 'Sign up');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill('owner-chose-this');
    await panel.getByRole('button', { name: 'Create account' }).click();
    await formSuccess(page);
    let mail = await waitForEmail(email, { subject: 'Confirm Your Signup' });
    await expect.poll(async () => (mail = await waitForEmail(email, { subject: 'Confirm Your Signup' })).id).not.toBe(first.id);
    await page.goto(mail.link);
    await page.waitForURL(onPath('/reset-password'), { timeout: 20_000 });
    await page.getByLabel('New password', { exact: true }).fill('owner-final-choice');
    await page.getByLabel('Confirm new password').fill('owner-final-choice');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(onPath('/dashboard'));
    await context.close();

    for (const password of ['stranger-chose-this', 'owner-chose-this']) {
      expect((await stranger.auth.signInWithPassword({ email, password })).error?.code, password).toBe('invalid_credentials');
    }
    expect((await stranger.auth.signInWithPassword({ email, password: 'owner-final-choice' })).error).toBeNull();
  });
});

describe('session and sign-out', () => {
  it('a guest on / loads neither supabase-js nor Dexie (nothing queued, no session), nor Headless UI before the first paint; a stored session shows Dashboard at once', async () => {
    const { context, page } = await newPage(browser);
    const requests = recordAuthRequests(page);
    const scripts = recordScriptBodies(page);
    await page.goto(appUrl('/'));
    await page.locator('main h1').waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // Scripts the page asked for before it first painted.
    const beforePaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < paint)
        .map((entry) => entry.name);
    });
    // The prerendered page asks for no script at all before it paints (its modules load after the first paint).
    expect(beforePaint).toEqual([]);
    // Once the page has hydrated, the live account entry (which replaced the prerendered one) still says Sign In.
    await afterHydration(page);
    await expect.poll(() => headerAccountLinks(page)).toEqual(['Sign In']);
    // A guest has no session to restore or refresh.
    await page.waitForTimeout(1000);
    expect(requests.all).toHaveLength(0);
    // Up to network idle (after-paint work included), not only before the first paint: no supabase-js, no Dexie.
    await page.waitForTimeout(2500); // idle callbacks run within 2 s of the load event
    await page.waitForLoadState('networkidle');
    const sources = await scripts.read();
    const fetched = [...sources.keys()];
    expect(fetched.length).toBeGreaterThan(0);
    for (const url of fetched) {
      expect(sources.get(url), url).not.toContain('GoTrueClient');
      expect(sources.get(url), url).not.toContain('PostgrestBuilder');
      expect(sources.get(url), url).not.toContain('DexieError');
    }
    expect(await page.evaluate(() => indexedDB.databases().then((dbs) => dbs.map((db) => db.name)))).not.toContain('summit');

    await signInAs(page, student.email, student.password);
    await page.goto(appUrl('/'));
    // From the load event on, never the guest's entry; the header may be between layouts for a frame (its fit check
    // moving to the collapsed menu), so Dashboard is waited for.
    expect(await headerAccountLinks(page)).not.toContain('Sign In');
    await expect.poll(() => headerAccountLinks(page)).toEqual(['Dashboard']);
    await context.close();
  });

  it('guest on /dashboard goes to sign in and comes back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/dashboard/availability'));
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/dashboard/availability');
    await submitSignIn(page, student.email, student.password);
    await page.waitForURL(onPath('/dashboard/availability'));
    await context.close();
  });

  it('signs out once on a double click, clears local storage and lands on /', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, student.email, student.password);
    await page.evaluate(() => localStorage.setItem('summit.locale.v1', '{"locale":"en-US"}'));
    // The dashboard's sessions are kept on the device for offline reading; sign-out must forget them.
    await expect.poll(() => pageCopies(page)).toBeGreaterThan(0);
    const requests = recordAuthRequests(page);
    await page.locator('main').getByRole('button', { name: 'Sign out' }).dblclick();
    await page.waitForURL(onPath('/'));
    await page.locator('main h1').waitFor();
    expect(requests.to('/logout')).toHaveLength(1);
    // Nothing of the session survives; the page loaded after sign-out may only note that this device's queue is empty.
    const left = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    expect(Object.keys(left).filter((k) => !(k === 'summit.outbox.hasRows.v1' && left[k] === '0'))).toEqual([]);
    await expect.poll(() => headerAccountLinks(page)).toEqual(['Sign In']);
    expect(await pageCopies(page)).toBe(0);
    await page.goto(appUrl('/dashboard'));
    await page.waitForURL(onPath('/auth'));
    await context.close();
  });

  it('the header offers sign-out too', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, student.email, student.password);
    const requests = recordAuthRequests(page);
    await page.locator('.site-header').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(onPath('/'));
    await expect.poll(() => requests.to('/logout').length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();
    await context.close();
  });
});
