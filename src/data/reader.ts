// Who reads the public catalogue (tutors, courses, pricing, tutor models, exchange rates, free slots). A guest, with no
// stored session, reads through @supabase/postgrest-js alone with the anon key (~15 KB gzip instead of the whole
// supabase-js, ~50 KB); with a stored session the full client reads, so row-level security sees the user.
// Both send through the global (guarded) fetch and answer the same { data, error } shapes, so server modules only
// change how they get their client. postgrest-js (~5 KB gzip) is a static import here: it arrives with the data
// pages' own chunks (never with the landing page), in parallel with them rather than one round trip after the page
// has rendered; supabase-js shares that chunk, so a signed-in visitor downloads it once either way. supabase-js
// itself stays a dynamic import, loaded only with a session.
// Neither retries on its own (postgrest-js retries a failed GET 3 times, 1 + 2 + 4 s): the pages' query layer owns
// the retry policy (SPEC §9), and offline a read must fail at once so the device copy or the offline notice shows
// without a 7-second wait.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../lib/config';
import { fail } from './request-error';
import { getSupabase, hasStoredSession } from './supabase';

/** What catalogue reads use: tables, views and functions through PostgREST. */
export type Reader = Pick<SupabaseClient, 'from' | 'rpc'>;

let anonReader: Reader | undefined;

/** The anon key's headers, as supabase-js sends them for a visitor without a session. */
export function anonHeaders(key = supabaseAnonKey): Record<string, string> {
  return { apikey: key, Authorization: `Bearer ${key}` };
}

function getAnonReader(): Reader {
  // The same REST endpoint supabase-js uses (`<url>/rest/v1`); the builder's API is the one supabase-js exposes.
  anonReader ??= new PostgrestClient(new URL('rest/v1', supabaseUrl.replace(/\/?$/, '/')).href, { headers: anonHeaders(), retry: false }) as unknown as Reader;
  return anonReader;
}

/** The client for a catalogue read: postgrest-js for a guest, supabase-js (with the user's session) otherwise. */
export function getReader(): Promise<Reader> {
  return hasStoredSession() ? getSupabase().then(withoutRetries) : Promise.resolve(getAnonReader());
}

/** supabase-js's tables and functions with postgrest-js's retries turned off (its client has no option for it). */
export function withoutRetries(client: Reader): Reader {
  return {
    from: (relation: string) => Object.assign(client.from(relation), { retry: false }),
    rpc: (fn: string, args?: object, options?: object) => client.rpc(fn, args, options).retry(false),
  } as Reader;
}

const ROWS_PER_READ = 1000; // PostgREST's usual row limit per response

/** Every id of `relation` whose `column` equals `value`, in id order, read page by page (build-time listings). */
export async function readAllIds(relation: string, column: string, value: string | boolean): Promise<string[]> {
  const reader = await getReader();
  const ids: string[] = [];
  for (let from = 0; ; from += ROWS_PER_READ) {
    const { data, error } = await reader.from(relation).select('id').eq(column, value).order('id').range(from, from + ROWS_PER_READ - 1);
    if (error) fail(error, `Listing ${relation} failed`);
    const rows = (data ?? []) as { id: string }[];
    ids.push(...rows.map((row) => row.id));
    if (rows.length < ROWS_PER_READ) return ids;
  }
}
