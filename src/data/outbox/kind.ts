// What a feature declares to queue writes of its own: the kind's name (stored on every row, so never renamed),
// whether queued writes of one user merge to the latest, and how one row is sent. Features own their kinds; the
// app joins them in one registry (src/app/outbox-kinds.ts) that this engine loads lazily, kind by kind.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { OutboxRow, SendResult } from './types';

export interface OfflineKind<P = unknown> {
  /** Stored on each queued row and in dead letters: a name users already have on their devices never changes. */
  readonly kind: string;
  /** Preference kinds: a newer write of the same user replaces the queued one. Events never merge. */
  readonly merge?: boolean;
  /** May be queued by a guest (sent with the anon key). */
  readonly guest?: boolean;
  /**
   * Sends one row with `client` (the signed-in user's, or the anon client for a guest row). Must be idempotent: the
   * same row can be sent again after a lost answer.
   */
  send(row: OutboxRow & { payload: P }, client: SupabaseClient): Promise<SendResult>;
}

/** Kind name → a loader of its definition (a dynamic import, so a kind's code loads only when a row needs it). */
export type OfflineKindRegistry = Readonly<Record<string, () => Promise<OfflineKind<never>>>>;

interface Answer {
  status: number;
  error: Pick<PostgrestError, 'code' | 'message'> | null;
}

/** A PostgREST answer reduced to what classification needs. */
export function toResult({ status, error }: Answer): SendResult {
  if (!error) return { status };
  return { status, code: error.code || null, message: error.message };
}

export const isOk = (r: SendResult) => r.status >= 200 && r.status < 300;

/** The queued write of one payload of `kind` (its merge rule comes with it), for `outbox.write`. */
export function writeOf<P>(kind: OfflineKind<P>, userId: string | null, payload: P) {
  return { userId, kind: kind.kind, merge: kind.merge, payload };
}
