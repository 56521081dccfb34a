// Decisions the server must back — entering an admin page, the account panels — ask the auth service who the user is
// (auth.getUser, SPEC §7) instead of trusting the session stored on the device: a session revoked elsewhere (signed
// out everywhere, account deleted) still holds an unexpired token there. Offline, or with the auth service
// unreachable, the stored session decides, as before; a session the service refuses is ended on this device.
import { getSupabase } from '../../data/supabase';

/** verified: the service knows this user and session; unverified: it could not be asked; rejected: it refused. */
export type UserCheck = 'verified' | 'unverified' | 'rejected';

export async function verifyUser(userId: string): Promise<UserCheck> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'unverified';
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.getUser();
    if (!error) return data.user?.id === userId ? 'verified' : 'rejected';
    // 401/403/404: the token's session or user is gone. No status (network) or 5xx: the service could not answer.
    if (error.status && error.status >= 400 && error.status < 500) {
      await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
      return 'rejected';
    }
    return 'unverified';
  } catch {
    return 'unverified';
  }
}
