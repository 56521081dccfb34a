// Sends queued rows with supabase-js, each through its feature's offline kind (kind.ts). Idempotent by construction
// (every kind's send is). Every request carries one queued row, so a backlog goes out as one request per row,
// always within the server's limit of MAX_EVENTS_PER_REQUEST rows.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SessionSource, Transport } from './engine';
import type { OfflineKind } from './kind';
import { NOT_SENT, UNKNOWN_KIND, type OutboxRow, type SendResult } from './types';

/** The most referral clicks or telemetry events the server accepts in one request (a trigger refuses more: 413). */
export const MAX_EVENTS_PER_REQUEST = 10;

export function supabaseTransport(
  client: () => Promise<SupabaseClient>,
  anonClient: () => Promise<SupabaseClient>,
  resolveKind: (kind: string) => Promise<OfflineKind | undefined>,
): Transport {
  return {
    async send(row: OutboxRow): Promise<SendResult> {
      const kind = await resolveKind(row.kind);
      if (!kind) return { status: UNKNOWN_KIND };
      if (row.userId === null) {
        if (!kind.guest) return { status: 400, code: 'UNSUPPORTED', message: `${row.kind} needs a user` };
        return kind.send(row, await anonClient());
      }
      const supabase = await client();
      // Never send a user's write with another user's token: if the session changed, leave the row queued.
      const { data } = await supabase.auth.getSession();
      if (data.session?.user.id !== row.userId) return { status: NOT_SENT };
      return kind.send(row, supabase);
    },
  };
}

export function supabaseSession(client: () => Promise<SupabaseClient>): SessionSource {
  return {
    async currentUserId() {
      const { data } = await (await client()).auth.getSession();
      return data.session?.user.id ?? null;
    },
    async refresh() {
      const supabase = await client();
      const before = (await supabase.auth.getSession()).data.session?.user.id;
      const { data, error } = await supabase.auth.refreshSession();
      return !error && !!data.session && data.session.user.id === before;
    },
  };
}
