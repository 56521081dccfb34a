// Plain snapshots of the document for rendering: the items of a page, the page count, the chat. Each renews on any
// change of its part (observeDeep), which is cheap at a lesson's size.
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { lessonParts } from '../../../supabase/functions/_shared/lesson-doc';
import { itemsOf } from './core/board';

export type ItemSnapshot = Record<string, unknown> & { id: string; kind: string };
export type ChatSnapshot = { id: string; author: string; authorName: string; text: string; sentAt: string };

function usePart<T>(doc: Y.Doc, read: () => T, deps: unknown[]): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    setValue(read());
    const { pages, chat } = lessonParts(doc);
    const renew = () => setValue(read());
    pages.observeDeep(renew);
    chat.observeDeep(renew);
    return () => {
      pages.unobserveDeep(renew);
      chat.unobserveDeep(renew);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, ...deps]);
  return value;
}

export function usePageItems(doc: Y.Doc, pageIndex: number): ItemSnapshot[] {
  return usePart(doc, () => (itemsOf(doc, pageIndex)?.toArray() ?? []).map((item) => item.toJSON() as ItemSnapshot), [pageIndex]);
}

export function usePageCount(doc: Y.Doc): number {
  return usePart(doc, () => Math.max(1, lessonParts(doc).pages.length), []);
}

export function useChat(doc: Y.Doc): ChatSnapshot[] {
  return usePart(doc, () => lessonParts(doc).chat.toArray().map((m) => m.toJSON() as ChatSnapshot), []);
}
