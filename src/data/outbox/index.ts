// The outbox's entry point for features. Everything heavy (Dexie, supabase-js) is behind a dynamic import, so
// importing this file costs nothing on the first paint.
import type { SyncEngine } from './engine';

export type { OutboxStatus } from './engine';
export type { DeadLetter, OutboxKind, OutboxRow, SendResult } from './types';
export { localCopyKey } from './types';
// A feature's offline kind imports its helpers from './kind' itself (they need not load with the shell).
export type { OfflineKind, OfflineKindRegistry } from './kind';
export { provideOfflineKinds } from './kind-registry';

export { outboxMayHoldRows } from './rows-flag';

let engine: Promise<SyncEngine> | undefined;
const startListeners = new Set<(engine: Promise<SyncEngine>) => void>();

/** The running outbox, started on first use (a write, a page that reads it, or start-up with rows queued). */
export function getOutbox(): Promise<SyncEngine> {
  if (!engine) {
    engine = import('./runtime').then((m) => m.startOutbox());
    for (const listener of startListeners) listener(engine);
    startListeners.clear();
  }
  return engine;
}

/** Calls `listener` once the outbox is started by anyone (at once if it is already running). */
export function onOutboxStart(listener: (engine: Promise<SyncEngine>) => void): () => void {
  if (engine) {
    listener(engine);
    return () => undefined;
  }
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}
