// One room copy at sign-out: opened from IndexedDB and connected to the sync server. The server answers the copy's
// state vector with what it lacks and acknowledges what it takes in; once it has acknowledged everything (no
// unconfirmed change left) the copy is deleted. A refusal, a read-only room that cannot take the copy's edits, or no
// answer in time keeps the copy.
import { HocuspocusProvider } from '@hocuspocus/provider';
import { clearDocument, IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { lessonDocName } from '../../../../supabase/functions/_shared/lesson-doc';
import { lessonUrl } from '../../../lib/config';
import { accessToken } from '../../../data/supabase';
import { lessonDbName } from './sync';

/** Within the sign-out's own bound for its hooks (src/data/sign-out-hooks: 5 s). */
const SETTLE_TIMEOUT_MS = 4000;

export async function settleRoomCopy(userId: string, bookingId: string, timeoutMs = SETTLE_TIMEOUT_MS): Promise<'forgotten' | 'kept'> {
  const name = lessonDbName(userId, bookingId);
  const doc = new Y.Doc();
  const local = new IndexeddbPersistence(name, doc);
  await local.whenSynced;
  const provider = new HocuspocusProvider({ url: lessonUrl, name: lessonDocName(bookingId), document: doc, token: accessToken });
  const confirmed = await new Promise<boolean>((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    const check = () => {
      if (provider.isSynced && provider.unsyncedChanges === 0) done(true);
    };
    provider.on('synced', check);
    provider.on('unsyncedChanges', check);
    provider.on('authenticationFailed', () => done(false));
  });
  provider.destroy();
  await local.destroy();
  doc.destroy();
  if (!confirmed) return 'kept';
  await clearDocument(name);
  return 'forgotten';
}
