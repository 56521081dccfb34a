// GET /user, PUT /user and POST /logout: everything that acts on behalf of a bearer token.
import { badRequest, bearerToken, forbidden, readBody, sendJson, sendNoContent, unauthorized, unprocessable } from '../http.mjs';
import { readChallenge, verifyAccessToken } from '../tokens.mjs';
import { findUserByEmail, findUserById, hashPassword, passwordMatches, userJson, validateEmail } from '../users.mjs';
import { checkPasswordStrength } from './signup.mjs';

export function userRoutes(ctx) {
  const { settings, key, sessions, emailTokens, tx, pool, redirects } = ctx;

  /** GoTrue's authentication middleware: a valid JWT whose user and session still exist. */
  async function authenticate(req, db) {
    const token = bearerToken(req);
    if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = await verifyAccessToken(key, token);
    if (typeof claims.sub !== 'string' || !claims.sub) {
      throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    }
    const user = await findUserById(db, claims.sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    let sessionId = null;
    if (typeof claims.session_id === 'string' && claims.session_id) {
      const { rows } = await db.query('select id from auth.sessions where id = $1', [claims.session_id]);
      if (!rows[0]) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      sessionId = claims.session_id;
    }
    return { user, sessionId };
  }

  return {
    'GET /user': async (req, res) => {
      const { user } = await authenticate(req, pool);
      sendJson(res, 200, await userJson(pool, user));
    },

    'PUT /user': async (req, res, url) => {
      const body = await readBody(req);
      const challenge = readChallenge(body);
      const redirectTo = redirects.pick(url.searchParams.get('redirect_to'));
      const result = await tx(async (db) => {
        let { user, sessionId } = await authenticate(req, db);

        if (body.password !== undefined && body.password !== null) {
          checkPasswordStrength(settings, body.password);
          if (await passwordMatches(user, body.password)) {
            throw unprocessable('same_password', 'New password should be different from the old password.');
          }
          const { rows } = await db.query(
            'update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning *',
            [user.id, await hashPassword(body.password)],
          );
          user = rows[0];
          // As GoTrue: a new password ends every other session of the user.
          if (sessionId) await sessions.logout(db, user.id, sessionId, 'others');
        }

        if (body.data && typeof body.data === 'object') {
          const merged = { ...(user.raw_user_meta_data ?? {}) };
          for (const [name, value] of Object.entries(body.data)) {
            if (value === null) delete merged[name];
            else merged[name] = value;
          }
          const { rows } = await db.query(
            'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1 returning *',
            [user.id, JSON.stringify(merged)],
          );
          user = rows[0];
        }

        if (body.email !== undefined && body.email !== null) {
          const email = validateEmail(body.email);
          if (email !== String(user.email ?? '').toLowerCase()) {
            const taken = await findUserByEmail(db, email);
            if (taken) throw unprocessable('email_exists', 'A user with this email address has already been registered');
            if (settings.autoconfirm) {
              const { rows } = await db.query(
                'update auth.users set email = $2, updated_at = now() where id = $1 returning *',
                [user.id, email],
              );
              user = rows[0];
            } else {
              const { rows } = await db.query(
                'update auth.users set email_change = $2, updated_at = now() where id = $1 returning *',
                [user.id, email],
              );
              await emailTokens.send(db, rows[0], 'email_change', { redirectTo, challenge, to: email });
              user = await findUserById(db, user.id);
            }
          }
        }
        return userJson(db, user);
      });
      sendJson(res, 200, result);
    },

    'POST /logout': async (req, res, url) => {
      const scope = url.searchParams.get('scope') ?? 'global';
      if (!['global', 'local', 'others'].includes(scope)) {
        throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
      }
      await tx(async (db) => {
        const { user, sessionId } = await authenticate(req, db);
        await sessions.logout(db, user.id, sessionId, scope);
      });
      sendNoContent(res);
    },
  };
}
