// Completes the session carried by the link that opened this page (email confirmation, magic link, Google, password
// recovery): once per page load, on the URL as it was when the page opened. The auth pages decide what comes next.
import { useEffect, useState } from 'react';
import { getSupabase } from '../../data/supabase';
import { UNEXPECTED_ERROR_MESSAGE } from '../../lib/auth-errors';
import { startSession } from './session';
import { completeSessionFromUrlOnce } from './url-session';

export type LinkSession = { kind: 'checking' } | { kind: 'signed-in' } | { kind: 'failed'; error: string };

/** `missingMessage` is shown when the URL carries nothing to complete (and no error of its own). */
export function useSessionFromLink(missingMessage: string, logContext: string): LinkSession {
  const [href] = useState(() => window.location.href);
  const [state, setState] = useState<LinkSession>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const client = await getSupabase();
        const result = await completeSessionFromUrlOnce(client, href);
        await startSession();
        if (!live) return;
        setState(result.signedIn ? { kind: 'signed-in' } : { kind: 'failed', error: result.error ?? missingMessage });
      } catch (failure) {
        console.error(`${logContext} failed`, failure);
        if (live) setState({ kind: 'failed', error: UNEXPECTED_ERROR_MESSAGE });
      }
    })();
    return () => {
      live = false;
    };
  }, [href, missingMessage, logContext]);

  return state;
}
