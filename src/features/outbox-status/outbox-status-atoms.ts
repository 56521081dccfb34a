// The outbox's status as jotai state. After the first paint the outbox (Dexie, supabase-js) starts here when there
// may be something to send or show: a stored session, or rows queued on this device (the cheap hint of rows-flag).
// A guest with nothing queued loads neither; the status then follows the outbox as soon as anything starts it (a
// write on this page, or another tab queuing one). Until then the status is null and nothing is shown.
import { atom } from 'jotai';
import { getOutbox, onOutboxStart, outboxMayHoldRows, type OutboxStatus } from '../../data/outbox';
import { OUTBOX_ROWS_KEY } from '../../data/outbox/rows-flag';
import { AUTH_STORAGE_KEY, hasStoredSession } from '../../data/supabase';
import { afterFirstPaint } from '../../lib/after-first-paint';

export const outboxStatusAtom = atom<OutboxStatus | null>(null);
outboxStatusAtom.onMount = (set) => {
  let unsubscribe: (() => void) | undefined;
  let live = true;
  const follow = (engine: ReturnType<typeof getOutbox>) =>
    void engine
      .then((running) => {
        if (!live || unsubscribe) return;
        set(running.status);
        unsubscribe = running.subscribe(set);
      })
      .catch((error) => console.warn('Offline queue did not start', error));
  const stopWaiting = onOutboxStart(follow);
  // Another tab queued a write or signed in: start here too (this tab may be the one that sends).
  const onStorage = (event: StorageEvent) => {
    if ((event.key === OUTBOX_ROWS_KEY && event.newValue === '1') || (event.key === AUTH_STORAGE_KEY && event.newValue)) {
      void getOutbox();
    }
  };
  window.addEventListener('storage', onStorage);
  void afterFirstPaint()
    .then(async () => live && (hasStoredSession() || (await outboxMayHoldRows())))
    .then((start) => {
      if (start && live) void getOutbox();
    });
  return () => {
    live = false;
    stopWaiting();
    window.removeEventListener('storage', onStorage);
    unsubscribe?.();
  };
};

export const pendingCountAtom = atom((get) => get(outboxStatusAtom)?.pending ?? 0);
export const lastSyncedAtom = atom((get) => get(outboxStatusAtom)?.lastSyncedAt ?? null);
export const deadLettersAtom = atom((get) => get(outboxStatusAtom)?.deadLetters ?? []);
