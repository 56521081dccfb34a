// The outbox's entry point for features. Everything heavy (Dexie, supabase-js) is behind a dynamic import, so
// importing this file costs nothing on the first paint.
import type { SyncEngine } from './engine';

export type { OutboxStatus } from './engine';
export type { DeadLetter, OutboxKind, OutboxRow } from './types';

let engine: Promise<SyncEngine> | undefined;

/** The running outbox, started on first use. */
export function getOutbox(): Promise<SyncEngine> {
  engine ??= import('./runtime').then((m) => m.startOutbox());
  return engine;
}
