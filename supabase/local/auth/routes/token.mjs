// POST /token: the password, refresh_token and pkce grants.
import { badRequest, forbidden, notFound, readBody, sendJson, unprocessable } from '../http.mjs';
import { verifierMatches } from '../tokens.mjs';
import { findUserByEmail, findUserById, isBanned, isConfirmed, passwordMatches } from '../users.mjs';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

export function tokenRoutes(ctx) {
  const { settings, sessions, tx } = ctx;

  const grants = {
    async password(req, body) {
      if (body.phone && !body.email) throw invalidCredentials();
      if (typeof body.email !== 'string' || typeof body.password !== 'string') throw invalidCredentials();
      return tx(async (db) => {
        const user = await findUserByEmail(db, body.email);
        if (!user) throw invalidCredentials();
        if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
        // GoTrue checks the password before confirmation, so 'Email not confirmed' never confirms an address.
        if (!(await passwordMatches(user, body.password))) throw invalidCredentials();
        if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed');
        return sessions.issue(db, user, 'password', ctx.requestInfo(req));
      });
    },

    async refresh_token(_req, body) {
      return tx((db) => sessions.refresh(db, body.refresh_token));
    },

    async pkce(req, body) {
      if (!body.auth_code || !body.code_verifier) {
        throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
      }
      return tx(async (db) => {
        const { rows } = await db.query('select * from auth.flow_state where auth_code = $1 for update', [
          String(body.auth_code),
        ]);
        const flow = rows[0];
        if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
          throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
        }
        const issuedAt = new Date(flow.auth_code_issued_at).getTime();
        if (issuedAt + settings.flowStateExpSeconds * 1000 < Date.now()) {
          await db.query('delete from auth.flow_state where id = $1', [flow.id]);
          throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
        }
        if (!verifierMatches(flow, String(body.code_verifier))) {
          throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
        }
        await db.query('delete from auth.flow_state where id = $1', [flow.id]);
        const user = await findUserById(db, flow.user_id);
        if (!user) throw notFound('user_not_found', 'User not found');
        const extra = {};
        if (flow.provider_access_token) extra.provider_token = flow.provider_access_token;
        if (flow.provider_refresh_token) extra.provider_refresh_token = flow.provider_refresh_token;
        const method = flow.authentication_method === 'oauth' ? 'oauth' : flow.authentication_method;
        return sessions.issue(db, user, method, { ...ctx.requestInfo(req), extra });
      });
    },
  };

  return {
    'POST /token': async (req, res, url) => {
      const body = await readBody(req);
      // Sign-in with Ethereum or Solana wallets is off, as in GoTrue by default.
      if (url.searchParams.get('grant_type') === 'web3') throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
      const grant = grants[url.searchParams.get('grant_type') ?? ''];
      if (!grant || !Object.hasOwn(grants, url.searchParams.get('grant_type'))) {
        throw badRequest('validation_failed', 'unsupported_grant_type');
      }
      sendJson(res, 200, await grant(req, body));
    },
  };
}
