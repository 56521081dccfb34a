// Email and password through supabase-js against the local stack: sign-up, the confirmation email, the verify link,
// sign-in, and every error text the app's catalogue maps, exactly as GoTrue sends them.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, testEnv } from '../support/env';
import { waitForEmail } from '../support/mail';

const callback = 'http://localhost:4174/auth/callback';

function newClient(): SupabaseClient {
  return createClient(testEnv.apiUrl, testEnv.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Opens an email link as a browser would, without following the redirect. */
async function openLink(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  return { status: response.status, location: new URL(response.headers.get('location') ?? 'about:blank') };
}

/** Signs in through the local Google stand-in as `email`, implicit flow; returns the callback's fragment. */
async function googleSignIn(email: string, name: string): Promise<URLSearchParams> {
  const authorize = new URL(`${testEnv.apiUrl}/auth/v1/authorize`);
  authorize.searchParams.set('provider', 'google');
  authorize.searchParams.set('redirect_to', callback);
  const consent = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
  const chosen = await fetch(consent.origin + consent.pathname, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: consent.searchParams.get('state')!, email, name, action: 'continue' }),
  });
  const back = await fetch(chosen.headers.get('location')!, { redirect: 'manual' });
  return new URLSearchParams(new URL(back.headers.get('location')!).hash.slice(1));
}

/** The newest confirmation email to `email` other than `seenId` (a repeated sign-up sends another). */
async function newerEmail(email: string, seenId: string) {
  let mail = await waitForEmail(email, { subject: 'Confirm Your Signup' });
  for (let tries = 0; mail.id === seenId && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mail = await waitForEmail(email, { subject: 'Confirm Your Signup' });
  }
  expect(mail.id).not.toBe(seenId);
  return mail;
}

describe('sign-up with email confirmation', () => {
  it('sends a confirmation email whose link signs the user in, with the sign-up metadata on the profile', async () => {
    const email = uniqueEmail('confirm');
    const started = new Date();
    const client = newClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'first-password',
      options: { emailRedirectTo: callback, data: { role: 'user', full_name: 'Ada Lovelace' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lovelace', role: 'user' });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await waitForEmail(email, { subject: 'Confirm Your Signup', after: started });
    expect(mail.link).toContain('/auth/v1/verify?');
    expect(mail.text).toContain(mail.link);
    const { status, location } = await openLink(mail.link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(callback);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const session = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(email);
    expect(session.data.user?.email_confirmed_at).toBeTruthy();

    // The access token is one PostgREST accepts, and the sign-up trigger made the profile from the metadata.
    const profile = await client.from('profiles').select('full_name').eq('id', session.data.user!.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data?.full_name).toBe('Ada Lovelace');

    // The link works once.
    const again = await openLink(mail.link);
    const error2 = new URLSearchParams(again.location.hash.slice(1));
    expect(error2.get('error')).toBe('access_denied');
    expect(error2.get('error_code')).toBe('otp_expired');
    expect(error2.get('error_description')).toBe('Email link is invalid or has expired');

    // And the password chosen at sign-up now signs in.
    const signIn = await newClient().auth.signInWithPassword({ email, password: 'first-password' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
  });

  it('refuses to sign in before the email is confirmed, with "Email not confirmed"', async () => {
    const email = uniqueEmail('unconfirmed');
    const client = newClient();
    expect((await client.auth.signUp({ email, password: 'secret-pass' })).error).toBeNull();
    const { data, error } = await client.auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Email not confirmed');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    // The password is checked first: a wrong one does not reveal that the account exists.
    const wrong = await client.auth.signInWithPassword({ email, password: 'other-pass' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
  });

  it('answers a repeated sign-up of an unconfirmed address by sending the confirmation again; the first metadata stays', async () => {
    const email = uniqueEmail('repeat');
    const first = await newClient().auth.signUp({ email, password: 'owner-password', options: { data: { full_name: 'Owner' } } });
    expect(first.error).toBeNull();
    const firstMail = await waitForEmail(email, { subject: 'Confirm Your Signup' });
    const again = await newClient().auth.signUp({
      email,
      password: 'attacker-password',
      options: { data: { full_name: 'Attacker' } },
    });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);
    expect(again.data.user?.user_metadata.full_name).toBe('Owner');
    const resent = await newerEmail(email, firstMail.id);
    expect(resent.code).not.toBe(firstMail.code);
  });

  // Pre-account takeover: a stranger signs the victim's address up with a password of their own (before or after
  // the victim does); the victim confirms from the newest email. No password chosen before the confirmation survives.
  for (const order of ['stranger first', 'owner first'] as const) {
    it(`attack (${order}): a password chosen before the confirmation of an address signed up twice does not survive it; the owner, signed in, chooses one`, async () => {
      const email = uniqueEmail('takeover');
      const [firstPassword, secondPassword] =
        order === 'stranger first' ? ['stranger-password', 'owner-password'] : ['owner-password', 'stranger-password'];
      expect((await newClient().auth.signUp({ email, password: firstPassword })).error).toBeNull();
      const firstMail = await waitForEmail(email, { subject: 'Confirm Your Signup' });
      expect((await newClient().auth.signUp({ email, password: secondPassword, options: { emailRedirectTo: callback } })).error).toBeNull();
      const newest = await newerEmail(email, firstMail.id);
      const { location } = await openLink(newest.link);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('access_token')).toBeTruthy();
      for (const password of [firstPassword, secondPassword]) {
        const attempt = await newClient().auth.signInWithPassword({ email, password });
        expect(attempt.error?.code, password).toBe('invalid_credentials');
      }
      // The confirmation signed the owner in and says a password must be chosen; choosing one clears the mark.
      const owner = newClient();
      const { data: set } = await owner.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(set.user?.app_metadata.password_reset_required).toBe(true);
      const chosen = await owner.auth.updateUser({ password: 'chosen-after-confirmation' });
      expect(chosen.error).toBeNull();
      expect(chosen.data.user?.app_metadata.password_reset_required).toBeUndefined();
      expect((await newClient().auth.signInWithPassword({ email, password: 'chosen-after-confirmation' })).error).toBeNull();
    });
  }

  it('attack: a stranger signed the address up; the owner then signs in with Google, and the stranger\'s password and name are gone', async () => {
    const email = uniqueEmail('google-owner');
    expect((await newClient().auth.signUp({ email, password: 'stranger-password', options: { data: { full_name: 'Stranger' } } })).error).toBeNull();
    const fragment = await googleSignIn(email, 'Real Owner');
    expect(fragment.get('access_token')).toBeTruthy();
    const stranger = await newClient().auth.signInWithPassword({ email, password: 'stranger-password' });
    expect(stranger.error?.code).toBe('invalid_credentials');
    const { data } = await newClient().auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('Real Owner');
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['google']);
  });

  it('a single sign-up keeps its password through the confirmation, with nothing to choose again', async () => {
    const email = uniqueEmail('single');
    expect((await newClient().auth.signUp({ email, password: 'only-password', options: { emailRedirectTo: callback } })).error).toBeNull();
    const mail = await waitForEmail(email, { subject: 'Confirm Your Signup' });
    const { location } = await openLink(mail.link);
    expect(location.hash).toContain('access_token=');
    const signIn = await newClient().auth.signInWithPassword({ email, password: 'only-password' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.app_metadata.password_reset_required).toBeUndefined();
  });

  it('says "User already registered" for a confirmed email', async () => {
    const { data, error } = await newClient().auth.signUp({ email: demoAccounts.student, password: 'another-one' });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('User already registered');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
  });

  it('rejects a password shorter than 6 characters with GoTrue\'s text', async () => {
    const { error } = await newClient().auth.signUp({ email: uniqueEmail('short'), password: '12345' });
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.name).toBe('AuthWeakPasswordError');
  });

  it('rejects a malformed email with GoTrue\'s text', async () => {
    const { error } = await newClient().auth.signUp({ email: 'not-an-email', password: 'long-enough' });
    expect(error?.message).toBe('Unable to validate email address: invalid format');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });

  it('leads an unknown or forged verify link back to the app with the error in the fragment', async () => {
    const forged = `${testEnv.apiUrl}/auth/v1/verify?token=${'0'.repeat(56)}&type=signup&redirect_to=${encodeURIComponent(callback)}`;
    const { status, location } = await openLink(forged);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(callback);
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('never redirects to an address outside the allow list', async () => {
    const email = uniqueEmail('redirect');
    const started = new Date();
    await newClient().auth.signUp({ email, password: 'secret-pass', options: { emailRedirectTo: 'https://evil.example/steal' } });
    const mail = await waitForEmail(email, { subject: 'Confirm Your Signup', after: started });
    const { location } = await openLink(mail.link);
    expect(location.hostname).not.toBe('evil.example');
    expect(location.hash).toContain('access_token=');
  });
});

describe('password sign-in', () => {
  it('signs in a seeded demo account and returns a GoTrue session', async () => {
    const { data, error } = await newClient().auth.signInWithPassword({ email: demoAccounts.founder, password: demoPassword });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toBeTruthy();
    expect(session.user.email).toBe(demoAccounts.founder);
    expect(session.user.app_metadata.provider).toBe('email');
    expect(session.user.last_sign_in_at).toBeTruthy();
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: session.user.id,
      email: demoAccounts.founder,
      iss: `${testEnv.apiUrl}/auth/v1`,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.amr[0].method).toBe('password');
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finds the account whatever the case of the email', async () => {
    const { error } = await newClient().auth.signInWithPassword({ email: 'Student@Example.COM', password: demoPassword });
    expect(error).toBeNull();
  });

  it('says "Invalid login credentials" for a wrong password and for an unknown email', async () => {
    for (const credentials of [
      { email: demoAccounts.student, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: demoPassword },
    ]) {
      const { data, error } = await newClient().auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
    }
  });
});
