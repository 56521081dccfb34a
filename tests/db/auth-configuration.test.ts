// GoTrue's configuration variables, each proven on its own instance of the auth service (same database and inbox
// as the stack, its own port and environment), through supabase-js.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { startAuthInstance as startInstance } from '../support/auth-instance';
import { demoAccounts, demoPassword, testEnv } from '../support/env';
import { waitForEmail } from '../support/mail';

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

describe('GOTRUE_DISABLE_SIGNUP', () => {
  it('refuses sign-up with "Signups not allowed for this instance" while existing accounts still sign in', async () => {
    const { url, client } = await startInstance({ GOTRUE_DISABLE_SIGNUP: 'true' });
    const email = uniqueEmail('disabled');
    const { data, error } = await client().auth.signUp({ email, password: 'long-enough' });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('Signups not allowed for this instance');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');

    const otp = await client().auth.signInWithOtp({ email });
    expect(otp.error?.message).toBe('Signups not allowed for otp');

    expect((await client().auth.signInWithPassword({ email: demoAccounts.student, password: demoPassword })).error).toBeNull();
    const settings = await (await fetch(`${url}/auth/v1/settings`, { headers: { apikey: testEnv.anonKey } })).json();
    expect(settings).toMatchObject({ disable_signup: true, mailer_autoconfirm: false });
    expect(settings.external).toMatchObject({ email: true, google: true });
  });
});

describe('GOTRUE_RATE_LIMIT_EMAIL_SENT', () => {
  it('answers "email rate limit exceeded" once the hourly email budget is spent, and creates no account', async () => {
    const { client } = await startInstance({ GOTRUE_RATE_LIMIT_EMAIL_SENT: '2' });
    for (const label of ['budget-1', 'budget-2']) {
      expect((await client().auth.signUp({ email: uniqueEmail(label), password: 'long-enough' })).error).toBeNull();
    }
    const email = uniqueEmail('budget-3');
    const { data, error } = await client().auth.signUp({ email, password: 'long-enough' });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('email rate limit exceeded');
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');

    const reset = await client().auth.resetPasswordForEmail(demoAccounts.student);
    expect(reset.error?.message).toBe('email rate limit exceeded');
    // The refused sign-up left nothing behind: the address is still free on the stack's own service.
    const retry = await createClient(testEnv.apiUrl, testEnv.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).auth.signUp({ email, password: 'long-enough' });
    expect(retry.error).toBeNull();
  });
});

describe('GOTRUE_MAILER_AUTOCONFIRM, GOTRUE_JWT_EXP and GOTRUE_PASSWORD_MIN_LENGTH', () => {
  it('signs a new account in at once, with the configured token lifetime and password length', async () => {
    const { client } = await startInstance({
      GOTRUE_MAILER_AUTOCONFIRM: 'true',
      GOTRUE_JWT_EXP: '120',
      GOTRUE_PASSWORD_MIN_LENGTH: '10',
    });
    const short = await client().auth.signUp({ email: uniqueEmail('short'), password: 'nine-char' });
    expect(short.error?.message).toBe('Password should be at least 10 characters.');

    const email = uniqueEmail('autoconfirm');
    const { data, error } = await client().auth.signUp({
      email,
      password: 'long-enough-password',
      options: { data: { full_name: 'Auto Confirmed' } },
    });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(120);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const profile = await createClient(testEnv.apiUrl, testEnv.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${data.session!.access_token}` } },
    })
      .from('profiles')
      .select('full_name')
      .single();
    expect(profile.data?.full_name).toBe('Auto Confirmed');
  });

  it('sends a magic link (not a confirmation) to a new address when accounts are confirmed at once', async () => {
    const { client } = await startInstance({ GOTRUE_MAILER_AUTOCONFIRM: 'true' });
    const email = uniqueEmail('otp-autoconfirm');
    const started = new Date();
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await waitForEmail(email, { after: started });
    expect(mail.subject).toBe('Your Magic Link');
  });
});

describe('GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL', () => {
  it('treats a reused refresh token as stolen: "Already Used", and the whole session is revoked', async () => {
    const { client } = await startInstance({ GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '0' });
    const { data } = await client().auth.signInWithPassword({ email: demoAccounts.student, password: demoPassword });
    const original = data.session!.refresh_token;
    const rotated = await client().auth.refreshSession({ refresh_token: original });
    expect(rotated.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const reuse = await client().auth.refreshSession({ refresh_token: original });
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(reuse.error?.status).toBe(400);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    // The thief's reuse also ends the legitimate holder's newer token.
    const child = await client().auth.refreshSession({ refresh_token: rotated.data.session!.refresh_token });
    expect(child.error?.message).toBe('Invalid Refresh Token: Already Used');
  });
});
