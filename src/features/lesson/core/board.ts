// The board over the lesson document: pages, items added and erased, the user's own undo/redo, chat messages.
// Every local change runs in a transaction with the user's origin, which the undo manager tracks: undo and redo touch
// only one's own actions, never the other party's.
import * as Y from 'yjs';
import { lessonParts } from '../../../../supabase/functions/_shared/lesson-doc';
import type { ItemFields } from './tools';

export type ItemMap = Y.Map<unknown>;

/** The origin of this device's local changes (one per room and user). */
export interface LocalOrigin {
  userId: string;
}

/** The origin of changes that are nobody's action (the first page): never undone. */
export const SETUP_ORIGIN = 'lesson-setup';

export const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2) + Date.now().toString(36);

function makePage(): Y.Map<unknown> {
  const page = new Y.Map<unknown>();
  page.set('id', newId());
  page.set('items', new Y.Array<ItemMap>());
  return page;
}

/**
 * Makes the first page when the document has none. The room calls it once the server's copy has arrived (a room
 * opened offline for the first time makes it with its first item), so two devices rarely both make a first page.
 */
export function ensurePage(doc: Y.Doc): void {
  const { pages } = lessonParts(doc);
  // Not the user's origin: undoing one's first item must not take the page away.
  if (pages.length === 0) doc.transact(() => pages.push([makePage()]), SETUP_ORIGIN);
}

export function pageCount(doc: Y.Doc): number {
  return lessonParts(doc).pages.length;
}

export function itemsOf(doc: Y.Doc, pageIndex: number): Y.Array<ItemMap> | null {
  const page = lessonParts(doc).pages.get(pageIndex);
  return (page?.get('items') as Y.Array<ItemMap> | undefined) ?? null;
}

/** Adds a page at the end; returns its index. */
export function addPage(doc: Y.Doc, origin: LocalOrigin): number {
  const { pages } = lessonParts(doc);
  doc.transact(() => pages.push([makePage()]), origin);
  return pages.length - 1;
}

export function addItem(doc: Y.Doc, pageIndex: number, fields: ItemFields, origin: LocalOrigin, now = Date.now()): string | null {
  if (pageIndex === 0) ensurePage(doc);
  const items = itemsOf(doc, pageIndex);
  if (!items) return null;
  const id = newId();
  doc.transact(() => {
    const item = new Y.Map<unknown>();
    item.set('id', id);
    item.set('author', origin.userId);
    item.set('createdAt', now);
    for (const [key, value] of Object.entries(fields)) item.set(key, value);
    items.push([item]);
  }, origin);
  return id;
}

export function removeItems(doc: Y.Doc, pageIndex: number, ids: readonly string[], origin: LocalOrigin): number {
  const items = itemsOf(doc, pageIndex);
  if (!items || ids.length === 0) return 0;
  const wanted = new Set(ids);
  let removed = 0;
  doc.transact(() => {
    for (let i = items.length - 1; i >= 0; i--) {
      if (wanted.has(items.get(i).get('id') as string)) {
        items.delete(i, 1);
        removed++;
      }
    }
  }, origin);
  return removed;
}

/** Undo/redo of this user's own board changes (the other party's stay). */
export function createUndo(doc: Y.Doc, origin: LocalOrigin): Y.UndoManager {
  const { pages } = lessonParts(doc);
  return new Y.UndoManager([pages], { trackedOrigins: new Set([origin]), captureTimeout: 300 });
}

export function sendChat(doc: Y.Doc, message: { author: string; authorName: string; text: string }, origin: LocalOrigin, now = new Date()): boolean {
  const text = message.text.trim();
  if (!text) return false;
  const { chat } = lessonParts(doc);
  doc.transact(() => {
    const m = new Y.Map<unknown>();
    m.set('id', newId());
    m.set('author', message.author);
    m.set('authorName', message.authorName);
    m.set('text', text);
    m.set('sentAt', now.toISOString());
    chat.push([m]);
  }, origin);
  return true;
}
