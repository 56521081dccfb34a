// What to do with a server answer. Only a 2xx (or a duplicate of an idempotent insert) removes a row.
import type { SendResult } from './types';

export type Outcome =
  | 'done' // the server holds the write
  | 'retry' // transient: network, 5xx, 408, 429 → back off and try again
  | 'reauth' // 401: refresh the session, then try again
  | 'reject'; // the server refuses this write for good (RLS, validation): dead-letter it and carry on

/** Postgres unique violation: the idempotent insert already happened (e.g. a response lost after commit). */
const DUPLICATE_CODES = new Set(['23505']);
/** PostgREST codes for an expired / invalid JWT; it answers them with 401. */
const AUTH_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

/**
 * 413: the request was too large (gateway body limit, or PT413: more rows than the server takes per request). The
 * transport sends one row per request, well under the server's 10, so a 413 means "split and retry": never a dead
 * letter, nothing queued is lost.
 */
const TOO_LARGE_CODES = new Set(['PT413']);

export function classify(result: SendResult): Outcome {
  const { status, code } = result;
  if (status >= 200 && status < 300) return 'done';
  if (code && DUPLICATE_CODES.has(code)) return 'done';
  if (status === 0 || status >= 500 || status === 408 || status === 429) return 'retry';
  if (status === 413 || (code && TOO_LARGE_CODES.has(code))) return 'retry';
  if (status === 401 || (code && AUTH_CODES.has(code))) return 'reauth';
  // 400 validation, 403 / 42501 row-level security, 404 unknown table, 409 other conflicts, 422 …
  if (status >= 400) return 'reject';
  // 1xx / 3xx should not reach us from PostgREST: treat as transient rather than lose the write.
  return 'retry';
}
