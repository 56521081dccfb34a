// After an item of a list is removed by its own button, focus goes to the same button of the item that took its
// place (or of the one before, or to `fallback`), so a keyboard or screen-reader user is not left on <body>.
import { useEffect, useRef, type DependencyList } from 'react';

export function focusAfterRemoval(list: HTMLElement | null, index: number, selector: string, fallback: HTMLElement | null): void {
  const controls = list ? [...list.querySelectorAll<HTMLElement>(selector)] : [];
  (controls[index] ?? controls[index - 1] ?? fallback)?.focus();
}

type Removal = { id: string; index: number; list: () => HTMLElement | null };

/**
 * focusAfterRemoval once React has rendered the list without the removed item. Not in a frame callback after the
 * store's write: that can run before the render, focus the removed item's own button, and lose focus with it.
 * - `controls`: the items' buttons, as focusAfterRemoval takes them; `item(id)`: the selector of one item.
 * - `rendered`: what changes when the list renders again (its data), checked after each such render.
 * Returns `removing(id, index, list)`, called as the removal starts, and `failed()`, called if it did not happen.
 */
export function useFocusAfterRemoval(
  { controls, item, fallback }: { controls: string; item: (id: string) => string; fallback: () => HTMLElement | null },
  rendered: DependencyList,
) {
  const pending = useRef<Removal | null>(null);
  useEffect(() => {
    const from = pending.current;
    const list = from?.list() ?? null;
    if (!from || list?.querySelector(item(from.id))) return;
    pending.current = null;
    focusAfterRemoval(list, from.index, controls, fallback());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what a new render of the list follows
  }, rendered);
  return {
    removing: (id: string, index: number, list: () => HTMLElement | null) => void (pending.current = { id, index, list }),
    failed: () => void (pending.current = null),
  };
}
