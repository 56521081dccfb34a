// The board's snapshots stay the same objects until their item changes: a new stroke on a full page renews nothing
// else (the board then renders one item, not all of them), a moved item is renewed, and so is one whose author the
// server's `clients` map now names.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { lessonParts, ownersIn } from '../../supabase/functions/_shared/lesson-doc';
import { moveItem } from '../../src/features/lesson/core/arrange';
import { addItem, ensurePage, itemsOf } from '../../src/features/lesson/core/board';
import { sameList, SnapshotCache } from '../../src/features/lesson/core/snapshots';

type Snap = { id: string; author: string | null; x?: number };
const me = { userId: 'user-a' };

function board(strokes: number) {
  const doc = new Y.Doc();
  ensurePage(doc);
  for (let i = 0; i < strokes; i++) addItem(doc, 0, { kind: 'stroke', points: [i, i, i + 5, i + 5], color: '#1f2937', width: 2 }, me);
  const cache = new SnapshotCache<Snap>();
  const read = () => itemsOf(doc, 0)!.toArray().map((m) => cache.of(m, ownersIn(doc)));
  lessonParts(doc).pages.observeDeep((events) => cache.forget(events));
  return { doc, cache, read };
}

describe('lesson board snapshots', () => {
  it('keeps every snapshot but the new one when a stroke is added', () => {
    const { doc, read } = board(500);
    const before = read();
    expect(sameList(before, read())).toBe(true);
    addItem(doc, 0, { kind: 'stroke', points: [1, 2, 3, 4], color: '#1f2937', width: 2 }, me);
    const after = read();
    expect(after).toHaveLength(501);
    expect(after.slice(0, 500).every((s, i) => s === before[i])).toBe(true);
    expect(sameList(before, after)).toBe(false);
  });

  it('renews a changed item only, also when the change came from another document', () => {
    const { doc, read } = board(3);
    const text = addItem(doc, 0, { kind: 'text', x: 10, y: 10, text: 'a', color: '#1f2937' }, me)!;
    const before = read();
    expect(moveItem(doc, 0, text, 5, 0, me)).toBe(true);
    const after = read();
    expect(after[3]).not.toBe(before[3]);
    expect(after[3]!.x).toBe(15);
    expect(after.slice(0, 3).every((s, i) => s === before[i])).toBe(true);

    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const item = itemsOf(other, 0)!.get(3);
    other.transact(() => item.set('x', 40));
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(doc)));
    expect(read()[3]!.x).toBe(40);
    expect(read()[0]).toBe(before[0]);
  });

  it('renews a snapshot whose author the clients map now names', () => {
    const { doc, read } = board(2);
    const before = read();
    expect(before[0]!.author).toBe('user-a');
    lessonParts(doc).clients.set(String(doc.clientID), 'user-b');
    const after = read();
    expect(after[0]!.author).toBe('user-b');
    expect(after[0]).not.toBe(before[0]);
  });
});
