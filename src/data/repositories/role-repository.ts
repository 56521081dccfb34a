// The signed-in user's role (SPEC §6, §7): user_roles by user id, one row. Never throws: no row or a failed lookup
// is student, not admin (logged).
import { fetchRole, STUDENT, type RoleInfo } from '../roles';
import { getSupabase } from '../supabase';

export async function loadRole(userId: string): Promise<RoleInfo> {
  try {
    return await fetchRole(await getSupabase(), userId);
  } catch (error) {
    console.error('Role lookup failed; treating the user as student', error);
    return STUDENT;
  }
}
