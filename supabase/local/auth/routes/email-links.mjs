// POST /recover, POST /resend and /verify (GET from an email link, POST from a typed code or token hash).
import { ApiError, badRequest, readBody, redirect, sendJson } from '../http.mjs';
import { withFragment, withQuery } from '../redirects.mjs';
import { readChallenge } from '../tokens.mjs';
import { findUserByEmail, isConfirmed, validateEmail } from '../users.mjs';

// GoTrue's answer when the first of the two addresses of a secure email change confirms.
const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const linkTypes = ['signup', 'invite', 'magiclink', 'recovery', 'email_change'];
const codeTypes = [...linkTypes, 'email'];

export function emailLinkRoutes(ctx) {
  const { emailTokens, sessions, tx, redirects } = ctx;

  /** Session fields of an implicit-flow redirect, in the order GoTrue writes them. */
  function implicitFragment(session, type) {
    return {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    };
  }

  /** GoTrue's error redirect: always in the fragment, and in the query too for PKCE flows. */
  function errorRedirect(target, error, pkce) {
    const values = {
      error: error.status === 403 ? 'access_denied' : 'server_error',
      error_code: error.code ?? 'unexpected_failure',
      error_description:
        error.code === 'otp_expired' ? 'Email link is invalid or has expired' : (error.message ?? 'Unexpected failure'),
    };
    const withErrorQuery = pkce ? withQuery(target, values) : target;
    return withFragment(withErrorQuery, values);
  }

  return {
    'POST /recover': async (req, res, url) => {
      const body = await readBody(req);
      const email = validateEmail(body.email);
      const challenge = readChallenge(body);
      const redirectTo = redirects.pick(url.searchParams.get('redirect_to'));
      await tx(async (db) => {
        const user = await findUserByEmail(db, email);
        // As GoTrue: an unknown address gets the same answer, so the endpoint does not reveal who has an account.
        if (!user) return;
        await emailTokens.send(db, user, 'recovery', { redirectTo, challenge });
      });
      sendJson(res, 200, {});
    },

    'POST /resend': async (req, res, url) => {
      const body = await readBody(req);
      const type = body.type;
      if (type !== 'signup' && type !== 'email_change') {
        throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
      }
      const email = validateEmail(body.email);
      const challenge = readChallenge(body);
      const redirectTo = redirects.pick(url.searchParams.get('redirect_to'));
      await tx(async (db) => {
        const user = await findUserByEmail(db, email);
        if (!user) return;
        if (type === 'signup') {
          // As GoTrue: a confirmed address gets the same empty answer and no email.
          if (isConfirmed(user)) return;
          await emailTokens.send(db, user, 'signup', { redirectTo, challenge });
        } else if (user.email_change) {
          // A fresh pair of links: both addresses confirm again (a resend never completes half of a change).
          const { rows } = await db.query(
            `update auth.users set email_change_confirm_status = 0, email_change_token_current = '', updated_at = now()
             where id = $1 returning *`,
            [user.id],
          );
          await emailTokens.send(db, rows[0], 'email_change', { redirectTo, challenge, to: user.email_change });
          if (ctx.settings.secureEmailChange && user.email) {
            await emailTokens.send(db, rows[0], 'email_change_current', { redirectTo, challenge, to: user.email, skipFrequency: true });
          }
        }
      });
      sendJson(res, 200, {});
    },

    'GET /verify': async (req, res, url) => {
      const type = url.searchParams.get('type') ?? '';
      const token = url.searchParams.get('token') ?? '';
      const target = redirects.pick(url.searchParams.get('redirect_to'));
      const pkce = token.startsWith('pkce_');
      try {
        if (!linkTypes.includes(type) || !token) throw expired();
        const location = await tx(async (db) => {
          const found = await emailTokens.find(db, { type, tokenHash: token });
          const { user, pending } = await emailTokens.consume(db, found.user, found.type);
          if (pending) {
            return pkce
              ? withQuery(target, { message: SINGLE_CONFIRMATION })
              : withFragment(target, { message: SINGLE_CONFIRMATION });
          }
          if (found.pkce) {
            const flow = await emailTokens.issueFlowCode(db, user.id, found.type);
            if (flow) return withQuery(target, { code: flow.auth_code });
          }
          const session = await sessions.issue(db, user, amrMethod(found.type), ctx.requestInfo(req));
          return withFragment(target, implicitFragment(session, type));
        });
        redirect(res, location);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        redirect(res, errorRedirect(target, error, pkce));
      }
    },

    'POST /verify': async (req, res) => {
      const body = await readBody(req);
      const type = body.type;
      if (!codeTypes.includes(type)) throw expired();
      const result = await tx(async (db) => {
        const found = await emailTokens.find(db, {
          type,
          tokenHash: body.token_hash,
          email: body.email,
          otp: body.token,
        });
        const { user, pending } = await emailTokens.consume(db, found.user, found.type);
        if (pending) return { msg: SINGLE_CONFIRMATION, code: '200' };
        return sessions.issue(db, user, type === 'email' ? 'otp' : amrMethod(found.type), ctx.requestInfo(req));
      });
      sendJson(res, 200, result);
    },
  };

  /** GoTrue's amr method for a session started from an email link. */
  function amrMethod(type) {
    return {
      signup: 'otp',
      invite: 'invite',
      magiclink: 'magiclink',
      recovery: 'recovery',
      email_change: 'email_change',
      email_change_current: 'email_change',
    }[type];
  }

  function expired() {
    return new ApiError(403, 'otp_expired', 'Token has expired or is invalid');
  }
}
