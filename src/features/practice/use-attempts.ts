// The learner's attempt history on this device, following the session: a guest's own, or (after sign-in) the
// account's — the guest's attempts adopted first, then those made on other devices pulled in when online.
import { useCallback, useEffect, useState } from 'react';
import { adoptGuestAttempts, listAttempts, pullAttempts, recordAttempt, type LocalAttempt, type NewAttempt } from './api';
import { useSettledSession } from '../auth';

export interface AttemptsState {
  settled: boolean;
  userId: string | null;
  attempts: LocalAttempt[];
  record: (attempt: Omit<NewAttempt, 'userId'>) => Promise<LocalAttempt>;
}

export function useAttempts(): AttemptsState {
  const { settled, user } = useSettledSession();
  const userId = user?.id ?? null;
  const [attempts, setAttempts] = useState<LocalAttempt[]>([]);

  useEffect(() => {
    if (!settled) return;
    let live = true;
    void (async () => {
      if (userId) await adoptGuestAttempts(userId);
      const local = await listAttempts(userId);
      if (live) setAttempts(local);
      if (userId && (await pullAttempts(userId)) > 0 && live) setAttempts(await listAttempts(userId));
    })();
    return () => {
      live = false;
    };
  }, [settled, userId]);

  const record = useCallback(
    async (attempt: Omit<NewAttempt, 'userId'>) => {
      const saved = await recordAttempt({ ...attempt, userId });
      setAttempts((list) => [...list, saved]);
      return saved;
    },
    [userId],
  );

  return { settled, userId, attempts, record };
}
