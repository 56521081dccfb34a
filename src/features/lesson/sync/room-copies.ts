// At sign-out, the rooms kept on this device follow the outbox's rule: a room whose copy the server already has is
// forgotten (its IndexedDB database deleted); a room with edits the server has not confirmed sends them first when
// online; offline (or refused, e.g. a read-only room's "Not shared" edits) it stays for that user's next sign-in.
// Copies are per user (summit-lesson:<userId>:<bookingId>), so other users of the device never open them.
// Loaded only when signing out; the Yjs part only when this user has room copies on the device.
import { getSupabase } from '../../../data/supabase';
import { openRoomCopies } from './open-copies';

export const ROOM_COPY_PREFIX = 'summit-lesson:';

/** The booking ids of this user's room copies on the device (none where IndexedDB cannot list its databases). */
export async function roomCopiesOf(userId: string): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  const prefix = `${ROOM_COPY_PREFIX}${userId}:`;
  const databases = await indexedDB.databases().catch(() => []);
  return databases
    .map((d) => d.name ?? '')
    .filter((name) => name.startsWith(prefix) && !openRoomCopies.has(name))
    .map((name) => name.slice(prefix.length));
}

export async function settleRoomCopies(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return; // kept for the next sign-in
  const supabase = await getSupabase();
  const userId = (await supabase.auth.getSession()).data.session?.user.id;
  if (!userId) return;
  const bookings = await roomCopiesOf(userId);
  if (!bookings.length) return;
  const { settleRoomCopy } = await import('./settle-room-copy');
  await Promise.all(bookings.map((bookingId) => settleRoomCopy(userId, bookingId).catch(() => 'kept')));
}
