// The account panels change the account: the auth service confirms the session before they show (checkUserWithServer;
// offline, the stored session decides). Once per user; null while asking.
import { useEffect, useState } from 'react';
import { checkUserWithServer, type UserCheck } from '../auth';

export function useUserCheck(userId: string | undefined): UserCheck | null {
  const [check, setCheck] = useState<{ userId: string; result: UserCheck } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void checkUserWithServer(userId).then((result) => live && setCheck({ userId, result }));
    return () => {
      live = false;
    };
  }, [userId]);
  return check && check.userId === userId ? check.result : null;
}
