// React access to the session. `useSettledSession` starts the client and reports the user once the stored session
// (and any sign-in in the URL) has been read: guards decide only then.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom, startSession } from './session';
import type { SessionUser } from './session-store';

export function useSession() {
  return useAtomValue(sessionAtom);
}

export function useSettledSession(): { settled: boolean; user: SessionUser | null } {
  const session = useAtomValue(sessionAtom);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    void startSession().then(() => live && setStarted(true));
    return () => {
      live = false;
    };
  }, []);
  const settled = started && !session.loading;
  return { settled, user: settled ? session.user : null };
}
