// The Edge Function's entry (Deno): `supabase functions deploy stripe-webhook --no-verify-jwt` (Stripe sends no
// Supabase token; the signature is the check). Secrets: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET.
// @ts-nocheck -- Deno globals and npm: specifiers; the handler itself is type-checked with the tests.
import Stripe from 'npm:stripe@23.1.0';
import { stripeWebhook } from './handler.ts';

const stripe = new Stripe(Deno.env.get('STRIPE_SECRET_KEY') ?? '', { httpClient: Stripe.createFetchHttpClient() });
Deno.serve(
  stripeWebhook({
    stripe,
    webhookSecret: Deno.env.get('STRIPE_WEBHOOK_SECRET') ?? '',
    restUrl: `${Deno.env.get('SUPABASE_URL')}/rest/v1`,
    serviceKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  }),
);
