// What a party's update may do to a lesson room, decided before Yjs applies any of it (`Y.applyUpdate` cannot be
// interrupted, and some shapes of update cost Yjs quadratic time on the server's event loop):
//
// - Cost. The update is read without building its content (lesson/updates.mjs), then its cost is estimated from
//   its shape and the room's document: structs and bytes (linear), the conflict scans Yjs will run (an item whose
//   left neighbour another item also claims, a map key written with no left neighbour: Yjs walks that list or that
//   key's history), the array moves of the items it splits and deletes. Limits per update, per room and per second
//   (lesson/limits.mjs) refuse what no lesson sends; what passes is applied in pieces whose estimate stays under the
//   piece budget, with the event loop free between pieces.
// - Authorship. Each Yjs client id belongs to the user whose connection first wrote with it (the room's `owners`);
//   nobody else may write with it. A chat message (a map in `chat`) is changed or deleted only by its author; a
//   board item (a map in a page's `items`) is erased by either party but changed only by its author; the `clients`
//   map is the server's alone; roots other than pages, notes and chat, and content kinds the room does not use, are
//   refused. Notes are one shared text: anyone edits them.
import * as Y from 'yjs';
import { MalformedUpdate, contentRefs, encodePiece, readUpdate, typeRefs } from './updates.mjs';

/** Owner marks besides user ids (null is a deleted account). */
export const SERVER = '@server';
export const UNKNOWN = '@unknown';

export class UpdateRefused extends Error {
  /** @param {'malformed' | 'costly' | 'room-full' | 'forbidden'} kind */
  constructor(kind, why) {
    super(why);
    this.name = 'UpdateRefused';
    this.kind = kind;
  }
}
const refuse = (kind, why) => {
  throw new UpdateRefused(kind, why);
};

/**
 * What one unit of each kind of work costs Yjs on this machine, in nanoseconds, measured with
 * `node scripts/measure-update-costs.mjs` (the slowest of its runs, rounded up): integrating a struct, reading a byte
 * and building a value of its content, one step of a conflict scan, moving one entry of a client's struct array (a
 * split or a merge), deleting one item, applying one deletion range.
 */
export const unitCosts = { struct: 4000, byte: 5, value: 150, step: 800, move: 8, deletion: 2000, range: 4000 };

const rootNames = new Set(['pages', 'notes', 'chat']);
const CLIENTS = 'clients';

const allowedContent = (s) =>
  s.ref === contentRefs.gc ||
  s.ref === contentRefs.deleted ||
  s.ref === contentRefs.string ||
  s.ref === contentRefs.any ||
  (s.ref === contentRefs.type && (s.typeRef === typeRefs.array || s.typeRef === typeRefs.map || s.typeRef === typeRefs.text));

/** Number of structs the room's document holds. */
export const structsIn = (doc) => {
  let n = 0;
  for (const structs of doc.store.clients.values()) n += structs.length;
  return n;
};

const findNew = (list, clock) => {
  if (!list) return null;
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = list[mid];
    if (clock < s.clock) hi = mid - 1;
    else if (clock >= s.clock + s.length) lo = mid + 1;
    else return s;
  }
  return null;
};

/**
 * Everything about one update that does not change while it is applied: its new structs in an order Yjs can
 * integrate them in, piece by piece (every struct after what it refers to), their places in the document, the
 * deletions, and whether the user may make them. Throws UpdateRefused.
 * @param {Y.Doc} doc
 * @param {Uint8Array} bytes
 * @param {{ owners: Map<number, string | null> }} room
 * @param {string} user
 */
export function planUpdate(doc, bytes, room, user, limits) {
  const store = doc.store;
  let scan;
  try {
    // A message names at most twice a room's client ids (a device copy names the room's own, and some of its own).
    scan = readUpdate(bytes, { maxStructs: limits.frameStructs, maxClients: 2 * limits.roomClients });
  } catch (error) {
    if (error instanceof MalformedUpdate && error.tooMany) refuse('costly', `${error.message === 'too many structs' ? `more than ${limits.frameStructs} structs` : error.message} in one message`);
    refuse('malformed', error?.message ?? String(error));
  }
  const stateOf = (client) => Y.getState(store, client);

  /** client → its new structs, in clock order */
  const fresh = new Map();
  let structCount = 0;
  for (const block of scan.blocks) {
    if (!block.structs.length) continue;
    const state = stateOf(block.client);
    const last = block.structs.at(-1);
    if (last.clock + last.length <= state) continue; // all known already (a device copy sends everything it has)
    const list = block.structs.filter((s) => s.clock + s.length > state);
    if (list[0].clock > state) refuse('malformed', `a gap in the changes of client ${block.client}`);
    for (const s of list) {
      if (!allowedContent(s)) refuse('malformed', 'a kind of content the lesson room does not use');
      if (s.end - s.start > limits.updateBytes) refuse('costly', `a struct of ${s.end - s.start} bytes`);
    }
    fresh.set(block.client, list);
    structCount += list.length;
  }

  // The room's totals (each party has half of them, so one cannot fill the room for the other), and whose clients
  // these are.
  if (structCount && structsIn(doc) + structCount > limits.roomStructs) refuse('room-full', `the room would hold more than ${limits.roomStructs} structs`);
  if (structCount) {
    let own = 0;
    for (const [client, owner] of room.owners) if (owner === user) own += store.clients.get(client)?.length ?? 0;
    if (own + structCount > limits.roomStructs / 2) refuse('room-full', `this user's structs would be more than half the room's`);
  }
  const newClients = [...fresh.keys()].filter((c) => !store.clients.has(c));
  if (newClients.length > limits.userClients) refuse('costly', `${newClients.length} new client ids in one message`);
  if (newClients.length) {
    // Each party has a share of the room's client ids (so one cannot use up the other's); the server's own (it
    // writes the clients map, one id per load at most) count for no one.
    let server = 0;
    let mine = 0;
    for (const owner of room.owners.values()) {
      if (owner === SERVER) server++;
      else if (owner === user) mine++;
    }
    if (mine + newClients.length > limits.userClients) refuse('room-full', `this user would have more than ${limits.userClients} client ids in the room`);
    if (store.clients.size - server + newClients.length > limits.roomClients) refuse('room-full', `the room would have more than ${limits.roomClients} client ids`);
  }
  for (const client of fresh.keys()) {
    const owner = room.owners.has(client) ? room.owners.get(client) : store.clients.has(client) ? UNKNOWN : undefined;
    if (owner !== undefined && owner !== user) refuse('forbidden', `client ${client} is not this user's`);
  }

  const finalOf = (client) => {
    const list = fresh.get(client);
    return list ? list.at(-1).clock + list.at(-1).length : stateOf(client);
  };
  // Every struct after what it refers to (the order Yjs would find), or a refusal when something is missing: Yjs
  // would keep such structs pending and retry them on every later update.
  const done = new Map();
  const doneOf = (client) => done.get(client) ?? stateOf(client);
  const depsOf = (s) => {
    const deps = [];
    if (s.ref === contentRefs.gc) return deps;
    for (const id of [s.origin, s.right, Array.isArray(s.parent) ? s.parent : null]) {
      if (!id) continue;
      if (id[0] === s.client && id[1] >= s.clock) refuse('malformed', 'a struct refers to itself or to a later one');
      deps.push(id);
    }
    return deps;
  };
  const blockedOn = (s) => {
    for (const [client, clock] of s.deps) {
      if (client === s.client || clock < doneOf(client)) continue;
      if (clock >= finalOf(client)) refuse('malformed', 'a change refers to one the room does not have');
      return client;
    }
    return null;
  };
  for (const list of fresh.values()) for (const s of list) s.deps = depsOf(s);
  const order = [];
  const next = new Map([...fresh.keys()].map((c) => [c, 0]));
  for (const start of fresh.keys()) {
    const stack = [start];
    const onStack = new Set(stack);
    while (stack.length) {
      const client = stack.at(-1);
      const list = fresh.get(client);
      const i = next.get(client);
      if (i >= list.length) {
        stack.pop();
        onStack.delete(client);
        continue;
      }
      const s = list[i];
      const dep = blockedOn(s);
      if (dep === null) {
        order.push(s);
        next.set(client, i + 1);
        done.set(client, s.clock + s.length);
        if (stack.length > 1) {
          stack.pop();
          onStack.delete(client);
        }
        continue;
      }
      if (onStack.has(dep)) refuse('malformed', 'changes that wait for each other');
      stack.push(dep);
      onStack.add(dep);
    }
  }

  // Where each struct goes and whether this user may put it there.
  const places = new Places(doc, room, user, fresh);
  for (const s of order) places.place(s);
  for (const s of order) places.checkStruct(s);

  // Deletions: only of what the room has (or this update brings), and only what this user may delete.
  const ds = [];
  let dsRanges = 0;
  const deleting = new Map();
  for (const { client, ranges } of scan.ds) {
    const end = finalOf(client);
    const kept = [];
    for (const [clock, len] of ranges) {
      if (clock + len > end) refuse('malformed', 'a deletion of something the room does not have');
      kept.push([clock, len]);
    }
    deleting.set(client, kept);
    ds.push({ client, ranges: kept });
    dsRanges += kept.length;
  }
  places.deleting = deleting;
  // Only what deletes something not deleted yet is kept (a device copy sends every deletion it knows of).
  const wanted = [];
  for (const { client, ranges } of ds) {
    const kept = ranges.filter(([clock, len]) => places.checkDeletion(client, clock, len));
    if (kept.length) wanted.push({ client, ranges: kept });
  }

  // `whole`: every struct and deletion of the update is new (it can be applied as it came).
  const whole = structCount === scan.structCount && wanted.length === ds.length && wanted.every((w, i) => w.ranges.length === ds[i].ranges.length);
  return { bytes, order, ds: wanted, dsRanges, newClients, fresh, structs: structCount, whole };
}

const isDeletedIn = (ranges, clock) => {
  if (!ranges) return false;
  for (const [c, len] of ranges) if (clock >= c && clock < c + len) return true;
  return false;
};

/** A struct of this update (a plain object read by lesson/updates.mjs), not one of the document's. */
const isNew = (x) => x !== null && x.start !== undefined;
const isGcStruct = (x) => x !== null && (isNew(x) ? x.ref === contentRefs.gc : !(x instanceof Y.Item));

/**
 * Where structs go: the document's types and this update's own, their place in the room (which root, how deep, the
 * chat message or board item they belong to) and who owns them. A container (where a struct goes) is a root's name,
 * a document type that is not a root, a struct of this update that makes a type, or null (gone: Yjs drops it).
 */
class Places {
  constructor(doc, room, user, fresh) {
    this.doc = doc;
    this.store = doc.store;
    this.room = room;
    this.user = user;
    this.fresh = fresh;
    /** @type {Map<Y.AbstractType<any>, string>} */
    this.rootOf = new Map();
    for (const [name, type] of doc.share) this.rootOf.set(type, name);
    this.ctxCache = new Map();
    this.deleting = new Map();
  }

  /** The document's struct at an id (Item or GC), or a new struct of this update, or null. */
  find(client, clock) {
    if (clock < Y.getState(this.store, client)) {
      const structs = this.store.clients.get(client);
      return structs[Y.findIndexSS(structs, clock)];
    }
    return findNew(this.fresh.get(client), clock);
  }

  /** A document type as a container (a root by its name). */
  container(type) {
    if (!type) return null;
    return type._item === null ? (this.rootOf.get(type) ?? '') : type;
  }

  /** Resolves the container (parent type) and map key of a new struct the way Yjs's Item.getMissing does. */
  place(s) {
    s.container = null;
    s.sub = null;
    if (s.ref === contentRefs.gc) return;
    const left = s.origin ? this.find(s.origin[0], s.origin[1]) : null;
    const right = s.right ? this.find(s.right[0], s.right[1]) : null;
    if (isGcStruct(left) || isGcStruct(right)) return;
    if (s.parent === null) {
      const from = left ?? right;
      if (!from) return;
      if (isNew(from)) {
        s.container = from.container;
        s.sub = from.sub;
      } else {
        s.container = this.container(from.parent);
        s.sub = from.parentSub;
      }
    } else if (typeof s.parent === 'string') {
      s.container = s.parent;
      s.sub = s.parentSub;
    } else {
      const p = this.find(s.parent[0], s.parent[1]);
      if (!p) return;
      if (isNew(p)) {
        if (p.ref === contentRefs.type) s.container = p;
      } else if (p instanceof Y.Item && p.content instanceof Y.ContentType) s.container = this.container(p.content.type);
      s.sub = s.parentSub;
    }
  }

  /** The document's type behind a container (a root that does not exist yet, or a new type: null). */
  typeOf(container) {
    if (container === null || isNew(container)) return null;
    if (typeof container === 'string') return this.doc.share.get(container) ?? null;
    return container;
  }

  /**
   * Where a container sits: { root, depth, message, board, detached }: `message` / `board` is the chat message or
   * board item it is (part of), as { client, clock, made?, map? } (map: the document's Y.Map, for its author field).
   */
  ctx(container) {
    if (container === null) return DETACHED;
    if (typeof container === 'string') return { root: container, depth: 0, message: null, board: null };
    let ctx = this.ctxCache.get(container);
    if (ctx) return ctx;
    if (isNew(container)) {
      ctx = this.derive(this.ctx(container.container), { client: container.client, clock: container.clock, made: true });
    } else {
      const item = container._item;
      ctx = item.parent ? this.derive(this.ctx(this.container(item.parent)), { client: item.id.client, clock: item.id.clock, map: container }) : DETACHED;
    }
    this.ctxCache.set(container, ctx);
    return ctx;
  }

  derive(parent, self) {
    if (parent.detached) return parent;
    const depth = parent.depth + 1;
    return {
      root: parent.root,
      depth,
      message: parent.message ?? (parent.root === 'chat' && depth === 1 ? self : null),
      board: parent.board ?? (parent.root === 'pages' && depth === 3 ? self : null),
    };
  }

  /** Who made a chat message or board item: the owner of its client (this update's: the user), else its author field. */
  ownerOf(part) {
    if (part.made) return this.user;
    const owner = this.room.owners.get(part.client);
    if (typeof owner === 'string' && owner !== UNKNOWN && owner !== SERVER) return owner;
    if (owner === null) return null;
    const written = part.map?.get?.('author');
    return typeof written === 'string' ? written : null;
  }

  checkStruct(s) {
    if (s.ref === contentRefs.gc) return;
    const ctx = this.ctx(s.container);
    if (ctx.detached) return; // its parent is gone: Yjs drops it
    if (ctx.root === CLIENTS) refuse('forbidden', 'the clients map is written by the server only');
    if (!rootNames.has(ctx.root)) refuse('forbidden', `no such part of a lesson: ${ctx.root}`);
    if (ctx.depth === 0) {
      if (s.sub !== null) refuse('forbidden', `an entry in the list ${ctx.root}`);
      const ok =
        s.ref === contentRefs.deleted ||
        (ctx.root === 'notes' ? s.ref === contentRefs.string : s.ref === contentRefs.type && s.typeRef === typeRefs.map);
      if (!ok) refuse('forbidden', `not a ${ctx.root === 'notes' ? 'text' : 'map'} in ${ctx.root}`);
    }
    if (ctx.message && this.ownerOf(ctx.message) !== this.user) refuse('forbidden', 'a change to the other party’s chat message');
    if (ctx.board && this.ownerOf(ctx.board) !== this.user) refuse('forbidden', 'a change to the other party’s board item');
  }

  /** Whether this update deletes a document item (or it is deleted already). */
  gone(part) {
    if (part.made) return isDeletedIn(this.deleting.get(part.client), part.clock);
    const structs = this.store.clients.get(part.client);
    const item = structs?.[Y.findIndexSS(structs, part.clock)];
    return !item || item.deleted || isDeletedIn(this.deleting.get(part.client), part.clock);
  }

  /** Checks what a deletion range deletes in the document; returns whether it deletes anything not deleted yet. */
  checkDeletion(client, clock, len) {
    const state = Y.getState(this.store, client);
    const end = clock + len;
    let deletes = end > state; // this update's own structs
    if (clock < state) {
      const structs = this.store.clients.get(client);
      for (let i = Y.findIndexSS(structs, clock); i < structs.length; i++) {
        const item = structs[i];
        if (item.id.clock >= end) break;
        if (!(item instanceof Y.Item) || item.deleted) continue;
        deletes = true;
        if (!item.parent) continue;
        const ctx = this.ctx(this.container(item.parent));
        this.checkDeleted(ctx, { client: item.id.client, clock: item.id.clock, map: item.content instanceof Y.ContentType ? item.content.type : null });
      }
    }
    return deletes;
  }

  checkDeleted(ctx, self) {
    if (ctx.detached) return;
    if (ctx.root === CLIENTS) refuse('forbidden', 'the clients map is written by the server only');
    if (ctx.root === 'chat' && ctx.depth === 0 && this.ownerOf(self) !== this.user) refuse('forbidden', 'deleting the other party’s chat message');
    if (ctx.message && this.ownerOf(ctx.message) !== this.user) refuse('forbidden', 'a change to the other party’s chat message');
    if (ctx.board && !this.gone(ctx.board) && this.ownerOf(ctx.board) !== this.user) refuse('forbidden', 'a change to the other party’s board item');
  }
}

const DETACHED = { detached: true };

/** How many entries a client's struct array has (what a split or a merge moves, at most). */
const arrayLength = (store, client) => store.clients.get(client)?.length ?? 0;

const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const count2 = (map, a, b) => {
  let inner = map.get(a);
  if (!inner) map.set(a, (inner = new Map()));
  inner.set(b, (inner.get(b) ?? 0) + 1);
};
const get2 = (map, a, b) => map.get(a)?.get(b) ?? 0;

/**
 * Estimated cost (ns) of applying these structs (in order, everything they refer to in the document or before them
 * in the list) and these deletions to the document as it is now. An upper bound of what Yjs does: see the top of
 * this file.
 */
export function estimateCost(doc, structs, ds = [], costs = unitCosts) {
  const store = doc.store;
  const fresh = new Map();
  for (const s of structs) {
    let list = fresh.get(s.client);
    if (!list) fresh.set(s.client, (list = []));
    list.push(s);
  }
  const places = new Places(doc, { owners: new Map() }, '', fresh);
  let bytes = 0;
  let values = 0;
  let steps = 0;
  let moves = 0;
  let deletions = 0;
  /** origin client → clock → how many new structs have it as their left neighbour */
  const claims = new Map();
  /** container → new structs in its list; container → key → new structs on that map key */
  const inList = new Map();
  const onKey = new Map();
  /** container → new structs at its start (no left neighbour) */
  const nullStarts = new Map();
  for (const s of structs) {
    bytes += s.end - s.start;
    values += s.values;
    if (s.ref === contentRefs.gc) continue;
    places.place(s);
    if (s.sub === null) count(inList, s.container);
    else count2(onKey, s.container, s.sub);
    const origin = effectiveOrigin(store, s);
    if (origin) count2(claims, origin[0], origin[1]);
    else if (s.sub === null) count(nullStarts, s.container);
  }
  const listLengths = new Map();
  const listLength = (container) => {
    let n = listLengths.get(container);
    if (n === undefined) {
      n = 0;
      for (let item = places.typeOf(container)?._start ?? null; item; item = item.right) n++;
      listLengths.set(container, n);
    }
    return n + (inList.get(container) ?? 0);
  };
  const chainLengths = new Map();
  const chainLength = (container, sub) => {
    let n = chainLengths.get(container)?.get(sub);
    if (n === undefined) {
      n = 0;
      for (let item = places.typeOf(container)?._map.get(sub) ?? null; item; item = item.left) n++;
      if (!chainLengths.has(container)) chainLengths.set(container, new Map());
      chainLengths.get(container).set(sub, n);
    }
    return n + get2(onKey, container, sub);
  };
  const overwritten = new Map();
  for (const s of structs) {
    if (s.ref === contentRefs.gc || s.container === null) continue;
    const origin = effectiveOrigin(store, s);
    const left = origin ? places.find(origin[0], origin[1]) : null;
    const right = s.right ? places.find(s.right[0], s.right[1]) : null;
    // Splits: a neighbour inside a document item is cut there (and merged again later).
    if (left instanceof Y.Item && origin[1] !== left.id.clock + left.length - 1) moves += 2 * arrayLength(store, origin[0]);
    if (right instanceof Y.Item && s.right[1] !== right.id.clock) moves += 2 * arrayLength(store, s.right[0]);
    const claimed = origin ? get2(claims, origin[0], origin[1]) > 1 || claimedInDoc(left, origin, s.right) : false;
    if (s.sub !== null) {
      // A map key: with no left neighbour Yjs walks the key's whole history; a left neighbour another item claims
      // too makes it scan that history.
      steps += !origin || s.right || claimed ? 2 * chainLength(s.container, s.sub) + 1 : 1;
      // The value it replaces is deleted (with everything in it).
      const type = places.typeOf(s.container);
      const current = type?._map.get(s.sub);
      if (current && !current.deleted) {
        let done = overwritten.get(type);
        if (!done) overwritten.set(type, (done = new Set()));
        if (!done.has(s.sub)) {
          done.add(s.sub);
          const d = deletionCost(store, current);
          moves += d.moves;
          deletions += d.items;
        }
      }
      continue;
    }
    let scans = claimed;
    if (!origin) {
      const first = places.typeOf(s.container)?._start ?? null;
      const rightIsFirst = first !== null && right === first && s.right[1] === first.id.clock;
      scans = (nullStarts.get(s.container) ?? 0) > 1 || (first !== null && !rightIsFirst);
    }
    steps += scans ? listLength(s.container) + 1 : 1;
  }
  let ranges = 0;
  for (const { client, ranges: list } of ds) {
    for (const [clock, len] of list) {
      ranges++;
      const d = rangeCost(store, client, clock, len, fresh);
      moves += d.moves;
      deletions += d.items;
    }
  }
  const ns =
    costs.struct * structs.length +
    costs.byte * bytes +
    costs.value * values +
    costs.step * steps +
    costs.move * moves +
    costs.deletion * deletions +
    costs.range * ranges;
  return { ns, structs: structs.length, bytes, values, steps, moves, deletions, ranges };
}

/** A struct that starts inside what the room already has is integrated from there, after its own earlier clock. */
const effectiveOrigin = (store, s) => {
  const state = Y.getState(store, s.client);
  return s.clock < state ? [s.client, state - 1] : s.origin;
};

/**
 * Whether the item right of `origin` in the document claims the same origin (so an item inserted there runs a
 * conflict scan over it and what follows it), unless that item is the new struct's right neighbour.
 */
function claimedInDoc(item, origin, rightId) {
  if (!(item instanceof Y.Item)) return false;
  const inside = origin[1] !== item.id.clock + item.length - 1;
  if (inside) {
    // The rest of that item follows (and claims the origin) unless it is the right neighbour.
    return !(rightId && rightId[0] === item.id.client && rightId[1] === origin[1] + 1);
  }
  const next = item.right;
  if (!next) return false;
  if (rightId && next.id.client === rightId[0] && next.id.clock === rightId[1]) return false;
  return !!next.origin && next.origin.client === origin[0] && next.origin.clock === origin[1];
}

/** Deleting a document item and everything in it: items deleted, and array moves of the merges that follow. */
function deletionCost(store, item, limit = 1e6) {
  let items = 0;
  let moves = 0;
  const stack = [item];
  while (stack.length && items < limit) {
    const it = stack.pop();
    if (!(it instanceof Y.Item)) continue;
    items++;
    moves += arrayLength(store, it.id.client);
    if (it.content instanceof Y.ContentType) {
      const type = it.content.type;
      for (let child = type._start; child; child = child.right) {
        if (!child.deleted) stack.push(child);
        else moves += arrayLength(store, child.id.client);
      }
      for (const child of type._map.values()) if (!child.deleted) stack.push(child);
    }
  }
  return { items, moves };
}

/** A deletion range: what it deletes in the document (splitting items at its ends) or among this update's structs. */
function rangeCost(store, client, clock, len, fresh) {
  let items = 0;
  let moves = 0;
  const state = Y.getState(store, client);
  const end = clock + len;
  if (clock < state) {
    const structs = store.clients.get(client);
    const n = structs.length;
    for (let i = Y.findIndexSS(structs, clock); i < structs.length; i++) {
      const item = structs[i];
      if (item.id.clock >= end) break;
      if (!(item instanceof Y.Item) || item.deleted) continue;
      if (item.id.clock < clock || item.id.clock + item.length > end) moves += 2 * n;
      const d = deletionCost(store, item);
      items += d.items;
      moves += d.moves;
    }
  }
  for (const s of fresh.get(client) ?? []) {
    if (s.clock + s.length <= clock || s.clock >= end) continue;
    items++;
    moves += arrayLength(store, client) + (fresh.get(client)?.length ?? 0);
  }
  return { items, moves };
}

/** The v1 update of some of the planned structs (grouped by client, in clock order) and deletions. */
export function pieceBytes(bytes, structs, ds = []) {
  const runs = new Map();
  for (const s of structs) {
    if (!runs.has(s.client)) runs.set(s.client, []);
    runs.get(s.client).push(s);
  }
  for (const run of runs.values()) run.sort((a, b) => a.clock - b.clock);
  return encodePiece(bytes, [...runs.values()], ds);
}
