// The lesson server's reading of Yjs updates (services/lesson/updates.mjs) and its plan for applying one
// (lesson/guard.mjs): what it reads matches Yjs's own decoder, pieces cut from an update's bytes rebuild it, the order
// keeps every struct after what it refers to, and authorship reads the server's record (lesson-doc.ts `authorOf`).
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { authorOf, lessonParts, ownersIn, projectLesson } from '../../supabase/functions/_shared/lesson-doc';
import { estimateCost, pieceBytes, planUpdate, UpdateRefused } from '../../services/lesson/guard.mjs';
import { defaultLimits } from '../../services/lesson/limits.mjs';
import { encodePiece, MalformedUpdate, readUpdate } from '../../services/lesson/updates.mjs';

function busyDoc(): Y.Doc {
  const doc = new Y.Doc();
  const { pages, notes, chat } = lessonParts(doc);
  doc.transact(() => {
    const page = new Y.Map<unknown>();
    page.set('id', 'p1');
    page.set('items', new Y.Array());
    pages.push([page]);
  });
  for (let i = 0; i < 50; i++) {
    const item = new Y.Map<unknown>();
    item.set('kind', 'stroke');
    item.set('points', [i, i + 1, i + 2, 0.5]);
    (pages.get(0).get('items') as Y.Array<Y.Map<unknown>>).push([item]);
    notes.insert(Math.floor(notes.length / 2), `note ${i} ✓ é 😀 `);
    if (i % 5 === 0) {
      const m = new Y.Map<unknown>();
      m.set('text', `message ${i}`);
      chat.push([m]);
    }
  }
  notes.delete(3, 20);
  return doc;
}

describe('reading an update', () => {
  it('finds the structs and deletions Yjs finds, and pieces cut from its bytes rebuild the document', () => {
    const doc = busyDoc();
    const update = Y.encodeStateAsUpdate(doc);
    const read = readUpdate(update);
    const decoded = Y.decodeUpdate(update);
    const structs = read.blocks.flatMap((b) => b.structs);
    expect(structs.map((s) => [s.client, s.clock, s.length])).toEqual(decoded.structs.map((s) => [s.id.client, s.id.clock, s.length]));
    expect(read.dsRanges).toBe([...decoded.ds.clients.values()].reduce((n, r) => n + r.length, 0));
    // Every struct and deletion, copied: the same bytes.
    expect(encodePiece(update, read.blocks.map((b) => b.structs), read.ds as Parameters<typeof encodePiece>[2])).toEqual(update);
    // In pieces of 7 structs, then the deletions: the same document.
    const rebuilt = new Y.Doc();
    for (let i = 0; i < structs.length; i += 7) Y.applyUpdate(rebuilt, pieceBytes(update, structs.slice(i, i + 7)));
    Y.applyUpdate(rebuilt, encodePiece(update, [], read.ds as Parameters<typeof encodePiece>[2]));
    expect(rebuilt.store.pendingStructs).toBeNull();
    expect(projectLesson(rebuilt)).toEqual(projectLesson(doc));
  });

  it('refuses what Yjs would not read the same way', () => {
    const update = Y.encodeStateAsUpdate(busyDoc());
    expect(() => readUpdate(update.subarray(0, update.length - 3))).toThrow(MalformedUpdate);
    expect(() => readUpdate(Uint8Array.from([...update, 0]))).toThrow(MalformedUpdate);
    expect(() => readUpdate(Uint8Array.of(2, 1, 5, 0, 0, 1, 1, 5, 0, 0, 1, 0))).toThrow(/client written twice/);
    expect(() => readUpdate(update, { maxStructs: 10 })).toThrow(expect.objectContaining({ tooMany: true }));
  });
});

describe('planning an update', () => {
  it('orders structs after what they refer to, across clients, so no piece waits for a later one', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    const sync = () => {
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    };
    for (let i = 0; i < 30; i++) {
      lessonParts(i % 2 ? a : b).notes.insert(0, `${i} `);
      sync();
    }
    const update = Y.encodeStateAsUpdate(a);
    const room = { owners: new Map<number, string | null>() };
    const plan = planUpdate(new Y.Doc(), update, room, 'me', defaultLimits);
    const target = new Y.Doc();
    for (const s of plan.order) Y.applyUpdate(target, pieceBytes(update, [s]));
    expect(target.store.pendingStructs).toBeNull();
    expect(lessonParts(target).notes.toString()).toBe(lessonParts(a).notes.toString());
    expect(estimateCost(new Y.Doc(), plan.order, plan.ds).ns).toBeGreaterThan(0);
  });

  it('refuses a change that refers to one the room does not have, and a client id of someone else', () => {
    const a = new Y.Doc();
    lessonParts(a).notes.insert(0, 'first');
    const before = Y.encodeStateVector(a);
    lessonParts(a).notes.insert(5, ' second');
    const later = Y.encodeStateAsUpdate(a, before);
    expect(() => planUpdate(new Y.Doc(), later, { owners: new Map() }, 'me', defaultLimits)).toThrow(UpdateRefused);
    const room = new Y.Doc();
    Y.applyUpdate(room, Y.encodeStateAsUpdate(a, new Uint8Array([0])));
    const owners = new Map<number, string | null>([[a.clientID, 'someone else']]);
    lessonParts(a).notes.insert(0, 'more ');
    expect(() => planUpdate(room, Y.encodeStateAsUpdate(a, Y.encodeStateVector(room)), { owners }, 'me', defaultLimits)).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
  });
});

describe('authorship', () => {
  it('is the owner of the client that made the item, as the server recorded it; an unrecorded one keeps its own', () => {
    const doc = new Y.Doc();
    const m = new Y.Map<unknown>();
    m.set('author', 'written-by-the-device');
    lessonParts(doc).chat.push([m]);
    expect(authorOf(lessonParts(doc).chat.get(0), ownersIn(doc))).toBe('written-by-the-device');
    lessonParts(doc).clients.set(String(doc.clientID), 'recorded-by-the-server');
    expect(authorOf(lessonParts(doc).chat.get(0), ownersIn(doc))).toBe('recorded-by-the-server');
    lessonParts(doc).clients.set(String(doc.clientID), '');
    expect(authorOf(lessonParts(doc).chat.get(0), ownersIn(doc))).toBeNull();
    expect(projectLesson(doc).chat[0].author).toBeNull();
  });
});
