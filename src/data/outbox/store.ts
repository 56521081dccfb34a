// Where queued writes live. Two implementations with one contract: IndexedDB (Dexie) and memory (when IndexedDB
// is unavailable, e.g. some private modes). Every method is atomic on its own.
import type { DeadLetter, LocalCopy, OutboxKind, OutboxRow, SendResult } from './types';

export interface NewWrite {
  userId: string | null;
  kind: OutboxKind;
  payload: unknown;
  /** The kind merges (OfflineKind.merge): a newer write of the same signed-in user replaces the queued one. */
  merge?: boolean;
}

export interface OutboxStore {
  /** 'indexeddb' persists across reloads; 'memory' lasts only as long as the page. */
  readonly kind: 'indexeddb' | 'memory';
  /**
   * Queues a write and stores its local copy in the same transaction. Preference kinds merge into the queued row
   * of the same (user, kind): its payload is replaced and its `v` bumped.
   */
  enqueue(write: NewWrite, local?: { key: string; value: unknown }): Promise<OutboxRow>;
  /** Several writes (e.g. a preference and its event) and one local copy, all in one transaction. */
  enqueueAll(writes: readonly NewWrite[], local?: { key: string; value: unknown }): Promise<OutboxRow[]>;
  /** Rows of these owners in sending order (by id); `dueBy` skips rows still backing off. */
  list(owners: ReadonlyArray<string | null>, dueBy?: number): Promise<OutboxRow[]>;
  /** After a 2xx: deletes the row if nothing merged into it meanwhile (`v` unchanged). Returns true if deleted. */
  complete(id: string, v: number): Promise<boolean>;
  /** After a transient failure: records the attempt and when to try again. */
  retryLater(id: string, attempts: number, nextAt: number, lastError: string): Promise<void>;
  /** After a permanent rejection: keeps the rejected write for the user and removes it from the queue. */
  reject(row: OutboxRow, result: SendResult, at: number): Promise<void>;
  count(owners?: ReadonlyArray<string | null>): Promise<number>;
  /** True when a write of this (user, kind) is still queued: a pull from the server must not overwrite it. */
  hasPending(userId: string, kind: OutboxKind): Promise<boolean>;
  deadLetters(owners: ReadonlyArray<string | null>): Promise<DeadLetter[]>;
  dismissDeadLetter(id: string): Promise<void>;
  getLocal(key: string): Promise<LocalCopy | undefined>;
  putLocal(key: string, value: unknown): Promise<void>;
}

export function describe(result: SendResult): string {
  const parts = [result.status === 0 ? 'network error' : `HTTP ${result.status}`];
  if (result.code) parts.push(result.code);
  if (result.message) parts.push(result.message);
  return parts.join(' ').slice(0, 500);
}

export function toDeadLetter(row: OutboxRow, result: SendResult, at: number): DeadLetter {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    payload: row.payload,
    status: result.status,
    code: result.code ?? null,
    error: describe(result),
    createdAt: row.createdAt,
    rejectedAt: at,
  };
}

export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
