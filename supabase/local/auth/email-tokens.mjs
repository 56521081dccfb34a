// One-time email tokens as GoTrue keeps them: the hash of (email + 6-digit code) in the user's row, prefixed with
// 'pkce_' when the browser started a PKCE flow, whose challenge waits in auth.flow_state until the link is opened.
import { randomUUID } from 'node:crypto';
import { forbidden } from './http.mjs';
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
};

export const expiredOrInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

export function createEmailTokens({ settings, mailer, apiUrl, secret }) {
  // Guesses of the 6-digit code per address since its last code was sent. The count is taken before the guess is
  // checked, so parallel guesses cannot overtake it; once the limit is reached the codes of the address are spoilt.
  /** @type {Map<string, number>} */
  const attempts = new Map();

  async function spoil(db, address) {
    await db.query(
      `update auth.users set
         confirmation_token = case when lower(email) = $1 then '' else confirmation_token end,
         recovery_token = case when lower(email) = $1 then '' else recovery_token end,
         email_change_token_new = case when lower(email_change) = $1 then '' else email_change_token_new end,
         updated_at = now()
       where lower(email) = $1 or lower(email_change) = $1`,
      [address],
    );
  }

  async function startFlow(db, userId, challenge, method) {
    await db.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
      [randomUUID(), userId, newAuthCode(), challenge.method, challenge.challenge, method],
    );
  }

  /** The refusal of a guess past the limit; the transaction commits, so the spoilt codes stay spoilt. */
  async function spoilt(db, address) {
    await spoil(db, address);
    const error = expiredOrInvalid();
    error.keepChanges = true;
    return error;
  }

  return {
    kinds,

    /**
     * Stores a fresh token of `type` for the user and emails the link and code. `to` defaults to the user's email
     * (an email change goes to the new address). Runs inside the caller's transaction, so a failed send undoes it.
     */
    async send(db, user, type, { redirectTo, challenge, to = user.email }) {
      const kind = kinds[type];
      mailer.checkFrequency(user[kind.sentAt]);
      mailer.checkRateLimit();
      const otp = newOtp(settings.otpLength);
      const hash = otpHash(to, otp, secret);
      attempts.delete(String(to).toLowerCase());
      const stored = challenge ? `pkce_${hash}` : hash;
      await db.query(`update auth.users set ${kind.column} = $2, ${kind.sentAt} = now(), updated_at = now() where id = $1`, [
        user.id,
        stored,
      ]);
      if (challenge) await startFlow(db, user.id, challenge, kind.method);
      const link = new URL(`${apiUrl}/auth/v1/verify`);
      link.searchParams.set('token', stored);
      link.searchParams.set('type', type);
      link.searchParams.set('redirect_to', redirectTo);
      try {
        await mailer.send(kind.mail, { to, link: link.toString(), otp });
      } catch (error) {
        if (error?.status) throw error;
        const what = { signup: 'confirmation', invite: 'invite', magiclink: 'magic link', recovery: 'recovery', email_change: 'email change' }[type];
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
      const candidates = type === 'email' ? ['signup', 'magiclink'] : [type];
      const address = String(email ?? '').toLowerCase();
      const byCode = !tokenHash && address && otp;
      if (byCode) {
        const count = (attempts.get(address) ?? 0) + 1;
        attempts.set(address, count);
        if (count > settings.otpMaxAttempts) throw await spoilt(db, address);
      }
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
        const sentAt = user[kind.sentAt] ? new Date(user[kind.sentAt]).getTime() : 0;
        if (sentAt + settings.otpExpSeconds * 1000 < Date.now()) throw expiredOrInvalid();
        if (byCode) attempts.delete(address);
        return { user, type: candidate, pkce: String(user[kind.column]).startsWith('pkce_') };
      }
      if (byCode && (attempts.get(address) ?? 0) >= settings.otpMaxAttempts) throw await spoilt(db, address);
      throw expiredOrInvalid();
    },

    /** Consumes the token (single use) and applies what it proves: the email is confirmed, or changed. */
    async consume(db, user, type) {
      const kind = kinds[type];
      const changeEmail = type === 'email_change';
      const { rows } = await db.query(
        `update auth.users set ${kind.column} = '',
           email_confirmed_at = coalesce(email_confirmed_at, now()),
           email = case when $2 then email_change else email end,
           email_change = case when $2 then '' else email_change end,
           updated_at = now()
         where id = $1 returning *`,
        [user.id, changeEmail],
      );
      return rows[0];
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
