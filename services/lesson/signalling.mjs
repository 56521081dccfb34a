// Video signalling between the two parties of a lesson room, over the room's own Hocuspocus connection as stateless
// messages: an offer, an answer, ICE candidates, a hello and the sender's mute state. They carry IP addresses, so
// they are relayed and forgotten: never applied to the Yjs document, never written to the database, never logged.
//
// Only connections that passed the room's authentication (the booking's learner and tutor) reach onStateless, and a
// message goes only to the connections of the *other* user of the same document that may still write (a read-only
// room, after the lesson, has no video). The server stamps the sender's user id: whatever `from` a client puts in is
// dropped. Each connection has its own size cap and rate limit; a message over either is dropped, not relayed.
import { bucket } from './limits.mjs';

export const signalLimits = {
  // An SDP offer of Chromium with audio, video and every codec is 6–10 KB; with JSON escaping, 32 KiB is ample.
  maxBytes: 32 * 1024,
  // ICE candidates come in bursts of a few dozen at the start and at each ICE restart.
  messagesPerSecond: 30,
  messageBurst: 120,
};

export const SIGNAL_KINDS = new Set(['hello', 'description', 'candidate', 'media', 'bye']);
const ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The message to relay, as the server sends it (`{ type: 'rtc', from, kind, peer, to?, data? }`), or null when the
 * payload is not a well-formed signalling message of ours (the caller ignores it). `from` is the authenticated user.
 */
export function relayable(payload, from, limits = signalLimits) {
  if (typeof payload !== 'string' || payload.length > limits.maxBytes) return null;
  let message;
  try {
    message = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object' || message.type !== 'rtc') return null;
  const { kind, peer, to, data } = message;
  if (!SIGNAL_KINDS.has(kind) || typeof peer !== 'string' || !ID.test(peer)) return null;
  if (to !== undefined && (typeof to !== 'string' || !ID.test(to))) return null;
  if (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data))) return null;
  // Rebuilt from the known fields only: a client's own `from` (or anything else) never travels on.
  return JSON.stringify({ type: 'rtc', from, kind, peer, ...(to ? { to } : {}), ...(data ? { data } : {}) });
}

/**
 * The `onStateless` hook of the lesson server. `sessionOf(connection)` gives the connection's authenticated session
 * ({ userId }) or null. With several instances, `publish(documentName, fromUser, message)` hands a relayed message to
 * the others, and each calls `onStateless.deliver` with what it receives: the same rule holds on every instance.
 */
export function createSignalling({ sessionOf, limits = signalLimits, log = () => {}, publish = null }) {
  /** connection → its rate bucket */
  const buckets = new WeakMap();
  /** To this instance's connections of the room that belong to the other party and may still write. */
  const deliver = (document, fromUser, message, except = null) => {
    for (const other of document.getConnections()) {
      if (other === except || other.readOnly) continue;
      const to = sessionOf(other);
      if (to && to.userId !== fromUser) other.sendStateless(message);
    }
  };
  async function onStateless({ connection, document, payload }) {
    const session = sessionOf(connection);
    if (!session || connection.readOnly) return;
    // Only what is signalling counts toward its rate (the room's other stateless requests have limits of their own).
    const message = relayable(payload, session.userId, limits);
    if (!message) return;
    let rate = buckets.get(connection);
    if (!rate) buckets.set(connection, (rate = bucket(limits.messagesPerSecond, limits.messageBurst)));
    if (!rate.take(1)) {
      log(`lesson ${session.bookingId}: signalling from ${session.userId} over its rate, dropped`);
      return;
    }
    deliver(document, session.userId, message, connection);
    publish?.(document.name, session.userId, message);
  }
  onStateless.deliver = deliver;
  return onStateless;
}
