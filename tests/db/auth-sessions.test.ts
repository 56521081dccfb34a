// Sessions through supabase-js: refresh-token rotation, sign-out, access tokens PostgREST accepts or refuses, and
// sign-in with Google through the local consent stand-in (implicit and PKCE).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';

const callback = 'http://localhost:4174/auth/callback';

function newClient(flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient {
  return createClient(testEnv.apiUrl, testEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, flowType },
  });
}

// Users of this file's own: signing out ends sessions, and a Google sign-in links an identity to the account.
let learner: TestUser;
let second: TestUser;
beforeAll(async () => {
  const db = await adminDb();
  try {
    [learner, second] = [await createUser(db, 'Session Learner'), await createUser(db, 'Session Other')];
  } finally {
    await db.end();
  }
});

async function signedIn(user: TestUser = learner) {
  const client = newClient();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(error).toBeNull();
  return { client, session: data.session! };
}

describe('refresh tokens', () => {
  it('rotates: a refresh returns a new token pair for the same user and session', async () => {
    const { client, session } = await signedIn();
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.user.id).toBe(session.user.id);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims(data.session!.access_token).session_id).toBe(claims(session.access_token).session_id);
  });

  it('answers a retried refresh within the reuse interval with the same new token', async () => {
    const { session } = await signedIn();
    const first = await newClient().auth.refreshSession({ refresh_token: session.refresh_token });
    const retry = await newClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('says "Invalid Refresh Token: Refresh Token Not Found" for a token it never issued', async () => {
    const { error } = await newClient().auth.refreshSession({ refresh_token: 'never-issued-token' });
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('sign-out', () => {
  it('revokes the refresh token and ends the session the access token names', async () => {
    const { client, session } = await signedIn();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refresh = await newClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    const user = await newClient().auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('scope local ends only this session; the user\'s other sessions go on', async () => {
    const one = await signedIn(second);
    const two = await signedIn(second);
    expect((await one.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await newClient().auth.refreshSession({ refresh_token: one.session.refresh_token })).error).not.toBeNull();
    const other = await newClient().auth.refreshSession({ refresh_token: two.session.refresh_token });
    expect(other.error).toBeNull();
  });
});

describe('access tokens', () => {
  it('are accepted by PostgREST for the signed-in user', async () => {
    const { client, session } = await signedIn();
    const { data, error } = await client.from('profiles').select('id').eq('id', session.user.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: session.user.id }]);
  });

  it('are refused by the auth service and PostgREST when forged or expired', async () => {
    const { session } = await signedIn();
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const sign = (secret: string, payload: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
    const forged = await sign('a-different-secret-of-at-least-32-characters', claims);
    const expired = await sign(testEnv.jwtSecret, { ...claims, iat: now - 7200, exp: now - 3600 });

    for (const token of [forged, expired]) {
      const user = await newClient().auth.getUser(token);
      expect(user.data.user).toBeNull();
      expect(user.error?.status).toBe(403);
      expect(user.error?.code).toBe('bad_jwt');

      const rest = createClient(testEnv.apiUrl, testEnv.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${token}` } },
      });
      const { error, status } = await rest.from('profiles').select('id');
      expect(status).toBe(401);
      expect(error?.code).toMatch(/^PGRST30/);
    }
  });
});

/** Follows the provider round trip the way a browser would, choosing the given Google account. */
async function throughGoogleConsent(authorizeUrl: string, account: { email: string; name: string }) {
  const toConsent = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(toConsent.status).toBe(302);
  const consentUrl = new URL(toConsent.headers.get('location')!);
  const page = await fetch(consentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)![1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  const submitted = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, action: 'continue', ...account }).toString(),
  });
  expect(submitted.status).toBe(302);
  const back = await fetch(submitted.headers.get('location')!, { redirect: 'manual' });
  expect(back.status).toBe(302);
  return { consentUrl, html, location: new URL(back.headers.get('location')!) };
}

describe('sign-in with Google (local consent stand-in)', () => {
  it('shows the consent page with the offline access request, then returns a session in the fragment', async () => {
    const client = newClient();
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: callback,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
    expect(error).toBeNull();
    const email = `google-${Date.now()}@example.com`;
    const { consentUrl, html, location } = await throughGoogleConsent(data.url!, { email, name: 'Gina Google' });
    expect(consentUrl.searchParams.get('access_type')).toBe('offline');
    expect(consentUrl.searchParams.get('prompt')).toBe('consent');
    expect(html).toContain('Continue as google.user@example.com');
    expect(html).toContain('Development stand-in, not Google.');
    expect(html).toContain('<label for="email">Email</label>');

    expect(`${location.origin}${location.pathname}`).toBe(callback);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('provider_token')).toBeTruthy();
    expect(fragment.get('provider_refresh_token')).toBeTruthy();
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const user = session.data.user!;
    expect(user.email).toBe(email);
    expect(user.app_metadata.provider).toBe('google');
    expect(user.user_metadata.full_name).toBe('Gina Google');
    expect(user.identities?.map((identity) => identity.provider)).toEqual(['google']);
    expect(user.email_confirmed_at).toBeTruthy();

    // The second time, the same Google account finds the same user.
    const again = await newClient().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: callback } });
    const second = await throughGoogleConsent(again.data.url!, { email, name: 'Gina Google' });
    const token = new URLSearchParams(second.location.hash.slice(1)).get('access_token')!;
    expect((await newClient().auth.getUser(token)).data.user?.id).toBe(user.id);
  });

  it('completes with ?code= and the code exchange when the client uses PKCE', async () => {
    const client = newClient('pkce');
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: callback },
    });
    expect(new URL(data.url!).searchParams.get('code_challenge_method')).toBe('s256');
    const { location } = await throughGoogleConsent(data.url!, { email: learner.email, name: 'Student' });
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    // The Google account is linked to the existing account with the same email.
    const user = exchanged.data.session!.user;
    expect(user.email).toBe(learner.email);
    expect(user.app_metadata.providers).toEqual(expect.arrayContaining(['email', 'google']));
  });

  it('refuses a provider that is not enabled', async () => {
    const response = await fetch(`${testEnv.apiUrl}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect((await response.json()).msg).toBe('Unsupported provider: provider is not enabled');
  });
});
