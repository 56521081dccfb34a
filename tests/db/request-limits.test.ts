// Probe findings about sizes and client-supplied facts: the gateway refuses large bodies (413) and takes ?apikey=
// out of the URL, PostgREST returns at most 1000 rows, a request inserts at most 10 referral clicks or telemetry
// events, and a security alert's email and time are set by the server.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, type Client, type TestUser } from '../support/db';
import { demoAccounts, testEnv } from '../support/env';

let db: pg.Client;
let user: TestUser;
let client: Client;

beforeAll(async () => {
  db = await adminDb();
  user = await createUser(db, 'Lena Limits');
  client = await signIn(user.email, user.password);
});

afterAll(async () => {
  if (!db) return;
  await db.query(`delete from auth.users where id = $1`, [user.id]);
  await db.end();
});

const clicks = (n: number) => Array.from({ length: n }, () => ({ id: randomUUID(), code: 'limits', type: 'click' }));
const events = (n: number) => Array.from({ length: n }, () => ({ id: randomUUID(), user_id: user.id, event: 'limit_test', payload: {} }));

describe('rows per request', () => {
  test('10 referral clicks in one request are stored; 11 are refused with 413 and none is stored', async () => {
    const ten = await anonClient().from('referral_events').insert(clicks(10));
    expect(ten.error).toBeNull();
    const eleven = clicks(11);
    const refused = await anonClient().from('referral_events').insert(eleven);
    expect(refused.status).toBe(413);
    expect(refused.error?.code).toBe('PT413');
    const { rows } = await db.query(`select count(*)::int as n from referral_events where id = any($1)`, [eleven.map((c) => c.id)]);
    expect(rows[0].n).toBe(0);
  });

  test('also with upsert ignoring duplicates (how the app retries), and for telemetry of a signed-in user', async () => {
    const refused = await anonClient().from('referral_events').upsert(clicks(50), { ignoreDuplicates: true });
    expect(refused.status).toBe(413);
    expect((await client.from('telemetry_events').insert(events(10))).error).toBeNull();
    const tooMany = await client.from('telemetry_events').insert(events(2000));
    expect(tooMany.status).toBe(413);
    const { rows } = await db.query(`select count(*)::int as n from telemetry_events where user_id = $1`, [user.id]);
    expect(rows[0].n).toBe(10);
  });
});

describe('security alerts', () => {
  test("the server sets email and time from the token and the clock, not from the client's values", async () => {
    const id = randomUUID();
    const { error } = await client
      .from('security_alerts')
      .insert({ id, user_id: user.id, email: demoAccounts.founder, occurred_at: '2001-01-01T00:00:00Z', context: '/founder-hub' });
    expect(error).toBeNull();
    const { rows } = await db.query(`select email, occurred_at from security_alerts where id = $1`, [id]);
    expect(rows[0].email).toBe(user.email);
    expect(Math.abs(new Date(rows[0].occurred_at).getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('gateway', () => {
  const api = testEnv.apiUrl.replace(/\/$/, '');
  const headers = { apikey: testEnv.anonKey, 'content-type': 'application/json' };

  /**
   * Sends a POST's headers and the given chunks (each flushed before the next), never more, and resolves with the
   * response's status. The gateway answers 413 and closes without reading the rest, so a client still writing a
   * body it was refused would race that close (EPIPE); the test writes nothing after the limit is crossed.
   */
  const statusOf = (path: string, extra: Record<string, string>, chunks: Buffer[]) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(`${api}${path}`);
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, ...extra } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
      const pump = (i: number) => {
        if (i < chunks.length) req.write(chunks[i], () => pump(i + 1));
      };
      pump(0);
    });

  test('a body over 1 MiB is refused with 413 on its declared length, before any of it is read', async () => {
    const status = await statusOf('/rest/v1/contact_messages', { 'content-length': String(2 * 1024 * 1024) }, []);
    expect(status).toBe(413);
  });

  test('a streamed body without a length is cut off at the limit with 413', async () => {
    // 5 × 256 KiB: the fifth chunk crosses 1 MiB, and the request is never ended, so only the limit can answer it.
    const chunks = Array.from({ length: 5 }, () => Buffer.alloc(256 * 1024, 0x20));
    const status = await statusOf('/rest/v1/referral_events', { 'transfer-encoding': 'chunked' }, chunks);
    expect(status).toBe(413);
  });

  test('?apikey= in the URL is accepted and never reaches PostgREST as a filter', async () => {
    const response = await fetch(`${api}/rest/v1/subjects?select=id&apikey=${testEnv.anonKey}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  test('PostgREST returns at most 1000 rows per request (PGRST_DB_MAX_ROWS)', async () => {
    await db.query(
      `insert into telemetry_events (user_id, event) select $1, 'bulk' from generate_series(1, 1005)`,
      [user.id],
    );
    const service = createClient(testEnv.apiUrl, testEnv.serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data, error } = await service.from('telemetry_events').select('id').eq('user_id', user.id);
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
  });
});
