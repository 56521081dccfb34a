// When the page has settled: loaded, no fetch of its own under way, no request finished and no tap, click, key or
// scroll for `quietMs`, then the browser's next idle time. The service worker's first install (the whole app, some
// 250 files) waits for it: on a phone's few cores and thin connection that download and its cache writes slow down
// every task and every request of the page, so the first page's data and a tap right after the first paint would
// wait behind it. A backstop makes it happen anyway on a page that never goes quiet (polling, constant typing).
import { pendingFetches } from '../../lib/pending-fetches';

export interface SettleOptions {
  /** How long nothing must have happened. */
  quietMs?: number;
  /** From the load event: settled by then whatever happens. */
  backstopMs?: number;
}

/** How much longer to wait: 0 once the page is quiet or the deadline is reached (all times in ms, same clock). */
export function remainingWait({ now, lastActivity, busy, quietMs, deadline }: { now: number; lastActivity: number; busy: boolean; quietMs: number; deadline: number }): number {
  if (now >= deadline) return 0;
  const quietIn = busy ? quietMs : lastActivity + quietMs - now;
  return Math.max(0, Math.min(quietIn, deadline - now));
}

const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function whenPageSettled({ quietMs = 1000, backstopMs = 5000 }: SettleOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      let lastActivity = performance.now();
      const deadline = lastActivity + backstopMs;
      const touch = () => void (lastActivity = performance.now());
      for (const type of INPUTS) addEventListener(type, touch, { capture: true, passive: true });
      let observer: PerformanceObserver | undefined;
      try {
        observer = new PerformanceObserver(touch);
        observer.observe({ type: 'resource' });
      } catch {
        // No resource timing: the fetch count and the inputs still decide.
      }
      const done = () => {
        for (const type of INPUTS) removeEventListener(type, touch, { capture: true });
        observer?.disconnect();
        resolve();
      };
      const check = () => {
        const wait = remainingWait({ now: performance.now(), lastActivity, busy: pendingFetches() > 0, quietMs, deadline });
        if (wait > 0) setTimeout(check, wait);
        else if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 });
        else setTimeout(done, 0);
      };
      check();
    };
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  });
}
