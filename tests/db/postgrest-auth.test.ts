// What PostgREST accepts as identity: tokens from the auth service, nothing expired, nothing forged. And the
// gateway's own checks in front of it, as hosted Supabase's API gateway does.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminDb, anonClient, clientWithToken, createUser, mintAccessToken, signIn, type TestUser } from '../support/db';
import { testEnv } from '../support/env';

let db: pg.Client;
let user: TestUser;

beforeAll(async () => {
  db = await adminDb();
  user = await createUser(db, 'Token Tester');
});

afterAll(async () => {
  if (!db) return;
  await db.query(`delete from auth.users where id = $1`, [user.id]);
  await db.end();
});

const ownRole = (client: ReturnType<typeof anonClient>) => client.from('user_roles').select('role').eq('user_id', user.id);

test('a token from a password sign-in reaches the user\'s own rows', async () => {
  const client = await signIn(user.email, user.password);
  const { data, error } = await ownRole(client);
  expect(error).toBeNull();
  expect(data).toEqual([{ role: 'student' }]);
});

test('a token signed with the right secret but expired is refused with 401', async () => {
  const token = await mintAccessToken({ sub: user.id, email: user.email }, { expiresInSeconds: -300 });
  const { data, error, status } = await ownRole(clientWithToken(token));
  expect(status).toBe(401);
  expect(error?.code).toBe('PGRST301');
  expect(error?.message).toMatch(/expired/i);
  expect(data).toBeNull();
});

test('PostgREST allows 30 s of clock skew on exp: a token expired 10 s ago still passes, 40 s ago does not', async () => {
  const fresh = await mintAccessToken({ sub: user.id }, { expiresInSeconds: -10 });
  expect((await ownRole(clientWithToken(fresh))).data).toEqual([{ role: 'student' }]);
  const stale = await mintAccessToken({ sub: user.id }, { expiresInSeconds: -40 });
  expect((await ownRole(clientWithToken(stale))).status).toBe(401);
});

test('a token signed with another secret is refused with 401', async () => {
  const token = await mintAccessToken({ sub: user.id, email: user.email }, { secret: 'not-the-secret-of-this-project-but-32-chars' });
  const { error, status } = await ownRole(clientWithToken(token));
  expect(status).toBe(401);
  expect(error?.code).toBe('PGRST301');
});

test('a token claiming the service role without the secret is refused', async () => {
  const forged = await mintAccessToken({ sub: randomUUID(), role: 'service_role' }, { secret: 'x'.repeat(40) });
  const { status } = await clientWithToken(forged).from('analytics_sessions').select('id');
  expect(status).toBe(401);
});

test('the same claims signed with the project secret are accepted (the refusals above are about the signature)', async () => {
  const token = await mintAccessToken({ sub: user.id, email: user.email });
  const { data, error } = await ownRole(clientWithToken(token));
  expect(error).toBeNull();
  expect(data).toEqual([{ role: 'student' }]);
});

test('the gateway requires an API key of this project, as hosted Supabase does', async () => {
  const none = await fetch(`${testEnv.apiUrl}/rest/v1/subjects?select=slug`);
  expect(none.status).toBe(401);
  expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
  const wrong = await fetch(`${testEnv.apiUrl}/rest/v1/subjects?select=slug`, { headers: { apikey: 'nope' } });
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
});

test('CORS: the app origin is allowed with the headers supabase-js sends; other origins are not', async () => {
  const preflight = await fetch(`${testEnv.apiUrl}/rest/v1/user_preferences`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:4173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info',
    },
  });
  expect(preflight.ok).toBe(true);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/prefer/);
  expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PATCH/);

  const get = await fetch(`${testEnv.apiUrl}/rest/v1/subjects?select=slug`, {
    headers: { apikey: testEnv.anonKey, Origin: 'http://127.0.0.1:5173', Prefer: 'count=exact' },
  });
  expect(get.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  expect(get.headers.get('access-control-expose-headers')).toMatch(/content-range/);

  const foreign = await fetch(`${testEnv.apiUrl}/rest/v1/subjects?select=slug`, {
    headers: { apikey: testEnv.anonKey, Origin: 'https://evil.example' },
  });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
});

test('PostgREST facts the app relies on: .single() on no row is 406 PGRST116', async () => {
  const client = await signIn(user.email, user.password);
  const { error, status } = await client.from('user_locale_preferences').select('*').eq('user_id', user.id).single();
  expect(status).toBe(406);
  expect(error?.code).toBe('PGRST116');
});
