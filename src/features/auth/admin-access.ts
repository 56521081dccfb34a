// The founder routes' decision (SPEC §6), one source with the Dashboard link and the database's is_admin():
// the role in user_roles (founder or admin). Read again on every navigation to a founder route, because taking a
// role away fires no auth event. It only decides what the browser shows; admin data is protected on the server.
// Pure: the hook below feeds it.
export type AdminAccess = 'checking' | 'sign-in' | 'denied' | 'granted';

/** The role read for one navigation (`key`) of one user. */
export interface AdminCheck {
  key: string;
  userId: string;
  isAdmin: boolean;
}

export function adminAccess(
  settled: boolean,
  user: { id: string } | null,
  navigationKey: string,
  check: AdminCheck | null,
): AdminAccess {
  if (!settled) return 'checking';
  if (!user) return 'sign-in';
  if (!check || check.key !== navigationKey || check.userId !== user.id) return 'checking';
  return check.isAdmin ? 'granted' : 'denied';
}
