// Moving and resizing one's own board items (never the other party's): by a pointer drag, or by the keyboard in
// steps. Each change is one transaction with the user's origin, so undo takes it back. Plain TS over Yjs.
import type * as Y from 'yjs';
import { authorOf, ownersIn } from '../../../../supabase/functions/_shared/lesson-doc';
import { itemsOf, type LocalOrigin } from './board';
import { boundsOf } from './tools';

export const MIN_SIZE = 8;
const round = (n: number) => Math.round(n * 10) / 10;

/** Kinds whose size can change (text and math follow their content). */
export const RESIZABLE = new Set(['stroke', 'line', 'arrow', 'rect', 'ellipse', 'figure']);

function ownItem(doc: Y.Doc, page: number, id: string, origin: LocalOrigin): Y.Map<unknown> | null {
  const item = itemsOf(doc, page)?.toArray().find((m) => m.get('id') === id);
  // Whose it is as the server attributes it (the sync server refuses changes to another party's item anyway).
  return item && authorOf(item, ownersIn(doc)) === origin.userId ? item : null;
}

/** Moves an own item by (dx, dy) board units; false when it is not one's own. */
export function moveItem(doc: Y.Doc, page: number, id: string, dx: number, dy: number, origin: LocalOrigin): boolean {
  const item = ownItem(doc, page, id, origin);
  if (!item || (!dx && !dy)) return false;
  doc.transact(() => {
    const points = item.get('points');
    if (Array.isArray(points)) item.set('points', points.map((v: number, i) => round(v + (i % 2 ? dy : dx))));
    else {
      item.set('x', round(Number(item.get('x')) + dx));
      item.set('y', round(Number(item.get('y')) + dy));
    }
  }, origin);
  return true;
}

/** Resizes an own item by (dw, dh) from its top-left corner (at least MIN_SIZE); false when it cannot. */
export function resizeItem(doc: Y.Doc, page: number, id: string, dw: number, dh: number, origin: LocalOrigin): boolean {
  const item = ownItem(doc, page, id, origin);
  if (!item || !RESIZABLE.has(String(item.get('kind')))) return false;
  const b = boundsOf(item.toJSON());
  const w = Math.max(MIN_SIZE, b.w + dw);
  const h = Math.max(MIN_SIZE, b.h + dh);
  doc.transact(() => {
    const points = item.get('points');
    if (Array.isArray(points)) {
      // Scaled about the top-left corner (a flat stroke keeps its flat side).
      const sx = b.w ? w / b.w : 1;
      const sy = b.h ? h / b.h : 1;
      item.set('points', points.map((v: number, i) => round(i % 2 ? b.y + (v - b.y) * sy : b.x + (v - b.x) * sx)));
    } else {
      item.set('w', round(w));
      item.set('h', round(h));
    }
  }, origin);
  return true;
}

/** The topmost own item under a board point, or null. */
export function ownItemAt<T extends { id: string; author?: unknown }>(items: readonly T[], userId: string, hit: (item: T) => boolean): T | null {
  for (let i = items.length - 1; i >= 0; i--) if (items[i]!.author === userId && hit(items[i]!)) return items[i]!;
  return null;
}
