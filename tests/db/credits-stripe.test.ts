// Stripe, without Stripe: Checkout Session creation is checked as the request the official library sends (pointed
// at a recorder on loopback through its host/port options), and the webhook is called through the local gateway at
// /functions/v1/stripe-webhook with events signed by the library's own generateTestHeaderString. A forged, stale,
// replayed or mismatched event adds no credit. This file owns its learners and orders.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stripeCheckout } from '../../supabase/functions/stripe-checkout/handler.ts';
import { localStripeWebhookSecret } from '../../supabase/local/config.mjs';
import { myCredits, order, plans } from '../support/credits';
import { adminDb, createUser, signIn, type Client, type TestUser } from '../support/db';
import { testEnv } from '../support/env';

let db: pg.Client;
const users: TestUser[] = [];
const stripe = new Stripe('sk_test_summit_local');

beforeAll(async () => {
  db = await adminDb();
});
afterAll(async () => {
  if (!db) return;
  await db.query(`delete from auth.users where id = any($1)`, [users.map((u) => u.id)]);
  await db.end();
});

async function learner(): Promise<{ user: TestUser; client: Client }> {
  const user = await createUser(db, 'Stripe Learner');
  users.push(user);
  return { user, client: await signIn(user.email, user.password) };
}

interface Recorded { method: string; path: string; headers: http.IncomingHttpHeaders; body: URLSearchParams }

/** A stand-in for api.stripe.com on loopback: records each request and answers like Checkout's create. */
async function recorder(): Promise<{ port: number; requests: Recorded[]; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method!, path: req.url!, headers: req.headers, body: new URLSearchParams(body) });
      const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_local' });
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, requests, close: () => new Promise((r) => server.close(() => r())) };
}

async function checkoutFor(client: Client, orderId: string, port: number): Promise<Response> {
  const handler = stripeCheckout({
    stripe: new Stripe('sk_test_summit_local', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    restUrl: `${testEnv.apiUrl}/rest/v1`,
    authUrl: `${testEnv.apiUrl}/auth/v1`,
    serviceKey: testEnv.serviceKey,
    appUrl: 'http://localhost:4173',
  });
  const token = (await client.auth.getSession()).data.session!.access_token;
  return handler(new Request('http://gateway/functions/v1/stripe-checkout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: orderId }),
  }));
}

function completed(orderId: string, sessionId: string, amount: number, currency = 'usd', eventId = `evt_${randomUUID().replace(/-/g, '')}`) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', client_reference_id: orderId, metadata: { order_id: orderId },
                      amount_total: amount, currency, payment_status: 'paid' } },
  };
}

async function send(event: unknown, { secret = localStripeWebhookSecret, timestamp, tamper }: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  const res = await fetch(`${testEnv.apiUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body: tamper ? payload.replace('"amount_total":21000', '"amount_total":1') : payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string; error?: string } };
}

describe('Checkout Session', () => {
  test('the library sends one session request with the order (amount, currency, reference) and an idempotency key', async () => {
    const rec = await recorder();
    try {
      const { client } = await learner();
      const id = await order(client, plans.pack5, 'COP');
      const res = await checkoutFor(client, id, rec.port);
      expect(res.status).toBe(200);
      const { url, session_id } = (await res.json()) as { url: string; session_id: string };
      expect(url).toContain(session_id);
      expect(rec.requests).toHaveLength(1);
      const [req] = rec.requests;
      expect([req.method, req.path]).toEqual(['POST', '/v1/checkout/sessions']);
      expect(req.headers.authorization).toBe('Bearer sk_test_summit_local');
      expect(req.headers['idempotency-key']).toBe(`summit-order-${id}`);
      expect(req.body.get('mode')).toBe('payment');
      expect(req.body.get('client_reference_id')).toBe(id);
      expect(req.body.get('line_items[0][price_data][currency]')).toBe('cop');
      expect(req.body.get('line_items[0][price_data][unit_amount]')).toBe('84000000');
      expect(req.body.get('line_items[0][price_data][product_data][name]')).toBe('5-session pack');
      const { rows } = await db.query(`select checkout_session_id from credit_orders where id = $1`, [id]);
      expect(rows[0].checkout_session_id).toBe(session_id);
      // Another learner's order: not found, and nothing sent to Stripe.
      const other = await learner();
      expect((await checkoutFor(other.client, id, rec.port)).status).toBe(404);
      expect(rec.requests).toHaveLength(1);
    } finally {
      await rec.close();
    }
  });

  test('the local stack has no Stripe key: its Checkout answers 503 and calls nobody', async () => {
    const res = await fetch(`${testEnv.apiUrl}/functions/v1/stripe-checkout`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
  });
});

describe('webhook', () => {
  async function orderWithSession(): Promise<{ client: Client; id: string; session: string }> {
    const { client } = await learner();
    const id = await order(client, plans.pack5);
    const session = `cs_test_${randomUUID().replace(/-/g, '')}`;
    await db.query(`select public.set_checkout_session($1, $2)`, [id, session]);
    return { client, id, session };
  }

  test('a signed checkout.session.completed adds the credits once; a replay and a second event change nothing', async () => {
    const { client, id, session } = await orderWithSession();
    const event = completed(id, session, 21000);
    expect(await send(event)).toEqual({ status: 200, body: { received: true, outcome: 'credited' } });
    expect((await myCredits(client)).balance).toBe(5);
    expect((await send(event)).body.outcome).toBe('replay');
    expect((await send(completed(id, session, 21000))).body.outcome).toBe('already_paid');
    expect((await myCredits(client)).balance).toBe(5);
    const { rows } = await db.query(`select status, provider, payment_method from credit_orders where id = $1`, [id]);
    expect(rows[0]).toEqual({ status: 'paid', provider: 'stripe', payment_method: 'card' });
  });

  test('forged: another secret, a changed body, a stale signature, no signature → 400 and no credit', async () => {
    const { client, id, session } = await orderWithSession();
    const event = completed(id, session, 21000);
    expect((await send(event, { secret: 'whsec_not_ours' })).status).toBe(400);
    expect((await send(event, { tamper: true })).status).toBe(400);
    expect((await send(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const bare = await fetch(`${testEnv.apiUrl}/functions/v1/stripe-webhook`, { method: 'POST', body: JSON.stringify(event) });
    expect(bare.status).toBe(400);
    expect((await myCredits(client)).balance).toBe(0);
  });

  test('an order mismatch (amount, currency, session, unknown order) adds no credit', async () => {
    const { client, id, session } = await orderWithSession();
    expect((await send(completed(id, session, 100))).body.outcome).toBe('mismatch');
    expect((await send(completed(id, session, 21000, 'eur'))).body.outcome).toBe('mismatch');
    expect((await send(completed(id, 'cs_test_someone_else', 21000))).body.outcome).toBe('mismatch');
    expect((await send(completed(randomUUID(), session, 21000))).body.outcome).toBe('unknown_order');
    expect((await myCredits(client)).balance).toBe(0);
    // The right event still works afterwards.
    expect((await send(completed(id, session, 21000))).body.outcome).toBe('credited');
    expect((await myCredits(client)).balance).toBe(5);
  });

  test('other event types and unpaid sessions are acknowledged and ignored', async () => {
    const { client, id, session } = await orderWithSession();
    const other = { ...completed(id, session, 21000), type: 'payment_intent.created' };
    expect((await send(other)).body.outcome).toBe('ignored');
    const unpaid = completed(id, session, 21000);
    (unpaid.data.object as { payment_status: string }).payment_status = 'unpaid';
    expect((await send(unpaid)).body.outcome).toBe('not_paid_yet');
    expect((await myCredits(client)).balance).toBe(0);
  });
});
