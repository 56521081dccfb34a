// The booking pages' server reads as TanStack Query keys: one factory, so a change invalidates the right ones.
export const bookingKeys = {
  all: ['booking'] as const,
  allLearnerSessions: ['booking', 'learner-sessions'] as const,
  learnerSessions: (userId: string) => ['booking', 'learner-sessions', userId] as const,
  allTutorDashboards: ['booking', 'tutor-dashboard'] as const,
  tutorDashboard: (userId: string) => ['booking', 'tutor-dashboard', userId] as const,
  taughtCourses: (tutorId: string) => ['booking', 'taught-courses', tutorId] as const,
};
