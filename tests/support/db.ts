// Helpers for database tests: an admin Postgres connection for fixtures and checks, and supabase-js clients
// signed in as the demo accounts or as fresh users, exactly as the app's client would be.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { demoAccounts, demoPassword, testEnv } from './env';

export type Client = SupabaseClient;

/**
 * A superuser connection (bypasses RLS): fixtures and checks of what really is in the tables. Its clean-ups that
 * delete accounts (`delete from auth.users …`, on their own, outside a transaction) cascade through rows that other
 * files' clean-ups may be deleting at the same moment; Postgres then ends one of them with a deadlock (40P01), which
 * rolled that statement back: it is tried again, at most three times in all.
 */
export async function adminDb(): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: testEnv.dbUrl });
  db.on('error', () => {});
  await db.connect();
  const query = db.query.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const accountDelete = /^\s*delete from auth\.users\b/i;
  const withRetry = async (args: unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await query(...args);
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt === 3) throw error;
      }
    }
  };
  // One query at a time, in call order. Fixture helpers run side by side on one connection (Promise.all over
  // createUser(db, …)); pg 8 queues such queries itself, but warns that pg 9 will refuse them.
  let previous: Promise<unknown> = Promise.resolve();
  (db as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    const run = () => (typeof args[0] === 'string' && accountDelete.test(args[0]) ? withRetry(args) : query(...args));
    const turn = previous.then(run);
    previous = turn.catch(() => {});
    return turn;
  };
  return db;
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function anonClient(): Client {
  return createClient(testEnv.apiUrl, testEnv.anonKey, clientOptions);
}

/** A client that sends the given access token (for tokens minted by a test, e.g. expired or forged ones). */
export function clientWithToken(accessToken: string): Client {
  return createClient(testEnv.apiUrl, testEnv.anonKey, {
    ...clientOptions,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

/** Password sign-in through the auth service, as the app does. */
export async function signIn(email: string, password = demoPassword): Promise<Client> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

export const signInDemo = (who: keyof typeof demoAccounts) => signIn(demoAccounts[who]);

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/**
 * A new confirmed user, inserted as the auth service would (bcrypt hash, GoTrue columns), so the sign-up trigger
 * runs and the user can sign in with a password.
 */
export async function createUser(db: pg.Client, fullName = 'Test Learner'): Promise<TestUser> {
  const id = randomUUID();
  const email = `learner-${id.slice(0, 8)}@example.com`;
  const password = `pw-${id.slice(0, 12)}`;
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
       recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '', '', '', '',
       '{"provider":"email","providers":["email"]}', jsonb_build_object('role', 'user', 'full_name', $4::text), now(), now())`,
    [id, email, password, fullName],
  );
  return { id, email, password };
}

/** An access token signed with the local JWT secret, for tests about what PostgREST accepts. */
export function mintAccessToken(
  claims: { sub: string; email?: string; role?: string; [claim: string]: unknown },
  { expiresInSeconds = 3600, secret = testEnv.jwtSecret } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** The seeded TOTP factor of a demo account (supabase/seed/05_mfa.sql): its id and base32 secret. */
export async function demoTotpFactor(email: string): Promise<{ id: string; secret: string }> {
  const db = await adminDb();
  try {
    const { rows } = await db.query(
      `select f.id, f.secret from auth.mfa_factors f join auth.users u on u.id = f.user_id
       where lower(u.email) = lower($1) and f.factor_type = 'totp' and f.status = 'verified' order by f.created_at limit 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`${email} has no seeded TOTP factor`);
    return rows[0];
  } finally {
    await db.end();
  }
}

/** The 6-digit RFC 6238 code of a base32 secret (SHA-1, 30 s), now or at `timestamp`. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/**
 * A demo admin (founder or admin) signed in at aal2, as the app does it: password, then a challenge of the seeded
 * TOTP factor verified with its current code. The client's session (and its JWT's aal claim) is aal2.
 */
export async function signInDemoAal2(who: 'founder' | 'admin'): Promise<Client> {
  const email = demoAccounts[who];
  const client = await signIn(email);
  const factor = await demoTotpFactor(email);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.secret) });
  if (error) throw new Error(`aal2 sign-in of ${email} failed: ${error.message}`);
  return client;
}
