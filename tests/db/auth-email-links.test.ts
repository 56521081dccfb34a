// Magic link, one-time code, password recovery and the PKCE variants of the email links, through supabase-js and
// the local inbox.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/db';
import { testEnv } from '../support/env';
import { countEmails, waitForEmail } from '../support/mail';

const callback = 'http://localhost:4174/auth/callback';

function newClient(flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient {
  return createClient(testEnv.apiUrl, testEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, flowType },
  });
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** A confirmed account made through the real sign-up and confirmation link. */
async function confirmedAccount(password = 'original-pass'): Promise<string> {
  const email = uniqueEmail('account');
  const started = new Date();
  const { error } = await newClient().auth.signUp({ email, password, options: { emailRedirectTo: callback } });
  expect(error).toBeNull();
  const mail = await waitForEmail(email, { subject: 'Confirm Your Signup', after: started });
  const location = await openLink(mail.link);
  expect(location.hash).toContain('access_token=');
  return email;
}

describe('magic link', () => {
  it('emails a link that signs a confirmed user in', async () => {
    const email = await confirmedAccount();
    const started = new Date();
    const { error } = await newClient().auth.signInWithOtp({ email, options: { emailRedirectTo: callback } });
    expect(error).toBeNull();
    const mail = await waitForEmail(email, { subject: 'Your Magic Link', after: started });
    expect(mail.code).toMatch(/^\d{6}$/);
    const location = await openLink(mail.link);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const client = newClient();
    const { data } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(data.user?.email).toBe(email);
  });

  it('accepts the 6-digit code from the email instead of the link, once', async () => {
    const email = await confirmedAccount();
    const started = new Date();
    await newClient().auth.signInWithOtp({ email });
    const mail = await waitForEmail(email, { subject: 'Your Magic Link', after: started });
    const client = newClient();
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.code!, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const reused = await newClient().auth.verifyOtp({ email, token: mail.code!, type: 'email' });
    expect(reused.error?.message).toBe('Token has expired or is invalid');
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('refuses a wrong code with "Token has expired or is invalid"', async () => {
    const email = await confirmedAccount();
    await newClient().auth.signInWithOtp({ email });
    const { error } = await newClient().auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(error?.message).toBe('Token has expired or is invalid');
  });

  it('for an unknown address, signs up and sends the confirmation email; shouldCreateUser false refuses', async () => {
    const email = uniqueEmail('otp-new');
    const started = new Date();
    expect((await newClient().auth.signInWithOtp({ email, options: { emailRedirectTo: callback } })).error).toBeNull();
    const mail = await waitForEmail(email, { subject: 'Confirm Your Signup', after: started });
    expect(new URLSearchParams((await openLink(mail.link)).hash.slice(1)).get('access_token')).toBeTruthy();

    const refused = await newClient().auth.signInWithOtp({ email: uniqueEmail('otp-no'), options: { shouldCreateUser: false } });
    expect(refused.error?.message).toBe('Signups not allowed for otp');
    expect(refused.error?.status).toBe(422);
  });

  it('for an account never confirmed, sends the confirmation again; as the address was asked for twice, the confirmation clears the password chosen at sign-up', async () => {
    const email = uniqueEmail('otp-unconfirmed');
    expect((await newClient().auth.signUp({ email, password: 'chosen-password' })).error).toBeNull();
    const started = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // maildev keeps whole seconds
    expect((await newClient().auth.signInWithOtp({ email, options: { emailRedirectTo: callback } })).error).toBeNull();
    const mail = await waitForEmail(email, { subject: 'Confirm Your Signup', after: new Date(started.getTime() + 1000) });
    expect(new URLSearchParams((await openLink(mail.link)).hash.slice(1)).get('type')).toBe('signup');
    // Whoever chose that password may not own the address (pre-account takeover): the owner chooses one again.
    expect((await newClient().auth.signInWithPassword({ email, password: 'chosen-password' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('completes a PKCE magic link with ?code= and the code exchange', async () => {
    const email = await confirmedAccount();
    const client = newClient('pkce');
    const started = new Date();
    expect((await client.auth.signInWithOtp({ email, options: { emailRedirectTo: callback } })).error).toBeNull();
    const mail = await waitForEmail(email, { subject: 'Your Magic Link', after: started });
    expect(mail.link).toContain('token=pkce_');
    const location = await openLink(mail.link);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // The code is single-use, and useless without the verifier that only the starting client holds.
    const replay = await newClient('pkce').auth.exchangeCodeForSession(code!);
    expect(replay.error).not.toBeNull();
  });
});

describe('password recovery', () => {
  it('emails a reset link that signs in; the new password then works and the old one does not', async () => {
    const email = await confirmedAccount('old-password');
    const started = new Date();
    const reset = await newClient().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4174/reset-password' });
    expect(reset.error).toBeNull();
    const mail = await waitForEmail(email, { subject: 'Reset Your Password', after: started });
    const location = await openLink(mail.link);
    expect(location.pathname).toBe('/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');

    const client = newClient();
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    const sameAgain = await client.auth.updateUser({ password: 'old-password' });
    expect(sameAgain.error?.message).toBe('New password should be different from the old password.');
    const tooShort = await client.auth.updateUser({ password: '123' });
    expect(tooShort.error?.message).toBe('Password should be at least 6 characters.');
    const updated = await client.auth.updateUser({ password: 'new-password' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);

    expect((await newClient().auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
    const old = await newClient().auth.signInWithPassword({ email, password: 'old-password' });
    expect(old.error?.message).toBe('Invalid login credentials');
  });

  it('works through PKCE: ?code= on the reset page, exchanged by the client that asked', async () => {
    const email = await confirmedAccount('old-password');
    const client = newClient('pkce');
    const started = new Date();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4174/reset-password' })).error).toBeNull();
    const mail = await waitForEmail(email, { subject: 'Reset Your Password', after: started });
    const code = (await openLink(mail.link)).searchParams.get('code');
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'pkce-new-password' })).error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email, password: 'pkce-new-password' })).error).toBeNull();
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const { error } = await newClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await countEmails(email)).toBe(0);
  });
});

describe('email change', () => {
  it('asks both addresses to confirm (GoTrue\'s secure email change); the account moves once both have', async () => {
    const email = await confirmedAccount('change-password');
    const client = newClient();
    await client.auth.signInWithPassword({ email, password: 'change-password' });
    const next = uniqueEmail('moved');
    const started = new Date();
    const { data, error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: callback });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const toNew = await waitForEmail(next, { subject: 'Confirm Email Change', after: started });
    const toCurrent = await waitForEmail(email, { subject: 'Confirm Email Change', after: started });
    expect(toCurrent.code).not.toBe(toNew.code);
    // The first confirmation only records itself.
    const first = new URLSearchParams((await openLink(toNew.link)).hash.slice(1));
    expect(first.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(first.get('access_token')).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    // The second moves the account.
    const fragment = new URLSearchParams((await openLink(toCurrent.link)).hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    expect((await newClient().auth.getUser(fragment.get('access_token')!)).data.user?.email).toBe(next);
    expect((await newClient().auth.signInWithPassword({ email: next, password: 'change-password' })).error).toBeNull();
  });

  it('accepts the two 6-digit codes instead of the links (verifyOtp type email_change)', async () => {
    const email = await confirmedAccount('code-change');
    const client = newClient();
    await client.auth.signInWithPassword({ email, password: 'code-change' });
    const next = uniqueEmail('coded');
    const started = new Date();
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const toNew = await waitForEmail(next, { subject: 'Confirm Email Change', after: started });
    const toCurrent = await waitForEmail(email, { subject: 'Confirm Email Change', after: started });
    const first = await newClient().auth.verifyOtp({ email, token: toCurrent.code!, type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const second = await newClient().auth.verifyOtp({ email: next, token: toNew.code!, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(next);
  });
});

describe('email change: attacks', () => {
  /** A signed-in session of a fresh account that asked to move to a new address; both emails are in. */
  async function pendingChange(label: string) {
    const email = await confirmedAccount(`${label}-password`);
    const client = newClient();
    expect((await client.auth.signInWithPassword({ email, password: `${label}-password` })).error).toBeNull();
    const next = uniqueEmail(`${label}-new`);
    const started = new Date();
    expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: callback })).error).toBeNull();
    const toNew = await waitForEmail(next, { subject: 'Confirm Email Change', after: started });
    const toCurrent = await waitForEmail(email, { subject: 'Confirm Email Change', after: started });
    return { email, next, client, toNew, toCurrent };
  }

  const wrong = (right: string, i: number) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0');

  it('wrong codes for the current address never stand in for its confirmation (a session with only the new address cannot move the account)', async () => {
    const { email, next, client, toNew, toCurrent } = await pendingChange('spoil');
    // The holder of the session knows the new address's code only; they send wrong codes for the current address.
    for (let i = 0; i < 8; i += 1) {
      const guess = await newClient().auth.verifyOtp({ email, token: wrong(toCurrent.code!, i), type: 'email_change' });
      expect(guess.error?.code).toBe('otp_expired');
    }
    const half = await newClient().auth.verifyOtp({ email: next, token: toNew.code!, type: 'email_change' });
    expect(half.error).toBeNull();
    expect(half.data.session).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    // A resend gives a fresh pair: the new address's confirmation alone still moves nothing.
    const started = new Date();
    expect((await newClient().auth.resend({ type: 'email_change', email })).error).toBeNull();
    const again = await waitForEmail(next, { subject: 'Confirm Email Change', after: started });
    const sameAgain = await newClient().auth.verifyOtp({ email: next, token: again.code!, type: 'email_change' });
    expect(sameAgain.error).toBeNull();
    expect(sameAgain.data.session).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await newClient().auth.signInWithPassword({ email: next, password: 'spoil-password' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('an expired current-address link is not a confirmation: the change waits', async () => {
    const { email, next, client, toNew, toCurrent } = await pendingChange('expired');
    const half = new URLSearchParams((await openLink(toNew.link)).hash.slice(1));
    expect(half.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    const db = await adminDb();
    await db.query(`update auth.users set email_change_sent_at = now() - interval '2 hours' where lower(email) = $1`, [email]);
    await db.end();
    const late = new URLSearchParams((await openLink(toCurrent.link)).hash.slice(1));
    expect(late.get('access_token')).toBeNull();
    expect(late.get('error_code')).toBe('otp_expired');
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await newClient().auth.signInWithPassword({ email: next, password: 'expired-password' })).error).not.toBeNull();
  });
});

describe('user metadata', () => {
  it('merges data into user_metadata through updateUser and getUser returns it', async () => {
    const email = await confirmedAccount('meta-password');
    const client = newClient();
    await client.auth.signInWithPassword({ email, password: 'meta-password' });
    const { error } = await client.auth.updateUser({ data: { full_name: 'Grace Hopper', locale: 'es-CO' } });
    expect(error).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Grace Hopper', locale: 'es-CO' });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
  });
});
