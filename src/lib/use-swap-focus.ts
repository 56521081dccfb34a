// Focus for a control that swaps itself for a group (a confirmation, a list of new times) and back: a keyboard or
// screen-reader user would otherwise be left on <body> each time, the button they pressed being gone.
import { useEffect, useRef } from 'react';

/**
 * `state` is 'idle' or the name of what is open. When it opens, the element marked `data-swap-group` (give it
 * tabIndex={-1}) inside the returned ref takes focus; when it closes, the element marked `data-swap-opener` with the
 * name of what was open does.
 */
export function useSwapFocus<T extends HTMLElement>(state: string) {
  const root = useRef<T>(null);
  const last = useRef(state);
  useEffect(() => {
    const previous = last.current;
    last.current = state;
    if (previous === state) return;
    const el = root.current;
    if (state !== 'idle') el?.querySelector<HTMLElement>('[data-swap-group]')?.focus();
    else el?.querySelector<HTMLElement>(`[data-swap-opener="${previous}"]`)?.focus();
  }, [state]);
  return root;
}
