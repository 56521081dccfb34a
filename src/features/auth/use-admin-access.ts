// The admin guard's question to the auth feature: may the signed-in user open this founder route? Waits for the
// session, then checks it with the auth service and reads the role again for every navigation (`navigationKey`,
// react-router's location.key).
import { useEffect, useState } from 'react';
import { refreshRole } from './session';
import { useSettledSession } from './use-session';
import { adminAccess, type AdminAccess, type AdminCheck } from './admin-access';
import type { SessionUser } from './session-store';

export function useAdminAccess(navigationKey: string): { access: AdminAccess; user: SessionUser | null } {
  const { settled, user } = useSettledSession();
  const [check, setCheck] = useState<AdminCheck | null>(null);
  const userId = user?.id;

  useEffect(() => {
    if (!settled || !userId) return;
    let live = true;
    // The auth service confirms the session first: a refused one is ended here (the guard then asks to sign in).
    // Loaded with the first founder page, not with the shell every visitor fetches.
    const verified = import('./verify-user').then((m) => m.verifyUser(userId));
    void Promise.all([verified, refreshRole()]).then(([verified, info]) => {
      if (live && verified !== 'rejected') setCheck({ key: navigationKey, userId, isAdmin: info.isAdmin });
    });
    return () => {
      live = false;
    };
  }, [settled, userId, navigationKey]);

  return { access: adminAccess(settled, user, navigationKey, check), user };
}
