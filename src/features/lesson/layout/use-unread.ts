// The chat messages of the other party not seen yet: those that arrived while the chat was not shown. Messages the
// room already held when it opened count as seen (they are the lesson's history, not news).
import { useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { lessonParts } from '../../../../supabase/functions/_shared/lesson-doc';
import { useChat } from '../board/use-board';

const EMPTY_DOC = new Y.Doc();

export function useUnread(doc: Y.Doc | null, me: string, chatShown: boolean): number {
  const messages = useChat(doc ?? EMPTY_DOC);
  const seen = useRef<Set<string> | null>(null);
  const [, renew] = useState(0);
  useEffect(() => {
    if (!doc || seen.current) return;
    // Read from the document itself: the snapshots above may not hold it yet.
    seen.current = new Set(lessonParts(doc).chat.toArray().map((m) => String(m.get('id'))));
    renew((n) => n + 1);
  }, [doc]);
  useEffect(() => {
    if (!chatShown || !seen.current) return;
    const before = seen.current.size;
    for (const m of messages) seen.current.add(m.id);
    if (seen.current.size !== before) renew((n) => n + 1);
  }, [chatShown, messages]);
  if (chatShown || !seen.current) return 0;
  const read = seen.current;
  return messages.filter((m) => m.author !== me && !read.has(m.id)).length;
}
