// The messages feature's public face: the header's link (lazy, after the first paint) and the unread count for
// other features (the lesson room's bar). Light: nothing here loads supabase-js or the sync provider.
import { lazy } from 'react';

export const messagesPath = (conversationId?: string) => (conversationId ? `/messages/${conversationId}` : '/messages');
export const messageTutorPath = (tutorId: string) => `/messages/with/${tutorId}`;
export const UnreadMessagesLink = lazy(() => import('./UnreadMessagesLink'));
