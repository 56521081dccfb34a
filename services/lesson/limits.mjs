// What one connection may send the lesson server. Every frame is checked before Hocuspocus sees it: a frame too
// big, too many frames or bytes a second, or a frame that is not a well-formed Hocuspocus/Yjs message closes that
// connection (the room and everyone else in it carry on; nothing of the frame was applied). What an update may cost
// and change is checked when it is about to be applied, by lesson/guard.mjs, against the limits below.
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { readUpdate } from './updates.mjs';

// Measured with scripts/measure-lesson-size.mjs: a 60-minute lesson (5,000 strokes of 32 points, 50 texts and
// formulas, 200 chat messages, 20 KB of notes typed a few characters at a time) is one Yjs update of 4,078,375
// bytes (3.9 MiB) as its whole state with fractional coordinates (2,198,842 bytes with whole-number ones). That is
// what a peer coming back after the whole lesson offline sends at once (its diff, in one sync message). One message
// may be 4 times that (16 MiB); a room 16 times (64 MiB).
export const measuredLessonBytes = 4_078_375;
export const defaultLimits = {
  maxMessageBytes: 16 * 1024 * 1024,
  // A room (its stored state plus what arrived since it was loaded) stops taking writes past this size.
  maxRoomBytes: 64 * 1024 * 1024,
  // Per connection: a provider sends one message per change (a drawn stroke is one or a few) plus awareness
  // (cursor) updates, and on its first connection the changes it made before (a reconnect sends one diff instead).
  // 200 a second with bursts of 2,000 is far above a person drawing fast; a flood is cut off.
  messagesPerSecond: 200,
  messageBurst: 2000,
  // Bytes: a whole-lesson diff at once, then 2 MiB a second.
  bytesPerSecond: 2 * 1024 * 1024,
  byteBurst: 24 * 1024 * 1024,
  // One awareness state (name, colour, cursor, viewport).
  maxAwarenessStateBytes: 8 * 1024,
  // One stateless message: video signalling carries SDP offers of 6–10 KB (lesson/signalling.mjs caps them).
  maxStatelessBytes: 64 * 1024,
  // Before a socket has authenticated, what it sends waits in memory (Hocuspocus's queue of that socket, up to
  // maxMessageBytes * 2 each). The instance holds at most this much of it in all, whoever sends it, and a socket
  // that has not authenticated within the time below is closed: sockets by the hundred, never authenticating, cannot
  // fill the server's memory. A real client authenticates in its first message.
  unauthenticatedBytes: 256 * 1024 * 1024,
  authenticateWithinMs: 15_000,

  // What Yjs is given to apply at once, and what a room may hold (lesson/guard.mjs; the figures they are set above
  // are in the README, "The lesson room's sync server", measured with scripts/measure-lesson-size.mjs). A message
  // bigger than one update (a device back after the whole lesson offline sends it all at once) is applied in pieces
  // of at most these, with the event loop free between them.
  updateStructs: 4096,
  updateBytes: 512 * 1024,
  updateClients: 64,
  updateDeletions: 4096,
  // The estimated time one piece may take Yjs (lesson/guard.mjs `estimateCost`); a piece above it is cut in two.
  updateBudgetNs: 25e6,
  // One message: its structs, and its estimated cost in all (a whole lesson is about 0.1 s).
  frameStructs: 131_072,
  frameBudgetNs: 2e9,
  // Per user and room: estimated apply time a second, with a burst (a whole lesson at once, several times).
  costPerSecondNs: 250e6,
  costBurstNs: 4e9,
  // A room in all (deletions: structs deleted, those an update's deletions take with them included).
  roomStructs: 262_144,
  roomClients: 256,
  // Each user's share of those (a party cannot use up the other's).
  userClients: 128,
  roomDeletions: 262_144,
};

export const closeCodes = {
  tooBig: { code: 1009, reason: 'message-too-big' },
  rateLimited: { code: 4429, reason: 'rate-limited' },
  malformed: { code: 4400, reason: 'malformed-message' },
  roomFull: { code: 4413, reason: 'room-full' },
  tooCostly: { code: 4413, reason: 'update-too-costly' },
  forbidden: { code: 4403, reason: 'not-yours-to-change' },
  notAuthenticated: { code: 4401, reason: 'authentication-timeout' },
};

/** A token bucket: `take(n)` is false once the bucket is empty. */
export function bucket(perSecond, burst, now = () => performance.now()) {
  let tokens = burst;
  let at = now();
  return {
    take(n = 1) {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (tokens < n) return false;
      tokens -= n;
      return true;
    },
  };
}

const Sync = 0;
const Awareness = 1;
const Auth = 2;
const QueryAwareness = 3;
const SyncReply = 4;
const Stateless = 5;
const Close = 7;
const Pong = 10;

/**
 * Checks one frame. Returns { kind: 'pong' } (answer to a server ping, not for Hocuspocus), { kind: 'message',
 * documentName, type, writes } (`writes`: the bytes of Yjs update it carries), or null when malformed (a big update's
 * own bytes are read where it is applied: lesson/guard.mjs).
 */
export function inspectFrame(data, limits = defaultLimits) {
  if (data.length === 1 && data[0] === Pong) return { kind: 'pong' };
  try {
    const decoder = decoding.createDecoder(data);
    const rawKey = decoding.readVarString(decoder);
    if (!rawKey || rawKey.length > 200) return null;
    const documentName = rawKey.split('\0')[0];
    const type = decoding.readVarUint(decoder);
    let writes = 0;
    switch (type) {
      case Sync:
      case SyncReply: {
        const step = decoding.readVarUint(decoder);
        const payload = decoding.readVarUint8Array(decoder);
        if (step === 0) Y.decodeStateVector(payload);
        else if (step === 1 || step === 2) {
          // A big update is read (and refused if malformed) where it is applied, after authentication, once:
          // lesson/guard.mjs. A live change (small) is read here already, so garbage is refused at once.
          if (payload.length <= 64 * 1024) readUpdate(payload, { maxStructs: limits.frameStructs });
          writes = payload.length;
        } else return null;
        break;
      }
      case Awareness: {
        const update = decoding.readVarUint8Array(decoder);
        const d = decoding.createDecoder(update);
        const count = decoding.readVarUint(d);
        if (count > 64) return null;
        for (let i = 0; i < count; i++) {
          decoding.readVarUint(d); // client id
          decoding.readVarUint(d); // clock
          const state = decoding.readVarString(d);
          if (state.length > limits.maxAwarenessStateBytes) return null;
          JSON.parse(state);
        }
        if (decoding.hasContent(d)) return null;
        break;
      }
      case Auth: {
        const authType = decoding.readVarUint(decoder);
        if (authType !== 0) return null;
        const token = decoding.readVarString(decoder);
        if (token.length > 16 * 1024) return null;
        if (decoding.hasContent(decoder)) decoding.readVarString(decoder); // provider version
        break;
      }
      case QueryAwareness:
      case Close:
        break;
      case Stateless: {
        const payload = decoding.readVarString(decoder);
        if (payload.length > limits.maxStatelessBytes) return null;
        break;
      }
      default:
        // BroadcastStateless (server-internal), SyncStatus, Ping and anything unknown do not come from a client.
        return null;
    }
    if (decoding.hasContent(decoder)) return null;
    return { kind: 'message', documentName, type, writes };
  } catch {
    return null;
  }
}

