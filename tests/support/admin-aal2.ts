// An admin client at aal2 (password and second factor), for database tests of admin-only data.
import { SignJWT } from 'jose';
import { clientWithToken, signInDemo, type Client } from './db';
import { testEnv } from './env';

/**
 * Signs the demo founder or admin in with the password, then raises the session to aal2. Until the auth service
 * verifies TOTP codes this mints the aal2 token the service would issue after a verified code.
 */
export async function signInAdminAal2(who: 'founder' | 'admin'): Promise<Client> {
  const password = await signInDemo(who);
  const { data } = await password.auth.getSession();
  const session = data.session!;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    aud: 'authenticated',
    role: 'authenticated',
    sub: session.user.id,
    email: session.user.email,
    aal: 'aal2',
    amr: [{ method: 'password', timestamp: now }, { method: 'totp', timestamp: now }],
    session_id: (JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as { session_id?: string }).session_id,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(testEnv.jwtSecret));
  return clientWithToken(token);
}
