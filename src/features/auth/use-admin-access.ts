// The admin guard's question to the auth feature: may the signed-in user open this founder route? Waits for the
// session, then checks it with the auth service and reads the role again for every navigation (`navigationKey`,
// react-router's location.key).
import { useEffect, useState } from 'react';
import { refreshRole } from './session';
import { verifyUser } from './verify-user';
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
    void Promise.all([verifyUser(userId), refreshRole()]).then(([verified, info]) => {
      if (live && verified !== 'rejected') setCheck({ key: navigationKey, userId, isAdmin: info.isAdmin });
    });
    return () => {
      live = false;
    };
  }, [settled, userId, navigationKey]);

  return { access: adminAccess(settled, user, navigationKey, check), user };
}
