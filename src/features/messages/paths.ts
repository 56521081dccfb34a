// The feature's routes, for links from other features and from its own pages.
export const messagesPath = (conversationId?: string) => (conversationId ? `/messages/${conversationId}` : '/messages');
export const messageTutorPath = (tutorId: string) => `/messages/with/${tutorId}`;
/** A tutor's way to a learner they have a booking with (the server decides). */
export const messageLearnerPath = (learnerId: string) => `/messages/with-learner/${learnerId}`;
