// Checkout for an open order: a Stripe Checkout Session with the order's amount (no card data ever reaches
// Summit), its id kept on the order, its address returned for the app to open. The caller is the order's learner
// (their access token, checked with the auth service). Credits come later, from the webhook alone.
import type Stripe from 'stripe';
import { json, rpc, type RestEnv } from '../_shared/rest.ts';

export interface CheckoutEnv extends RestEnv {
  stripe: Stripe;
  authUrl: string; // e.g. http://127.0.0.1:54321/auth/v1
  appUrl: string; // where Stripe sends the learner back
}

interface CheckoutOrder {
  id: string;
  credits: number;
  currency: string;
  amount_minor: number;
  plan: string;
  email: string | null;
  status: string;
}

async function callerId(env: CheckoutEnv, authorization: string | null): Promise<string | null> {
  if (!authorization?.startsWith('Bearer ')) return null;
  const res = await fetch(`${env.authUrl}/user`, { headers: { apikey: env.serviceKey, Authorization: authorization } });
  if (!res.ok) return null;
  const user = (await res.json()) as { id?: string };
  return user.id ?? null;
}

export function stripeCheckout(env: CheckoutEnv): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: 'method_not_allowed' });
    const userId = await callerId(env, req.headers.get('authorization'));
    if (!userId) return json(401, { error: 'sign_in' });
    const body = (await req.json().catch(() => null)) as { order_id?: unknown } | null;
    const orderId = typeof body?.order_id === 'string' ? body.order_id : '';
    if (!/^[0-9a-f-]{36}$/i.test(orderId)) return json(400, { error: 'invalid_request' });
    const order = await rpc<CheckoutOrder | null>(env, 'checkout_order', { p_order_id: orderId, p_learner: userId });
    if (!order) return json(404, { error: 'order_not_found' });
    if (order.status !== 'open') return json(409, { error: 'order_not_open' });
    const back = env.appUrl.replace(/\/$/, '');
    const session = await env.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        ...(order.email ? { customer_email: order.email } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amount_minor,
              product_data: { name: order.plan },
            },
          },
        ],
        success_url: `${back}/dashboard?order=${order.id}`,
        cancel_url: `${back}/pricing`,
      },
      // One session per order, however often the learner presses the button.
      { idempotencyKey: `summit-order-${order.id}` },
    );
    await rpc(env, 'set_checkout_session', { p_order_id: order.id, p_session_id: session.id });
    return json(200, { url: session.url, session_id: session.id });
  };
}
