// The admin guard's decision (SPEC §6). The product's rule is the allow-list of emails (trimmed, case-insensitive);
// it only decides what the browser shows. Admin data is protected on the server: every admin table's policies call
// is_admin() (role founder or admin), so a forged client that passes this check still reads nothing.
import { isAllowListed } from '../../features/auth/admin-allow-list';

export type AdminAccess = 'checking' | 'sign-in' | 'denied' | 'granted';

export function adminAccess(
  settled: boolean,
  user: { email: string | null } | null,
  allowList?: readonly string[],
): AdminAccess {
  if (!settled) return 'checking';
  if (!user) return 'sign-in';
  return isAllowListed(user.email, allowList) ? 'granted' : 'denied';
}
