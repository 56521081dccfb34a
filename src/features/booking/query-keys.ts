// The booking feature's server reads as TanStack Query keys: one factory, so a change invalidates the right ones.
import { freeSlotKeys } from '../tutors';
export const bookingKeys = {
  all: ['booking'] as const,
  allLearnerSessions: ['booking', 'learner-sessions'] as const,
  learnerSessions: (userId: string) => ['booking', 'learner-sessions', userId] as const,
  allTutorDashboards: ['booking', 'tutor-dashboard'] as const,
  tutorDashboard: (userId: string) => ['booking', 'tutor-dashboard', userId] as const,
  taughtCourses: (tutorId: string) => ['booking', 'taught-courses', tutorId] as const,
  /** One booking, as the thanks page shows it to the signed-in user (row-level security: their own). */
  allBookings: ['booking', 'booking'] as const,
  booking: (userId: string, id: string) => ['booking', 'booking', userId, id] as const,
  /** The /book and /confirm steps' tutor and whether the chosen time is still free. */
  allSelections: ['booking', 'selection'] as const,
  selection: (tutorId: string, startsAt: string) => ['booking', 'selection', tutorId, startsAt] as const,
  /** The dates of a weekly series from a chosen time, as the database would book them now. */
  allSeriesPreviews: ['booking', 'series-preview'] as const,
  seriesPreview: (tutorId: string, startsAt: string, weeks: number) => ['booking', 'series-preview', tutorId, startsAt, weeks] as const,
  /** One weekly series with its dates, as the signed-in user may read it. */
  series: (userId: string, id: string) => ['booking', 'series', userId, id] as const,
  /** The series of these lessons (the dashboards' "Weekly, n lessons"). */
  seriesSummaries: (userId: string, ids: string) => ['booking', 'series-summaries', userId, ids] as const,
  /** The free times nearest to a taken one. */
  allAlternatives: ['booking', 'alternatives'] as const,
  alternatives: (tutorId: string, startsAt: string) => ['booking', 'alternatives', tutorId, startsAt] as const,
  /** A tutor's free times over the coming days from `day` (a UTC date: the key changes once a day). */
  allFreeSlots: freeSlotKeys.all,
  freeSlots: freeSlotKeys.of,
  /** The availability editor's rules of the signed-in tutor. */
  allAvailability: ['booking', 'availability'] as const,
  availability: (userId: string) => ['booking', 'availability', userId] as const,
  /** /learner-profiles: the learner's own profile and, for a tutor, their learners'. */
  allLearnerProfiles: ['booking', 'learner-profiles'] as const,
  learnerProfiles: (userId: string) => ['booking', 'learner-profiles', userId] as const,
  /**
   * A page of the student directory as the signed-in user may read it (learner_directory decides, and what it lists
   * an admin depends on the session's assurance level: nothing at aal1, so the level is part of the key).
   */
  directory: (userId: string, aal: string, search: string, page: number) => ['booking', 'directory', userId, aal, search, page] as const,
  /** One learner's bookings, as an admin opens them from the directory. */
  learnerBookings: (learnerId: string) => ['booking', 'learner-bookings', learnerId] as const,
};
