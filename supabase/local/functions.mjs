// The server functions the local gateway serves at /functions/v1/<name>, loaded on the first call (Node's type
// stripping runs the same handlers the Edge Functions' entries wrap). No request ever reaches Stripe from here:
// without STRIPE_SECRET_KEY, Checkout answers 503; the webhook verifies signatures made with
// STRIPE_WEBHOOK_SECRET, or the local stack's own secret when it is not set.
import { localStripeWebhookSecret } from './config.mjs';

export function serverFunctions({ apiUrl, serviceRoleKey, appUrl }) {
  let loaded;
  return () =>
    (loaded ??= (async () => {
      const { default: Stripe } = await import('stripe');
      const { stripeWebhook } = await import('../functions/stripe-webhook/handler.ts');
      const { stripeCheckout } = await import('../functions/stripe-checkout/handler.ts');
      const secretKey = process.env.STRIPE_SECRET_KEY;
      const stripe = new Stripe(secretKey || 'sk_test_not_configured');
      const rest = { restUrl: `${apiUrl}/rest/v1`, serviceKey: serviceRoleKey };
      const checkout = secretKey
        ? stripeCheckout({ ...rest, stripe, authUrl: `${apiUrl}/auth/v1`, appUrl })
        : async () => Response.json({ error: 'stripe_not_configured' }, { status: 503 });
      return {
        'stripe-webhook': stripeWebhook({ ...rest, stripe, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || localStripeWebhookSecret }),
        'stripe-checkout': checkout,
      };
    })());
}
