// The Edge Function's entry (Deno): `supabase functions deploy stripe-checkout`. Secrets: STRIPE_SECRET_KEY,
// APP_URL (the app's origin, where Stripe sends the learner back).
// @ts-nocheck -- Deno globals and npm: specifiers; the handler itself is type-checked with the tests.
import Stripe from 'npm:stripe@23.1.0';
import { stripeCheckout } from './handler.ts';

const stripe = new Stripe(Deno.env.get('STRIPE_SECRET_KEY') ?? '', { httpClient: Stripe.createFetchHttpClient() });
const url = Deno.env.get('SUPABASE_URL');
Deno.serve(
  stripeCheckout({
    stripe,
    restUrl: `${url}/rest/v1`,
    authUrl: `${url}/auth/v1`,
    appUrl: Deno.env.get('APP_URL') ?? '',
    serviceKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  }),
);
