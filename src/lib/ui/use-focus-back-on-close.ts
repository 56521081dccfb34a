// Gives focus back to the button that opened a lazily mounted dialog once it has closed. The dialog mounts after the
// click, so it cannot remember that button itself; and while it is open the page behind it is inert, so focus can
// only move back on the next frame after it closed.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusBackOnClose(open: boolean, opener: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const frame = requestAnimationFrame(() => opener.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open, opener]);
}
