// The messages feature's public face: the header's link (lazy, after the first paint), the unread count for
// other features (the lesson room's bar) and the "Message" link the dashboards place on each booking and past lesson.
// Light: nothing here loads supabase-js or the sync provider.
import { lazy } from 'react';

export { messagesPath, messageTutorPath, messageLearnerPath } from './paths';
export const UnreadMessagesLink = lazy(() => import('./UnreadMessagesLink'));
export const MessageLink = lazy(() => import('./MessageLink'));
// The founder hub's list of conversation reports.
export const ConversationReports = lazy(() => import('./ConversationReports'));
