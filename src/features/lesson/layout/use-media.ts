// Whether a media query matches, following its changes (the room's layout: laptop from 64rem wide, phone below).
import { useSyncExternalStore } from 'react';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (change) => {
      const list = matchMedia(query);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    () => matchMedia(query).matches,
    () => true,
  );
}

export const WIDE_ROOM = '(min-width: 64rem)';
