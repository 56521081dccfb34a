// A client that never carries a user's session: guest events (referral clicks) are sent with the anon key only.
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../../lib/config';

let anon: Promise<SupabaseClient> | undefined;

export function getAnonSupabase(): Promise<SupabaseClient> {
  anon ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'summit-anon' },
    }),
  );
  return anon;
}
