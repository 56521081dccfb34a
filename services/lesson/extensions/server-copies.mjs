// What only the server has, asked for by a member of the room on its own connection (so authorized like the room):
//   { type: 'history' }  the timed update log, for the replay: { type: 'history', total, from, entries: [[at, base64]] }…
//   { type: 'state' }    the room's state as the server holds it, so a read-only device can tell its own unsent
//                        changes ("Not shared") from what was shared: { type: 'state', update: base64 }
// A Hocuspocus extension. With several instances the state is this instance's copy (kept in step through Redis) and
// the history the log in Postgres, which every instance appends its own connections' changes to.
import * as Y from 'yjs';

// The replay's history goes to the room's member in parts of this many log entries (one stateless message each).
const historyChunk = 500;
// One history or state request per connection this often at most (each reads the whole log or state).
const historyEveryMs = 2000;

/** @param {{ persistence: object, bookingIdOf: (name: string) => string | null }} parts */
export function serverCopies({ persistence, bookingIdOf }) {
  return {
    extensionName: 'summit-lesson-server-copies',

    async onStateless({ connection, documentName, document, payload }) {
      let request;
      try {
        request = JSON.parse(payload);
      } catch {
        return;
      }
      const session = connection.context?.session;
      if (!session) return;
      if (request?.type !== 'history' && request?.type !== 'state') return; // video signalling: ./signalling.mjs
      session.asked ??= {};
      const now = Date.now();
      if (now - (session.asked[request.type] ?? -Infinity) < historyEveryMs) return;
      session.asked[request.type] = now;
      if (request.type === 'state') {
        connection.sendStateless(JSON.stringify({ type: 'state', update: Buffer.from(Y.encodeStateAsUpdate(document)).toString('base64') }));
        return;
      }
      const entries = await persistence.history(bookingIdOf(documentName));
      for (let from = 0; from < entries.length || from === 0; from += historyChunk) {
        const part = entries.slice(from, from + historyChunk).map((e) => [e.at, Buffer.from(e.update).toString('base64')]);
        connection.sendStateless(JSON.stringify({ type: 'history', total: entries.length, from, entries: part }));
      }
    },
  };
}
