import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { moveItem, ownItemAt, resizeItem } from '../../src/features/lesson/core/arrange';
import { addItem, createUndo, ensurePage, itemsOf } from '../../src/features/lesson/core/board';

const me = { userId: 'me' };
const other = { userId: 'other' };

function board() {
  const doc = new Y.Doc();
  ensurePage(doc);
  const rect = addItem(doc, 0, { kind: 'rect', x: 10, y: 10, w: 100, h: 50, color: '#000', width: 2 }, me)!;
  const stroke = addItem(doc, 0, { kind: 'stroke', points: [0, 0, 10, 20], color: '#000', width: 2 }, me)!;
  const theirs = addItem(doc, 0, { kind: 'rect', x: 0, y: 0, w: 10, h: 10, color: '#000', width: 2 }, other)!;
  const get = (id: string) => itemsOf(doc, 0)!.toArray().find((m) => m.get('id') === id)!.toJSON();
  return { doc, rect, stroke, theirs, get };
}

describe('arranging one\'s own items', () => {
  it('moves and resizes own items only; undo takes a move back', () => {
    const { doc, rect, stroke, theirs, get } = board();
    const undo = createUndo(doc, me);
    undo.stopCapturing();
    expect(moveItem(doc, 0, rect, 5, -5, me)).toBe(true);
    expect(get(rect)).toMatchObject({ x: 15, y: 5 });
    expect(moveItem(doc, 0, stroke, 1, 2, me)).toBe(true);
    expect(get(stroke).points).toEqual([1, 2, 11, 22]);
    expect(moveItem(doc, 0, theirs, 5, 5, me)).toBe(false);
    expect(get(theirs)).toMatchObject({ x: 0, y: 0 });
    expect(resizeItem(doc, 0, rect, 20, -100, me)).toBe(true);
    expect(get(rect)).toMatchObject({ w: 120, h: 8 });
    undo.stopCapturing(); // one step per action, as the board does
    expect(resizeItem(doc, 0, stroke, 10, 20, me)).toBe(true);
    expect(get(stroke).points).toEqual([1, 2, 21, 42]);
    expect(resizeItem(doc, 0, theirs, 5, 5, me)).toBe(false);
    undo.undo();
    expect(get(stroke).points).toEqual([1, 2, 11, 22]);
  });

  it('finds the topmost own item under a point', () => {
    const items = [{ id: 'a', author: 'me' }, { id: 'b', author: 'other' }, { id: 'c', author: 'me' }];
    expect(ownItemAt(items, 'me', () => true)?.id).toBe('c');
    expect(ownItemAt(items, 'me', (i) => i.id === 'b')).toBeNull();
  });
});
