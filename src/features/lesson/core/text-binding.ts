// Binding a plain text field to a Y.Text: a local edit becomes the smallest delete + insert (common prefix and
// suffix kept), a remote change moves the field's selection with the text around it. Plain TS, no DOM.
import type * as Y from 'yjs';

/** The change from `before` to `after` as one splice. */
export function diffText(before: string, after: string): { index: number; remove: number; insert: string } | null {
  if (before === after) return null;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before[start] === after[start]) start++;
  let end = 0;
  while (end < max - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { index: start, remove: before.length - start - end, insert: after.slice(start, after.length - end) };
}

export function applyLocalText(text: Y.Text, after: string, origin: unknown): void {
  const change = diffText(text.toString(), after);
  if (!change || !text.doc) return;
  text.doc.transact(() => {
    if (change.remove) text.delete(change.index, change.remove);
    if (change.insert) text.insert(change.index, change.insert);
  }, origin);
}

type Delta = Array<{ retain?: number; insert?: unknown; delete?: number }>;

/** Where a position in the old text is after a remote change (given as a Yjs delta over the old text). */
export function movePosition(position: number, delta: Delta): number {
  let index = 0; // in the old text
  let shift = 0;
  for (const op of delta) {
    if (index > position) break;
    if (op.retain) index += op.retain;
    else if (typeof op.insert === 'string') shift += op.insert.length;
    else if (op.delete) {
      shift -= Math.min(op.delete, position - index);
      index += op.delete;
    }
  }
  return position + shift;
}
