// The one supabase-js client. Loaded with a dynamic import so supabase-js never blocks the landing page's first paint.
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../lib/config';

/** localStorage key of the session (SPEC §7); removed on sign-out. */
export const AUTH_STORAGE_KEY = 'sb-auth-token';

let clientPromise: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl, supabaseAnonKey, {
      auth: {
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'pkce',
      },
    }),
  );
  return clientPromise;
}

/** The signed-in user's access token ('' when signed out): for servers that authenticate outside supabase-js. */
export async function accessToken(): Promise<string> {
  const supabase = await getSupabase();
  return (await supabase.auth.getSession()).data.session?.access_token ?? '';
}

/** True when a stored session exists; read synchronously so the first render can show Dashboard vs Sign In. */
export function hasStoredSession(): boolean {
  try {
    return !!localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return false;
  }
}
