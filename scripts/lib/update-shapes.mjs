// Yjs updates shaped to cost the lesson server as much as possible: the attack that froze every room (one map key
// overwritten many times, then many writers of that key with no left neighbour), and the other shapes whose cost
// grows faster than their size (conflict scans in a list, items split and deleted one by one, a whole subtree
// deleted at once, content as large as allowed). Built struct by struct, as an attacker would, not through a Y.Doc.
// Used by tests/db/lesson-attacks.serial.test.ts and scripts/measure-update-costs.mjs.
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';

/**
 * A v1 update from struct descriptions.
 * @param {Array<{ client: number, clock: number, items: Array<{ origin?: [number, number], right?: [number, number],
 *   parent?: string | [number, number], sub?: string, content: any }> }>} runs
 * @param {Array<[number, number, number]>} ds [client, clock, length]
 */
export function encodeStructs(runs, ds = []) {
  const enc = new Y.UpdateEncoderV1();
  encoding.writeVarUint(enc.restEncoder, runs.length);
  for (const run of runs) {
    encoding.writeVarUint(enc.restEncoder, run.items.length);
    enc.writeClient(run.client);
    encoding.writeVarUint(enc.restEncoder, run.clock);
    let clock = run.clock;
    for (const s of run.items) {
      const id = (x) => (x ? Y.createID(x[0], x[1]) : null);
      const parent = s.origin || s.right ? null : typeof s.parent === 'string' ? s.parent : id(s.parent);
      const item = new Y.Item(Y.createID(run.client, clock), null, id(s.origin), null, id(s.right), parent, s.origin || s.right ? null : (s.sub ?? null), s.content);
      item.write(enc, 0);
      clock += item.length;
    }
  }
  const byClient = new Map();
  for (const [client, clock, len] of ds) {
    if (!byClient.has(client)) byClient.set(client, []);
    byClient.get(client).push([clock, len]);
  }
  encoding.writeVarUint(enc.restEncoder, byClient.size);
  for (const [client, ranges] of byClient) {
    enc.resetDsCurVal();
    encoding.writeVarUint(enc.restEncoder, client);
    encoding.writeVarUint(enc.restEncoder, ranges.length);
    for (const [clock, len] of ranges) {
      enc.writeDsClock(clock);
      enc.writeDsLen(len);
    }
  }
  return enc.toUint8Array();
}

export const any = (value) => new Y.ContentAny([value]);
export const text = (value) => new Y.ContentString(value);
export const map = () => new Y.ContentType(new Y.Map());
export const array = () => new Y.ContentType(new Y.Array());

/**
 * The attack: key `key` of the map `parent` (a root name, or the id of a map item) written `overwrites` times by
 * client `client` (each after the last), then once by each of `writers` clients with lower ids than any before, with
 * no left neighbour. Yjs walks the key's whole history for each of them.
 */
export function overwriteAttack({ overwrites, writers, parent = 'm', key = 'k', client = 0x7fff0000, clock = 0, firstWriter = client - 1 }) {
  const chain = { client, clock, items: [] };
  for (let i = 0; i < overwrites; i++) {
    chain.items.push(i === 0 ? { parent, sub: key, content: any(i) } : { origin: [client, clock + i - 1], content: any(i) });
  }
  const runs = [chain];
  for (let w = 0; w < writers; w++) runs.push({ client: firstWriter - w, clock: 0, items: [{ parent, sub: key, content: any(w) }] });
  return encodeStructs(runs);
}

/**
 * The same with one client only: `overwrites` writes of the key, each after the last, then `writers` more with no
 * left neighbour (Yjs walks the key's history for each).
 */
export function overwriteAttackOneClient({ overwrites, writers, parent, key = 'k', client, clock = 0 }) {
  const items = [];
  for (let i = 0; i < overwrites; i++) items.push(i === 0 ? { parent, sub: key, content: any(i) } : { origin: [client, clock + i - 1], content: any(i) });
  for (let w = 0; w < writers; w++) items.push({ parent, sub: key, content: any(w) });
  return encodeStructs([{ client, clock, items }]);
}

/**
 * Conflict scans in a list: client `a` appends a run of `run` one-character items at the list's start, then client
 * `b` (a higher id) inserts `inserts` items there too, each with no left neighbour: each scans the whole run.
 */
export function listConflict({ parent = 'notes', run, inserts, a, b, clockA = 0, clockB = 0 }) {
  const first = { client: a, clock: clockA, items: [] };
  for (let i = 0; i < run; i++) first.items.push(i === 0 ? { parent, content: text('a') } : { origin: [a, clockA + i - 1], content: text('a') });
  const second = { client: b, clock: clockB, items: [] };
  for (let i = 0; i < inserts; i++) second.items.push({ parent, content: text('b') });
  return encodeStructs([second, first]);
}

/** Deletions of every other character of client `client`'s text from `clock` (each splits an item). */
export function splitStorm({ client, clock = 0, length, step = 2 }) {
  const ds = [];
  for (let i = 1; i < length; i += step) ds.push([client, clock + i, 1]);
  return encodeStructs([], ds);
}
