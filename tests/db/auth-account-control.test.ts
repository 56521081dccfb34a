// What account control needs from the auth service, through supabase-js as against GoTrue: the reauthentication
// nonce of a password change (secure password change), and the admin's deletion of a user.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { adminDb, createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { waitForEmail } from '../support/mail';

const newClient = () => createClient(testEnv.apiUrl, testEnv.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
const serviceClient = () =>
  createClient(testEnv.apiUrl, testEnv.serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });

async function signedInUser(): Promise<{ user: TestUser; client: SupabaseClient }> {
  const db = await adminDb();
  const user = await createUser(db, 'Account Holder');
  await db.end();
  const client = newClient();
  expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  return { user, client };
}

/** Moves the user's sign-ins (the sessions' amr claims) `minutes` into the past, as if signed in that long ago. */
async function ageSignIns(userId: string, minutes: number) {
  const db = await adminDb();
  await db.query(
    `update auth.mfa_amr_claims set created_at = now() - make_interval(mins => $2), updated_at = now() - make_interval(mins => $2)
     where session_id in (select id from auth.sessions where user_id = $1)`,
    [userId, minutes],
  );
  await db.query(`update auth.sessions set created_at = now() - make_interval(mins => $2) where user_id = $1`, [userId, minutes]);
  await db.end();
}

describe('password change (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION)', () => {
  it('needs no nonce within 10 minutes of a password sign-in', async () => {
    const { user, client } = await signedInUser();
    expect((await client.auth.updateUser({ password: 'fresh-session-pw' })).error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email: user.email, password: 'fresh-session-pw' })).error).toBeNull();
  });

  it('attack: a session signed in more than 10 minutes ago (stolen, or left open) cannot change the password without the nonce, refreshed or not', async () => {
    const { user, client } = await signedInUser();
    await ageSignIns(user.id, 11);
    // A refresh renews the tokens, not the proof of who signed in.
    expect((await client.auth.refreshSession()).error).toBeNull();
    const attempt = await client.auth.updateUser({ password: 'attacker-pw' });
    expect(attempt.error?.code).toBe('reauthentication_needed');
    expect((await newClient().auth.signInWithPassword({ email: user.email, password: 'attacker-pw' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await newClient().auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  });

  it('from a session signed in more than 10 minutes ago, needs the emailed nonce: missing, wrong and reused nonces are refused', async () => {
    const { user, client } = await signedInUser();
    await ageSignIns(user.id, 11);
    const missing = await client.auth.updateUser({ password: 'new-password-1' });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('reauthentication_needed');
    expect(missing.error?.message).toBe('Password update requires reauthentication');

    const started = new Date();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await waitForEmail(user.email, { subject: 'Confirm reauthentication', after: started });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.html).not.toContain('/auth/v1/verify');

    const wrongNonce = String((Number(mail.code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await client.auth.updateUser({ password: 'new-password-1', nonce: wrongNonce });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect(wrong.error?.message).toBe('Nonce has expired or is invalid');

    expect((await client.auth.updateUser({ password: 'new-password-1', nonce: mail.code! })).error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email: user.email, password: 'new-password-1' })).error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'new-password-2', nonce: mail.code! });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('spoils the nonce after 5 wrong guesses', async () => {
    const { user, client } = await signedInUser();
    await ageSignIns(user.id, 11);
    const started = new Date();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await waitForEmail(user.email, { subject: 'Confirm reauthentication', after: started });
    for (let i = 1; i <= 5; i += 1) {
      const guess = String((Number(mail.code) + i) % 1_000_000).padStart(6, '0');
      expect((await client.auth.updateUser({ password: 'guessed-pw', nonce: guess })).error?.code).toBe('reauthentication_not_valid');
    }
    const right = await client.auth.updateUser({ password: 'guessed-pw', nonce: mail.code! });
    expect(right.error?.code).toBe('reauthentication_not_valid');
  });
});

describe('admin: delete a user (DELETE /admin/users/{id})', () => {
  it('deletes the account with the service role key; the user can no longer sign in or use their token', async () => {
    const { user, client } = await signedInUser();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const asUser = await fetch(`${testEnv.apiUrl}/auth/v1/admin/users/${user.id}`, {
      method: 'DELETE',
      headers: { apikey: testEnv.anonKey, authorization: `Bearer ${token}` },
    });
    expect(asUser.status).toBe(403);
    expect((await asUser.json()).error_code).toBe('not_admin');

    const { error } = await serviceClient().auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe(
      'invalid_credentials',
    );
    const stale = await newClient().auth.getUser(token);
    expect(stale.error?.status).toBe(403);
    const db = await adminDb();
    const { rows } = await db.query('select count(*)::int as n from auth.users where id = $1', [user.id]);
    await db.end();
    expect(rows[0].n).toBe(0);

    const again = await serviceClient().auth.admin.deleteUser(user.id);
    expect(again.error?.status).toBe(404);
    expect(again.error?.code).toBe('user_not_found');
  });
});
