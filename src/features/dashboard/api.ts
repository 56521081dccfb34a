// The dashboard feature's server module: the signed-in user's stored name (profiles.full_name, set from the sign-up
// metadata by a database trigger), null when it could not be read (the dashboard then shows the name from the account).
import type { SupabaseClient } from '@supabase/supabase-js';
import { pageQuery } from '../../data/query';
import { getSupabase } from '../../data/supabase';

export const dashboardQueries = {
  profileName: (userId: string) => pageQuery({ queryKey: ['dashboard', 'profile-name', userId] as const, queryFn: () => loadProfileName(userId) }),
};

export async function loadProfileName(userId: string): Promise<string | null> {
  return fetchProfileName(await getSupabase(), userId);
}

/** The stored full name, '' when the profile has none, or null when it could not be read (logged). */
async function fetchProfileName(client: Pick<SupabaseClient, 'from'>, userId: string): Promise<string | null> {
  try {
    const { data, error } = await client.from('profiles').select('full_name').eq('id', userId).maybeSingle();
    if (error) {
      console.warn('Could not read the profile', error);
      return null;
    }
    const name = (data as { full_name?: unknown } | null)?.full_name;
    return typeof name === 'string' ? name : '';
  } catch (error) {
    console.warn('Could not read the profile', error);
    return null;
  }
}
