// The shape of a lesson room's Yjs document, shared by the app (src/features/lesson) and the sync server
// (services/lesson/server.mjs), which stores a plain projection of it that SQL can read (export, safeguarding
// reports). One document per booking, named `lesson:<bookingId>` (lowercase uuid).
//
//   pages  Y.Array<Y.Map>  one map per board page: { id: string, items: Y.Array<Y.Map> } (at least one page)
//   item   Y.Map          { id, kind, author (user id), createdAt (epoch ms), ...fields of its kind }:
//            stroke            points: number[] (x0, y0, x1, y1, … in board units), color, width
//            line | arrow      points: [x0, y0, x1, y1], color, width
//            rect | ellipse    x, y, w, h, color, width
//            text | sticky     x, y, text, color
//            math              x, y, latex, color
//            figure            x, y, w, h, href (an image of the tutor's courses, by its address: /lessons/…), alt
//   notes  Y.Text           the shared notes, as Markdown (headings, lists, $…$ math)
//   chat   Y.Array<Y.Map>  { id, author (user id), authorName, text, sentAt (ISO 8601) }
//   clients Y.Map<string>  written only by the sync server: Yjs client id (decimal) → the user whose connection
//                          used it ('' once that account is deleted). Who made an item or a message is the owner of
//                          the client that created its map (`authorOf`); the `author` a device writes into the item is
//                          only a fallback for content the server never attributed (rooms stored before it did).
import type * as Y from 'yjs';

export const LESSON_DOC_PREFIX = 'lesson:';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const ITEM_KINDS = ['stroke', 'line', 'arrow', 'rect', 'ellipse', 'text', 'sticky', 'math', 'figure'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export function lessonDocName(bookingId: string): string {
  return LESSON_DOC_PREFIX + bookingId.toLowerCase();
}

/** The booking id of a document name, or null when the name is not a lesson document. */
export function bookingIdOf(documentName: string): string | null {
  if (!documentName.startsWith(LESSON_DOC_PREFIX)) return null;
  const id = documentName.slice(LESSON_DOC_PREFIX.length);
  return UUID.test(id) ? id : null;
}

export const LESSON_CLIENTS = 'clients';

export const lessonParts = (doc: Y.Doc) => ({
  pages: doc.getArray<Y.Map<unknown>>('pages'),
  notes: doc.getText('notes'),
  chat: doc.getArray<Y.Map<unknown>>('chat'),
  clients: doc.getMap<string>(LESSON_CLIENTS),
});

/**
 * The owner of a Yjs client id: a user id, null for a deleted account, undefined when the server never attributed it.
 * By default read from the document's `clients` map (what the server wrote); the server passes its own records.
 */
export type OwnerOf = (client: number) => string | null | undefined;

export const ownersIn = (doc: Y.Doc): OwnerOf => {
  const clients = lessonParts(doc).clients;
  return (client) => {
    const owner = clients.get(String(client));
    return typeof owner === 'string' ? owner || null : undefined;
  };
};

const isMap = (v: unknown): v is Y.Map<unknown> =>
  !!v && typeof (v as Y.Map<unknown>).get === 'function' && typeof (v as Y.Map<unknown>).toJSON === 'function' && !('insert' in (v as object));

/** Who made a board item or a chat message: the owner of the client that created it, else the `author` it carries. */
export function authorOf(part: Y.Map<unknown>, ownerOf: OwnerOf): string | null {
  const made = part._item?.id.client;
  if (made !== undefined) {
    const owner = ownerOf(made);
    if (owner !== undefined) return owner;
  }
  const written = part.get('author');
  return typeof written === 'string' ? written : null;
}

export interface LessonProjection {
  notesMarkdown: string;
  chat: Array<{ author: string | null; authorName: string; text: string; sentAt: string }>;
  /** The board outline: one entry per item, page by page (what a screen reader's outline says). */
  board: Array<{ page: number; kind: string; text: string | null; latex: string | null; author: string | null }>;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The plain content of a lesson document, for SQL (export of one's data, reports) and for the board outline. Authors
 * as `authorOf` says (the server passes its own records of the clients' owners). Anything not of the shape above (a
 * page or a message that is not a map) is left out.
 */
export function projectLesson(doc: Y.Doc, ownerOf: OwnerOf = ownersIn(doc)): LessonProjection {
  const { pages, notes, chat } = lessonParts(doc);
  const board: LessonProjection['board'] = [];
  pages.toArray().forEach((page, index) => {
    if (!isMap(page)) return;
    const items = page.get('items') as Y.Array<unknown> | undefined;
    const list = items && typeof (items as Y.Array<unknown>).toArray === 'function' && !isMap(items) ? items.toArray() : [];
    for (const item of list) {
      if (!isMap(item)) continue;
      board.push({ page: index + 1, kind: str(item.get('kind')) ?? 'unknown', text: str(item.get('text')), latex: str(item.get('latex')), author: authorOf(item, ownerOf) });
    }
  });
  return {
    notesMarkdown: notes.toString(),
    chat: chat
      .toArray()
      .filter(isMap)
      .map((m) => ({ author: authorOf(m, ownerOf), authorName: str(m.get('authorName')) ?? '', text: str(m.get('text')) ?? '', sentAt: str(m.get('sentAt')) ?? '' })),
    board,
  };
}
