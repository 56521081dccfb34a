// Runs one auth action at a time for a form: progress state, no double submit, and the resulting message.
import { useCallback, useRef, useState } from 'react';
import type { ActionResult } from './auth-actions';

export interface ActionState {
  pending: boolean;
  error: string | null;
  message: string | null;
}

export function useAuthAction() {
  const busy = useRef(false);
  const [state, setState] = useState<ActionState>({ pending: false, error: null, message: null });

  const run = useCallback(async (action: () => Promise<ActionResult>): Promise<ActionResult | null> => {
    // A ref, not state: a second click in the same frame must see the first one.
    if (busy.current) return null;
    busy.current = true;
    setState({ pending: true, error: null, message: null });
    try {
      const result = await action();
      setState(
        result.ok
          ? { pending: false, error: null, message: result.message ?? null }
          : { pending: false, error: result.error, message: null },
      );
      return result;
    } finally {
      busy.current = false;
    }
  }, []);

  const showError = useCallback((error: string) => setState({ pending: false, error, message: null }), []);

  return { ...state, run, showError };
}
