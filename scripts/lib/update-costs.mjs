// What the lesson server's update limits let through, measured: a room in this process with the server's own rules
// (lesson/rooms.mjs, lesson/guard.mjs; no database), and the costliest updates an attacker can shape within the
// limits, each sent by a party of the room into a room made as costly for it as the limits allow. For every update
// Yjs applied: the guard's estimate and the time it took (the event loop thread's CPU time, and wall-clock time).
// Used by scripts/measure-update-costs.mjs and tests/db/lesson-attacks.serial.test.ts.
import * as Y from 'yjs';
import { closeCodes, defaultLimits } from '../../services/lesson/limits.mjs';
import { createRooms } from '../../services/lesson/rooms.mjs';
import { generateLesson } from './lesson-generator.mjs';
import { any, encodeStructs, map, text } from './update-shapes.mjs';

/**
 * A room with the lesson server's rules: `send(userId, update)` → { applied: [...], refused }; `setUp(update,
 * userId)` puts content in place directly (as if it had come earlier), its client ids the user's.
 */
export async function localRoom({ limits = defaultLimits } = {}) {
  const applied = [];
  const persistence = { load: async () => 0, clients: async () => [], claim: async () => {}, clientsFromLog: async () => new Map() };
  const rooms = createRooms({
    persistence,
    limits,
    log: () => {},
    bookingIdOf: () => 'local',
    cut: (connection, close, why) => (connection.refused ??= { ...close, why }),
    closeCodes,
    onApplied: (piece) => applied.push(piece),
  });
  const doc = new Y.Doc();
  doc.name = 'lesson:local';
  await rooms.open(doc.name, doc);
  const room = rooms.get(doc.name);
  async function send(userId, update) {
    const connection = { readOnly: false, webSocket: {}, refused: null };
    const from = applied.length;
    await rooms.receive({ connection, document: doc, type: 2, payload: new Uint8Array(update), session: { userId } });
    return { applied: applied.slice(from), refused: connection.refused };
  }
  function setUp(update, userId) {
    for (const client of Y.parseUpdateMeta(update).from.keys()) room.owners.set(client, userId);
    Y.applyUpdate(doc, update);
  }
  return { doc, room, send, setUp };
}

const attacker = 'attacker';

/** A chat message of the attacker's own (a map in `chat`), made by client `client`. */
const ownMessage = (client) => ({ client, clock: 0, items: [{ parent: 'chat', content: map() }] });

/** A run of `length` items in `parent` made by two clients in turn, each after the last (Yjs cannot merge them). */
function alternatingRun({ a, b, length, first, next, clockA = 0 }) {
  const runs = { [a]: { client: a, clock: clockA, items: [] }, [b]: { client: b, clock: 0, items: [] } };
  let last = null;
  for (let i = 0; i < length; i++) {
    const c = i % 2 ? b : a;
    runs[c].items.push(last ? { origin: last, content: next(i) } : { ...first, content: next(i) });
    last = [c, runs[c].clock + runs[c].items.length - 1];
  }
  return encodeStructs([runs[a], runs[b]]);
}

/**
 * The costliest updates within the limits, by kind of cost: { name, what, applied, refused } for the update under
 * test (what came before it, the room's state, is set up first). `scale` (0–1) shrinks the rooms for quick runs.
 */
export const shapes = {
  /**
   * One key's history walked by each writer: a chat message's key written 12,000 times by two clients in turn, then
   * by 80 new clients with no left neighbour (higher ids than both: each scans the whole history).
   */
  async keyHistory(scale = 1) {
    const { send, setUp } = await localRoom();
    const a = 0x70000000;
    const b = 0x70000002;
    const overwrites = Math.round(12_000 * scale);
    setUp(encodeStructs([ownMessage(a)]), attacker);
    setUp(alternatingRun({ a, b, length: overwrites, first: { parent: [a, 0], sub: 'text' }, next: any, clockA: 1 }), attacker);
    const writers = [];
    for (let w = 0; w < 80; w++) writers.push({ client: 0x70000010 + w, clock: 0, items: [{ parent: [a, 0], sub: 'text', content: any(w) }] });
    return { name: 'keyHistory', what: `a chat message's key written ${overwrites} times by two clients in turn, then once by each of 80 new clients with no left neighbour`, ...(await send(attacker, encodeStructs(writers))) };
  },

  /** Conflict scans in a list: notes that begin with a run of 25,000 items of two clients, then 80 new clients each inserting at the start. */
  async listScan(scale = 1) {
    const { send, setUp } = await localRoom();
    const a = 0x60000000;
    const b = 0x60000002;
    const length = Math.round(25_000 * scale);
    setUp(alternatingRun({ a, b, length, first: { parent: 'notes' }, next: () => text('a') }), attacker);
    const inserts = [];
    for (let w = 0; w < 80; w++) inserts.push({ client: 0x60000010 + w, clock: 0, items: [{ parent: 'notes', content: text('b') }] });
    return { name: 'listScan', what: `80 new clients each insert at the start of notes that begin with a run of ${length} items`, ...(await send(attacker, encodeStructs(inserts))) };
  },

  /** Splits and merges: a 120,000-character text already cut into 40,000 pieces; 2,000 more characters deleted, each inside a piece. */
  async splits(scale = 1) {
    const { send, setUp } = await localRoom();
    const a = 0x50000000;
    const length = Math.round(120_000 * scale);
    setUp(encodeStructs([{ client: a, clock: 0, items: [{ parent: 'notes', content: text('x'.repeat(length)) }] }]), attacker);
    const cut = [];
    for (let i = 1; i < length; i += 6) cut.push([a, i, 1]);
    setUp(encodeStructs([], cut), attacker);
    const more = [];
    for (let i = 4, n = 0; i < length && n < 2000; i += Math.max(6, Math.floor(length / 2000)), n++) more.push([a, i, 1]);
    return { name: 'splits', what: `2,000 single characters deleted inside a ${length}-character text already cut into ${cut.length * 2 + 1} items`, ...(await send(attacker, encodeStructs([], more))) };
  },

  /** Inserts inside items: a 60,000-character text cut into 20,000 pieces, then 2,000 characters inserted inside them. */
  async insertSplits(scale = 1) {
    const { send, setUp } = await localRoom();
    const a = 0x50000001;
    const length = Math.round(60_000 * scale);
    setUp(encodeStructs([{ client: a, clock: 0, items: [{ parent: 'notes', content: text('x'.repeat(length)) }] }]), attacker);
    const cut = [];
    for (let i = 1; i < length; i += 6) cut.push([a, i, 1]);
    setUp(encodeStructs([], cut), attacker);
    const more = { client: a, clock: length, items: [] };
    for (let i = 0; i < 2000; i++) {
      const at = 3 + 6 * Math.floor((i * (length / 6 - 1)) / 2000);
      more.items.push({ origin: [a, at], right: [a, at + 1], content: text('y') });
    }
    return { name: 'insertSplits', what: `2,000 characters inserted inside the items of a ${length}-character text`, ...(await send(attacker, encodeStructs([more]))) };
  },

  /** A subtree deleted at once: a page of 150 items of 7 fields each, its list replaced. */
  async subtree(scale = 1) {
    const { send } = await localRoom();
    const a = 0x40000000;
    const count = Math.round(150 * scale);
    const run = { client: a, clock: 0, items: [{ parent: 'pages', content: map() }, { parent: [a, 0], sub: 'items', content: new Y.ContentType(new Y.Array()) }] };
    let clock = 2;
    let last = null;
    for (let i = 0; i < count; i++) {
      const item = clock;
      run.items.push(last === null ? { parent: [a, 1], content: map() } : { origin: last, content: map() });
      clock++;
      for (const key of ['id', 'kind', 'author', 'createdAt', 'points', 'color', 'width']) {
        run.items.push({ parent: [a, item], sub: key, content: any(key === 'points' ? [1, 2, 3, 4] : key) });
        clock++;
      }
      last = [a, item];
    }
    await send(attacker, encodeStructs([run]));
    const replace = { client: a, clock, items: [{ origin: [a, 1], content: new Y.ContentType(new Y.Array()) }] };
    return { name: 'subtree', what: `a page's ${count} items (8 structs each) deleted by replacing its list`, ...(await send(attacker, encodeStructs([replace]))) };
  },

  /** Content: 4,096 map entries of 15 numbers each (as many structs and bytes as one update may hold). */
  async content() {
    const { send } = await localRoom();
    const a = 0x30000000;
    const run = ownMessage(a);
    for (let i = 0; i < 4096; i++) run.items.push({ parent: [a, 0], sub: `k${i}`, content: new Y.ContentAny(Array.from({ length: 15 }, (_, j) => i + j / 3)) });
    return { name: 'content', what: '4,096 map entries of 15 numbers each', ...(await send(attacker, encodeStructs([run]))) };
  },

  /** A whole 60-minute lesson at once (a device back after the lesson offline): scripts/lib/lesson-generator.mjs. */
  async wholeLesson() {
    const { send } = await localRoom();
    return { name: 'wholeLesson', what: 'a 60-minute lesson as one update (4 MB, 41,681 structs)', ...(await send(attacker, Y.encodeStateAsUpdate(generateLesson().doc))) };
  },
};

/**
 * The attack that froze every room, on the attacker's own chat message: its text written `overwrites` times by one
 * client, then once by each of `writers` clients with lower ids and no left neighbour, all in one update.
 */
export function craftedAttack({ overwrites = 100_000, writers = 25_000, client = 0x7ff00000 } = {}) {
  const runs = [ownMessage(client)];
  for (let i = 0; i < overwrites; i++) runs[0].items.push(i === 0 ? { parent: [client, 0], sub: 'text', content: any(i) } : { origin: [client, i], content: any(i) });
  for (let w = 0; w < writers; w++) runs.push({ client: 1_000_000 + w, clock: 0, items: [{ parent: [client, 0], sub: 'text', content: any(w) }] });
  return encodeStructs(runs);
}

/** The worst update (by CPU time) of a shape's run. */
export const worst = (run) => run.applied.reduce((a, b) => (b.cpuMs > (a?.cpuMs ?? -1) ? b : a), null);
