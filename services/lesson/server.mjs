// The lesson room's sync server: Hocuspocus (Yjs) behind the gateway at <API URL>/lesson/v1. One document per
// booking, `lesson:<bookingId>`. Each concern is a Hocuspocus extension (./extensions): who may be in a room and for
// how long (authorization.mjs), where a room lives (room-store.mjs: state, update log and projection in Postgres),
// what a connection may send into it (update-limits.mjs, judged by rooms.mjs and guard.mjs), what only the server has
// (server-copies.mjs: history and state) and video signalling (signalling.mjs). Before any of them, every frame is
// checked against size and rate limits per socket (limits.mjs, below).
//
// A service of its own: `npm run lesson-server` (main.mjs) starts one instance from the environment, the local stack
// runs it as a child process as it does PostgREST, and with REDIS_URL several instances share each room (redis.mjs).
// A room socket is accepted at any path (`/` and `/lesson/v1` alike: a load balancer may keep the prefix); GET /health
// answers 200 while the instance takes rooms.
import http from 'node:http';
import { Hocuspocus } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';
import { authorization } from './extensions/authorization.mjs';
import { roomStore } from './extensions/room-store.mjs';
import { serverCopies } from './extensions/server-copies.mjs';
import { signallingExtension } from './extensions/signalling.mjs';
import { updateLimits } from './extensions/update-limits.mjs';
import { bucket, closeCodes, defaultLimits, inspectFrame } from './limits.mjs';
import { inbox, isInbox, lessonOnly } from './inbox.mjs';
import { createPersistence } from './persistence.mjs';
import { redisScaleOut } from './redis.mjs';
import { createRooms } from './rooms.mjs';

const lessonDoc = new URL('../../supabase/functions/_shared/lesson-doc.ts', import.meta.url);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {{ port: number, host?: string, databaseUrl: string, jwtSecret: string, limits?: Partial<typeof defaultLimits>,
 *   debounceMs?: number, maxDebounceMs?: number, log?: (m: string) => void, extensions?: any[], redisUrl?: string }} options
 * @returns {Promise<{ port: number, url: string, hocuspocus: Hocuspocus, rooms: Map<string, object>, unauthenticatedBytes: () => number, close: () => Promise<void> }>}
 */
export async function startLessonServer({ port, host = '127.0.0.1', databaseUrl, jwtSecret, limits: overrides = {}, debounceMs = 2000, maxDebounceMs = 10_000, log = () => {}, extensions = [], redisUrl }) {
  const limits = { ...defaultLimits, ...overrides };
  const { bookingIdOf } = await import(lessonDoc.href);
  const persistence = await createPersistence({ databaseUrl, log });
  /** every open socket → cuts it off (closes it and drops what else it sends) */
  const cutters = new WeakMap();
  const cut = (connection, close, why) => (cutters.get(connection.webSocket) ?? ((c) => connection.webSocket.close(c.code, c.reason)))(close, why);
  const rooms = createRooms({ persistence, limits, log, bookingIdOf, cut, closeCodes });

  const authz = authorization({ persistence, rooms, jwtSecret, bookingIdOf, log });
  // Several instances: rooms through Redis (redis.mjs), ready before this instance takes a socket.
  const scaleOut = redisUrl ? redisScaleOut(redisUrl, { log }) : null;
  if (scaleOut) {
    try {
      await scaleOut.ready();
    } catch (error) {
      await scaleOut.close();
      await authz.close();
      await persistence.close();
      throw new Error(`Redis at ${redisUrl.replace(/\/\/[^@]*@/, '//')} did not answer (${error?.message ?? error})`, { cause: error });
    }
  }
  // The messages' live signal (`inbox:<userId>`, ./inbox.mjs): the lesson extensions skip those documents.
  const inboxes = inbox({ databaseUrl, jwtSecret, log, documents: () => hocuspocus.documents });
  // Pings need the instance's LISTEN: it is in place before the instance takes a socket (it keeps retrying after 5 s).
  await Promise.race([inboxes.ready, sleep(5000)]);
  const hocuspocus = new Hocuspocus({
    name: 'summit-lesson',
    quiet: true,
    debounce: debounceMs,
    maxDebounce: maxDebounceMs,
    // Changes a provider queued before its first connection arrive right behind its token: room for a whole-lesson
    // diff (Hocuspocus's default is 5 MiB).
    maxUnauthenticatedQueueSize: limits.maxMessageBytes * 2,
    maxUnauthenticatedQueueMessages: limits.messageBurst,
    // Each concern is an extension, as Hocuspocus's own are (Redis's, priority 1000, runs first).
    extensions: [
      ...extensions,
      ...(scaleOut ? [scaleOut.extension] : []),
      lessonOnly(authz.extension),
      inboxes.extension,
      lessonOnly(roomStore({ persistence, rooms, bookingIdOf })),
      lessonOnly(updateLimits({ rooms, cut })),
      lessonOnly(serverCopies({ persistence, bookingIdOf })),
      lessonOnly(signallingExtension({ log, scaleOut, documents: () => hocuspocus.documents })),
    ],
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  // Bytes sent by sockets not yet authenticated, held for them until they are (limits.unauthenticatedBytes).
  let waitingBytes = 0;
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
    // Until the socket has authenticated, its bytes count toward the instance's budget for such sockets.
    let held = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      waitingBytes -= held;
      held = 0;
    };
    const deadline = setTimeout(() => (client.hasAuthenticated ? settle() : cutOff(closeCodes.notAuthenticated)), limits.authenticateWithinMs);
    deadline.unref();
    ws.on('message', (data, isBinary) => {
      if (cut) return;
      const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      if (!messages.take(1) || !bytes.take(frame.length)) return cutOff(closeCodes.rateLimited);
      if (!settled) {
        if (client.hasAuthenticated) settle();
        else if (waitingBytes + frame.length > limits.unauthenticatedBytes) return cutOff(closeCodes.rateLimited, 'unauthenticated sockets hold the budget');
        else {
          held += frame.length;
          waitingBytes += frame.length;
        }
      }
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
      clearTimeout(deadline);
      settle();
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
        if (isInbox(name)) continue;
        const room = rooms.get(name);
        await persistence.store(bookingIdOf(name), document, room ? rooms.ownerOf(room) : undefined).catch((e) => log(`lesson ${name}: last store failed: ${e?.message ?? e}`));
      }
      for (const ws of wss.clients) ws.terminate();
      if (scaleOut) {
        await scaleOut.extension.onDestroy().catch(() => {});
        await scaleOut.close();
      }
      await authz.close();
      await inboxes.close();
      await persistence.close();
    })());

  // `rooms`: the rooms loaded (for tests: it holds no entry for a name nobody was let into).
  // unauthenticatedBytes: what sockets not yet authenticated hold now (for a health view, and the tests).
  return { port: listening, url: `ws://${host}:${listening}`, hocuspocus, rooms: rooms.rooms, unauthenticatedBytes: () => waitingBytes, close };
}
