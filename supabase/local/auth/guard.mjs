// GoTrue's authentication middlewares: requireAuthentication (a valid JWT whose user and session still exist) and
// requireAdminCredentials (a JWT with an admin role: the service_role key).
import { bearerToken, forbidden, unauthorized } from './http.mjs';
import { verifyAccessToken } from './tokens.mjs';
import { findUserById } from './users.mjs';

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

export const requireBearer = () => unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');

/** The caller's user, session row (null for tokens without one) and claims. */
export async function authenticate(key, req, db) {
  const token = bearerToken(req);
  if (!token) throw requireBearer();
  const claims = await verifyAccessToken(key, token);
  if (typeof claims.sub !== 'string' || !claims.sub) {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session = null;
  if (typeof claims.session_id === 'string' && claims.session_id) {
    const { rows } = await db.query('select * from auth.sessions where id = $1', [claims.session_id]);
    if (!rows[0]) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    session = rows[0];
  }
  return { user, session, sessionId: session?.id ?? null, claims };
}

export async function requireAdmin(key, req) {
  const token = bearerToken(req);
  if (!token) throw requireBearer();
  const claims = await verifyAccessToken(key, token);
  if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
