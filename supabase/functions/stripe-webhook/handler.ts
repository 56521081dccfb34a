// Stripe's webhook: credits are added only here, for `checkout.session.completed` (and the later success of a
// delayed payment method), after the signature is verified with the library's own check. The database decides the
// rest once (stripe_checkout_completed): a replayed event id, an order already paid or a session, amount or
// currency that is not the order's changes nothing. The Stripe instance is handed in (Node imports `stripe`, Deno
// `npm:stripe`), so this module runs in both.
import type Stripe from 'stripe';
import { json, rpc, type RestEnv } from '../_shared/rest.ts';

export interface WebhookEnv extends RestEnv {
  stripe: Stripe;
  webhookSecret: string;
}

const crediting = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export function stripeWebhook(env: WebhookEnv): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: 'method_not_allowed' });
    const signature = req.headers.get('stripe-signature');
    if (!signature) return json(400, { error: 'missing_signature' });
    const payload = await req.text();
    let event: Stripe.Event;
    try {
      event = await env.stripe.webhooks.constructEventAsync(payload, signature, env.webhookSecret);
    } catch {
      return json(400, { error: 'invalid_signature' });
    }
    if (!crediting.has(event.type)) return json(200, { received: true, outcome: 'ignored' });
    const session = event.data.object as Stripe.Checkout.Session;
    // A completed session whose payment is still pending (a bank debit) is credited by its async success event.
    if (session.payment_status !== 'paid') return json(200, { received: true, outcome: 'not_paid_yet' });
    const orderId = session.client_reference_id ?? session.metadata?.order_id ?? null;
    if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return json(200, { received: true, outcome: 'unknown_order' });
    const outcome = await rpc<string>(env, 'stripe_checkout_completed', {
      p_event_id: event.id,
      p_session_id: session.id,
      p_order_id: orderId,
      p_amount: session.amount_total ?? -1,
      p_currency: session.currency ?? '',
    });
    return json(200, { received: true, outcome });
  };
}
