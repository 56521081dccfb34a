// One-time email tokens as GoTrue keeps them: the hash of (email + 6-digit code) in the user's row, prefixed with
// 'pkce_' when the browser started a PKCE flow, whose challenge waits in auth.flow_state until the link is opened.
import { randomUUID } from 'node:crypto';
import { currentClient, forbidden, unprocessable } from './http.mjs';
import { newAuthCode, newOtp, otpHash } from './tokens.mjs';

/** Link type → the user column holding its token, the time it was sent, and GoTrue's authentication method. */
const kinds = {
  signup: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', method: 'email/signup', mail: 'confirmation' },
  invite: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', method: 'invite', mail: 'confirmation' },
  magiclink: { column: 'recovery_token', sentAt: 'recovery_sent_at', method: 'magiclink', mail: 'magicLink' },
  recovery: { column: 'recovery_token', sentAt: 'recovery_sent_at', method: 'recovery', mail: 'recovery' },
  email_change: {
    column: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    method: 'email_change',
    mail: 'emailChange',
  },
  // GoTrue's secure email change: the current address confirms too, with a token of its own (link type email_change).
  email_change_current: {
    column: 'email_change_token_current',
    sentAt: 'email_change_sent_at',
    method: 'email_change',
    mail: 'emailChange',
    linkType: 'email_change',
  },
  // GET /reauthenticate: a code only (the nonce of PUT /user), no link.
  reauthentication: { column: 'reauthentication_token', sentAt: 'reauthentication_sent_at', mail: 'reauthentication', noLink: true },
};

export const expiredOrInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

export function createEmailTokens({ settings, mailer, apiUrl, secret }) {
  // Wrong guesses of an address's 6-digit code, per address and per requester (client address), since its last code
  // was sent. The count is taken before the guess is checked, so parallel guesses cannot overtake it. A requester
  // past the limit is refused every further guess for that address until a new code is sent, but the code and the
  // link stay good for everyone else: someone else's wrong codes never spoil a user's magic link or recovery code.
  /** @type {Map<string, Map<string, number>>} */
  const attempts = new Map();
  // Wrong reauthentication nonces per user (only the session holder can send them): 5 spoil the nonce.
  /** @type {Map<string, number>} */
  const nonceAttempts = new Map();

  function countGuess(address) {
    const byRequester = attempts.get(address) ?? new Map();
    attempts.set(address, byRequester);
    const requester = currentClient();
    const count = (byRequester.get(requester) ?? 0) + 1;
    byRequester.set(requester, count);
    return count;
  }

  async function startFlow(db, userId, challenge, method) {
    await db.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
      [randomUUID(), userId, newAuthCode(), challenge.method, challenge.challenge, method],
    );
  }

  return {
    kinds,

    /**
     * Stores a fresh token of `type` for the user and emails the link and code. `to` defaults to the user's email
     * (an email change goes to the new address). Runs inside the caller's transaction, so a failed send undoes it.
     */
    async send(db, user, type, { redirectTo, challenge, to = user.email, skipFrequency = false }) {
      const kind = kinds[type];
      if (!skipFrequency) mailer.checkFrequency(user[kind.sentAt]);
      mailer.checkRateLimit(to);
      const otp = newOtp(settings.otpLength);
      const hash = otpHash(to, otp, secret);
      if (type === 'reauthentication') nonceAttempts.delete(`reauthentication:${String(to).toLowerCase()}`);
      else attempts.delete(String(to).toLowerCase());
      const stored = challenge ? `pkce_${hash}` : hash;
      await db.query(`update auth.users set ${kind.column} = $2, ${kind.sentAt} = now(), updated_at = now() where id = $1`, [
        user.id,
        stored,
      ]);
      if (challenge) await startFlow(db, user.id, challenge, kind.method);
      const link = new URL(`${apiUrl}/auth/v1/verify`);
      link.searchParams.set('token', stored);
      link.searchParams.set('type', kind.linkType ?? type);
      link.searchParams.set('redirect_to', redirectTo);
      try {
        await mailer.send(kind.mail, { to, link: kind.noLink ? null : link.toString(), otp });
      } catch (error) {
        if (error?.status) throw error;
        const what = {
          signup: 'confirmation',
          invite: 'invite',
          magiclink: 'magic link',
          recovery: 'recovery',
          email_change: 'email change',
          email_change_current: 'email change',
          reauthentication: 'reauthentication',
        }[type];
        const wrapped = new Error(`Error sending ${what} email`);
        wrapped.cause = error;
        throw wrapped;
      }
    },

    /**
     * Finds the user a token belongs to: by link token (`tokenHash`, possibly 'pkce_'-prefixed) or by email and
     * 6-digit code. `type` 'email' accepts a signup or a magic-link token. Expired or unknown tokens are GoTrue's
     * 403 otp_expired. Returns the user, the kind that matched and whether the flow is PKCE.
     */
    async find(db, { type, tokenHash, email, otp }) {
      const candidates =
        type === 'email' ? ['signup', 'magiclink'] : type === 'email_change' ? ['email_change', 'email_change_current'] : [type];
      const address = String(email ?? '').toLowerCase();
      const byCode = !tokenHash && address && otp;
      if (byCode && countGuess(address) > settings.otpMaxAttempts) throw expiredOrInvalid();
      for (const candidate of candidates) {
        const kind = kinds[candidate];
        if (!kind) throw expiredOrInvalid();
        let rows;
        if (tokenHash) {
          ({ rows } = await db.query(`select * from auth.users where ${kind.column} = $1 for update`, [tokenHash]));
        } else {
          if (!byCode) throw expiredOrInvalid();
          const hash = otpHash(address, String(otp), secret);
          const owner = candidate === 'email_change' ? 'lower(email_change)' : 'lower(email)';
          ({ rows } = await db.query(
            `select * from auth.users where ${owner} = $1 and ${kind.column} in ($2, $3) for update`,
            [address, hash, `pkce_${hash}`],
          ));
        }
        const user = rows[0];
        if (!user) continue;
        // A token of the current address of an email change is only good while that change is pending.
        if (candidate === 'email_change_current' && !user.email_change) continue;
        const sentAt = user[kind.sentAt] ? new Date(user[kind.sentAt]).getTime() : 0;
        if (sentAt + settings.otpExpSeconds * 1000 < Date.now()) throw expiredOrInvalid();
        if (byCode) attempts.get(address)?.delete(currentClient());
        return { user, type: candidate, pkce: String(user[kind.column]).startsWith('pkce_') };
      }
      throw expiredOrInvalid();
    },

    /**
     * Consumes the token (single use) and applies what it proves: the email is confirmed, or changed. With GoTrue's
     * secure email change, the first of the two addresses to confirm only records it: `pending` is then true and
     * nothing changes until the other confirms.
     */
    async consume(db, user, type) {
      const kind = kinds[type];
      const changeEmail = type === 'email_change' || type === 'email_change_current';
      if (changeEmail && settings.secureEmailChange && !settings.autoconfirm && user.email) {
        // GoTrue's secure email change counts confirmations, never missing tokens: the first of the two addresses
        // to confirm only records it (status 1, its own token used up), and the change completes only when the
        // other address confirms with its own valid token. A token that was never sent, spoilt or has expired is
        // "not confirmed", so it can never stand in for the current address.
        if (!user.email_change_confirm_status) {
          const { rows } = await db.query(
            `update auth.users set ${kind.column} = '', email_change_confirm_status = 1, updated_at = now()
             where id = $1 returning *`,
            [user.id],
          );
          return { user: rows[0], pending: true };
        }
      }
      const cleared = changeEmail
        ? `email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
           email_change_confirm_status = 0`
        : `${kind.column} = ''`;
      const { rows } = await db.query(
        `update auth.users set ${cleared}, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where id = $1 returning *`,
        [user.id],
      );
      if (changeEmail) {
        await db.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
           where user_id = $1 and provider = 'email'`,
          [user.id, rows[0].email],
        );
      }
      return { user: rows[0], pending: false };
    },

    /**
     * GoTrue's verifyReauthentication: the nonce of PUT /user is the code GET /reauthenticate sent, good once and
     * for GOTRUE_MAILER_OTP_EXP. Wrong nonces count against the code like wrong email codes.
     */
    async checkNonce(db, user, nonce) {
      const invalid = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
      if (!user.reauthentication_token || !user.reauthentication_sent_at) throw invalid();
      const address = `reauthentication:${String(user.email).toLowerCase()}`;
      const count = (nonceAttempts.get(address) ?? 0) + 1;
      nonceAttempts.set(address, count);
      const expired = new Date(user.reauthentication_sent_at).getTime() + settings.otpExpSeconds * 1000 < Date.now();
      const matches = user.reauthentication_token === otpHash(String(user.email).toLowerCase(), String(nonce), secret);
      if (count > settings.otpMaxAttempts || expired || !matches) {
        if (count >= settings.otpMaxAttempts) {
          await db.query(`update auth.users set reauthentication_token = '' where id = $1`, [user.id]);
          const error = invalid();
          error.keepChanges = true;
          throw error;
        }
        throw invalid();
      }
      nonceAttempts.delete(address);
      await db.query(`update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`, [user.id]);
    },

    /** The PKCE flow waiting for this user's link, now given its auth code. */
    async issueFlowCode(db, userId, type) {
      const { rows } = await db.query(
        `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
         where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                     order by created_at desc limit 1)
         returning *`,
        [userId, kinds[type].method],
      );
      return rows[0] ?? null;
    },
  };
}
