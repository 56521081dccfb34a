// The booking feature's server module: its reads (TanStack Query options with the spec's defaults, one key factory),
// its writes and what they invalidate. The calls live in small files by resource:
//   api-bookings.ts      bookings and the booking functions (book, cancel, reschedule, review), booking settings
//   api-availability.ts  a tutor's weekly hours, date overrides, session length and buffer
//   api-free-slots.ts    free slots (tutor_free_slots), the one way the app reads them, and their query
//   api-learners.ts      learner profiles, names, a tutor's private notes
//   booking-queries.ts   the query options and hooks, and the invalidations of each change
// Offline, a confirmed booking waits in the outbox: its kind is offline-kind.ts, its request list booking-requests.ts.
// Another feature's page that needs only free slots (the tutor profile) imports api-free-slots.ts itself: through
// this file the bundler keeps every module re-exported here (a class declaration counts as a side effect), which
// would add the whole booking module to the catalogue's chunks.
export * from './api-bookings';
export * from './api-availability';
export * from './api-free-slots';
export * from './api-learners';
export { bookingKeys } from './query-keys';
export {
  bookingQueries,
  invalidateAvailability,
  invalidateBookings,
  invalidateLearnerDetails,
  useLearnerSessions,
  useTutorDashboard,
  utcDay,
} from './booking-queries';
export type { SelectionData } from './selection-data';
