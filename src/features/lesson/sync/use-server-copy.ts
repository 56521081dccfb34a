// The room as the server holds it, in a read-only room (see LessonSync.serverCopy); null otherwise.
import { useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import type { LessonSync } from './sync';

const none = { subscribe: () => () => undefined, serverCopy: () => null };

export function useServerCopy(sync: LessonSync | undefined): Y.Doc | null {
  const source = sync ?? none;
  return useSyncExternalStore(source.subscribe, source.serverCopy);
}
