// A list the hub shows newest first, with "Show older …" pages further back: the first page comes from the hub's
// query, each older page is read after the last item shown (keyset paging in api.ts), until none is older. Once a page
// is shown, focus moves to its first item (read next by a screen reader; the button may be gone). The caller mounts
// the list with a key that changes with the first page, so pages read after an older first page are not kept.
import { useEffect, useRef, useState } from 'react';

export interface Page<T> {
  items: T[];
  more: boolean;
}

export type OlderPages<T> = ReturnType<typeof useOlderPages<T>>;

export function useOlderPages<T>(first: T[], more: boolean, loadAfter: (last: T | undefined) => Promise<Page<T>>) {
  const [older, setOlder] = useState<T[]>([]);
  const [hasOlder, setHasOlder] = useState(more);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  const items = [...first, ...older];

  // After React has rendered the page: a frame callback could run before that and focus nothing.
  useEffect(() => {
    const at = focusAt.current;
    focusAt.current = null;
    if (at !== null) list.current?.querySelectorAll<HTMLElement>(':scope > li')[at]?.focus();
  }, [older]);

  const showOlder = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await loadAfter(items.at(-1));
      if (page.items.length) focusAt.current = items.length;
      setOlder((shown) => [...shown, ...page.items]);
      setHasOlder(page.more);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return { items, hasOlder, loading, failed, showOlder, list };
}
