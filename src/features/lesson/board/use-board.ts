// Plain snapshots of the document for rendering: the items of a page, the page count, the chat. Each listens only to
// its own part, and a change renews only what it touched (../core/snapshots): a new stroke on a board of 500 renders
// one item, not 501. A change renders as a transition: React renders it in slices between which the browser handles
// input and paints (a stroke's end, a batch of the other party's strokes, the server's answer on opening). An item's
// or a message's `author` is who the sync server says made it (`authorOf`, from the room's `clients` map), never only
// what a device wrote into it.
import { startTransition, useEffect, useMemo, useState } from 'react';
import type * as Y from 'yjs';
import { lessonParts, ownersIn, type OwnerOf } from '../../../../supabase/functions/_shared/lesson-doc';
import { itemsOf } from '../core/board';
import { sameList, SnapshotCache } from '../core/snapshots';

export type ItemSnapshot = Record<string, unknown> & { id: string; kind: string };
type AnyType = Y.AbstractType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type ChatSnapshot = { id: string; author: string | null; authorName: string; text: string; sentAt: string };

/**
 * A list of snapshots of `part(doc)`'s maps, renewed on a deep change of that part or of `owners`' clients map; the
 * previous list stays (no render) when nothing in it changed.
 */
function useSnapshots<T>(doc: Y.Doc, owners: Y.Doc, part: () => AnyType | null, list: () => Y.Map<unknown>[], deps: unknown[]): T[] {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const cache = useMemo(() => new SnapshotCache<T>(), [doc, owners, ...deps]);
  const [value, setValue] = useState<T[]>(() => list().map((m) => cache.of(m, ownersIn(owners))));
  useEffect(() => {
    const renew = () => {
      const ownerOf = ownersOnce(owners);
      const next = list().map((m) => cache.of(m, ownerOf));
      startTransition(() => setValue((prev) => (sameList(prev, next) ? prev : next)));
    };
    renew();
    // The part's parent (the pages array for a page's items) is observed: the page may not exist yet.
    const observed = part();
    const onDeep = (events: Array<Y.YEvent<AnyType>>) => {
      cache.forget(events);
      renew();
    };
    const { clients } = lessonParts(owners);
    observed?.observeDeep(onDeep);
    clients.observe(renew);
    return () => {
      observed?.unobserveDeep(onDeep);
      clients.unobserve(renew);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache]);
  return value;
}

/** `ownersIn(owners)`, each client asked once per pass over a list (a room has a few clients and many items). */
function ownersOnce(owners: Y.Doc): OwnerOf {
  const ownerOf = ownersIn(owners);
  const known = new Map<number, string | null | undefined>();
  return (client) => {
    if (!known.has(client)) known.set(client, ownerOf(client));
    return known.get(client);
  };
}

/**
 * The items of a page. `owners`: the document whose `clients` map names the authors (the room's own, when `doc` is
 * a step of the replay or the server's copy; the same clients made the items in all of them).
 */
export function usePageItems(doc: Y.Doc, pageIndex: number, owners: Y.Doc = doc): ItemSnapshot[] {
  return useSnapshots<ItemSnapshot>(doc, owners, () => lessonParts(doc).pages, () => itemsOf(doc, pageIndex)?.toArray() ?? [], [pageIndex]);
}

export function usePageCount(doc: Y.Doc): number {
  const read = () => Math.max(1, lessonParts(doc).pages.length);
  const [count, setCount] = useState(read);
  useEffect(() => {
    const { pages } = lessonParts(doc);
    const renew = () => setCount(read());
    renew();
    // Pages are added or removed in the array itself: no deep changes (strokes) needed here.
    pages.observe(renew);
    return () => pages.unobserve(renew);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc]);
  return count;
}

export function useChat(doc: Y.Doc, owners: Y.Doc = doc): ChatSnapshot[] {
  return useSnapshots<ChatSnapshot>(doc, owners, () => lessonParts(doc).chat, () => lessonParts(doc).chat.toArray(), []);
}
