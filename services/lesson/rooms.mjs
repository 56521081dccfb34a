// The lesson rooms loaded on this server: whose Yjs client ids are whose (and the document's `clients` map that
// shows it to the parties), the room's size, and every update a connection sends, judged and applied by the rules of
// lesson/guard.mjs instead of by Hocuspocus's own handler (which would apply anything at once).
import * as Y from 'yjs';
import { SERVER, UNKNOWN, UpdateRefused, estimateCost, pieceBytes, planUpdate, structsIn } from './guard.mjs';
import { bucket } from './limits.mjs';
import { encodePiece, readUpdate } from './updates.mjs';

/** An update Yjs applies as nothing (what Hocuspocus is left to ack once the real one is applied or refused). */
const EMPTY = [0, 0];
/** An update the room cannot contain (a client's struct far beyond anything written): a read-only ack of "refused". */
const NOT_CONTAINED = Uint8Array.of(1, 1, 0, 0x80, 0x80, 0x80, 0x80, 0x01, 0, 1, 0);

const breathe = () => new Promise((resolve) => setImmediate(resolve));

/**
 * @param {{ persistence: any, limits: any, log: (m: string) => void, bookingIdOf: (name: string) => string,
 *   cut: (connection: any, close: { code: number, reason: string }, why?: string) => void, closeCodes: any,
 *   onApplied?: (piece: { estimateNs: number, cpuMs: number, wallMs: number, structs: number, ranges: number }) => void }} options
 *   `onApplied` (measurements): called after each update Yjs applied, with its estimate and the time it took (the
 *   event loop thread's CPU time and the wall-clock time).
 */
export function createRooms({ persistence, limits, log, bookingIdOf, cut, closeCodes, onApplied }) {
  /** document name → room */
  const rooms = new Map();
  const serverOrigin = { source: 'local', context: { server: 'clients' } };

  /** Loads a room (state, then the log after it) and whose client ids are whose; returns the room. */
  async function open(documentName, document) {
    const bookingId = bookingIdOf(documentName);
    const bytes = await persistence.load(bookingId, document);
    let deletions = 0;
    for (const structs of document.store.clients.values()) for (const s of structs) if (s.deleted) deletions++;
    const room = { name: documentName, bookingId, document, bytes, deletions, owners: new Map(), sessions: new Set(), costs: new Map(), by: new Map() };
    await loadOwners(room);
    learnOwnersFromOtherInstances(room);
    countOtherInstancesChanges(room);
    rooms.set(documentName, room);
    return room;
  }

  /**
   * With several instances (redis.mjs), a party's changes reach this instance through Redis, not through rooms.receive:
   * the `clients` map the other instance wrote (before that party's content) says whose the new client ids are, so a
   * party that reconnects here keeps writing with its own ids and nobody else may take them.
   */
  function learnOwnersFromOtherInstances(room) {
    const map = room.document.getMap('clients');
    map.observe((event, transaction) => {
      if (transaction.origin?.source !== 'redis') return;
      for (const key of event.keysChanged) {
        const owner = map.get(key);
        const client = Number(key);
        if (typeof owner !== 'string' || !Number.isSafeInteger(client)) continue;
        const known = room.owners.get(client);
        if (known === undefined || known === UNKNOWN) room.owners.set(client, owner === '' ? null : owner);
      }
    });
  }

  async function loadOwners(room) {
    const owners = new Map();
    for (const row of await persistence.clients(room.bookingId)) owners.set(row.client, row.server ? SERVER : row.userId);
    const unrecorded = new Set([...room.document.store.clients.keys()].filter((c) => !owners.has(c)));
    if (unrecorded.size) {
      // Rooms stored before the server recorded client ids (or a crash between a change and its record): the
      // user of the first logged change that wrote with each. What the log does not name stays unknown: nobody may
      // write with it again, and its items keep the author they carry.
      const found = await persistence.clientsFromLog(room.bookingId, unrecorded);
      const entries = [...found].map(([client, userId]) => ({ client, userId }));
      for (const { client, userId } of entries) owners.set(client, userId ?? null);
      await persistence.claim(room.bookingId, entries).catch((e) => log(`lesson ${room.bookingId}: recording clients: ${e?.message ?? e}`));
      for (const client of unrecorded) if (!owners.has(client)) owners.set(client, UNKNOWN);
    }
    room.owners = owners;
    writeClientsMap(room);
  }

  /**
   * What the other instances let into the room counts here too: its bytes and deletions toward the room's totals, and
   * its bytes toward the half of their author (known from the `clients` map), so a party cannot fill the room by
   * writing through two instances. (The 'update' event carries only what the transaction added, never a struct this
   * instance already had; the `clients` map's observer has run by then.)
   */
  function countOtherInstancesChanges(room) {
    room.document.on('update', (update, origin) => {
      if (origin?.source !== 'redis') return;
      let read;
      try {
        read = readUpdate(update);
      } catch {
        return;
      }
      let deletions = 0;
      for (const { ranges } of read.ds) for (const [, length] of ranges) deletions += length;
      room.bytes += update.length;
      room.deletions += deletions;
      for (const { client, structs } of read.blocks) {
        const owner = room.owners.get(client);
        if (typeof owner !== 'string' || owner === SERVER || owner === UNKNOWN) continue;
        const mine = room.by.get(owner) ?? { bytes: 0, deletions: 0 };
        for (const struct of structs) mine.bytes += struct.end - struct.start;
        room.by.set(owner, mine);
      }
    });
  }

  /** After a booking or account change: owners whose account was deleted since. */
  async function refreshOwners(room) {
    let changed = false;
    for (const row of await persistence.clients(room.bookingId)) {
      if (row.server || row.userId !== null) continue;
      if (room.owners.get(row.client) !== null) {
        room.owners.set(row.client, null);
        changed = true;
      }
    }
    if (changed) writeClientsMap(room);
  }

  /** The server writes with a client id nobody else has used in this room (and records it as its own). */
  function serverClient(room) {
    const doc = room.document;
    const taken = (id) => (room.owners.has(id) && room.owners.get(id) !== SERVER) || (doc.store.clients.has(id) && room.owners.get(id) !== SERVER);
    while (taken(doc.clientID)) doc.clientID = Math.floor(Math.random() * 2 ** 32);
    if (!room.owners.has(doc.clientID)) {
      room.owners.set(doc.clientID, SERVER);
      persistence.claim(room.bookingId, [{ client: doc.clientID, server: true }]).catch((e) => log(`lesson ${room.bookingId}: recording clients: ${e?.message ?? e}`));
    }
  }

  /** The document's `clients` map made to say what the server knows: user id, '' for a deleted account. */
  function writeClientsMap(room) {
    const map = room.document.getMap('clients');
    const want = new Map();
    for (const [client, owner] of room.owners) {
      if (owner === SERVER || owner === UNKNOWN) continue;
      want.set(String(client), owner ?? '');
    }
    const stale = [...map.keys()].filter((k) => !want.has(k));
    const changed = [...want].filter(([k, v]) => map.get(k) !== v);
    if (!stale.length && !changed.length) return;
    serverClient(room);
    room.document.transact(() => {
      for (const k of stale) map.delete(k);
      for (const [k, v] of changed) map.set(k, v);
    }, serverOrigin);
  }

  /** What the projection's authors come from: the server's record (undefined: not attributed, use the item's). */
  const ownerOf = (room) => (client) => {
    const owner = room.owners.get(client);
    return owner === undefined || owner === UNKNOWN || owner === SERVER ? undefined : owner;
  };

  /**
   * A Yjs update (sync step 2 or update) from a connection, before Hocuspocus handles it: judged, then applied here
   * (in pieces) or refused (the connection is cut). Either way Hocuspocus is left an empty update to ack, in place.
   */
  async function receive({ connection, document, type, payload, session }) {
    const room = rooms.get(document.name);
    if (!room || !session) {
      payload.set(EMPTY);
      return;
    }
    if (connection.readOnly) return answerReadOnly(room, connection, session, type, payload);
    try {
      await apply(room, connection, session, payload);
    } catch (error) {
      if (error instanceof UpdateRefused) {
        const close = { malformed: closeCodes.malformed, costly: closeCodes.tooCostly, 'room-full': closeCodes.roomFull, forbidden: closeCodes.forbidden }[error.kind];
        cut(connection, close, `${room.bookingId}: ${error.message}`);
      } else {
        log(`lesson ${room.bookingId}: update failed: ${error?.stack ?? error}`);
        cut(connection, closeCodes.malformed, String(error?.message ?? error));
      }
    } finally {
      payload.set(EMPTY);
    }
  }

  async function apply(room, connection, session, payload) {
    const { document } = room;
    const user = session.userId;
    // A big update is read, judged and applied in steps with the event loop free between them (each step well under
    // 100 ms for a whole lesson); a live change (a few structs) in one go.
    const big = payload.length > 64 * 1024;
    const open = () => !session.closed;
    const plan = planUpdate(document, payload, room, user, limits);
    if (!plan.order.length && !plan.ds.length) return;
    // New client ids become this user's at once (nobody else may take them meanwhile), and the `clients` map names
    // the author before anything they wrote reaches the other party.
    if (plan.newClients.length) {
      for (const client of plan.newClients) room.owners.set(client, user);
      writeClientsMap(room);
      persistence
        .claim(room.bookingId, plan.newClients.map((client) => ({ client, userId: user })))
        .catch((e) => log(`lesson ${room.bookingId}: recording clients: ${e?.message ?? e}`));
    }
    if (big) {
      await breathe();
      if (!open()) return;
    }
    const total = estimateCost(document, plan.order, plan.ds);
    if (total.ns > limits.frameBudgetNs) throw new UpdateRefused('costly', `an update estimated at ${Math.round(total.ns / 1e6)} ms`);
    if (!room.costs.has(user)) room.costs.set(user, bucket(limits.costPerSecondNs, limits.costBurstNs));
    if (!room.costs.get(user).take(total.ns)) throw new UpdateRefused('costly', 'more updates a second than the room takes');
    const bytes = total.bytes + 8 * total.ranges;
    if (room.bytes + bytes > limits.maxRoomBytes) throw new UpdateRefused('room-full', `${room.bookingId} at ${room.bytes} bytes`);
    if (room.deletions + total.deletions > limits.roomDeletions) throw new UpdateRefused('room-full', `${room.bookingId}: ${room.deletions} deletions`);
    // Half of what the room may still take since it was loaded is each party's (one cannot fill it for the other).
    const mine = room.by.get(user) ?? { bytes: 0, deletions: 0 };
    if (mine.bytes + bytes > limits.maxRoomBytes / 2) throw new UpdateRefused('room-full', `${room.bookingId}: this user's half of the room's bytes`);
    if (mine.deletions + total.deletions > limits.roomDeletions / 2) throw new UpdateRefused('room-full', `${room.bookingId}: this user's half of the room's deletions`);
    room.by.set(user, { bytes: mine.bytes + bytes, deletions: mine.deletions + total.deletions });
    room.bytes += bytes;
    room.deletions += total.deletions;

    const origin = { source: 'connection', connection };
    // A live change (everything in it new, within one update's limits and budget): applied as it came.
    if (!big && plan.whole && total.ns <= limits.updateBudgetNs && fitsOnePiece(plan.order, plan.dsRanges)) {
      timed(total.ns, plan.order.length, plan.dsRanges, () => Y.applyUpdate(document, payload, origin));
      return;
    }
    let first = !big;
    const next = async () => {
      if (!first) await breathe();
      first = false;
      return open();
    };
    const order = plan.order;
    for (let i = 0; i < order.length; ) {
      let piece = takePiece(order, i);
      let cost = estimateCost(document, piece).ns;
      while (cost > limits.updateBudgetNs && piece.length > 1) {
        piece = piece.slice(0, Math.ceil(piece.length / 2));
        cost = estimateCost(document, piece).ns;
      }
      if (cost > limits.updateBudgetNs) throw new UpdateRefused('costly', `one change estimated at ${Math.round(cost / 1e6)} ms`);
      if (!(await next())) return;
      timed(cost, piece.length, 0, () => Y.applyUpdate(document, pieceBytes(plan.bytes, piece), origin));
      i += piece.length;
    }
    const ranges = plan.ds.flatMap(({ client, ranges: list }) => list.map(([clock, len]) => [client, clock, len]));
    for (let j = 0; j < ranges.length; ) {
      let chunk = ranges.slice(j, j + limits.updateDeletions);
      let cost = estimateCost(document, [], groupRanges(chunk)).ns;
      while (cost > limits.updateBudgetNs && chunk.length > 1) {
        chunk = chunk.slice(0, Math.ceil(chunk.length / 2));
        cost = estimateCost(document, [], groupRanges(chunk)).ns;
      }
      if (cost > limits.updateBudgetNs) {
        const [client, clock, len] = chunk[0];
        if (len === 1) throw new UpdateRefused('costly', `one deletion estimated at ${Math.round(cost / 1e6)} ms`);
        const half = Math.ceil(len / 2);
        ranges.splice(j, 1, [client, clock, half], [client, clock + half, len - half]);
        continue;
      }
      if (!(await next())) return;
      timed(cost, 0, chunk.length, () => Y.applyUpdate(document, encodePiece(plan.bytes, [], groupRanges(chunk)), origin));
      j += chunk.length;
    }
  }

  function timed(estimateNs, structs, ranges, apply) {
    if (!onApplied) return apply();
    const cpu = process.threadCpuUsage();
    const wall = performance.now();
    apply();
    const used = process.threadCpuUsage(cpu);
    onApplied({ estimateNs, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall, structs, ranges });
  }

  function fitsOnePiece(order, ranges) {
    if (order.length > limits.updateStructs || ranges > limits.updateDeletions) return false;
    const clients = new Set();
    let bytes = 0;
    for (const s of order) {
      bytes += s.end - s.start;
      clients.add(s.client);
    }
    return bytes <= limits.updateBytes && clients.size <= limits.updateClients;
  }

  /** As many structs from `i` as one update may hold. */
  function takePiece(order, i) {
    const clients = new Set();
    let bytes = 0;
    let j = i;
    for (; j < order.length && j - i < limits.updateStructs; j++) {
      const s = order[j];
      const size = s.end - s.start;
      if (j > i && (bytes + size > limits.updateBytes || (!clients.has(s.client) && clients.size >= limits.updateClients))) break;
      if (size > limits.updateBytes) throw new UpdateRefused('costly', `a struct of ${size} bytes`);
      bytes += size;
      clients.add(s.client);
    }
    return order.slice(i, j);
  }

  /**
   * A read-only connection's sync step 2: Hocuspocus would answer whether the room already has everything in it by
   * decoding all of it; the answer is worked out here from the update's ids and written in its place. One per five
   * seconds (each also makes Hocuspocus snapshot the whole room); an update (not step 2) is refused unread.
   */
  function answerReadOnly(room, connection, session, type, payload) {
    if (type !== 1) return;
    const now = Date.now();
    if (now - (session.readOnlySyncAt ?? -Infinity) < 5000) {
      cut(connection, closeCodes.rateLimited, 'sync step 2 again on a read-only connection');
      payload.set(EMPTY);
      return;
    }
    session.readOnlySyncAt = now;
    let fresh;
    try {
      fresh = hasNew(room.document, payload);
    } catch {
      cut(connection, closeCodes.malformed, 'a malformed update');
      payload.set(EMPTY);
      return;
    }
    if (!fresh) payload.set(EMPTY);
    else if (payload.length >= NOT_CONTAINED.length) payload.set(NOT_CONTAINED);
  }

  /** Whether a read-only connection's update holds anything the room lacks (a malformed one cuts the connection). */
  function hasNew(doc, payload) {
    const read = readUpdate(payload, { maxStructs: limits.frameStructs });
    for (const block of read.blocks) {
      const last = block.structs.at(-1);
      if (last && last.clock + last.length > Y.getState(doc.store, block.client)) return true;
    }
    for (const { client, ranges } of read.ds) {
      const structs = doc.store.clients.get(client);
      for (const [clock, len] of ranges) {
        if (!structs || clock + len > Y.getState(doc.store, client)) return true;
        for (let i = Y.findIndexSS(structs, clock); i < structs.length && structs[i].id.clock < clock + len; i++) {
          if (!structs[i].deleted) return true;
        }
      }
    }
    return false;
  }

  return {
    rooms,
    open,
    refreshOwners,
    ownerOf,
    receive,
    get: (name) => rooms.get(name),
    close: (name) => rooms.delete(name),
    structsIn,
  };
}

function groupRanges(list) {
  const byClient = new Map();
  for (const [client, clock, len] of list) {
    if (!byClient.has(client)) byClient.set(client, []);
    byClient.get(client).push([clock, len]);
  }
  return [...byClient].map(([client, ranges]) => ({ client, ranges: ranges.sort((a, b) => a[0] - b[0]) }));
}
