// Multi-factor authentication with TOTP and WebAuthn (security keys, passkeys), as GoTrue: POST /factors (enroll),
// POST /factors/{id}/challenge, POST /factors/{id}/verify (raises the session to aal2) and DELETE /factors/{id}.
import { randomUUID } from 'node:crypto';
import { authenticate } from '../guard.mjs';
import { ApiError, badRequest, forbidden, notFound, readBody, sendJson, unprocessable } from '../http.mjs';
import { newTotp, matchingStep } from '../totp.mjs';
import { assertionOptions, checkAssertion, checkRegistration, registrationOptions } from '../webauthn.mjs';
import { audit } from '../sessions.mjs';
import { purgeStaleFactors } from '../users.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const wrongType = () => badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
const invalidCode = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
const invalidCredential = () => unprocessable('mfa_verification_failed', 'WebAuthn credential could not be verified');
const notRecent = () =>
  badRequest('reauthentication_needed', 'Sign in again (password or emailed code) to set up or verify a second factor');
const otherSession = () =>
  forbidden('mfa_factor_enrolled_by_another_session', 'Only the session that started setting up this factor can complete it; start again');

/** The refusal of a locked factor: when it may be tried again, in the text and as `retry_after` (seconds). */
function factorLocked(until) {
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return new ApiError(429, 'mfa_factor_locked', `Too many wrong codes for this factor. Try again in ${seconds} seconds.`, {
    retry_after: seconds,
  });
}

export function factorRoutes(ctx) {
  const { settings, key, tx, sessions } = ctx;
  const mfa = settings.mfa;
  // Wrong codes per challenge (void after challengeMaxAttempts) and per factor in a row (locked after
  // factorMaxFailures, until the time in `locks`). In memory, as the service's other counters.
  /** @type {Map<string, number>} */
  const challengeFailures = new Map();
  /** @type {Map<string, number>} */
  const factorFailures = new Map();
  /** @type {Map<string, number>} */
  const locks = new Map();

  function checkLock(factorId) {
    const until = locks.get(factorId);
    if (!until) return;
    if (until > Date.now()) throw factorLocked(until);
    locks.delete(factorId);
  }

  /** Records a wrong code (or key answer); returns the error to answer (the challenge's changes are kept). */
  async function wrongCode(db, factor, challenge, refusal = invalidCode) {
    const perChallenge = (challengeFailures.get(challenge.id) ?? 0) + 1;
    challengeFailures.set(challenge.id, perChallenge);
    const perFactor = (factorFailures.get(factor.id) ?? 0) + 1;
    factorFailures.set(factor.id, perFactor);
    if (perChallenge >= mfa.challengeMaxAttempts) {
      challengeFailures.delete(challenge.id);
      await db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    }
    let error = refusal();
    if (perFactor >= mfa.factorMaxFailures) {
      factorFailures.delete(factor.id);
      const until = Date.now() + mfa.factorLockSeconds * 1000;
      locks.set(factor.id, until);
      error = factorLocked(until);
    }
    error.keepChanges = true;
    return error;
  }

  /** GoTrue's loadFactor: a factor of the signed-in user, by id. */
  async function loadFactor(db, user, id) {
    if (!UUID.test(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
    const { rows } = await db.query('select * from auth.mfa_factors where id = $1 and user_id = $2 for update', [id, user.id]);
    if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
    return rows[0];
  }

  /** GoTrue's per-type switch of challenge and verify: the type must be on. */
  function checkVerifyEnabled(factor) {
    if (factor.factor_type === 'phone') throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
    if (factor.factor_type === 'webauthn' && !mfa.webauthnVerifyEnabled) {
      throw unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
    }
    if (factor.factor_type === 'totp' && !mfa.totpVerifyEnabled) throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  }

  /** GoTrue's validateFactors: forget stale unverified factors, then the name, count and aal rules. */
  async function validateFactors(db, user, session, friendlyName) {
    await purgeStaleFactors(db);
    const { rows: factors } = await db.query('select * from auth.mfa_factors where user_id = $1', [user.id]);
    if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
      throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= mfa.maxEnrolledFactors || verified >= mfa.maxVerifiedFactors) {
      throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (verified > 0 && session && session.aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
  }

  /**
   * Completing an unverified factor (its challenge and its verification) is enrolling it: the checks of POST
   * /factors apply again (a recent sign-in; aal2 when the user has a verified factor already), and only the session
   * that enrolled it may complete it. Otherwise a password alone could take over an enrolment left unfinished (a
   * cancelled browser dialog) and register a key of its own, reaching aal2.
   */
  async function checkCompletion(db, user, session, factor) {
    if (factor.status === 'verified') return;
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    if (!(await sessions.recentSignIn(db, session.id))) throw notRecent();
    const { rows } = await db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' and id <> $2 limit 1`, [
      user.id,
      factor.id,
    ]);
    if (rows.length && session.aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    if (factor.enrolled_session_id !== session.id) throw otherSession();
  }

  /** GoTrue's validateChallenge: the factor's own challenge, from the same address, not used, not expired. */
  async function validateChallenge(db, req, factor, challengeId) {
    const { rows } = UUID.test(challengeId)
      ? await db.query('select * from auth.mfa_challenges where id = $1 and factor_id = $2 for update', [challengeId, factor.id])
      : { rows: [] };
    const challenge = rows[0];
    if (!challenge) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    const { ip } = ctx.requestInfo(req);
    if (challenge.verified_at || (ip && challenge.ip_address !== ip)) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (new Date(challenge.created_at).getTime() + mfa.challengeExpirySeconds * 1000 < Date.now()) {
      await db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      const expired = unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
      expired.keepChanges = true;
      throw expired;
    }
    return challenge;
  }

  /** The WebAuthn part of a challenge: registration options for a new key, assertion options for an enrolled one. */
  async function webauthnChallenge(db, user, factor) {
    const timeoutMs = mfa.challengeExpirySeconds * 1000;
    if (factor.status !== 'verified') {
      const { rows } = await db.query(
        `select web_authn_credential from auth.mfa_factors
         where user_id = $1 and factor_type = 'webauthn' and status = 'verified' and web_authn_credential is not null`,
        [user.id],
      );
      const options = await registrationOptions(settings.webauthn, user, rows.map((row) => row.web_authn_credential), timeoutMs);
      return { type: 'create', options };
    }
    if (!factor.web_authn_credential) throw unprocessable('mfa_factor_not_found', 'Factor has no WebAuthn credential');
    return { type: 'request', options: await assertionOptions(settings.webauthn, factor.web_authn_credential, timeoutMs) };
  }

  /**
   * GoTrue's verifyWebAuthnFactor: a 'create' answer registers the factor's one key, a 'request' answer proves it;
   * either way the challenge is used up and the session reaches aal2 with amr `mfa/webauthn`.
   */
  async function verifyWebauthn(db, user, session, factor, challenge, webauthn) {
    const data = challenge.web_authn_session_data;
    if (!data || data.type !== webauthn.type || (webauthn.type === 'create') === (factor.status === 'verified')) {
      throw await wrongCode(db, factor, challenge, invalidCredential);
    }
    const response = webauthn.credential_response;
    let stored = factor.web_authn_credential;
    if (webauthn.type === 'create') {
      stored = await checkRegistration(settings.webauthn, response, data.challenge);
      if (!stored) throw await wrongCode(db, factor, challenge, invalidCredential);
      // One key, one factor: a credential already enrolled (by anyone) is refused.
      const { rows } = await db.query(`select 1 from auth.mfa_factors where web_authn_credential->>'id' = $1`, [stored.id]);
      if (rows.length) throw await wrongCode(db, factor, challenge, invalidCredential);
    } else {
      const counter = await checkAssertion(settings.webauthn, response, data.challenge, stored);
      if (counter === null) throw await wrongCode(db, factor, challenge, invalidCredential);
      stored = { ...stored, counter };
    }
    challengeFailures.delete(challenge.id);
    factorFailures.delete(factor.id);
    // GoTrue destroys the challenge once it is used: a replayed answer finds no challenge.
    await db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    await db.query(
      `update auth.mfa_factors set status = 'verified', web_authn_credential = $2, web_authn_aaguid = $3,
         last_webauthn_challenge_data = $4, updated_at = now() where id = $1`,
      [
        factor.id,
        stored,
        stored.aaguid && UUID.test(stored.aaguid) ? stored.aaguid : null,
        { challenge: { challenge_id: challenge.id, factor_id: factor.id, created_at: challenge.created_at }, type: webauthn.type, credential_response: response },
      ],
    );
    await audit(db, user, 'verification_attempted');
    const token = await sessions.elevate(db, user, session.id, 'mfa/webauthn', factor.id);
    await db.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'webauthn'`, [user.id]);
    return token;
  }

  return {
    'POST /factors': async (req, res) => {
      const body = await readBody(req);
      const result = await tx(async (db) => {
        const { user, session } = await authenticate(key, req, db);
        // Setting up a second factor needs a recent sign-in (password or emailed code within 10 minutes), so a
        // stolen session cannot add a factor of its own.
        if (!(await sessions.recentSignIn(db, session?.id))) throw notRecent();
        const type = body.factor_type;
        if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
        if (type === 'webauthn' && !mfa.webauthnEnrollEnabled) {
          throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
        }
        if (type !== 'totp' && type !== 'webauthn') throw wrongType();
        if (type === 'totp' && !mfa.totpEnrollEnabled) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
        const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
        await validateFactors(db, user, session, friendlyName);

        if (type === 'webauthn') {
          // The key itself is registered by the first challenge ('create') and its verification.
          const { rows } = await db.query(
            `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, enrolled_session_id)
             values ($1, $2, $3, 'webauthn', 'unverified', now(), now(), $4) returning *`,
            [randomUUID(), user.id, friendlyName, session?.id ?? null],
          );
          await audit(db, user, 'factor_in_progress');
          return { id: rows[0].id, type: 'webauthn', friendly_name: friendlyName };
        }
        const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : new URL(ctx.siteUrl).host;
        const totp = await newTotp({ issuer, accountName: user.email ?? '' });
        const { rows } = await db.query(
          `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, enrolled_session_id)
           values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4, $5) returning *`,
          [randomUUID(), user.id, friendlyName, totp.secret, session?.id ?? null],
        );
        await audit(db, user, 'factor_in_progress');
        return {
          id: rows[0].id,
          type: 'totp',
          friendly_name: friendlyName,
          totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
        };
      });
      sendJson(res, 200, result);
    },

    'POST /factors/{id}/challenge': async (req, res, _url, params) => {
      await readBody(req);
      // Stale unfinished enrolments go first, on their own: a refusal below rolls its transaction back.
      await purgeStaleFactors(ctx.pool);
      const result = await tx(async (db) => {
        const { user, session } = await authenticate(key, req, db);
        const factor = await loadFactor(db, user, params.id);
        checkVerifyEnabled(factor);
        checkLock(factor.id);
        await checkCompletion(db, user, session, factor);
        const { ip } = ctx.requestInfo(req);
        // A WebAuthn challenge keeps what its verification checks: the random challenge and the ceremony's type.
        const webauthn = factor.factor_type === 'webauthn' ? await webauthnChallenge(db, user, factor) : null;
        const { rows } = await db.query(
          `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
           values ($1, $2, now(), $3, $4) returning *`,
          [
            randomUUID(),
            factor.id,
            ip ?? '127.0.0.1',
            webauthn ? { challenge: webauthn.options.challenge, type: webauthn.type, user_id: user.id } : null,
          ],
        );
        await db.query('update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [factor.id]);
        await audit(db, user, 'challenge_created');
        const expiresAt = Math.floor(new Date(rows[0].created_at).getTime() / 1000) + mfa.challengeExpirySeconds;
        if (!webauthn) return { id: rows[0].id, type: 'totp', expires_at: expiresAt };
        return {
          id: rows[0].id,
          type: 'webauthn',
          expires_at: expiresAt,
          webauthn: { type: webauthn.type, credential_options: { publicKey: webauthn.options } },
        };
      });
      sendJson(res, 200, result);
    },

    'POST /factors/{id}/verify': async (req, res, _url, params) => {
      const body = await readBody(req);
      await purgeStaleFactors(ctx.pool);
      const result = await tx(async (db) => {
        const { user, session } = await authenticate(key, req, db);
        if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
        const factor = await loadFactor(db, user, params.id);
        const isWebauthn = factor.factor_type === 'webauthn';
        if (!body.code && !isWebauthn) throw badRequest('validation_failed', 'Code needs to be non-empty');
        checkVerifyEnabled(factor);
        if (isWebauthn) {
          const webauthn = body.webauthn;
          if (!webauthn || typeof webauthn !== 'object') throw badRequest('validation_failed', 'WebAuthn config required');
          if (webauthn.type !== 'create' && webauthn.type !== 'request') {
            throw badRequest('validation_failed', 'WebAuthn type must be create or request');
          }
          if (!webauthn.credential_response || typeof webauthn.credential_response !== 'object') {
            throw badRequest('validation_failed', 'credential_response required');
          }
        }
        checkLock(factor.id);
        if (!(await sessions.recentSignIn(db, session.id))) throw notRecent();
        await checkCompletion(db, user, session, factor);
        const challenge = await validateChallenge(db, req, factor, String(body.challenge_id ?? ''));
        if (isWebauthn) return verifyWebauthn(db, user, session, factor, challenge, body.webauthn);

        const step = matchingStep(factor.secret, String(body.code));
        if (step === null) throw await wrongCode(db, factor, challenge);
        if (mfa.totpSingleUse) {
          // A code is good once: its time step must be later than the last one this factor accepted.
          const { rows: used } = await db.query(
            `select max(otp_code::bigint) as step from auth.mfa_challenges
             where factor_id = $1 and verified_at is not null and otp_code ~ '^[0-9]+$'`,
            [factor.id],
          );
          if (used[0].step !== null && step <= Number(used[0].step)) throw await wrongCode(db, factor, challenge);
        }
        challengeFailures.delete(challenge.id);
        factorFailures.delete(factor.id);
        await db.query('update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1', [
          challenge.id,
          String(step),
        ]);
        if (factor.status !== 'verified') {
          await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
        }
        await audit(db, user, 'verification_attempted');
        const token = await sessions.elevate(db, user, session.id, 'totp', factor.id);
        // GoTrue's DeleteUnverifiedFactors: a verified TOTP factor clears the user's other unverified ones.
        await db.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`, [user.id]);
        return token;
      });
      sendJson(res, 200, result);
    },

    'DELETE /factors/{id}': async (req, res, _url, params) => {
      await purgeStaleFactors(ctx.pool);
      const result = await tx(async (db) => {
        const { user, session } = await authenticate(key, req, db);
        const factor = await loadFactor(db, user, params.id);
        if (factor.status === 'verified' && session?.aal !== 'aal2') {
          throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
        }
        await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
        await sessions.downgrade(db, factor.id);
        await audit(db, user, 'factor_unenrolled');
        return { id: factor.id };
      });
      sendJson(res, 200, result);
    },
  };
}
