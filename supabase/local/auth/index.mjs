// A GoTrue-compatible auth service for the local stack: the endpoints supabase-js's auth client calls, with
// GoTrue's status codes, error codes and texts, backed by GoTrue's tables in the same Postgres.
// Mounted by the gateway under /auth/v1 (request URLs arrive without that prefix); CORS is the gateway's job.
import pg from 'pg';
import { ApiError, clientIp, requestScope, sendError, sendJson } from './http.mjs';
import { createEmailTokens } from './email-tokens.mjs';
import { createMailer } from './mailer.mjs';
import { createRedirects } from './redirects.mjs';
import { createRateLimits } from './rate-limits.mjs';
import { createSessions } from './sessions.mjs';
import { bool, readSettings } from './settings.mjs';
import { jwtKey } from './tokens.mjs';
import { factorExpiry } from './users.mjs';
import { adminRoutes } from './routes/admin.mjs';
import { emailLinkRoutes } from './routes/email-links.mjs';
import { factorRoutes } from './routes/factors.mjs';
import { googleRoutes } from './routes/google.mjs';
import { signupRoutes } from './routes/signup.mjs';
import { tokenRoutes } from './routes/token.mjs';
import { userRoutes } from './routes/user.mjs';

/** Whether a URL names this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackUrl(value) {
  try {
    const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

const IP_FORMAT = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]+)$/i;

/**
 * @param {object} options
 * @param {string} options.databaseUrl Postgres as a superuser (the service owns the auth schema)
 * @param {string} options.jwtSecret HS256 secret shared with PostgREST
 * @param {string} options.apiUrl public base URL of the gateway, for links in emails and redirects
 * @param {string} options.siteUrl where browsers go when a request names no allowed redirect
 * @param {{ host?: string, port?: number }} [options.smtp]
 * @param {Record<string, string | undefined>} [options.env] GoTrue's variables (GOTRUE_MAILER_AUTOCONFIRM, ...)
 */
export function createAuthService({ databaseUrl, jwtSecret, apiUrl, siteUrl, smtp, env = {} }) {
  const settings = readSettings(env);
  factorExpiry.seconds = settings.mfa.factorExpirySeconds;
  // The Google stand-in signs anyone in as any email: it exists only where nobody but the developer can reach it.
  if (settings.externalGoogleEnabled && !isLoopbackUrl(apiUrl)) {
    if (bool(env.GOTRUE_EXTERNAL_GOOGLE_ENABLED)) {
      throw new Error(
        `GOTRUE_EXTERNAL_GOOGLE_ENABLED: sign-in with Google is served by a development stand-in that only runs on ` +
          `the local stack, and ${apiUrl} is not a loopback address. Use a real GoTrue for Google sign-in.`,
      );
    }
    settings.externalGoogleEnabled = false;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A dropped connection (database restarted underneath) must not crash the process hosting the service.
  pool.on('error', () => {});
  const base = apiUrl.replace(/\/+$/, '');
  const mailer = createMailer({ smtp, settings });
  const key = jwtKey(jwtSecret);

  async function tx(work) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      // Some refusals must still be recorded (a reused refresh token revokes its session before the 400).
      await client.query(error?.keepChanges ? 'commit' : 'rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  const ctx = {
    settings,
    key,
    pool,
    tx,
    apiUrl: base,
    siteUrl,
    redirects: createRedirects({ siteUrl, allowList: settings.allowList }),
    sessions: createSessions({ settings, key, issuer: `${base}/auth/v1` }),
    emailTokens: createEmailTokens({ settings, mailer, apiUrl: base, secret: jwtSecret }),
    requestInfo(req) {
      const ip = clientIp(req);
      return { userAgent: req.headers['user-agent'] ?? null, ip: ip && IP_FORMAT.test(ip) ? ip : null };
    },
  };

  const routes = {
    ...signupRoutes(ctx),
    ...tokenRoutes(ctx),
    ...emailLinkRoutes(ctx),
    ...userRoutes(ctx),
    ...googleRoutes(ctx),
    ...factorRoutes(ctx),
    ...adminRoutes(ctx),
    'GET /settings': async (_req, res) => {
      const external = Object.fromEntries(
        ['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab',
          'kakao', 'keycloak', 'linkedin_oidc', 'notion', 'slack_oidc', 'spotify', 'twitch', 'twitter', 'workos',
          'zoom', 'phone'].map((name) => [name, false]),
      );
      sendJson(res, 200, {
        external: { ...external, email: settings.externalEmailEnabled, google: settings.externalGoogleEnabled },
        disable_signup: settings.disableSignup,
        mailer_autoconfirm: settings.autoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    },
    // SAML single sign-on is off (GoTrue's default): GoTrue's requireSAMLEnabled answer.
    'POST /sso': async () => {
      throw new ApiError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    },
    'GET /health': async (_req, res) => {
      sendJson(res, 200, {
        version: 'local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      });
    },
    'GET /.well-known/jwks.json': async (_req, res) => {
      // Symmetric (HS256) keys are never published; an empty set tells clients to ask /user instead.
      sendJson(res, 200, { keys: [] });
    },
  };

  // Routes with parameters ('DELETE /factors/{id}') match by pattern; the values arrive as the fourth argument.
  const table = Object.entries(routes).map(([name, route]) => {
    const [method, template] = name.split(' ');
    const names = [];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, param) => {
      names.push(param);
      return '([^/]+)';
    });
    return { method, regex: new RegExp(`^${pattern}$`), names, route, name };
  });

  function match(method, path) {
    let known = false;
    for (const entry of table) {
      const found = entry.regex.exec(path);
      if (!found) continue;
      known = true;
      if (entry.method !== method) continue;
      const params = Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
      return { ...entry, params };
    }
    return { known };
  }

  const rateLimits = createRateLimits(settings);
  /** GoTrue's limiter for a route ('POST /token' depends on the grant), or null. */
  function limitGroup(name, url) {
    if (name === 'POST /token') {
      return url.searchParams.get('grant_type') === 'password' ? 'signInSignUps' : 'tokenRefresh';
    }
    return {
      'POST /signup': 'signInSignUps',
      'GET /verify': 'verify',
      'POST /verify': 'verify',
      'POST /otp': 'otp',
      'POST /recover': 'otp',
      'POST /resend': 'otp',
      'PUT /user': 'otp',
      'GET /reauthenticate': 'otp',
      'POST /factors/{id}/challenge': 'mfaChallenge',
      'POST /factors/{id}/verify': 'mfaVerify',
    }[name] ?? null;
  }

  async function handler(req, res) {
    const url = new URL(req.url ?? '/', 'http://auth.local');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const found = match(req.method, path);
    try {
      if (!found.route) {
        throw found.known
          ? new ApiError(405, 'method_not_allowed', 'Method Not Allowed')
          : new ApiError(404, 'not_found', 'Not Found');
      }
      const group = limitGroup(found.name, url);
      if (group) rateLimits.check(group, req);
      await requestScope.run({ ip: clientIp(req) ?? 'unknown' }, () => found.route(req, res, url, found.params));
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof ApiError) {
        sendError(req, res, error);
        return;
      }
      // GoTrue hides internals behind a 500; the cause goes to the server log.
      console.error('[auth]', req.method, path, error);
      const creates = ['/signup', '/otp', '/callback'].includes(path);
      const message = /^Error sending/.test(String(error?.message))
        ? String(error.message)
        : creates && typeof error?.code === 'string'
          ? 'Database error saving new user'
          : 'Unexpected failure, please check server logs for more information';
      sendError(req, res, new ApiError(500, 'unexpected_failure', message));
    }
  }

  return {
    handler,
    settings,
    async close() {
      mailer.close();
      await pool.end();
    },
  };
}
