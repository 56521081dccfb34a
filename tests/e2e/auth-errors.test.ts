// The error catalogue (SPEC §8) on screen, each row produced for real by the local auth service: the stack's own
// instance, or an instance configured like a hosted project with sign-up disabled, a spent email budget or a longer
// minimum password, to which the page's auth requests are routed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { demoAccounts, demoPassword } from '../support/env';
import { adminDb, createUser } from '../support/db';
import { waitForEmail } from '../support/mail';
import {
  formError,
  newPage,
  openAuth,
  recordAuthRequests,
  routeAuthTo,
  startBrowser,
  startConfiguredAuth,
  stopConfiguredAuth,
  submitSignIn,
  uniqueEmail,
} from './auth-helpers';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await startBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await stopConfiguredAuth();
  await browser?.close();
});

async function page() {
  const opened = await newPage(browser);
  contexts.push(opened.context);
  return opened.page;
}

async function signUp(p: Awaited<ReturnType<typeof page>>, email: string, password: string) {
  await openAuth(p, 'Sign up');
  const panel = p.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Create account' }).click();
}

async function sendMagicLink(p: Awaited<ReturnType<typeof page>>, email: string) {
  await openAuth(p, 'Magic link');
  await p.getByRole('tabpanel').getByLabel('Email').fill(email);
  await p.getByRole('button', { name: 'Send magic link' }).click();
}

describe('caught before any request', () => {
  it('an invalid email and a short password never reach the server', async () => {
    const p = await page();
    const requests = recordAuthRequests(p);
    await openAuth(p);
    await submitSignIn(p, 'not-an-email', demoPassword);
    expect(await formError(p)).toBe('Please enter a valid email address');
    await submitSignIn(p, demoAccounts.student, '12345');
    expect(await formError(p)).toBe('Password must be at least 6 characters');
    await signUp(p, 'someone@example', 'long-enough');
    expect(await formError(p)).toBe('Please enter a valid email address');
    await signUp(p, uniqueEmail('short'), '12345');
    expect(await formError(p)).toBe('Password must be at least 6 characters');
    await sendMagicLink(p, 'nobody at example.com');
    expect(await formError(p)).toBe('Please enter a valid email address');
    expect(requests.all).toHaveLength(0);
  });
});

describe("the stack's auth service", () => {
  it('Invalid login credentials → Invalid email or password', async () => {
    const p = await page();
    await openAuth(p);
    await submitSignIn(p, demoAccounts.student, 'not-the-password');
    expect(await formError(p)).toBe('Invalid email or password');
  });

  it('Email not confirmed → Please verify your email first', async () => {
    const p = await page();
    const email = uniqueEmail('unconfirmed');
    await signUp(p, email, 'long-enough');
    await p.getByTestId('auth-success').waitFor();
    await openAuth(p);
    await submitSignIn(p, email, 'long-enough');
    expect(await formError(p)).toBe('Please verify your email first');
  });

  it('User already registered → the sign-up hint', async () => {
    const p = await page();
    await signUp(p, demoAccounts.founder, 'long-enough');
    expect(await formError(p)).toBe('This email is already registered. Try signing in or use "Forgot password".');
  });

  it('an address the client accepts but the server refuses → Please enter a valid email address', async () => {
    const p = await page();
    const requests = recordAuthRequests(p);
    await signUp(p, `new(user)-${Date.now()}@example.com`, 'long-enough');
    expect(await formError(p)).toBe('Please enter a valid email address');
    expect(requests.to('/signup')).toHaveLength(1);
  });

  it('User not found → Account not found. Try signing up? (account removed before the link was used)', async () => {
    const db = await adminDb();
    try {
      const user = await createUser(db, 'Soon Gone');
      const p = await page();
      const before = new Date();
      await sendMagicLink(p, user.email);
      await p.getByTestId('auth-success').waitFor();
      const mail = await waitForEmail(user.email, { after: before, subject: 'Your Magic Link' });
      // The link is verified (the server answers with its redirect to the app), then the account disappears
      // before the app exchanges the code it brings.
      await p.route('**/auth/v1/verify**', async (route) => {
        const verified = await route.fetch({ maxRedirects: 0 });
        await db.query('delete from auth.users where id = $1', [user.id]);
        await route.fulfill({ response: verified });
      });
      await p.goto(mail.link);
      expect(await formError(p)).toBe('Account not found. Try signing up?');
    } finally {
      await db.end();
    }
  });

  it('a network failure → An unexpected error occurred. Please try again.', async () => {
    const p = await page();
    await p.route('**/auth/v1/token**', (route) => (route.request().method() === 'OPTIONS' ? route.continue() : route.abort('internetdisconnected')));
    await openAuth(p);
    await submitSignIn(p, demoAccounts.student, demoPassword);
    expect(await formError(p)).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('a differently configured auth service', () => {
  it('GOTRUE_DISABLE_SIGNUP: Signup is disabled → New account creation is currently disabled', async () => {
    const p = await page();
    await routeAuthTo(p, await startConfiguredAuth({ GOTRUE_DISABLE_SIGNUP: 'true' }));
    await signUp(p, uniqueEmail('closed'), 'long-enough');
    expect(await formError(p)).toBe('New account creation is currently disabled');
  });

  it('GOTRUE_RATE_LIMIT_EMAIL_SENT: Email rate limit exceeded → Too many attempts. Please try again later', async () => {
    const p = await page();
    await routeAuthTo(p, await startConfiguredAuth({ GOTRUE_RATE_LIMIT_EMAIL_SENT: '0' }));
    await sendMagicLink(p, demoAccounts.student);
    expect(await formError(p)).toBe('Too many attempts. Please try again later');
  });

  it('GOTRUE_PASSWORD_MIN_LENGTH: Password should be at least … → Password must be at least 6 characters', async () => {
    const p = await page();
    await routeAuthTo(p, await startConfiguredAuth({ GOTRUE_PASSWORD_MIN_LENGTH: '12' }));
    await signUp(p, uniqueEmail('weak'), 'only-eight');
    expect(await formError(p)).toBe('Password must be at least 6 characters');
  });
});
