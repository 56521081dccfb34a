// The outbox's status as jotai state. The outbox (Dexie, supabase-js) starts after first paint, when something
// first reads this atom; until then the status is null and nothing is shown.
import { atom } from 'jotai';
import { getOutbox, type OutboxStatus } from '../../data/outbox';
import { afterFirstPaint } from '../../lib/after-first-paint';

export const outboxStatusAtom = atom<OutboxStatus | null>(null);
outboxStatusAtom.onMount = (set) => {
  let unsubscribe: (() => void) | undefined;
  let live = true;
  void afterFirstPaint()
    .then(getOutbox)
    .then((engine) => {
      if (!live) return;
      set(engine.status);
      unsubscribe = engine.subscribe(set);
    })
    .catch((error) => console.warn('Offline queue did not start', error));
  return () => {
    live = false;
    unsubscribe?.();
  };
};

export const pendingCountAtom = atom((get) => get(outboxStatusAtom)?.pending ?? 0);
export const lastSyncedAtom = atom((get) => get(outboxStatusAtom)?.lastSyncedAt ?? null);
export const deadLettersAtom = atom((get) => get(outboxStatusAtom)?.deadLetters ?? []);
