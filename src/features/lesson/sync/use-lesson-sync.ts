// The room's sync for as long as it is shown: opened on mount, closed on unmount (StrictMode's second mount opens a
// fresh one).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { openLessonSync, type LessonSync, type SyncState } from './sync';

const idle: SyncState = { connection: 'connecting', loaded: false, synced: false, unsent: 0, scope: null, refused: null };
const noop = () => () => undefined;

export function useLessonSync(bookingId: string, userId: string): { sync: LessonSync | null; state: SyncState } {
  const [sync, setSync] = useState<LessonSync | null>(null);
  useEffect(() => {
    const opened = openLessonSync(bookingId, userId);
    setSync(opened);
    return () => {
      setSync(null);
      opened.destroy();
    };
  }, [bookingId, userId]);
  const state = useSyncExternalStore(sync?.subscribe ?? noop, () => sync?.state() ?? idle);
  return { sync, state };
}
