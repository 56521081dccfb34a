// The signed-in user's role (SPEC §3 session: role, isAdmin), looked up by user id.
import { useEffect, useState } from 'react';
import { getSupabase } from '../../data/supabase';
import { fetchRole, STUDENT, type RoleInfo } from '../../data/roles';

export function useRoleInfo(userId: string | null | undefined): { roleInfo: RoleInfo; loading: boolean } {
  const [result, setResult] = useState<{ userId: string | null; roleInfo: RoleInfo } | null>(null);
  useEffect(() => {
    let live = true;
    if (!userId) return;
    void getSupabase()
      .then((client) => fetchRole(client, userId))
      .catch((error) => {
        console.error('Role lookup failed; treating the user as student', error);
        return STUDENT;
      })
      .then((roleInfo) => live && setResult({ userId, roleInfo }));
    return () => {
      live = false;
    };
  }, [userId]);
  if (!userId) return { roleInfo: STUDENT, loading: false };
  if (result?.userId !== userId) return { roleInfo: STUDENT, loading: true };
  return { roleInfo: result.roleInfo, loading: false };
}
