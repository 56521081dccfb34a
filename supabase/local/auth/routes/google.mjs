// Sign-in with Google, locally: GET /authorize sends the browser to a stand-in of Google's consent screen served
// here, which answers like Google would (a code to /callback), and /callback finishes like GoTrue (implicit
// fragment, or ?code= for PKCE). No network, no Google account; the rest of the flow is the real one.
// The stand-in lives under /authorize because gateways (Kong in hosted Supabase) leave that path open to browsers
// that carry no apikey, like /verify and /callback.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { badRequest, notFound, readBody, redirect, sendHtml, sendJson } from '../http.mjs';
import { withFragment, withQuery } from '../redirects.mjs';
import { newAuthCode, readChallenge, readState, signState } from '../tokens.mjs';
import { createUser, findIdentity, findUserByEmail, findUserById, upsertIdentity, validateEmail } from '../users.mjs';

const DEFAULT_EMAIL = 'google.user@example.com';
const DEFAULT_NAME = 'Google User';
// Parameters GoTrue consumes itself; every other query parameter of /authorize is forwarded to the provider.
const OWN_PARAMS = new Set(['provider', 'redirect_to', 'scopes', 'code_challenge', 'code_challenge_method', 'skip_http_redirect']);

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Google's subject identifiers are stable per account; derive one from the email. */
function googleSub(email) {
  const digest = createHash('sha256').update(email).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 21n).toString().padStart(21, '1');
}

function consentPage({ action, state, received }) {
  const rows = Object.entries(received)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd data-param="${escapeHtml(name)}">${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local development stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #202124; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font-size: 1rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { padding: .6rem 1rem; font-size: 1rem; cursor: pointer; }
  button[value=continue] { background: #1a73e8; color: #fff; border: 0; border-radius: 4px; }
  dl { font-size: .875rem; color: #5f6368; display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; }
  dd { margin: 0; word-break: break-all; }
  .notice { border: 2px solid #b06000; background: #fef7e0; padding: .75rem; border-radius: 4px; }
</style>
</head>
<body>
<main>
<h1>Sign in with Google</h1>
<p role="note" class="notice"><strong>Development stand-in, not Google.</strong> This page only exists on the local
stack (it answers on this machine's loopback address only): any email can be chosen here, and it signs in as that
account. Deployed projects use Google itself.</p>
<p>Choose the Google account to continue with.</p>
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${DEFAULT_EMAIL}">
  <label for="name">Name</label>
  <input id="name" name="name" type="text" autocomplete="name" value="${DEFAULT_NAME}">
  <div class="actions">
    <button type="submit" name="action" value="continue" id="continue">Continue as ${DEFAULT_EMAIL}</button>
    <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
  </div>
</form>
<h2>Request received</h2>
<dl>${rows}</dl>
</main>
<script>
  const email = document.getElementById('email');
  const button = document.getElementById('continue');
  email.addEventListener('input', () => { button.textContent = 'Continue as ' + (email.value || '${DEFAULT_EMAIL}'); });
</script>
</body>
</html>`;
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/** The stand-in answers only connections made on this machine's loopback interface, whoever mounts it. */
function onLoopback(req) {
  return LOOPBACK.test(String(req.socket?.localAddress ?? '')) && LOOPBACK.test(String(req.socket?.remoteAddress ?? ''));
}

export function googleRoutes(ctx) {
  const { settings, key, apiUrl, tx, sessions, redirects } = ctx;
  const guard = (route) => async (req, res, url) => {
    if (!settings.externalGoogleEnabled || !onLoopback(req)) throw notFound('not_found', 'Not Found');
    return route(req, res, url);
  };
  const consentUrl = `${apiUrl}/auth/v1/authorize/local-google`;
  const callbackUrl = `${apiUrl}/auth/v1/callback`;

  function fail(target, error, code, description) {
    return withFragment(target, { error, error_code: code, error_description: description });
  }

  /** Finds the user behind a Google account, links it to an existing account with the same email, or signs up. */
  async function userFor(db, profile) {
    const identityData = {
      iss: 'https://accounts.google.com',
      sub: profile.sub,
      name: profile.name,
      full_name: profile.name,
      email: profile.email,
      email_verified: true,
      phone_verified: false,
      provider_id: profile.sub,
    };
    const identity = await findIdentity(db, 'google', profile.sub);
    let user = identity ? await findUserById(db, identity.user_id) : await findUserByEmail(db, profile.email);
    if (!user) {
      if (settings.disableSignup) return null;
      user = await createUser(db, {
        email: profile.email,
        password: null,
        appMetadata: { provider: 'google', providers: ['google'] },
        userMetadata: identityData,
        confirmed: true,
      });
    } else if (!user.email_confirmed_at) {
      // Google vouches for the address, so linking confirms it. As GoTrue (RemoveUnconfirmedIdentities): whoever
      // signed the address up before its owner came with Google proved nothing, so no password, metadata or
      // identity of theirs survives (no pre-account takeover).
      const { rows } = await db.query(
        `update auth.users set email_confirmed_at = now(), encrypted_password = '', raw_user_meta_data = $2,
           updated_at = now() where id = $1 returning *`,
        [user.id, JSON.stringify(identityData)],
      );
      await db.query(`delete from auth.identities where user_id = $1 and provider <> 'google'`, [user.id]);
      user = rows[0];
    }
    return upsertIdentity(db, user, { provider: 'google', providerId: profile.sub, identityData });
  }

  return {
    'GET /authorize': async (req, res, url) => {
      const provider = url.searchParams.get('provider') ?? '';
      if (provider !== 'google' || !settings.externalGoogleEnabled || !onLoopback(req)) {
        throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
      }
      const challenge = readChallenge({
        code_challenge: url.searchParams.get('code_challenge') ?? undefined,
        code_challenge_method: url.searchParams.get('code_challenge_method') ?? undefined,
      });
      const referrer = redirects.pick(url.searchParams.get('redirect_to'));
      let flowStateId = null;
      if (challenge) {
        flowStateId = randomUUID();
        await ctx.pool.query(
          `insert into auth.flow_state (id, auth_code, code_challenge_method, code_challenge, provider_type,
             authentication_method, created_at, updated_at)
           values ($1, $2, $3, $4, 'google', 'oauth', now(), now())`,
          [flowStateId, newAuthCode(), challenge.method, challenge.challenge],
        );
      }
      const forwarded = {};
      for (const [name, value] of url.searchParams) if (!OWN_PARAMS.has(name)) forwarded[name] = value;
      const scopes = ['email', 'profile', ...(url.searchParams.get('scopes') ?? '').split(/[\s,]+/)].filter(Boolean);
      const state = await signState(key, {
        provider,
        referrer,
        flow_state_id: flowStateId,
        offline: forwarded.access_type === 'offline',
      });
      const target = new URL(consentUrl);
      const query = {
        client_id: 'summit-local',
        redirect_uri: callbackUrl,
        response_type: 'code',
        scope: [...new Set(scopes)].join(' '),
        ...forwarded,
        state,
      };
      for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
      if (url.searchParams.get('skip_http_redirect') === 'true') {
        sendJson(res, 200, { url: target.toString() });
        return;
      }
      redirect(res, target.toString(), 302);
    },

    'GET /authorize/local-google': guard(async (_req, res, url) => {
      const state = url.searchParams.get('state') ?? '';
      const received = {};
      for (const [name, value] of url.searchParams) if (name !== 'state') received[name] = value;
      sendHtml(res, 200, consentPage({ action: consentUrl, state, received }));
    }),

    'POST /authorize/local-google': guard(async (req, res) => {
      const body = await readBody(req);
      const state = String(body.state ?? '');
      if (body.action === 'cancel') {
        redirect(res, withQuery(callbackUrl, { error: 'access_denied', state }), 302);
        return;
      }
      const email = validateEmail(String(body.email ?? '').trim());
      const name = String(body.name ?? '').trim() || email.split('@')[0];
      const code = await signState(key, { email, name, sub: googleSub(email) }, 300);
      redirect(res, withQuery(callbackUrl, { code, state }), 302);
    }),

    'GET /callback': guard(async (req, res, url) => {
      const state = await readState(key, url.searchParams.get('state') ?? '');
      if (!state) {
        redirect(res, fail(ctx.siteUrl, 'invalid_request', 'bad_oauth_state', 'OAuth state parameter is invalid'), 302);
        return;
      }
      const referrer = redirects.pick(state.referrer);
      if (url.searchParams.get('error')) {
        const error = url.searchParams.get('error');
        const description = url.searchParams.get('error_description') ?? 'User denied access';
        redirect(res, fail(referrer, error, 'provider_error', description), 302);
        return;
      }
      const profile = await readState(key, url.searchParams.get('code') ?? '');
      if (!profile) {
        redirect(res, fail(referrer, 'server_error', 'bad_oauth_callback', 'OAuth callback with invalid code'), 302);
        return;
      }
      const providerToken = `ya29.local-${randomBytes(24).toString('base64url')}`;
      const providerRefreshToken = state.offline ? `1//local-${randomBytes(24).toString('base64url')}` : null;
      const location = await tx(async (db) => {
        const user = await userFor(db, profile);
        if (!user) return fail(referrer, 'access_denied', 'signup_disabled', 'Signups not allowed for this instance');
        if (state.flow_state_id) {
          const { rows } = await db.query(
            `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), provider_access_token = $3,
               provider_refresh_token = $4, updated_at = now() where id = $1 returning auth_code`,
            [state.flow_state_id, user.id, providerToken, providerRefreshToken],
          );
          if (!rows[0]) return fail(referrer, 'invalid_request', 'flow_state_not_found', 'invalid flow state, no valid flow state found');
          return withQuery(referrer, { code: rows[0].auth_code });
        }
        const session = await sessions.issue(db, user, 'oauth', ctx.requestInfo(req));
        const fragment = {
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          provider_token: providerToken,
          refresh_token: session.refresh_token,
          token_type: 'bearer',
        };
        if (providerRefreshToken) fragment.provider_refresh_token = providerRefreshToken;
        return withFragment(referrer, fragment);
      });
      redirect(res, location, 302);
    }),
  };
}
