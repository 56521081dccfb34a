// Sessions and refresh tokens: issue, rotate with reuse detection, revoke. Mirrors GoTrue's tables so a signed-out
// session is gone from auth.sessions and its refresh tokens with it.
import { randomUUID } from 'node:crypto';
import { badRequest } from './http.mjs';
import { newRefreshToken, signAccessToken } from './tokens.mjs';
import { findUserById, isBanned, userJson } from './users.mjs';

const SECOND_FACTORS = ['totp', 'mfa/phone', 'mfa/webauthn'];
// Sign-ins that prove the first factor: the password, or a code or link emailed to the address.
const FIRST_FACTORS = ['password', 'otp', 'email/signup', 'magiclink', 'recovery', 'invite', 'email_change'];

export function createSessions({ settings, key, issuer }) {
  /** GoTrue's CalculateAALAndAMR: the methods, most recent first; a second factor among them makes it aal2. */
  async function amrOf(db, sessionId) {
    const { rows } = await db.query(
      'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
      [sessionId],
    );
    const amr = rows.map((row) => ({
      method: row.authentication_method,
      timestamp: Math.floor(new Date(row.updated_at).getTime() / 1000),
    }));
    const aal = amr.some((entry) => SECOND_FACTORS.includes(entry.method)) ? 'aal2' : 'aal1';
    return { amr, aal };
  }

  async function response(db, user, sessionId, refreshToken, extra = {}) {
    const { amr, aal } = await amrOf(db, sessionId);
    const { token, exp } = await signAccessToken({
      key,
      issuer,
      expiresIn: settings.jwtExpSeconds,
      user,
      sessionId,
      amr,
      aal,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: settings.jwtExpSeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(db, user),
      ...extra,
    };
  }

  return {
    /** Starts a session for a user who just proved who they are by `method` ('password', 'otp', 'oauth', ...). */
    async issue(db, user, method, { userAgent = null, ip = null, extra } = {}) {
      const sessionId = randomUUID();
      await db.query(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
         values ($1, $2, now(), now(), 'aal1', $3, $4)`,
        [sessionId, user.id, userAgent, ip],
      );
      await db.query(
        `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`,
        [sessionId, method],
      );
      const refreshToken = newRefreshToken();
      await db.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, now(), now())`,
        [refreshToken, user.id, sessionId],
      );
      const { rows } = await db.query(
        'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
        [user.id],
      );
      await audit(db, rows[0], 'login');
      return response(db, rows[0], sessionId, refreshToken, extra);
    },

    /**
     * GoTrue's refresh_token grant: the token is revoked and a child issued. Presenting a revoked token again
     * within the reuse interval returns the current child (a retried request); later, it is treated as theft and
     * the whole session ends.
     */
    async refresh(db, presented) {
      if (!presented || typeof presented !== 'string') {
        throw badRequest('validation_failed', 'refresh_token required');
      }
      const { rows } = await db.query('select * from auth.refresh_tokens where token = $1 for update', [presented]);
      const token = rows[0];
      if (!token || !token.session_id) {
        throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      const user = await findUserById(db, token.user_id);
      if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
      const { rows: sessions } = await db.query('select * from auth.sessions where id = $1', [token.session_id]);
      const session = sessions[0];
      if (!session) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (session.not_after && new Date(session.not_after).getTime() < Date.now()) {
        throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
      }

      if (token.revoked) {
        const { rows: children } = await db.query(
          'select * from auth.refresh_tokens where parent = $1 order by id desc limit 1',
          [token.token],
        );
        const child = children[0];
        const revokedAgoMs = Date.now() - new Date(token.updated_at).getTime();
        const withinReuse = revokedAgoMs <= settings.refreshTokenReuseIntervalSeconds * 1000;
        if (child && !child.revoked && withinReuse) {
          return response(db, user, session.id, child.token);
        }
        if (settings.refreshTokenRotation) {
          await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [
            session.id,
          ]);
          await audit(db, user, 'token_revoked');
          const reused = badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
          reused.keepChanges = true;
          throw reused;
        }
      }

      await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id]);
      const next = newRefreshToken();
      await db.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
        [next, user.id, token.token, session.id],
      );
      await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
      await audit(db, user, 'token_refreshed');
      return response(db, user, session.id, next);
    },

    /**
     * GoTrue's updateMFASessionAndClaims: the session proved a second factor (`method`, e.g. 'totp'); it is aal2
     * from now on (refreshes included), and gets a new refresh token. The user's other sessions below aal2 end.
     */
    async elevate(db, user, sessionId, method, factorId) {
      await db.query(
        `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
         values ($1, $2, now(), now())
         on conflict (session_id, authentication_method) do update set updated_at = now()`,
        [sessionId, method],
      );
      await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
        sessionId,
        factorId,
      ]);
      await db.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') = 'aal1'`, [
        user.id,
        sessionId,
      ]);
      // Every refresh token the session held before is revoked: a copy taken at aal1 must not mint aal2 tokens.
      await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
        sessionId,
      ]);
      const refreshToken = newRefreshToken();
      await db.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, now(), now())`,
        [refreshToken, user.id, sessionId],
      );
      return response(db, user, sessionId, refreshToken);
    },

    /** GoTrue's DowngradeSessionsToAAL1: sessions that reached aal2 with a removed factor lose it. */
    async downgrade(db, factorId) {
      await db.query(
        `delete from auth.mfa_amr_claims where authentication_method = any($2)
           and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factorId, SECOND_FACTORS],
      );
      await db.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [
        factorId,
      ]);
    },

    /**
     * Whether the session proved the user's first factor (a password, or a code or link sent by email) within the
     * last `windowSeconds`: the one "recent sign-in" window of every sensitive action (password change, second
     * factor enrolment and verification; `delete_my_account` reads the same claims from the token's `amr`).
     */
    async recentSignIn(db, sessionId, windowSeconds = settings.reauthenticationWindowSeconds) {
      if (!sessionId) return false;
      const { rows } = await db.query(
        `select exists (select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = any($2)
           and updated_at > now() - make_interval(secs => $3)) as recent`,
        [sessionId, FIRST_FACTORS, windowSeconds],
      );
      return rows[0].recent;
    },

    /** scope: 'global' ends every session of the user, 'local' this one, 'others' all but this one. */
    async logout(db, userId, sessionId, scope) {
      await audit(db, { id: userId }, 'logout');
      if (scope === 'local') {
        await db.query('delete from auth.sessions where id = $1', [sessionId]);
      } else if (scope === 'others') {
        await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId ?? randomUUID()]);
      } else {
        await db.query('delete from auth.sessions where user_id = $1', [userId]);
      }
      await db.query(
        `delete from auth.refresh_tokens where session_id is null and user_id = $1 and $2 = 'global'`,
        [userId, scope],
      );
    },
  };
}

export async function audit(db, user, action) {
  await db.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, now())`,
    [randomUUID(), JSON.stringify({ action, actor_id: user?.id, actor_username: user?.email, log_type: 'account' })],
  );
}
