// Plain snapshots of the document for rendering: the items of a page, the page count, the chat. Each renews on any
// change of its part (observeDeep), which is cheap at a lesson's size. An item's or a message's `author` is who the
// sync server says made it (`authorOf`, from the room's `clients` map), never only what a device wrote into it.
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { authorOf, lessonParts, ownersIn } from '../../../../supabase/functions/_shared/lesson-doc';
import { itemsOf } from '../core/board';

export type ItemSnapshot = Record<string, unknown> & { id: string; kind: string };
export type ChatSnapshot = { id: string; author: string | null; authorName: string; text: string; sentAt: string };

function usePart<T>(doc: Y.Doc, read: () => T, deps: unknown[], owners?: Y.Doc): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    setValue(read());
    const { pages, chat } = lessonParts(doc);
    const { clients } = lessonParts(owners ?? doc);
    const renew = () => setValue(read());
    pages.observeDeep(renew);
    chat.observeDeep(renew);
    clients.observe(renew);
    return () => {
      pages.unobserveDeep(renew);
      chat.unobserveDeep(renew);
      clients.unobserve(renew);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, owners, ...deps]);
  return value;
}

/** A map's plain content with its author as the server attributes it. */
export function snapshotOf<T>(part: Y.Map<unknown>, ownersDoc: Y.Doc): T {
  return { ...part.toJSON(), author: authorOf(part, ownersIn(ownersDoc)) } as T;
}

/**
 * The items of a page. `owners`: the document whose `clients` map names the authors (the room's own, when `doc` is
 * a step of the replay or the server's copy; the same clients made the items in all of them).
 */
export function usePageItems(doc: Y.Doc, pageIndex: number, owners: Y.Doc = doc): ItemSnapshot[] {
  return usePart(doc, () => (itemsOf(doc, pageIndex)?.toArray() ?? []).map((item) => snapshotOf<ItemSnapshot>(item, owners)), [pageIndex], owners);
}

export function usePageCount(doc: Y.Doc): number {
  return usePart(doc, () => Math.max(1, lessonParts(doc).pages.length), []);
}

export function useChat(doc: Y.Doc, owners: Y.Doc = doc): ChatSnapshot[] {
  return usePart(doc, () => lessonParts(doc).chat.toArray().map((m) => snapshotOf<ChatSnapshot>(m, owners)), [], owners);
}
