// The signed-in user's profile row (full_name, set from the sign-up metadata by a database trigger).
import type { SupabaseClient } from '@supabase/supabase-js';

/** The stored full name, '' when the profile has none, or null when it could not be read (logged). */
export async function fetchProfileName(client: Pick<SupabaseClient, 'from'>, userId: string): Promise<string | null> {
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
