// The lesson room's sync server: Hocuspocus (Yjs) behind the gateway at <API URL>/lesson/v1. One document per
// booking, `lesson:<bookingId>`. The user's access token arrives in Hocuspocus's authentication message (never in
// the URL) and is checked as PostgREST checks it; the booking decides who may open the room and whether it is
// read-only (lesson/auth.mjs). The room's state, its update log (for the replay) and a plain projection live in
// Postgres (lesson/persistence.mjs); every frame is checked against size and rate limits first (lesson/limits.mjs),
// and every update is judged before Yjs applies it (what it may cost, whose it is, what it may change: lesson/guard.mjs,
// lesson/rooms.mjs). Access follows the booking live: a cancellation, a move or an account deletion reaches the open
// connections through Postgres notifications, and each fresh token is checked against the booking again.
//
// A service of its own: `npm run lesson-server` (main.mjs) starts one instance from the environment, the local stack
// runs it as a child process as it does PostgREST, and with REDIS_URL several instances share each room (redis.mjs).
// A room socket is accepted at any path (`/` and `/lesson/v1` alike: a load balancer may keep the prefix); GET /health
// answers 200 while the instance takes rooms.
import http from 'node:http';
import { Hocuspocus } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { Refusal, clockSkewSeconds, decideAccess, reasons, verifyAccessToken } from './auth.mjs';
import { bucket, closeCodes, defaultLimits, inspectFrame } from './limits.mjs';
import { createPersistence } from './persistence.mjs';
import { createRooms } from './rooms.mjs';
import { redisScaleOut } from './redis.mjs';
import { createSignalling } from './signalling.mjs';

const lessonDoc = new URL('../../supabase/functions/_shared/lesson-doc.ts', import.meta.url);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// The server asks the provider for a fresh token this long before the current one expires (the provider answers
// with `sendToken()`, i.e. the result of its `token` function).
const refreshAheadMs = 60_000;
const maxTimerMs = 2 ** 31 - 1;
// The replay's history goes to the room's member in parts of this many log entries (one stateless message each).
const historyChunk = 500;
// One history or state request per connection this often at most (each reads the whole log or state).
const historyEveryMs = 2000;
// Sync step 1 (the server answers with everything the client lacks: the whole room at most): a provider sends one per
// connection; a few more are let through, then one a second.
const syncStepOneBurst = 4;

/**
 * @param {{ port: number, host?: string, databaseUrl: string, jwtSecret: string, limits?: Partial<typeof defaultLimits>,
 *   debounceMs?: number, maxDebounceMs?: number, log?: (m: string) => void, extensions?: any[], redisUrl?: string }} options
 * @returns {Promise<{ port: number, url: string, hocuspocus: Hocuspocus, rooms: Map<string, object>, close: () => Promise<void> }>}
 */
export async function startLessonServer({ port, host = '127.0.0.1', databaseUrl, jwtSecret, limits: overrides = {}, debounceMs = 2000, maxDebounceMs = 10_000, log = () => {}, extensions = [], redisUrl }) {
  const limits = { ...defaultLimits, ...overrides };
  const { bookingIdOf } = await import(lessonDoc.href);
  const secretKey = new TextEncoder().encode(jwtSecret);
  const persistence = await createPersistence({ databaseUrl, log });
  /** every open socket → cuts it off (closes it and drops what else it sends) */
  const cutters = new WeakMap();
  const cut = (connection, close, why) => (cutters.get(connection.webSocket) ?? ((c) => connection.webSocket.close(c.code, c.reason)))(close, why);
  const rooms = createRooms({ persistence, limits, log, bookingIdOf, cut, closeCodes });

  const clearTimers = (session) => {
    for (const t of Object.values(session.timers)) clearTimeout(t?.step ?? t);
    session.timers = {};
  };
  // A timer further off than setTimeout's limit (24.8 days) waits in steps.
  const at = (epochMs, fn) => {
    const wait = epochMs - Date.now();
    if (wait <= maxTimerMs) return setTimeout(fn, Math.max(0, wait));
    const handle = { step: null };
    const rearm = () => (handle.step = setTimeout(() => (epochMs - Date.now() > maxTimerMs ? rearm() : (handle.step = setTimeout(fn, Math.max(0, epochMs - Date.now())))), maxTimerMs));
    rearm();
    return handle;
  };

  /** Token refresh request, expiry and the end of the writable window of one established connection. */
  function schedule(session) {
    clearTimers(session);
    const { connection } = session;
    if (!connection) return;
    // Asked once per token: a provider that answers with the same token (it has no fresher one yet) is not asked
    // again in a loop; the expiry timer decides.
    if (session.askedFor !== session.expiresAt) {
      session.timers.refresh = at(session.expiresAt - refreshAheadMs, () => {
        session.askedFor = session.expiresAt;
        connection.requestToken();
      });
    }
    session.timers.expire = at(session.expiresAt + clockSkewSeconds * 1000, () => {
      log(`lesson ${session.bookingId}: token of ${session.userId} expired, closing`);
      connection.webSocket.close(4401, reasons.expiredToken);
    });
    if (!connection.readOnly) session.timers.readOnly = at(session.writeUntil, () => turnReadOnly(session));
  }

  function turnReadOnly(session) {
    if (session.connection.readOnly) return;
    session.connection.readOnly = true;
    session.connection.sendStateless(JSON.stringify({ type: 'read-only', reason: 'window-closed' }));
  }

  /**
   * The booking as it is now, for an open connection: refused (a cancellation, a move before the window, the user no
   * longer its learner or tutor) closes it with that reason; past its writable window it turns read-only; writable
   * again (moved later) it is closed so the provider reconnects with its new scope; a new end moves the timers.
   */
  function applyAccess(session, booking) {
    const { connection } = session;
    if (!connection || session.closed) return;
    let access;
    try {
      access = decideAccess(booking, session.userId);
    } catch (error) {
      const reason = error instanceof Refusal ? error.reason : reasons.notYours;
      log(`lesson ${session.bookingId}: access of ${session.userId} ended (${reason}), closing`);
      session.closed = true;
      connection.webSocket.close(4403, reason);
      return;
    }
    if (access.readOnly) {
      session.writeUntil = access.writeUntil;
      turnReadOnly(session);
    } else if (connection.readOnly) {
      session.closed = true;
      connection.webSocket.close(4409, 'booking-changed');
      return;
    } else session.writeUntil = access.writeUntil;
    schedule(session);
  }

  /** Checks every open connection of a booking's room (or of every room) against the booking as it is now. */
  async function recheck(bookingId) {
    for (const room of rooms.rooms.values()) {
      if (bookingId && room.bookingId !== bookingId) continue;
      if (!room.sessions.size) continue;
      try {
        const booking = await persistence.booking(room.bookingId);
        for (const session of room.sessions) applyAccess(session, booking);
        await rooms.refreshOwners(room);
      } catch (error) {
        log(`lesson ${room.bookingId}: access check failed: ${error?.message ?? error}`);
      }
    }
  }
  const stopListening = persistence.listen(
    (payload) => void recheck(payload.startsWith('tutor:') ? null : payload),
    () => void recheck(null),
  );

  // Several instances: rooms through Redis (redis.mjs), ready before this instance takes a socket.
  const scaleOut = redisUrl ? redisScaleOut(redisUrl, { log }) : null;
  if (scaleOut) {
    try {
      await scaleOut.ready();
    } catch (error) {
      await scaleOut.close();
      await stopListening();
      await persistence.close();
      throw new Error(`Redis at ${redisUrl.replace(/\/\/[^@]*@/, '//')} did not answer (${error?.message ?? error})`, { cause: error });
    }
  }
  const signalling = createSignalling({ sessionOf: (connection) => connection.context?.session ?? null, log, publish: scaleOut?.publishSignal });
  scaleOut?.onSignal((name, fromUser, message) => {
    const document = hocuspocus.documents.get(name);
    if (document) signalling.deliver(document, fromUser, message);
  });
  const hocuspocus = new Hocuspocus({
    name: 'summit-lesson',
    quiet: true,
    debounce: debounceMs,
    maxDebounce: maxDebounceMs,
    // Changes a provider queued before its first connection arrive right behind its token: room for a whole-lesson
    // diff (Hocuspocus's default is 5 MiB).
    maxUnauthenticatedQueueSize: limits.maxMessageBytes * 2,
    maxUnauthenticatedQueueMessages: limits.messageBurst,
    extensions: scaleOut ? [...extensions, scaleOut.extension] : extensions,

    async onAuthenticate({ token, documentName, connectionConfig }) {
      const bookingId = bookingIdOf(documentName);
      if (!bookingId) throw new Refusal(reasons.invalidRoom);
      const user = await verifyAccessToken(token, secretKey);
      const access = decideAccess(await persistence.booking(bookingId), user.userId);
      connectionConfig.readOnly = access.readOnly;
      return { session: { bookingId, userId: user.userId, role: access.role, expiresAt: user.expiresAt, writeUntil: access.writeUntil, timers: {}, connection: null } };
    },

    async connected({ connection, context, documentName }) {
      const session = context.session;
      session.connection = connection;
      rooms.get(documentName)?.sessions.add(session);
      schedule(session);
      // The booking may have changed between the authentication and now (its notification went to no one).
      try {
        applyAccess(session, await persistence.booking(session.bookingId));
      } catch (error) {
        log(`lesson ${session.bookingId}: access check failed: ${error?.message ?? error}`);
      }
    },

    async onTokenSync({ token, context, connection }) {
      const session = context.session;
      try {
        const user = await verifyAccessToken(token, secretKey);
        // A token of someone else is not a refresh.
        if (user.userId !== session.userId) throw new Refusal(reasons.invalidToken, 4401);
        // Every fresh token is checked against the booking again.
        applyAccess(session, await persistence.booking(session.bookingId));
        if (session.closed || user.expiresAt <= session.expiresAt) return; // not fresher: the current timers stand
        session.expiresAt = user.expiresAt;
        schedule(session);
      } catch (error) {
        // Closing the socket ends this connection (not throwing: Hocuspocus would only log it and close the
        // document's connection, leaving the socket open).
        const reason = error instanceof Refusal ? error.reason : reasons.invalidToken;
        log(`lesson ${session.bookingId}: refresh token refused (${reason}), closing`);
        connection.webSocket.close(4401, reason);
      }
    },

    // A member of the room asks for what only the server has (its own connection, so authorized like the room):
    //   { type: 'history' }  the timed update log, for the replay: { type: 'history', total, from, entries: [[at, base64]] }…
    //   { type: 'state' }    the room's state as the server holds it, so a read-only device can tell its own unsent
    //                        changes ("Not shared") from what was shared: { type: 'state', update: base64 }
    // Anything else is video signalling between the booking's two parties, relayed and forgotten (lesson/signalling.mjs).
    async onStateless(data) {
      const { connection, documentName, document, payload } = data;
      let request;
      try {
        request = JSON.parse(payload);
      } catch {
        return;
      }
      const session = connection.context?.session;
      if (!session) return;
      if (request?.type !== 'history' && request?.type !== 'state') return signalling(data);
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

    async onDisconnect({ context, documentName }) {
      if (!context?.session) return;
      context.session.closed = true;
      clearTimers(context.session);
      rooms.get(documentName)?.sessions.delete(context.session);
    },

    // A Yjs update (sync step 2 or update) is judged and applied by lesson/rooms.mjs; a sync step 1 is throttled.
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

    async onLoadDocument({ documentName, document }) {
      await rooms.open(documentName, document);
    },

    async onChange({ documentName, update, transactionOrigin, context }) {
      if (transactionOrigin?.source !== 'connection') return;
      persistence.append(bookingIdOf(documentName), update, context?.session?.userId ?? null);
    },

    async onStoreDocument({ documentName, document }) {
      const room = rooms.get(documentName);
      const bytes = await persistence.store(bookingIdOf(documentName), document, room ? rooms.ownerOf(room) : undefined);
      if (room) room.bytes = bytes;
    },

    async afterUnloadDocument({ documentName }) {
      rooms.close(documentName);
    },
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  /** every open socket → its Hocuspocus client connection */
  const clients = new Map();

  let closing;
  const httpServer = http.createServer((req, res) => {
    // A load balancer's (or the local stack's) check: 200 while this instance takes rooms, 503 once it is closing.
    if (req.method === 'GET' && (req.url ?? '/').split('?')[0] === '/health') {
      res.writeHead(closing ? 503 : 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ status: closing ? 'closing' : 'ok', rooms: hocuspocus.getDocumentsCount(), connections: clients.size }));
      return;
    }
    res.writeHead(426, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: 'The lesson server speaks WebSocket (Hocuspocus); open it with @hocuspocus/provider.' }));
  });
  httpServer.on('upgrade', (req, socket, head) => {
    socket.on('error', () => {});
    // Closing: a new socket goes to another instance (the gateway or load balancer tries the next one).
    if (closing) return void socket.end('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, req));
  });

  function accept(ws, req) {
    const headers = new Headers();
    for (const name of ['origin', 'user-agent', 'x-forwarded-for']) if (typeof req.headers[name] === 'string') headers.set(name, req.headers[name]);
    // The query string is dropped: nothing is read from the URL (the token travels in the authentication message).
    const request = new Request(`http://${host}:${port}${(req.url ?? '/').split('?')[0]}`, { headers });
    const client = hocuspocus.handleConnection(ws, request, {});
    clients.set(ws, client);
    const messages = bucket(limits.messagesPerSecond, limits.messageBurst);
    const bytes = bucket(limits.bytesPerSecond, limits.byteBurst);
    let cut = false;
    const cutOff = ({ code, reason }, why) => {
      if (cut) return;
      cut = true;
      log(`lesson connection closed: ${reason}${why ? ` (${why})` : ''}`);
      ws.close(code, reason);
      // Nothing more from this socket reaches Hocuspocus, even if the client never answers the close.
      setTimeout(() => ws.terminate(), 2000).unref();
    };
    cutters.set(ws, cutOff);
    ws.on('message', (data, isBinary) => {
      if (cut) return;
      const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      if (!messages.take(1) || !bytes.take(frame.length)) return cutOff(closeCodes.rateLimited);
      const view = new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength);
      const inspected = isBinary ? inspectFrame(view, limits) : null;
      if (!inspected) return cutOff(closeCodes.malformed);
      if (inspected.kind === 'pong') return;
      // An update gets a frame of its own (it is rewritten in place once applied: lesson/rooms.mjs).
      const u8 = inspected.writes ? new Uint8Array(view) : view;
      // Nothing is counted for a room here: before its authentication a connection's messages wait in Hocuspocus's
      // queue of that connection (bounded, dropped if refused), and an update counts for its room only when it is
      // applied there (lesson/rooms.mjs).
      client.handleMessage(u8);
    });
    ws.on('close', (code, reason) => {
      clients.delete(ws);
      client.handleClose({ code, reason: reason.toString() });
    });
    ws.on('error', (error) => {
      // ws closes the socket itself (e.g. 1009 for a frame above maxPayload).
      if (error?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') log(`lesson connection closed: ${closeCodes.tooBig.reason}`);
    });
  }

  await new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const listening = httpServer.address().port;

  const close = () =>
    (closing ??= (async () => {
      httpServer.close();
      for (const [ws, client] of clients) {
        ws.close(1012, 'server-restart'); // "service restart": the provider reconnects
        client.handleClose({ code: 1012, reason: 'server-restart' });
      }
      clients.clear();
      hocuspocus.flushPendingStores();
      const deadline = Date.now() + 5000;
      while (hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline) await sleep(10);
      // Whatever is still loaded (a store that failed keeps its document in memory): one more try.
      for (const [name, document] of hocuspocus.documents) {
        const room = rooms.get(name);
        await persistence.store(bookingIdOf(name), document, room ? rooms.ownerOf(room) : undefined).catch((e) => log(`lesson ${name}: last store failed: ${e?.message ?? e}`));
      }
      for (const ws of wss.clients) ws.terminate();
      if (scaleOut) {
        await scaleOut.extension.onDestroy().catch(() => {});
        await scaleOut.close();
      }
      await stopListening();
      await persistence.close();
    })());

  // `rooms`: the rooms loaded (for tests: it holds no entry for a name nobody was let into).
  return { port: listening, url: `ws://${host}:${listening}`, hocuspocus, rooms: rooms.rooms, close };
}
