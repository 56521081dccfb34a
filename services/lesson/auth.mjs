// Who may open a lesson room, and how: the user's Supabase access token is verified as PostgREST verifies it
// (HS256 with the project's JWT secret, 30 s of clock skew on exp/nbf/iat, aud and role `authenticated`), then the
// booking decides: its learner or its tutor (whatever else they are, an admin too), from 15 minutes before the start;
// writes until 10 minutes after the end, read-only after that; a cancelled booking has no room.
import { errors, jwtVerify } from 'jose';

export const clockSkewSeconds = 30; // PostgREST's allowance (tests/db/postgrest-auth.test.ts)
export const opensBeforeStartMs = 15 * 60_000;
export const writableAfterEndMs = 10 * 60_000;

/**
 * The stable reasons a refused or closed client is given (Hocuspocus's authentication-failed reason, or the close
 * reason): the app shows a message for each.
 */
export const reasons = {
  signedOut: 'signed-out', // no token, or a token without a user (the anon key)
  invalidToken: 'invalid-token', // not signed with the project's secret, or not a user's access token
  expiredToken: 'expired-token', // past its exp (plus the 30 s skew), and no fresher one arrived
  notYours: 'not-yours', // not the booking's learner or tutor, or no such booking
  notOpenYet: 'not-open-yet', // more than 15 minutes before the start
  cancelled: 'cancelled', // the booking was cancelled: no room
  invalidRoom: 'invalid-room', // the document name is not `lesson:<lowercase uuid>`
};

/** An error Hocuspocus turns into an authentication-failed message (its `reason`) or a close reason. */
export class Refusal extends Error {
  constructor(reason, code = 4403) {
    super(''); // no message: Hocuspocus logs every hook error that has one, and a refusal is not an error
    this.name = 'Refusal';
    this.reason = reason;
    this.code = code;
  }
}

/**
 * The user of an access token: { userId, email, expiresAt (epoch ms) }, or throws a Refusal. `now` in ms (tests).
 */
export async function verifyAccessToken(token, secretKey, { now = Date.now() } = {}) {
  if (!token) throw new Refusal(reasons.signedOut, 4401);
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secretKey, {
      algorithms: ['HS256'],
      clockTolerance: clockSkewSeconds,
      currentDate: new Date(now),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new Refusal(reasons.expiredToken, 4401);
    throw new Refusal(reasons.invalidToken, 4401);
  }
  if (payload.role === 'anon') throw new Refusal(reasons.signedOut, 4401);
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.role !== 'authenticated' || !audiences.includes('authenticated') || typeof payload.sub !== 'string' || !payload.sub) {
    throw new Refusal(reasons.invalidToken, 4401);
  }
  if (typeof payload.exp !== 'number') throw new Refusal(reasons.invalidToken, 4401);
  return { userId: payload.sub, email: payload.email ?? null, expiresAt: payload.exp * 1000 };
}

/**
 * What the booking allows `userId`: { role: 'learner' | 'tutor', readOnly, writeUntil (epoch ms) } or throws a
 * Refusal. `booking`: { learner_id, tutor_user_id, status, starts_at, ends_at } or null when there is none.
 */
export function decideAccess(booking, userId, now = Date.now()) {
  if (!booking) throw new Refusal(reasons.notYours);
  const role = booking.learner_id === userId ? 'learner' : booking.tutor_user_id === userId ? 'tutor' : null;
  // Another learner, another tutor, a guest or an admin: the same answer whether the booking exists or not.
  if (!role) throw new Refusal(reasons.notYours);
  if (booking.status === 'cancelled') throw new Refusal(reasons.cancelled);
  const startsAt = new Date(booking.starts_at).getTime();
  const writeUntil = new Date(booking.ends_at).getTime() + writableAfterEndMs;
  if (now < startsAt - opensBeforeStartMs) throw new Refusal(reasons.notOpenYet);
  return { role, readOnly: now >= writeUntil, writeUntil, opensAt: startsAt - opensBeforeStartMs };
}
