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

  /** `leavesPage`: on success the browser navigates away (Google), so the button stays busy until it does. */
  const run = useCallback(
    async (action: () => Promise<ActionResult>, { leavesPage = false } = {}): Promise<ActionResult | null> => {
      // A ref, not state: a second click in the same frame must see the first one.
      if (busy.current) return null;
      busy.current = true;
      setState({ pending: true, error: null, message: null });
      let result: ActionResult | undefined;
      try {
        result = await action();
        if (result.ok && leavesPage) return result;
        setState(
          result.ok
            ? { pending: false, error: null, message: result.message ?? null }
            : { pending: false, error: result.error, message: null },
        );
        return result;
      } finally {
        if (!(result?.ok && leavesPage)) busy.current = false;
      }
    },
    [],
  );

  const reset = useCallback(() => {
    busy.current = false;
    setState({ pending: false, error: null, message: null });
  }, []);

  return { ...state, run, reset };
}
