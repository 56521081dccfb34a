// Shapes of the write queue. Rows carry no headers or tokens: the current session is attached when sending.

/** The name of a feature's offline kind (see kind.ts), e.g. 'locale' or 'booking-request'. */
export type OutboxKind = string;

export interface OutboxRow {
  /** uuid v7: time-ordered, so sorting by id is sending order; also the idempotency key of inserted events. */
  id: string;
  /** The signed-in user who made the write, or null for guest events (sent with the anon key). */
  userId: string | null;
  kind: OutboxKind;
  payload: unknown;
  /** Bumped when a newer write merges into this row; a row is deleted after a 2xx only if v did not change. */
  v: number;
  attempts: number;
  /** Epoch ms before which the row is not retried (back-off). */
  nextAt: number;
  lastError: string | null;
  createdAt: number;
}

export interface DeadLetter {
  id: string;
  userId: string | null;
  kind: OutboxKind;
  payload: unknown;
  status: number;
  code: string | null;
  error: string;
  createdAt: number;
  rejectedAt: number;
}

/** A transport's answer "not sent now, stop here" (e.g. the session changed): the row and those after it wait. */
export const NOT_SENT = -1;
/** A transport's answer "this app does not know the row's kind": the row stays queued, the others go on. */
export const UNKNOWN_KIND = -2;

/** What the server answered to one send, reduced to what classification needs. */
export interface SendResult {
  /** HTTP status; 0 for a network error (no response). */
  status: number;
  /** Postgres / PostgREST error code when there is one (e.g. 23505, 42501, PGRST301). */
  code?: string | null;
  message?: string | null;
}

/** A local copy written in the same transaction as its outbox row (e.g. the user's latest preferences). */
export interface LocalCopy {
  key: string;
  value: unknown;
  updatedAt: number;
}

export function localCopyKey(userId: string | null, kind: OutboxKind): string {
  return `${userId ?? 'guest'}:${kind}`;
}
