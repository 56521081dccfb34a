// What a connection may send into a room: a Hocuspocus extension. A Yjs update (sync step 2 or update) is judged and
// applied by ../rooms.mjs (what it may cost, whose it is, what it may change: ../guard.mjs), or refused and the
// connection cut; a sync step 1 is throttled. Frame sizes and rates are checked before this, per socket (server.mjs).
import { bucket, closeCodes } from '../limits.mjs';

// Sync step 1 (the server answers with everything the client lacks: the whole room at most): a provider sends one per
// connection; a few more are let through, then one a second.
const syncStepOneBurst = 4;

/** @param {{ rooms: object, cut: (connection: object, close: { code: number, reason: string }, why?: string) => void }} parts */
export function updateLimits({ rooms, cut }) {
  return {
    extensionName: 'summit-lesson-limits',

    async beforeSync({ connection, document, type, payload, context }) {
      const session = context?.session;
      if (type === 0) {
        if (!session) return;
        session.syncs ??= bucket(1, syncStepOneBurst);
        if (!session.syncs.take(1)) cut(connection, closeCodes.rateLimited, 'sync step 1 again and again');
        return;
      }
      await rooms.receive({ connection, document, type, payload, session });
    },
  };
}
