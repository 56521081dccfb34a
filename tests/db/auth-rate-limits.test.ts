// GoTrue's rate limits and the per-code attempt limit of emailed codes. GoTrue's defaults (what `npm start` runs
// with) are proven on instances of their own behind the stack's gateway code; the test stack raises the limits.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { startAuthInstance } from '../support/auth-instance';
import { adminDb, createUser } from '../support/db';
import { demoAccounts, demoPassword, testEnv } from '../support/env';
import { clientFrom } from '../support/client-address';
import { listEmails, waitForEmail } from '../support/mail';

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const stackClient = (headers: Record<string, string> = {}) =>
  createClient(testEnv.apiUrl, testEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
  });

/** The newest email to `to` that is not one of `seen` (codes sent within the same second differ by id only). */
async function nextEmail(to: string, seen: Set<string>) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const fresh = (await listEmails()).filter((mail) => mail.to.includes(to) && !seen.has(mail.id));
    if (fresh.length) {
      const mail = fresh[fresh.length - 1];
      seen.add(mail.id);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`no new email to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0'));

describe("GoTrue's default rate limits (npm start)", () => {
  it('GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: 30 sign-ins and sign-ups per address per 5 minutes, wrong passwords included; a forged X-Forwarded-For changes nothing', async () => {
    const { client, url } = await startAuthInstance({}, { defaults: true });
    for (let i = 0; i < 25; i += 1) {
      const { error } = await client().auth.signInWithPassword({ email: demoAccounts.student, password: `guess-${i}` });
      expect(error?.code).toBe('invalid_credentials');
    }
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client().auth.signUp({ email: uniqueEmail('limit'), password: 'long-enough' });
      expect(error?.code, `sign-up ${i}`).not.toBe('over_request_rate_limit');
    }
    // The right password, from "another address" as the client claims it: still the same client for the gateway.
    const forged = createClient(url, testEnv.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'X-Forwarded-For': '198.51.100.23', Forwarded: 'for=198.51.100.23' } },
    });
    const { data, error } = await forged.auth.signInWithPassword({ email: demoAccounts.student, password: demoPassword });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Request rate limit reached');
    const signUp = await client().auth.signUp({ email: uniqueEmail('limit'), password: 'long-enough' });
    expect(signUp.error?.code).toBe('over_request_rate_limit');
    // Refreshing sessions has its own budget (GOTRUE_RATE_LIMIT_TOKEN_REFRESH, 150).
    const refresh = await client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('GOTRUE_RATE_LIMIT_VERIFY: 30 code verifications per address per 5 minutes', async () => {
    const { client } = await startAuthInstance({}, { defaults: true });
    for (let i = 0; i < 30; i += 1) {
      const { error } = await client().auth.verifyOtp({ email: uniqueEmail('verify'), token: '123456', type: 'email' });
      expect(error?.code).toBe('otp_expired');
    }
    const { error } = await client().auth.verifyOtp({ email: uniqueEmail('verify'), token: '123456', type: 'email' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });

  it('GOTRUE_RATE_LIMIT_OTP: 30 email requests (codes, links, recovery) per address per 5 minutes', async () => {
    const { client } = await startAuthInstance({}, { defaults: true });
    for (let i = 0; i < 30; i += 1) {
      // Unknown addresses: the same answer as for accounts, and no email sent.
      expect((await client().auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull();
    }
    const { error } = await client().auth.signInWithOtp({ email: uniqueEmail('otp') });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });

  it('GOTRUE_SMTP_MAX_FREQUENCY: one email per address per 60 seconds', async () => {
    const { client } = await startAuthInstance({}, { defaults: true });
    const db = await adminDb();
    try {
      const user = await createUser(db);
      expect((await client().auth.resetPasswordForEmail(user.email)).error).toBeNull();
      const again = await client().auth.resetPasswordForEmail(user.email);
      expect(again.error?.status).toBe(429);
      expect(again.error?.code).toBe('over_email_send_rate_limit');
      expect(again.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    } finally {
      await db.end();
    }
  });
});

describe('client address', () => {
  it('is the one the gateway saw: a client-sent X-Forwarded-For is replaced', async () => {
    const client = stackClient({ 'X-Forwarded-For': '203.0.113.7' });
    const { data, error } = await client.auth.signInWithPassword({ email: demoAccounts.student, password: demoPassword });
    expect(error).toBeNull();
    const db = await adminDb();
    try {
      const { rows } = await db.query('select host(ip) as ip from auth.sessions where id = $1', [
        JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString()).session_id,
      ]);
      expect(rows[0].ip).toBe('127.0.0.1');
    } finally {
      await db.end();
    }
  });
});

describe('emailed 6-digit codes', () => {
  it('attack: wrong codes sent by someone else do not spoil the user\'s magic link nor the code, and the guesser is stopped', async () => {
    const db = await adminDb();
    const user = await createUser(db);
    await db.end();
    const seen = new Set((await listEmails()).map((mail) => mail.id));
    expect((await stackClient().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const mail = await nextEmail(user.email, seen);
    const stranger = clientFrom('127.0.0.2');
    for (const guess of wrongCodes(mail.code!, 8)) {
      const { error } = await stranger.auth.verifyOtp({ email: user.email, token: guess, type: 'email' });
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('otp_expired');
      expect(error?.message).toBe('Token has expired or is invalid');
    }
    // The guesser is locked out of this address: even the right code fails for them.
    const guessed = await stranger.auth.verifyOtp({ email: user.email, token: mail.code!, type: 'email' });
    expect(guessed.error?.code).toBe('otp_expired');
    expect(guessed.data.session).toBeNull();
    // The user's link still signs them in.
    const link = await fetch(mail.link, { redirect: 'manual' });
    expect(link.headers.get('location')).toContain('access_token=');
  });

  it('attack: wrong codes sent by someone else do not spoil the user\'s recovery code', async () => {
    const db = await adminDb();
    const user = await createUser(db);
    await db.end();
    const seen = new Set((await listEmails()).map((mail) => mail.id));
    expect((await stackClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const mail = await nextEmail(user.email, seen);
    for (const [i, guess] of wrongCodes(mail.code!, 12).entries()) {
      const { error } = await clientFrom(`127.0.0.${2 + (i % 2)}`).auth.verifyOtp({ email: user.email, token: guess, type: 'recovery' });
      expect(error?.code).toBe('otp_expired');
    }
    const owner = await stackClient().auth.verifyOtp({ email: user.email, token: mail.code!, type: 'recovery' });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.user.email).toBe(user.email);
  });

  it('a requester is stopped after 5 wrong guesses of an address\'s code until a new one is sent', async () => {
    const db = await adminDb();
    const user = await createUser(db);
    await db.end();
    const seen = new Set((await listEmails()).map((mail) => mail.id));
    expect((await stackClient().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const mail = await nextEmail(user.email, seen);
    for (const guess of wrongCodes(mail.code!, 5)) {
      const { error } = await stackClient().auth.verifyOtp({ email: user.email, token: guess, type: 'email' });
      expect(error?.code).toBe('otp_expired');
    }
    const right = await stackClient().auth.verifyOtp({ email: user.email, token: mail.code!, type: 'email' });
    expect(right.error?.code).toBe('otp_expired');
    expect(right.data.session).toBeNull();

    expect((await stackClient().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const next = await nextEmail(user.email, seen);
    const ok = await stackClient().auth.verifyOtp({ email: user.email, token: next.code!, type: 'email' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(user.email);
  });

  it('stop a parallel brute force from one client within a few guesses', async () => {
    const db = await adminDb();
    const user = await createUser(db);
    await db.end();
    const seen = new Set((await listEmails()).map((mail) => mail.id));
    expect((await stackClient().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const mail = await nextEmail(user.email, seen);
    // 200 guesses at once, the right code among them at the end: none signs in.
    const guesses = [...wrongCodes(mail.code!, 199), mail.code!];
    const answers = await Promise.all(
      guesses.map((token) => stackClient().auth.verifyOtp({ email: user.email, token, type: 'email' })),
    );
    expect(answers.filter((answer) => answer.data.session).length).toBe(0);
    expect(new Set(answers.map((answer) => answer.error?.code))).toEqual(new Set(['otp_expired']));
    const late = await stackClient().auth.verifyOtp({ email: user.email, token: mail.code!, type: 'email' });
    expect(late.error?.code).toBe('otp_expired');
  });
});

describe('GOTRUE_RATE_LIMIT_EMAIL_SENT per recipient and per client address', () => {
  it('attack: 30 sign-ups of random addresses from one client do not stop other users\' confirmation and reset emails', async () => {
    const { url, client } = await startAuthInstance({}, { defaults: true });
    const db = await adminDb();
    const victim = await createUser(db);
    await db.end();
    for (let i = 0; i < 30; i += 1) {
      const { error } = await client().auth.signUp({ email: uniqueEmail('flood'), password: 'long-enough' });
      expect(error, `sign-up ${i}`).toBeNull();
    }
    // The flooding client's own budget is spent ...
    const more = await client().auth.resetPasswordForEmail(victim.email);
    expect(more.error?.status).toBe(429);
    expect(more.error?.code).toBe('over_email_send_rate_limit');
    expect(more.error?.message).toBe('email rate limit exceeded');
    // ... but another client still gets its reset email and a new sign-up its confirmation.
    const seen = new Set((await listEmails()).map((mail) => mail.id));
    expect((await clientFrom('127.0.0.2', url).auth.resetPasswordForEmail(victim.email)).error).toBeNull();
    expect((await nextEmail(victim.email, seen)).subject).toBe('Reset Your Password');
    const newcomer = uniqueEmail('newcomer');
    expect((await clientFrom('127.0.0.3', url).auth.signUp({ email: newcomer, password: 'long-enough' })).error).toBeNull();
    expect((await nextEmail(newcomer, seen)).subject).toBe('Confirm Your Signup');
  });

  it('caps the emails to one recipient, whoever asks', async () => {
    const { url } = await startAuthInstance({ GOTRUE_RATE_LIMIT_EMAIL_SENT: '3' });
    const db = await adminDb();
    const user = await createUser(db);
    await db.end();
    for (let i = 0; i < 3; i += 1) {
      expect((await clientFrom(`127.0.0.${2 + i}`, url).auth.resetPasswordForEmail(user.email)).error).toBeNull();
    }
    const fourth = await clientFrom('127.0.0.9', url).auth.resetPasswordForEmail(user.email);
    expect(fourth.error?.code).toBe('over_email_send_rate_limit');
  });
});
