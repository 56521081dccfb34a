// The booking feature's server module: its reads (TanStack Query options with the spec's defaults, one key factory),
// its writes and what they invalidate. The calls live in small files by resource:
//   api-bookings.ts      bookings and the booking functions (book, cancel, reschedule, review), booking settings
//   api-availability.ts  a tutor's weekly hours, date overrides, session length and buffer
//   api-learners.ts      learner profiles, names, a tutor's private notes
//   booking-queries.ts   the query options and hooks, and the invalidations of each change
// Offline, a confirmed booking waits in the outbox: its kind is offline-kind.ts, its request list booking-requests.ts.
// A tutor's free slots belong to the tutors feature (its index.ts), which the tutor profile reads without loading this
// module (the bundler keeps every module re-exported here: a class declaration counts as a side effect).
export * from './api-bookings';
export * from './api-availability';
export { FREE_SLOT_DAYS, loadFreeSlots, type FreeSlot } from '../tutors';
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
