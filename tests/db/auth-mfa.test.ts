// TOTP multi-factor authentication through supabase-js's auth.mfa, as against GoTrue: enroll, challenge, verify
// (aal2, amr totp), unenroll, the admin factor endpoints, and every refusal with GoTrue's status and error_code.
// Codes are computed here from the secret the enrollment returned.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { startAuthInstance } from '../support/auth-instance';
import { adminDb, createUser, demoTotpFactor, signIn, signInDemoAal2, totpCode } from '../support/db';
import { demoAccounts, testEnv } from '../support/env';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

/** A new confirmed user signed in with a password on `url` (the stack unless given). */
async function newUserClient(url = testEnv.apiUrl): Promise<SupabaseClient> {
  const db = await adminDb();
  const user = await createUser(db, 'Mfa Learner');
  await db.end();
  const client = createClient(url, testEnv.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(error).toBeNull();
  return client;
}

async function enroll(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return data!;
}

/** Enrolled and verified: the session is aal2. */
async function enrolledAal2(client: SupabaseClient) {
  const factor = await enroll(client);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
  expect(error).toBeNull();
  return factor;
}

/** A code valid for the secret but from two steps ago: outside the one step of drift. */
const staleCode = (secret: string) => totpCode(secret, Date.now() - 65_000);

describe('without a session', () => {
  it('answers 401 as GoTrue does', async () => {
    const response = await fetch(`${testEnv.apiUrl}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: testEnv.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' });
  });
});

describe('enroll, challenge, verify', () => {
  it('enrolls a TOTP factor (secret, otpauth URI, SVG QR code) and raises the session to aal2 with the right code', async () => {
    const client = await newUserClient();
    const before = claimsOf(await accessToken(client));
    expect(before.aal).toBe('aal1');
    expect(before.amr.map((entry: { method: string }) => entry.method)).toEqual(['password']);

    const factor = await enroll(client, 'Phone');
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Phone');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/localhost%3A4174:learner-.+\?.*secret=[A-Z2-7]{32}/);
    expect(factor.totp.uri).toContain('issuer=localhost%3A4174');
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    const unverified = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(unverified.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);
    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: staleCode(factor.totp.secret) });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret) });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry: { method: string }) => entry.method)).toEqual(['totp', 'password']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.totp.map((f) => [f.id, f.status, f.friendly_name])).toEqual([[factor.id, 'verified', 'Phone']]);
    const user = await client.auth.getUser();
    expect(user.data.user!.factors!.map((f) => f.id)).toEqual([factor.id]);

    // Refreshing an aal2 session keeps aal2.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');

    // A new password sign-in is aal1, with aal2 as the next level.
    const again = await signIn(user.data.user!.email!, (await adminPassword(user.data.user!.email!)) ?? '');
    expect(claimsOf(await accessToken(again)).aal).toBe('aal1');
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('refuses an expired challenge (422 mfa_challenge_expired)', async () => {
    const client = await newUserClient();
    const factor = await enroll(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const db = await adminDb();
    await db.query(`update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`, [challenge.data!.id]);
    await db.end();
    const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret) });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_challenge_expired');
    expect(error?.message).toBe(`MFA challenge ${challenge.data!.id} has expired, verify against another challenge or create a new challenge.`);
  });

  it("refuses a code from another factor, and another factor's challenge", async () => {
    const client = await newUserClient();
    const first = await enrolledAal2(client);
    const second = await enroll(client, 'Second');
    const challenge = await client.auth.mfa.challenge({ factorId: second.id });
    const crossed = await client.auth.mfa.verify({ factorId: second.id, challengeId: challenge.data!.id, code: totpCode(first.totp.secret) });
    expect(crossed.error?.status).toBe(422);
    expect(crossed.error?.code).toBe('mfa_verification_failed');
    const otherChallenge = await client.auth.mfa.verify({ factorId: first.id, challengeId: challenge.data!.id, code: totpCode(first.totp.secret) });
    expect(otherChallenge.error?.status).toBe(422);
    expect(otherChallenge.error?.code).toBe('mfa_factor_not_found');
  });

  it('accepts one step of clock drift, not two', async () => {
    const client = await newUserClient();
    const factor = await enroll(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const stale = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: staleCode(factor.totp.secret) });
    expect(stale.error?.code).toBe('mfa_verification_failed');
    const drifted = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret, Date.now() + 30_000),
    });
    expect(drifted.error).toBeNull();
  });

  it("refuses another user's factor (404 mfa_factor_not_found)", async () => {
    const owner = await newUserClient();
    const factor = await enroll(owner);
    const stranger = await newUserClient();
    const { error } = await stranger.auth.mfa.challenge({ factorId: factor.id });
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('mfa_factor_not_found');
  });
});

describe('unenroll', () => {
  it('needs aal2 for a verified factor, and the session falls back to aal1 afterwards', async () => {
    const client = await newUserClient();
    const factor = await enrolledAal2(client);
    const email = (await client.auth.getUser()).data.user!.email!;
    const aal1 = await signIn(email, (await adminPassword(email))!);
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient_aal');

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });
});

describe('single use and rate limits (GoTrue defaults, on an instance of their own)', () => {
  it('refuses a code already used, even with a new challenge', async () => {
    const { url } = await startAuthInstance({ GOTRUE_MFA_TOTP_SINGLE_USE: 'true' });
    const client = await newUserClient(url);
    const factor = await enroll(client);
    const code = totpCode(factor.totp.secret);
    const first = await client.auth.mfa.challenge({ factorId: factor.id });
    expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId: first.data!.id, code })).error).toBeNull();
    const sameChallenge = await client.auth.mfa.verify({ factorId: factor.id, challengeId: first.data!.id, code });
    expect(sameChallenge.error?.status).toBe(422);
    expect(sameChallenge.error?.code).toBe('mfa_ip_address_mismatch');
    const next = await client.auth.mfa.challenge({ factorId: factor.id });
    const reused = await client.auth.mfa.verify({ factorId: factor.id, challengeId: next.data!.id, code });
    expect(reused.error?.status).toBe(422);
    expect(reused.error?.code).toBe('mfa_verification_failed');
  });

  it('stops guessing after 15 verifications a minute (429 over_request_rate_limit), right code included', async () => {
    const { url } = await startAuthInstance({}, { defaults: true });
    const wrong = (secret: string, i: number) => String((Number(totpCode(secret)) + 500_000 + i) % 1_000_000).padStart(6, '0');
    // 15 wrong codes from one client address, 5 on each of three users' factors (a challenge is void after 5).
    let last: { client: SupabaseClient; factorId: string; secret: string } | null = null;
    for (let user = 0; user < 3; user += 1) {
      const client = await newUserClient(url);
      const factor = await enroll(client);
      const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
      for (let i = 0; i < 5; i += 1) {
        const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: wrong(factor.totp.secret, i) });
        expect(error?.code).toBe('mfa_verification_failed');
      }
      last = { client, factorId: factor.id, secret: factor.totp.secret };
    }
    const challenge = await last!.client.auth.mfa.challenge({ factorId: last!.factorId });
    expect(challenge.error).toBeNull();
    const { error } = await last!.client.auth.mfa.verify({ factorId: last!.factorId, challengeId: challenge.data!.id, code: totpCode(last!.secret) });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });
});

describe('second factor: attacks', () => {
  const wrong = (secret: string, i: number) => String((Number(totpCode(secret)) + 500_000 + i) % 1_000_000).padStart(6, '0');

  /** Moves the sign-ins of every session of the client's user `minutes` into the past. */
  async function ageSignIns(client: SupabaseClient, minutes: number) {
    const userId = (await client.auth.getSession()).data.session!.user.id;
    const db = await adminDb();
    await db.query(
      `update auth.mfa_amr_claims set updated_at = now() - make_interval(mins => $2)
       where session_id in (select id from auth.sessions where user_id = $1)`,
      [userId, minutes],
    );
    await db.end();
  }

  it('a session signed in more than 10 minutes ago (stolen, or left open) can neither enroll a factor nor verify one', async () => {
    const client = await newUserClient();
    const factor = await enroll(client);
    await ageSignIns(client, 11);
    const enrolAgain = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'attacker phone' });
    expect(enrolAgain.error?.code).toBe('reauthentication_needed');
    const verify = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
    expect(verify.error?.code).toBe('reauthentication_needed');
    const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data?.currentLevel).toBe('aal1');
    const db = await adminDb();
    const { rows } = await db.query(`select status from auth.mfa_factors where id = $1`, [factor.id]);
    await db.end();
    expect(rows[0].status).toBe('unverified');
  });

  it('5 wrong codes void the challenge; 10 in a row lock the factor (the answer says when to retry), right code included, until the lock ends', async () => {
    const client = await newUserClient();
    const factor = await enrolledAal2(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: wrong(factor.totp.secret, i) });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const voided = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.totp.secret) });
    expect(voided.error?.code).toBe('mfa_factor_not_found');
    const second = await client.auth.mfa.challenge({ factorId: factor.id });
    for (let i = 0; i < 4; i += 1) {
      const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: second.data!.id, code: wrong(factor.totp.secret, 10 + i) });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const tenth = await client.auth.mfa.verify({ factorId: factor.id, challengeId: second.data!.id, code: wrong(factor.totp.secret, 20) });
    expect(tenth.error?.status).toBe(429);
    expect(tenth.error?.code).toBe('mfa_factor_locked');
    expect(tenth.error?.message).toMatch(/^Too many wrong codes for this factor\. Try again in \d+ seconds\.$/);
    const locked = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
    expect(locked.error?.code).toBe('mfa_factor_locked');
    // The test profile's lock lasts 2 seconds: wait for the right code to be accepted again.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
      if (!error) break;
      expect(error.code).toBe('mfa_factor_locked');
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('after a verify, none of the session\'s older refresh tokens mints a token (aal2 or not)', async () => {
    const client = await newUserClient();
    const first = (await client.auth.getSession()).data.session!.refresh_token;
    const rotated = await client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const second = rotated.data.session!.refresh_token;
    await enrolledAal2(client);
    expect(claimsOf(await accessToken(client)).aal).toBe('aal2');
    for (const stolen of [second, first]) {
      const thief = createClient(testEnv.apiUrl, testEnv.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
      const { data, error } = await thief.auth.refreshSession({ refresh_token: stolen });
      expect(data.session).toBeNull();
      expect(error?.code).toMatch(/^refresh_token_(already_used|not_found)$/);
    }
  });
});

describe('admin factor endpoints', () => {
  it('list and delete a user\'s factors with the service role key; refuse a user token (403 not_admin)', async () => {
    const client = await newUserClient();
    const factor = await enrolledAal2(client);
    const userId = (await client.auth.getUser()).data.user!.id;
    const service = createClient(testEnv.apiUrl, testEnv.serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const listed = await service.auth.admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);

    const asUser = await fetch(`${testEnv.apiUrl}/auth/v1/admin/users/${userId}/factors`, {
      headers: { apikey: testEnv.anonKey, authorization: `Bearer ${await accessToken(client)}` },
    });
    expect(asUser.status).toBe(403);
    expect((await asUser.json()).error_code).toBe('not_admin');

    const deleted = await service.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    expect(deleted.error).toBeNull();
    expect((await service.auth.admin.mfa.listFactors({ userId })).data!.factors).toEqual([]);
    // The session that reached aal2 with it is aal1 again.
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
  });
});

describe('demo admins', () => {
  it('have a seeded, verified factor: signInDemoAal2 reaches aal2, and `npm run totp` prints the same code', async () => {
    for (const who of ['founder', 'admin'] as const) {
      const client = await signInDemoAal2(who);
      expect(claimsOf(await accessToken(client)).aal).toBe('aal2');
    }
    const factor = await demoTotpFactor(demoAccounts.founder);
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/totp.mjs', demoAccounts.founder], {
      env: { ...process.env, SUMMIT_DB_URL: testEnv.dbUrl },
    });
    const printed = stdout.trim().split(/\s+/)[0];
    expect([totpCode(factor.secret), totpCode(factor.secret, Date.now() - 30_000)]).toContain(printed);
  });
});

/** The password of a user made by createUser (derived from its id in tests/support/db.ts). */
async function adminPassword(email: string): Promise<string | null> {
  const db = await adminDb();
  try {
    const { rows } = await db.query('select id from auth.users where email = $1', [email]);
    return rows[0] ? `pw-${rows[0].id.slice(0, 12)}` : null;
  } finally {
    await db.end();
  }
}
