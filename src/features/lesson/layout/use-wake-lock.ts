// Keeps the screen on while the room is open and writable (Screen Wake Lock): the lock is taken when the page is
// visible, the browser releases it when the page is hidden, and it is taken again once the page is visible again;
// released when the room closes or turns read-only. Where the API is missing or refused, nothing happens.
import { useEffect, useState } from 'react';

export type WakeLockState = 'off' | 'held' | 'released' | 'unsupported';

export function useWakeLock(active: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>('off');
  useEffect(() => {
    if (!active) return setState('off');
    const api = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> } }).wakeLock;
    if (!api) return setState('unsupported');
    let sentinel: WakeLockSentinel | null = null;
    let live = true;
    const take = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      void api.request('screen').then(
        (s) => {
          if (!live) return void s.release();
          sentinel = s;
          setState('held');
          s.addEventListener('release', () => live && setState('released'));
        },
        () => live && setState('released'),
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') take();
      // Hidden: the browser releases the lock itself; release it here too, so the state is the same everywhere.
      else void sentinel?.release();
    };
    take();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [active]);
  return state;
}
