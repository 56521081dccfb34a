// False while the page is rendered at build time (prerender) and while the client hydrates that HTML, true after:
// parts that depend on the device (stored session, lazily loaded header controls) render their build-time state
// first, so hydration matches, then switch. A page rendered on the client alone (no prerendered HTML) is true at once.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
