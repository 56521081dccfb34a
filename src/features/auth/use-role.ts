// The signed-in user's role as the session carries it (SPEC §3: role, isAdmin). Reading it from a page reads
// user_roles again once per visit, so a role taken away or granted shows at the next navigation without reload.
import { useEffect } from 'react';
import type { RoleInfo } from './roles';
import { refreshRole } from './session';
import { useSession } from './use-session';

export function useRole(): RoleInfo & { loading: boolean } {
  const { user, role, isAdmin, roleLoading } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (userId) void refreshRole();
  }, [userId]);
  return { role, isAdmin, loading: roleLoading };
}
