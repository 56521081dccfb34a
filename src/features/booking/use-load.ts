// A small loader for one page's data: state per key, a reload, errors kept as values (never the crash screen).
import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> & { reload: () => void } {
  const [state, setState] = useState<{ key: string | null; value: Load<T> }>({ key: null, value: { status: 'loading' } });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => live && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is keyed by `key`: a new key loads again, a new closure alone does not.
  }, [key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const value: Load<T> = state.key === key ? state.value : { status: 'loading' };
  return { ...value, reload } as Load<T> & { reload: () => void };
}
