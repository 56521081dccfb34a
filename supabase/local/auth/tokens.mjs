// Secrets handed to clients: access tokens (HS256 JWTs that PostgREST verifies), refresh tokens, email OTPs and
// their hashes, PKCE challenges.
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { badRequest, forbidden } from './http.mjs';

export function jwtKey(secret) {
  return new TextEncoder().encode(secret);
}

/** GoTrue's access-token claims; `amr` lists how this session was authenticated. */
export async function signAccessToken({ key, issuer, expiresIn, user, sessionId, amr, aal = 'aal1' }) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + expiresIn;
  const token = await new SignJWT({
    aud: user.aud || 'authenticated',
    exp,
    iat: now,
    iss: issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: !!user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
  return { token, exp };
}

/** Claims of a bearer token, or GoTrue's 403 bad_jwt with the reason. */
export async function verifyAccessToken(key, token) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    const reason = error?.code === 'ERR_JWT_EXPIRED' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** Signed, short-lived state carried through the browser (OAuth state, stand-in provider codes). */
export async function signState(key, claims, expiresIn = 600) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(key);
}

export async function readState(key, token) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return payload;
  } catch {
    return null;
  }
}

export function newRefreshToken() {
  return randomBytes(16).toString('base64url');
}

export function newOtp(length) {
  let otp = '';
  for (let i = 0; i < length; i += 1) otp += String(randomInt(10));
  return otp;
}

/**
 * The link token is a sha224 of (email + otp) as in GoTrue, so either the code or the link proves the same email;
 * keyed with the service's secret (HMAC), so nobody can turn a guessed code into a link token and try the million
 * hashes of an address through the link, around the code's attempt limit.
 */
export function otpHash(email, otp, secret) {
  return createHmac('sha224', secret).update(`${email}${otp}`).digest('hex');
}

export function newAuthCode() {
  return randomUUID();
}

/** Validates a PKCE start; returns null when the client started an implicit flow. */
export function readChallenge(body) {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalized = String(method).toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw badRequest('validation_failed', 'code challenge method not supported');
  }
  if (String(challenge).length < 43 || String(challenge).length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge: String(challenge), method: normalized };
}

export function verifierMatches(flow, verifier) {
  const expected =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
