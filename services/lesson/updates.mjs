// Reading a Yjs update (format v1, as y-protocols and Hocuspocus send it) without applying it: every struct's id,
// length, origins, parent and the place of its bytes, and the delete set. The content is skipped, not built (a
// 60-minute lesson's 4 MB diff reads in a few milliseconds instead of the ~60 ms `Y.decodeUpdate` needs), so the
// lesson server can judge an update's cost and authorship before Yjs integrates it (lesson/guard.mjs), and cut a big
// update into smaller ones from its own bytes (`encodePiece`), without re-encoding any content.
//
// Anything the Yjs decoder would not read the same way is refused: a client written twice, an unknown content type,
// a string length that is not whole, values nested deeper than `maxDepth`, bytes after the delete set.

const BIT6 = 32;
const BIT7 = 64;
const BIT8 = 128;
const BITS5 = 31;

/** The content types of Yjs 13.6 (the low 5 bits of a struct's info byte). */
export const contentRefs = { gc: 0, deleted: 1, json: 2, binary: 3, string: 4, embed: 5, format: 6, type: 7, any: 8, doc: 9, skip: 10 };
/** Yjs type refs (ContentType): YArray 0, YMap 1, YText 2, YXmlElement 3, YXmlFragment 4, YXmlHook 5, YXmlText 6. */
export const typeRefs = { array: 0, map: 1, text: 2, xmlElement: 3, xmlFragment: 4, xmlHook: 5, xmlText: 6 };

export class MalformedUpdate extends Error {}

const fail = (why) => {
  throw new MalformedUpdate(why);
};

/**
 * Reads `bytes` (a v1 update). Returns { blocks, ds, structCount, dsRanges } or throws MalformedUpdate.
 *   blocks: [{ client, clock, structs }] in the order written; a struct is
 *     { client, clock, length, ref, typeRef, origin, right, parent, parentSub, start, end, values }
 *     origin/right: [client, clock] or null; parent (only written when both origins are null): a root name (string),
 *     a [client, clock] id, or null; start/end: the struct's bytes in `bytes`; values: how many values its content
 *     holds (numbers, strings… of a map entry or list: what Yjs builds one by one).
 *   ds: [{ client, ranges: [[clock, length]…] }]
 * `maxStructs` and `maxClients` stop early (a MalformedUpdate with `tooMany` set), so a flood of tiny structs or
 * of client ids costs little.
 */
export function readUpdate(bytes, { maxStructs = Infinity, maxClients = Infinity, maxDepth = 32 } = {}) {
  const arr = bytes;
  const n = arr.length;
  let pos = 0;

  const uint = () => {
    let num = 0;
    let mult = 1;
    for (;;) {
      if (pos >= n) fail('end of update');
      const r = arr[pos++];
      num += (r & 127) * mult;
      if (r < 128) {
        if (num > Number.MAX_SAFE_INTEGER) fail('number too large');
        return num;
      }
      mult *= 128;
      if (mult > 2 ** 56) fail('number too large');
    }
  };
  const skip = (len) => {
    if (len > n - pos) fail('end of update');
    pos += len;
  };
  const skipVarint = () => {
    for (let i = 0; ; i++) {
      if (pos >= n || i > 10) fail('bad number');
      if (arr[pos++] < 128) return;
    }
  };
  const decoder = new TextDecoder();
  const string = () => {
    const len = uint();
    if (len > n - pos) fail('end of update');
    const s = decoder.decode(arr.subarray(pos, pos + len));
    pos += len;
    return s;
  };
  /** The UTF-16 length of a string (what Yjs counts as its length), read as Yjs reads it. */
  const stringLength = () => string().length;
  const skipString = () => skip(uint());
  let values = 0;
  const skipAny = (depth) => {
    values++;
    if (depth > maxDepth) fail('value nested too deep');
    if (pos >= n) fail('end of update');
    const t = arr[pos++];
    switch (t) {
      case 127: // undefined
      case 126: // null
      case 121: // false
      case 120: // true
        return;
      case 125: // integer
        return skipVarint();
      case 124: // float32
        return skip(4);
      case 123: // float64
      case 122: // bigint64
        return skip(8);
      case 119: // string
      case 116: // Uint8Array
        return skipString();
      case 118: {
        // object
        const len = uint();
        for (let i = 0; i < len; i++) {
          skipString();
          skipAny(depth + 1);
        }
        return;
      }
      case 117: {
        // array
        const len = uint();
        for (let i = 0; i < len; i++) skipAny(depth + 1);
        return;
      }
      default:
        fail('unknown value type');
    }
  };
  const id = () => [uint(), uint()];

  const blocks = [];
  const seen = new Set();
  let structCount = 0;
  const numBlocks = uint();
  if (numBlocks > maxClients) {
    const e = new MalformedUpdate(`${numBlocks} client ids`);
    e.tooMany = true;
    throw e;
  }
  for (let b = 0; b < numBlocks; b++) {
    const count = uint();
    const client = uint();
    let clock = uint();
    if (seen.has(client)) fail('client written twice');
    seen.add(client);
    if (count > n - pos) fail('end of update'); // every struct takes a byte at least
    const structs = [];
    for (let i = 0; i < count; i++) {
      if (++structCount > maxStructs) {
        const e = new MalformedUpdate('too many structs');
        e.tooMany = true;
        throw e;
      }
      const start = pos;
      const valuesBefore = values;
      if (pos >= n) fail('end of update');
      const info = arr[pos++];
      const ref = info & BITS5;
      let length = 1;
      let origin = null;
      let right = null;
      let parent = null;
      let parentSub = null;
      let typeRef = -1;
      if (ref === contentRefs.gc || ref === contentRefs.skip) {
        if (info !== ref) fail('bad struct');
        length = uint();
      } else {
        if (info & BIT8) origin = id();
        if (info & BIT7) right = id();
        if ((info & (BIT7 | BIT8)) === 0) {
          const rootName = uint() === 1;
          parent = rootName ? string() : id();
          if (info & BIT6) parentSub = string();
        }
        switch (ref) {
          case contentRefs.deleted:
            length = uint();
            break;
          case contentRefs.json: {
            length = uint();
            for (let k = 0; k < length; k++) skipString();
            break;
          }
          case contentRefs.binary:
            skipString();
            break;
          case contentRefs.string:
            length = stringLength();
            break;
          case contentRefs.embed:
            skipString();
            break;
          case contentRefs.format:
            skipString();
            skipString();
            break;
          case contentRefs.type:
            typeRef = uint();
            if (typeRef > 6) fail('unknown type');
            if (typeRef === typeRefs.xmlElement || typeRef === typeRefs.xmlHook) skipString();
            break;
          case contentRefs.any: {
            length = uint();
            for (let k = 0; k < length; k++) skipAny(0);
            break;
          }
          case contentRefs.doc:
            skipString();
            skipAny(0);
            break;
          default:
            fail('unknown content');
        }
      }
      if (length < 1) fail('empty struct');
      // One shape for every struct (lesson/guard.mjs adds what it works out into the last fields).
      structs.push({ client, clock, length, ref, typeRef, origin, right, parent, parentSub, start, end: pos, values: values - valuesBefore, deps: null, container: null, sub: null });
      clock += length;
    }
    blocks.push({ client, clock: structs[0]?.clock ?? clock, structs });
  }
  const ds = [];
  let dsRanges = 0;
  const dsSeen = new Set();
  const numDs = uint();
  for (let d = 0; d < numDs; d++) {
    const client = uint();
    if (dsSeen.has(client)) fail('client deleted twice');
    dsSeen.add(client);
    const count = uint();
    if (count > n - pos) fail('end of update');
    const ranges = [];
    for (let i = 0; i < count; i++) {
      const clock = uint();
      const len = uint();
      if (len < 1) fail('empty deletion');
      ranges.push([clock, len]);
    }
    dsRanges += count;
    ds.push({ client, ranges });
  }
  if (pos !== n) fail('bytes after the update');
  return { blocks, ds, structCount, dsRanges };
}

const varUint = (out, num) => {
  while (num > 127) {
    out.push(128 | (num & 127));
    num = Math.floor(num / 128);
  }
  out.push(num);
};

/**
 * A v1 update made of some structs of `bytes` (as read by readUpdate; for each client, structs of consecutive clocks,
 * in order) and some deletions: their bytes are copied as they are.
 * @param {Uint8Array} bytes
 * @param {Array<Array<{ client: number, clock: number, start: number, end: number }>>} runs one array per client
 * @param {Array<{ client: number, ranges: Array<[number, number]> }>} ds
 */
export function encodePiece(bytes, runs, ds = []) {
  const head = [];
  varUint(head, runs.length);
  let size = 0;
  const parts = [];
  for (const run of runs) {
    const h = [];
    varUint(h, run.length);
    varUint(h, run[0].client);
    varUint(h, run[0].clock);
    parts.push(Uint8Array.from(h));
    size += h.length;
    for (const s of run) {
      parts.push(bytes.subarray(s.start, s.end));
      size += s.end - s.start;
    }
  }
  const tail = [];
  varUint(tail, ds.length);
  for (const { client, ranges } of ds) {
    varUint(tail, client);
    varUint(tail, ranges.length);
    for (const [clock, len] of ranges) {
      varUint(tail, clock);
      varUint(tail, len);
    }
  }
  const out = new Uint8Array(head.length + size + tail.length);
  out.set(head, 0);
  let at = head.length;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  out.set(tail, at);
  return out;
}
