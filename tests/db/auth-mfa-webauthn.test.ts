// Security keys and passkeys (WebAuthn) as a second factor through supabase-js's auth.mfa, as against GoTrue: enrol,
// register the key ('create'), prove it ('request') for aal2 with amr mfa/webauthn, unenrol; and the attacks: a wrong
// origin or rp id, a replayed challenge or assertion, an unverified factor, a stale sign-in, one key on two factors.
// The key is a software authenticator (tests/support/software-authenticator.ts); each test has users of its own.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { adminDb, createUser } from '../support/db';
import { testEnv } from '../support/env';
import { SoftwareAuthenticator, type CeremonyOptions } from '../support/software-authenticator';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const methods = (token: string) => claimsOf(token).amr.map((entry: { method: string }) => entry.method);

interface Signed {
  client: SupabaseClient;
  email: string;
  password: string;
}

function newClient(): SupabaseClient {
  return createClient(testEnv.apiUrl, testEnv.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function signedIn(email: string, password: string): Promise<Signed> {
  const client = newClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, email, password };
}

/** A new confirmed user, signed in with a password just now. */
async function newUser(): Promise<Signed> {
  const db = await adminDb();
  const user = await createUser(db, 'Key Holder');
  await db.end();
  return signedIn(user.email, user.password);
}

const session = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!;

async function enrol(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName });
  expect(error).toBeNull();
  return data!;
}

interface WebauthnChallenge {
  id: string;
  type: string;
  webauthn: { type: 'create' | 'request'; credential_options: { publicKey: { challenge: ArrayBuffer } & Record<string, unknown> } };
}

/** A challenge of the factor: its id and the options supabase-js hands to the browser. */
async function challenge(client: SupabaseClient, factorId: string) {
  const { data, error } = await client.auth.mfa.challenge({ factorId });
  expect(error).toBeNull();
  const asked = data as unknown as WebauthnChallenge;
  if (asked?.type !== 'webauthn') throw new Error('expected a WebAuthn challenge');
  return { id: asked.id, type: asked.webauthn.type, publicKey: asked.webauthn.credential_options.publicKey };
}

/** The key answers a challenge of `factorId` ('create' or 'request', as the server asked) and supabase-js verifies it. */
async function answer(client: SupabaseClient, factorId: string, key: SoftwareAuthenticator, bend: Partial<CeremonyOptions> & { counter?: number } = {}) {
  const asked = await challenge(client, factorId);
  const options = { challenge: asked.publicKey.challenge, ...bend };
  const credential = asked.type === 'create' ? key.create(options) : key.get(options);
  const result = await client.auth.mfa.verify({
    factorId,
    challengeId: asked.id,
    webauthn: { type: asked.type, credential_response: credential as never },
  } as never);
  return { ...result, asked, credential };
}

/** A user with a registered key, signed in again with the password (aal1, aal2 next). */
async function userWithKey() {
  const user = await newUser();
  const key = new SoftwareAuthenticator();
  const factor = await enrol(user.client, 'Desk key');
  const registered = await answer(user.client, factor.id, key);
  expect(registered.error).toBeNull();
  const again = await signedIn(user.email, user.password);
  return { ...again, key, factorId: factor.id };
}

async function rawChallenge(accessToken: string, factorId: string) {
  const response = await fetch(`${testEnv.apiUrl}/auth/v1/factors/${factorId}/challenge`, {
    method: 'POST',
    headers: { apikey: testEnv.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: '{}',
  });
  return { status: response.status, body: await response.json() };
}

/** The user as the auth service lists them now (GET /user), with their factors. */
async function user(client: SupabaseClient): Promise<{ factors: { id: string; status: string }[] }> {
  const response = await fetch(`${testEnv.apiUrl}/auth/v1/user`, {
    headers: { apikey: testEnv.anonKey, authorization: `Bearer ${(await session(client)).access_token}` },
  });
  const body = await response.json();
  return { factors: body.factors ?? [] };
}

async function rawVerify(accessToken: string, factorId: string, body: unknown) {
  const response = await fetch(`${testEnv.apiUrl}/auth/v1/factors/${factorId}/verify`, {
    method: 'POST',
    headers: { apikey: testEnv.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('enrol, register, sign in with the key, remove it', () => {
  it('registers a key for aal2 (amr mfa/webauthn), then proves it at the next sign-in and revokes the older refresh tokens', async () => {
    const user = await newUser();
    const factor = await enrol(user.client, 'Desk key');
    expect(factor).toMatchObject({ type: 'webauthn', friendly_name: 'Desk key' });

    const key = new SoftwareAuthenticator();
    const registered = await answer(user.client, factor.id, key);
    expect(registered.error).toBeNull();
    // The relying party is the service's own configuration: the app's origin on localhost.
    expect(registered.asked.type).toBe('create');
    expect(registered.asked.publicKey).toMatchObject({ rp: { id: 'localhost', name: 'Summit' }, user: { name: user.email }, attestation: 'none' });
    const raised = await session(user.client);
    expect(claimsOf(raised.access_token).aal).toBe('aal2');
    expect(methods(raised.access_token)[0]).toBe('mfa/webauthn');
    const listed = await user.client.auth.mfa.listFactors();
    expect(listed.data?.all).toMatchObject([{ id: factor.id, factor_type: 'webauthn', status: 'verified', friendly_name: 'Desk key' }]);

    // The next sign-in: password (aal1, aal2 next), then the key.
    const again = await signedIn(user.email, user.password);
    expect((await again.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const aal1Refresh = (await session(again.client)).refresh_token;
    const proved = await answer(again.client, factor.id, key);
    expect(proved.error).toBeNull();
    expect(proved.asked.type).toBe('request');
    expect((proved.asked.publicKey.allowCredentials as { id: ArrayBuffer }[]).map((c) => Buffer.from(c.id).toString('base64url'))).toEqual([key.credentialId]);
    const token = (await session(again.client)).access_token;
    expect(claimsOf(token).aal).toBe('aal2');
    expect(methods(token)).toEqual(['mfa/webauthn', 'password']);
    // A copy of the aal1 refresh token cannot mint an aal2 token.
    const copy = await newClient().auth.refreshSession({ refresh_token: aal1Refresh });
    expect(copy.error).not.toBeNull();

    // Removing it needs aal2: a new aal1 session cannot, the aal2 one can.
    const third = await signedIn(user.email, user.password);
    const refused = await third.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.code).toBe('insufficient_aal');
    const removed = await again.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect((await again.client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('ignores the rp id and origins a request body names: the options and the checks are the configured ones', async () => {
    const user = await newUser();
    const factor = await enrol(user.client);
    const { data } = await user.client.auth.mfa.challenge({
      factorId: factor.id,
      webauthn: { rpId: 'evil.example', rpOrigins: ['https://evil.example'] },
    } as never);
    expect((data as unknown as WebauthnChallenge).webauthn.credential_options.publicKey.rp).toEqual({ id: 'localhost', name: 'Summit' });
  });

  it('answers GoTrue\'s validation errors for a WebAuthn verify without its parts', async () => {
    const user = await newUser();
    const factor = await enrol(user.client);
    const asked = await challenge(user.client, factor.id);
    const token = (await session(user.client)).access_token;
    expect(await rawVerify(token, factor.id, { challenge_id: asked.id })).toMatchObject({ status: 400, body: { code: 'validation_failed', msg: 'WebAuthn config required' } });
    expect(await rawVerify(token, factor.id, { challenge_id: asked.id, webauthn: { type: 'sign' } })).toMatchObject({
      status: 400,
      body: { msg: 'WebAuthn type must be create or request' },
    });
    expect(await rawVerify(token, factor.id, { challenge_id: asked.id, webauthn: { type: 'create' } })).toMatchObject({
      status: 400,
      body: { msg: 'credential_response required' },
    });
  });
});

describe('WebAuthn attacks', () => {
  it('refuses a registration made for another origin or another rp id, and the factor stays unverified (aal1)', async () => {
    const user = await newUser();
    const factor = await enrol(user.client);
    const key = new SoftwareAuthenticator();
    const phished = await answer(user.client, factor.id, key, { origin: 'https://evil.example', rpId: 'localhost' });
    expect(phished.error?.status).toBe(422);
    expect(phished.error?.code).toBe('mfa_verification_failed');
    const otherRp = await answer(user.client, factor.id, key, { rpId: 'evil.example' });
    expect(otherRp.error?.code).toBe('mfa_verification_failed');
    const insecure = await answer(user.client, factor.id, key, { origin: 'http://127.0.0.1:4174', rpId: 'localhost' });
    expect(insecure.error?.code).toBe('mfa_verification_failed');
    expect(claimsOf((await session(user.client)).access_token).aal).toBe('aal1');
    expect((await user.client.auth.mfa.listFactors()).data?.all[0]).toMatchObject({ id: factor.id, status: 'unverified' });
  });

  it('refuses an assertion for another origin or rp id', async () => {
    const { client, key, factorId } = await userWithKey();
    const phished = await answer(client, factorId, key, { origin: 'https://evil.example', rpId: 'localhost' });
    expect(phished.error?.code).toBe('mfa_verification_failed');
    const otherRp = await answer(client, factorId, key, { rpId: 'evil.example' });
    expect(otherRp.error?.code).toBe('mfa_verification_failed');
    expect(claimsOf((await session(client)).access_token).aal).toBe('aal1');
  });

  it('refuses a replayed challenge, a replayed assertion on a new challenge and a sign counter that went back', async () => {
    const { client, key, factorId } = await userWithKey();
    const asked = await challenge(client, factorId);
    const credential = key.get({ challenge: asked.publicKey.challenge });
    const body = { challenge_id: asked.id, webauthn: { type: 'request', credential_response: credential.toJSON() } };
    const aal1Token = (await session(client)).access_token;
    expect((await rawVerify(aal1Token, factorId, body)).status).toBe(200);
    // The challenge is used up (GoTrue destroys it).
    expect(await rawVerify(aal1Token, factorId, body)).toMatchObject({ status: 422, body: { code: 'mfa_factor_not_found' } });

    // The same signed answer against a fresh challenge: the challenge inside it is the old one.
    const other = await signedIn((await session(client)).user.email!, (await adminPassword(factorId)) ?? '');
    const fresh = await challenge(other.client, factorId);
    const replayed = await rawVerify((await session(other.client)).access_token, factorId, { ...body, challenge_id: fresh.id });
    expect(replayed).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
    // A cloned key: a correct signature over the new challenge, but with a counter the server has already seen.
    const cloned = await answer(other.client, factorId, key, { counter: key.counter });
    expect(cloned.error?.code).toBe('mfa_verification_failed');
    expect(claimsOf((await session(other.client)).access_token).aal).toBe('aal1');
  });

  it('an unverified factor gives no aal2: its challenge asks for a registration, and an assertion for it is refused', async () => {
    const { client, key, factorId } = await userWithKey();
    // A second, never registered key factor of the same user, enrolled at aal2.
    await answer(client, factorId, key);
    const pending = await enrol(client, 'Pending key');
    const asked = await challenge(client, pending.id);
    expect(asked.type).toBe('create');
    const assertion = key.get({ challenge: asked.publicKey.challenge });
    const refused = await rawVerify((await session(client)).access_token, pending.id, {
      challenge_id: asked.id,
      webauthn: { type: 'request', credential_response: assertion.toJSON() },
    });
    expect(refused).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
    expect((await user(client)).factors.find((f) => f.id === pending.id)?.status).toBe('unverified');
  });

  it('a password alone cannot finish a key its owner left unfinished (the browser dialog cancelled)', async () => {
    const { client, key, factorId } = await userWithKey();
    // The owner, at aal2, starts adding a second key: enrol and challenge, then the dialog is cancelled.
    await answer(client, factorId, key);
    const pending = await enrol(client, 'Cancelled key');
    const ownersChallenge = await challenge(client, pending.id);
    // Someone with only the password (aal1, signed in just now) and a key of their own.
    const attacker = await signedIn((await session(client)).user.email!, (await adminPassword(factorId)) ?? '');
    const theirKey = new SoftwareAuthenticator();
    const token = (await session(attacker.client)).access_token;
    expect(await rawChallenge(token, pending.id)).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
    const verify = await rawVerify(token, pending.id, {
      challenge_id: ownersChallenge.id,
      webauthn: { type: 'create', credential_response: theirKey.create({ challenge: ownersChallenge.publicKey.challenge }).toJSON() },
    });
    expect(verify).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
    expect(claimsOf((await session(attacker.client)).access_token).aal).toBe('aal1');
    expect((await user(client)).factors.find((f) => f.id === pending.id)?.status).toBe('unverified');
    // The owner's own session still can.
    expect((await answer(client, pending.id, new SoftwareAuthenticator())).error).toBeNull();
  });

  it('without a verified factor, only the session that enrolled a key registers it', async () => {
    const owner = await newUser();
    const pending = await enrol(owner.client, 'First key');
    await challenge(owner.client, pending.id);
    const attacker = await signedIn(owner.email, owner.password);
    const token = (await session(attacker.client)).access_token;
    expect(await rawChallenge(token, pending.id)).toMatchObject({ status: 403, body: { code: 'mfa_factor_enrolled_by_another_session' } });
    const refused = await answer(attacker.client, pending.id, new SoftwareAuthenticator()).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error); // its challenge is refused
    expect(claimsOf((await session(attacker.client)).access_token).aal).toBe('aal1');
  });

  it('an unfinished enrolment is purged once stale on every path: challenge, verify, remove and the factor list', async () => {
    const owner = await newUser();
    const userId = (await session(owner.client)).user.id;
    const stale = async () => {
      const factor = await enrol(owner.client, `Stale ${Math.random()}`);
      const asked = await challenge(owner.client, factor.id);
      const db = await adminDb();
      await db.query(`update auth.mfa_factors set created_at = now() - interval '6 minutes' where id = $1`, [factor.id]);
      await db.end();
      return { factor, asked };
    };
    const token = async () => (await session(owner.client)).access_token;
    const gone = async (id: string) => {
      const db = await adminDb();
      const { rows } = await db.query('select 1 from auth.mfa_factors where id = $1 and user_id = $2', [id, userId]);
      await db.end();
      return rows.length === 0;
    };
    const a = await stale();
    expect(await rawChallenge(await token(), a.factor.id)).toMatchObject({ status: 404, body: { code: 'mfa_factor_not_found' } });
    expect(await gone(a.factor.id)).toBe(true);
    const b = await stale();
    const verify = await rawVerify(await token(), b.factor.id, {
      challenge_id: b.asked.id,
      webauthn: { type: 'create', credential_response: new SoftwareAuthenticator().create({ challenge: b.asked.publicKey.challenge }).toJSON() },
    });
    expect(verify).toMatchObject({ status: 404, body: { code: 'mfa_factor_not_found' } });
    expect(await gone(b.factor.id)).toBe(true);
    const c = await stale();
    expect((await owner.client.auth.mfa.unenroll({ factorId: c.factor.id })).error?.code).toBe('mfa_factor_not_found');
    const d = await stale();
    expect((await user(owner.client)).factors.map((f) => f.id)).not.toContain(d.factor.id);
    expect(await gone(d.factor.id)).toBe(true);
  });

  it('one key, one factor: a key already registered cannot register a second factor', async () => {
    const { client, key, factorId } = await userWithKey();
    await answer(client, factorId, key);
    const second = await enrol(client, 'Same key again');
    const again = await answer(client, second.id, key);
    expect(again.error?.code).toBe('mfa_verification_failed');
  });

  it('a session signed in more than 10 minutes ago can neither enrol a key nor verify one', async () => {
    const user = await newUser();
    const factor = await enrol(user.client);
    const userId = (await session(user.client)).user.id;
    const db = await adminDb();
    await db.query(
      `update auth.mfa_amr_claims set updated_at = now() - interval '11 minutes'
       where session_id in (select id from auth.sessions where user_id = $1)`,
      [userId],
    );
    await db.end();
    const enrolAgain = await user.client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Attacker key' });
    expect(enrolAgain.error?.code).toBe('reauthentication_needed');
    // Completing the enrolment is enrolling: its challenge is refused already.
    const asked = await user.client.auth.mfa.challenge({ factorId: factor.id });
    expect(asked.error?.code).toBe('reauthentication_needed');
    expect(claimsOf((await session(user.client)).access_token).aal).toBe('aal1');
  });

  it('a challenge is void after 5 wrong answers, and an expired challenge is refused', async () => {
    const { client, key, factorId } = await userWithKey();
    const asked = await challenge(client, factorId);
    const token = (await session(client)).access_token;
    for (let i = 0; i < 5; i += 1) {
      const wrong = key.get({ challenge: asked.publicKey.challenge, origin: 'https://evil.example', rpId: 'localhost' });
      const refused = await rawVerify(token, factorId, { challenge_id: asked.id, webauthn: { type: 'request', credential_response: wrong.toJSON() } });
      expect(refused.body.code).toBe('mfa_verification_failed');
    }
    const right = key.get({ challenge: asked.publicKey.challenge });
    const voided = await rawVerify(token, factorId, { challenge_id: asked.id, webauthn: { type: 'request', credential_response: right.toJSON() } });
    expect(voided).toMatchObject({ status: 422, body: { code: 'mfa_factor_not_found' } });

    const late = await challenge(client, factorId);
    const db = await adminDb();
    await db.query(`update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`, [late.id]);
    await db.end();
    const expired = await rawVerify(token, factorId, {
      challenge_id: late.id,
      webauthn: { type: 'request', credential_response: key.get({ challenge: late.publicKey.challenge }).toJSON() },
    });
    expect(expired).toMatchObject({ status: 422, body: { code: 'mfa_challenge_expired' } });
  });
});

/** The password of the factor's owner: tests sign the same user in again (createUser's password is derived from the id). */
async function adminPassword(factorId: string): Promise<string | null> {
  const db = await adminDb();
  const { rows } = await db.query('select user_id from auth.mfa_factors where id = $1', [factorId]);
  await db.end();
  return rows[0] ? `pw-${String(rows[0].user_id).slice(0, 12)}` : null;
}
