// A read-only room on a device that made changes offline it could not send before the window closed: what shows is
// the room as the server holds it, plus this device's own items the server does not have, marked "Not shared" (they
// stay in the device copy, never lost). Items are told apart by their ids. Plain TS over Yjs documents.
import type * as Y from 'yjs';
import { lessonParts } from '../../../../supabase/functions/_shared/lesson-doc';

export type Marked<T> = T & { notShared?: true };

/** The server's entries, then the device's that the server does not have, marked. */
export function withUnshared<T extends { id: string }>(server: readonly T[], device: readonly T[]): Array<Marked<T>> {
  const known = new Set(server.map((e) => e.id));
  return [...server, ...device.filter((e) => !known.has(e.id)).map((e) => ({ ...e, notShared: true as const }))];
}

function itemIds(doc: Y.Doc): Set<string> {
  const ids = new Set<string>();
  for (const page of lessonParts(doc).pages.toArray()) {
    for (const item of (page.get('items') as Y.Array<Y.Map<unknown>> | undefined)?.toArray() ?? []) ids.add(String(item.get('id')));
  }
  return ids;
}

/** How many of the device's changes the server does not have: board items, chat messages, and the notes (as one). */
export function unsharedCount(server: Y.Doc, device: Y.Doc): number {
  const serverItems = itemIds(server);
  let n = [...itemIds(device)].filter((id) => !serverItems.has(id)).length;
  const serverChat = new Set(lessonParts(server).chat.toArray().map((m) => String(m.get('id'))));
  n += lessonParts(device).chat.toArray().filter((m) => !serverChat.has(String(m.get('id')))).length;
  if (lessonParts(device).notes.toString() !== lessonParts(server).notes.toString()) n += 1;
  return n;
}
