// The dashboard feature's server module: the signed-in user's stored name (profiles.full_name), null when it could
// not be read (the dashboard then shows the name from the account).
import { fetchProfileName } from '../../data/auth-profile';
import { getSupabase } from '../../data/supabase';

export async function loadProfileName(userId: string): Promise<string | null> {
  return fetchProfileName(await getSupabase(), userId);
}
