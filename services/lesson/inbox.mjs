// The messages' live signal: a per-user document kind, `inbox:<userId>`, on the same Hocuspocus server as the lesson
// rooms. Only that user opens it (their access token, checked as the rooms check it); it holds no content (read-only,
// never stored) and carries stateless pings `{ type: 'inbox', conversation, what }` (what: message | state | block),
// after which the app reads what changed through RLS. Nothing private travels on the socket.
//
// Where pings come from: Postgres announces each new message (to its recipient) and each delivered / read change
// (to its sender) on the channel `message_inbox` after the commit (migration 20261127300000_messages.sql). Every
// instance LISTENs, so the instance holding a user's socket pings it whatever instance or API call wrote the
// message: several instances need nothing more (no Redis hop), and a ping never arrives before the row is readable.
import pg from 'pg';
import { Refusal, clockSkewSeconds, reasons, verifyAccessToken } from './auth.mjs';

const INBOX = /^inbox:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const isInbox = (name) => typeof name === 'string' && name.startsWith('inbox:');
export const inboxUserOf = (name) => INBOX.exec(name)?.[1] ?? null;
const refreshAheadMs = 60_000;

/**
 * A lesson extension applied only to lesson documents: each hook of `extension` is skipped for an inbox.
 * Hocuspocus hands every hook the document's name (or the document).
 */
export function lessonOnly(extension) {
  const wrapped = Object.create(extension);
  for (const key of Object.keys(extension)) {
    const hook = extension[key];
    if (typeof hook !== 'function') continue;
    wrapped[key] = function (payload, ...rest) {
      const name = payload?.documentName ?? payload?.document?.name;
      if (isInbox(name)) return undefined;
      return hook.call(extension, payload, ...rest);
    };
  }
  return wrapped;
}

/**
 * @param {{ databaseUrl: string, jwtSecret: string, documents: () => Map<string, object>, log?: (m: string) => void }} parts
 * @returns {{ extension: object, ready: Promise<void>, close: () => Promise<void>, ping: (userId: string, conversation: string, what: string) => number }}
 */
export function inbox({ databaseUrl, jwtSecret, documents, log = () => {} }) {
  const secretKey = new TextEncoder().encode(jwtSecret);

  /** Pings the open connections of one user's inbox on this instance; how many. */
  const ping = (userId, conversation, what) => {
    let document;
    try {
      document = documents().get(`inbox:${userId}`);
    } catch {
      return 0; // the server is still starting: nobody can be connected yet
    }
    if (!document) return 0;
    const message = JSON.stringify({ type: 'inbox', conversation, what });
    let n = 0;
    for (const connection of document.getConnections()) {
      connection.sendStateless(message);
      n++;
    }
    return n;
  };

  // One listening connection per instance, reconnected after a drop. `ready` settles once it first listens.
  let listening;
  const ready = new Promise((resolve) => (listening = resolve));
  let stopped = false;
  let current = null;
  let timer = null;
  const again = () => {
    if (!stopped && !timer) timer = setTimeout(() => ((timer = null), connect()), 1000);
  };
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    current = c;
    c.on('error', (error) => {
      log(`inbox listener: ${error?.message ?? error}`);
      c.end().catch(() => {});
    });
    c.on('end', () => {
      if (current !== c) return;
      current = null;
      again();
    });
    c.on('notification', (n) => {
      if (n.channel !== 'message_inbox' || !n.payload) return;
      const [userId, conversation, what] = n.payload.split(':');
      if (userId && conversation && what) ping(userId, conversation, what);
    });
    try {
      await c.connect();
      await c.query('listen message_inbox');
      listening();
    } catch (error) {
      log(`inbox listener: ${error?.message ?? error}`);
      if (current === c) current = null;
      c.end().catch(() => {});
      again();
    }
  };
  connect();

  const clearTimers = (session) => {
    clearTimeout(session.refresh);
    clearTimeout(session.expire);
  };
  const schedule = (session) => {
    clearTimers(session);
    const { connection } = session;
    if (!connection) return;
    session.refresh = setTimeout(() => connection.requestToken(), Math.max(0, session.expiresAt - refreshAheadMs - Date.now()));
    session.expire = setTimeout(() => connection.webSocket.close(4401, reasons.expiredToken), Math.max(0, session.expiresAt + clockSkewSeconds * 1000 - Date.now()));
  };

  const extension = {
    extensionName: 'summit-inbox',

    async onAuthenticate({ token, documentName, connectionConfig }) {
      if (!isInbox(documentName)) return;
      const owner = inboxUserOf(documentName);
      if (!owner) throw new Refusal(reasons.invalidRoom);
      const user = await verifyAccessToken(token, secretKey);
      if (user.userId !== owner) throw new Refusal(reasons.notYours);
      // Nothing is ever written into an inbox: pings only.
      connectionConfig.readOnly = true;
      return { session: { inbox: true, userId: user.userId, expiresAt: user.expiresAt, connection: null } };
    },

    async connected({ connection, context, documentName }) {
      if (!isInbox(documentName) || !context?.session?.inbox) return;
      context.session.connection = connection;
      schedule(context.session);
    },

    async onTokenSync({ token, context, connection, documentName }) {
      if (!isInbox(documentName) || !context?.session?.inbox) return;
      const session = context.session;
      try {
        const user = await verifyAccessToken(token, secretKey);
        if (user.userId !== session.userId) throw new Refusal(reasons.invalidToken, 4401);
        if (user.expiresAt > session.expiresAt) {
          session.expiresAt = user.expiresAt;
          schedule(session);
        }
      } catch (error) {
        connection.webSocket.close(4401, error instanceof Refusal ? error.reason : reasons.invalidToken);
      }
    },

    async onDisconnect({ context, documentName }) {
      if (isInbox(documentName) && context?.session?.inbox) clearTimers(context.session);
    },
  };

  return {
    extension,
    ping,
    ready,
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      const c = current;
      current = null;
      await c?.end().catch(() => {});
    },
  };
}
