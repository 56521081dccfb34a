// One sending tab at a time: whoever gets the Web Lock sends; the others are woken over BroadcastChannel.
import type { SendLock } from './engine';

export const LOCK_NAME = 'summit-outbox';

export function webLock(fallback: SendLock): SendLock {
  return async (fn) => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks?.request) return fallback(fn);
    return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await fn();
      return true;
    });
  };
}

/** The same lock within one tab, for browsers without Web Locks. */
export function tabLock(): SendLock {
  let busy = false;
  return async (fn) => {
    if (busy) return false;
    busy = true;
    try {
      await fn();
      return true;
    } finally {
      busy = false;
    }
  };
}
