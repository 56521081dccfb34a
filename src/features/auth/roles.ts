// The signed-in user's role (SPEC §6, §7): user_roles by user id — never by email — as a single row.
// No user, no row or a failed lookup means 'student' and not admin; failures are logged, never thrown.
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../data/supabase';

export type Role = 'student' | 'tutor' | 'founder' | 'admin';
export interface RoleInfo {
  role: Role;
  isAdmin: boolean;
}

export const STUDENT: RoleInfo = Object.freeze({ role: 'student', isAdmin: false });

/** Interprets a user_roles value; anything unknown counts as student. */
export function roleInfoFrom(value: unknown): RoleInfo {
  if (value === 'founder' || value === 'admin') return { role: value, isAdmin: true };
  if (value === 'tutor') return { role: 'tutor', isAdmin: false };
  return STUDENT;
}

type RoleClient = Pick<SupabaseClient, 'from'>;

export async function fetchRole(client: RoleClient, userId: string | null | undefined): Promise<RoleInfo> {
  if (!userId) return STUDENT;
  try {
    // At most one row (none is the student default; a .single() read would answer that with 406).
    const { data, error } = await client.from('user_roles').select('role').eq('user_id', userId).maybeSingle();
    if (error) {
      console.error('Role lookup failed; treating the user as student', error);
      return STUDENT;
    }
    return roleInfoFrom((data as { role?: unknown } | null)?.role);
  } catch (error) {
    console.error('Role lookup failed; treating the user as student', error);
    return STUDENT;
  }
}

/** The user's role through the app's client (the session's). Never throws: a failed lookup is student (logged). */
export async function loadRole(userId: string): Promise<RoleInfo> {
  try {
    return await fetchRole(await getSupabase(), userId);
  } catch (error) {
    console.error('Role lookup failed; treating the user as student', error);
    return STUDENT;
  }
}
