// The signed-in user and their unread total, with the live inbox connection open while a component using it is
// mounted (the connection is shared: opened once, closed with its last user).
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../auth';
import { connectInbox, getUnread, subscribeUnread } from './inbox';

export function useInbox() {
  const { user } = useSession();
  const unread = useSyncExternalStore(subscribeUnread, getUnread, () => 0);
  useEffect(() => (user ? connectInbox(user.id) : undefined), [user?.id]);
  return { user, unread };
}
