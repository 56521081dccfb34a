// GET /user, PUT /user and POST /logout: everything that acts on behalf of a bearer token.
import { authenticate as authenticateRequest } from '../guard.mjs';
import { ApiError, badRequest, readBody, sendJson, sendNoContent, unprocessable } from '../http.mjs';
import { readChallenge } from '../tokens.mjs';
import { findUserByEmail, findUserById, hashPassword, passwordMatches, userJson, validateEmail } from '../users.mjs';
import { checkPasswordStrength } from './signup.mjs';

export function userRoutes(ctx) {
  const { settings, key, sessions, emailTokens, tx, pool, redirects } = ctx;

  const authenticate = (req, db) => authenticateRequest(key, req, db);

  return {
    'GET /user': async (req, res) => {
      const { user } = await authenticate(req, pool);
      sendJson(res, 200, await userJson(pool, user));
    },

    // Manual identity linking is off (GoTrue's default): its routes answer as GoTrue's requireManualLinkingEnabled.
    'GET /user/identities/authorize': async (req) => {
      await authenticate(req, pool);
      throw new ApiError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    },
    'DELETE /user/identities/{id}': async (req) => {
      await authenticate(req, pool);
      throw new ApiError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    },

    'PUT /user': async (req, res, url) => {
      const body = await readBody(req);
      const challenge = readChallenge(body);
      const redirectTo = redirects.pick(url.searchParams.get('redirect_to'));
      const result = await tx(async (db) => {
        let { user, sessionId } = await authenticate(req, db);

        if (body.password !== undefined && body.password !== null) {
          // Secure password change: unless this session signed in with the password or an emailed code within
          // the recent-sign-in window (10 minutes), the nonce GET /reauthenticate emailed must come with the new
          // password, so a stolen or forgotten-open session cannot lock the owner out.
          if (settings.updatePasswordRequireReauthentication) {
            const recent = await sessions.recentSignIn(db, sessionId);
            if (!recent) {
              if (!body.nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
              await emailTokens.checkNonce(db, user, body.nonce);
            }
          }
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
                `update auth.users set email_change = $2, email_change_confirm_status = 0,
                   email_change_token_current = '', updated_at = now() where id = $1 returning *`,
                [user.id, email],
              );
              await emailTokens.send(db, rows[0], 'email_change', { redirectTo, challenge, to: email });
              // GoTrue's secure email change: the current address is asked to confirm too (and so hears of it).
              if (settings.secureEmailChange && user.email) {
                await emailTokens.send(db, rows[0], 'email_change_current', { redirectTo, challenge, to: user.email, skipFrequency: true });
              }
              user = await findUserById(db, user.id);
            }
          }
        }
        return userJson(db, user);
      });
      sendJson(res, 200, result);
    },

    /** GoTrue's GET /reauthenticate: emails a code, the nonce a password change then needs. */
    'GET /reauthenticate': async (req, res) => {
      await tx(async (db) => {
        const { user } = await authenticate(req, db);
        if (!user.email && !user.phone) {
          throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
        }
        if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
        await emailTokens.send(db, user, 'reauthentication', { redirectTo: ctx.siteUrl });
      });
      sendJson(res, 200, {});
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
