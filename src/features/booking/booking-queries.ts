// The booking feature's server reads as TanStack Query page reads (src/data/query: 1 retry, none offline, 5-minute
// stale time, kept on the device), so a page visited online opens offline after a reload with its last data and its
// age; and the invalidations its changes (book, cancel, reschedule, review, availability, profiles, notes) make.
// The learner's sessions and the tutor dashboard are stale at once: the other party changes bookings from another
// device, so the copy on screen (memory or device) is shown immediately and refreshed in the background on every
// visit.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { pageQuery } from '../../data/query';
import { loadAvailability } from './api-availability';
import { loadBooking, loadBookingSettings, loadLearnerBookings, loadMyTutorProfile, loadTutorBookings, loadTutorLearnerIds, reviewedBookingIds } from './api-bookings';
import { freeSlotsQuery } from '../tutors';
import { allCreditsKey } from '../credits';
import { loadLearnerDirectory, loadLearnerProfiles, loadNames, loadTutorNotes, type LearnerProfile } from './api-learners';
import { bookingKeys } from './query-keys';
import { loadAlternatives, loadSelection } from './selection-data';

async function loadLearnerSessions(userId: string) {
  const [bookings, settings] = await Promise.all([loadLearnerBookings(userId), loadBookingSettings()]);
  const past = bookings.filter((b) => b.status !== 'cancelled' && Date.parse(b.endsAt) <= Date.now()).map((b) => b.id);
  const reviewed = await reviewedBookingIds(past).catch(() => null);
  return { bookings, settings, reviewed };
}

async function loadTutorDashboard(userId: string) {
  const tutor = await loadMyTutorProfile(userId);
  if (!tutor) return null;
  // A day back rather than the device's midnight: Today is the day of the dashboard's zone (splitByToday).
  const dayAgo = new Date(Date.now() - 24 * 3600_000);
  const bookings = (await loadTutorBookings(tutor.id, dayAgo)).filter((b) => b.status !== 'cancelled');
  const learnerIds = [...new Set(bookings.map((b) => b.learnerId))];
  const [names, profiles, notes] = await Promise.all([loadNames(learnerIds), loadLearnerProfiles(learnerIds), loadTutorNotes(tutor.id)]);
  // Maps survive the device copy: IndexedDB stores structured clones.
  return { tutor, bookings, names, profiles: new Map(profiles.map((p) => [p.userId, p])), notes };
}

/** /dashboard/availability: the signed-in tutor's rules and the booking settings, or null for a non-tutor. */
async function loadAvailabilityPage(userId: string) {
  const tutor = await loadMyTutorProfile(userId);
  if (!tutor) return null;
  const [availability, settings] = await Promise.all([loadAvailability(tutor.id), loadBookingSettings()]);
  return { tutor, availability, settings };
}

/** /learner-profiles: the learner's own profile and, for a tutor, the learners they have bookings with. */
async function loadLearnerProfilesPage(userId: string) {
  const [own] = await loadLearnerProfiles([userId]);
  const tutor = await loadMyTutorProfile(userId);
  let learners: { id: string; name: string; profile: LearnerProfile | undefined }[] = [];
  if (tutor) {
    const ids = await loadTutorLearnerIds(tutor.id);
    const [names, profiles] = await Promise.all([loadNames(ids), loadLearnerProfiles(ids)]);
    learners = ids.map((id) => ({ id, name: names.get(id) ?? '—', profile: profiles.find((p) => p.userId === id) }));
  }
  return { own: own ?? { userId, goals: '', level: null, subjects: [], needs: [], accommodations: '' }, isTutor: !!tutor, learners };
}

/** Today as a UTC date: the free-slot keys change once a day, not every render. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

export const bookingQueries = {
  learnerSessions: (userId: string) =>
    queryOptions({ ...pageQuery({ queryKey: bookingKeys.learnerSessions(userId), queryFn: () => loadLearnerSessions(userId) }), staleTime: 0 }),
  tutorDashboard: (userId: string) =>
    queryOptions({ ...pageQuery({ queryKey: bookingKeys.tutorDashboard(userId), queryFn: () => loadTutorDashboard(userId) }), staleTime: 0 }),
  booking: (userId: string, id: string) => pageQuery({ queryKey: bookingKeys.booking(userId, id), queryFn: () => loadBooking(id) }),
  selection: (tutorId: string, startsAt: string) =>
    pageQuery({ queryKey: bookingKeys.selection(tutorId, startsAt), queryFn: () => loadSelection(tutorId, startsAt) }),
  alternatives: (tutorId: string, startsAt: string) =>
    pageQuery({ queryKey: bookingKeys.alternatives(tutorId, startsAt), queryFn: () => loadAlternatives(tutorId, startsAt) }),
  freeSlots: freeSlotsQuery,
  availability: (userId: string) => pageQuery({ queryKey: bookingKeys.availability(userId), queryFn: () => loadAvailabilityPage(userId) }),
  learnerProfiles: (userId: string) => pageQuery({ queryKey: bookingKeys.learnerProfiles(userId), queryFn: () => loadLearnerProfilesPage(userId) }),
  directory: (userId: string, aal: string, search: string, page: number) =>
    pageQuery({ queryKey: bookingKeys.directory(userId, aal, search, page), queryFn: () => loadLearnerDirectory(search, page) }),
  learnerBookings: (learnerId: string) => pageQuery({ queryKey: bookingKeys.learnerBookings(learnerId), queryFn: () => loadLearnerBookings(learnerId) }),
};

export function useLearnerSessions(userId: string | undefined) {
  return useQuery({ ...bookingQueries.learnerSessions(userId ?? 'none'), enabled: !!userId });
}

export function useTutorDashboard(userId: string | undefined) {
  return useQuery({ ...bookingQueries.tutorDashboard(userId ?? 'none'), enabled: !!userId });
}

const invalidateAll = (client: QueryClient, keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);

/**
 * A booking was made, cancelled, moved or reviewed: every read that shows bookings or the free times they take
 * loads again (both parties' dashboards, the tutor's learners, the booking steps, the thanks page).
 */
export function invalidateBookings(client: QueryClient): Promise<void> {
  return invalidateAll(client, [
    bookingKeys.allLearnerSessions,
    bookingKeys.allTutorDashboards,
    bookingKeys.allLearnerProfiles,
    bookingKeys.allBookings,
    bookingKeys.allSelections,
    bookingKeys.allAlternatives,
    bookingKeys.allFreeSlots,
    allCreditsKey,
  ]);
}

/** A tutor saved their availability: the editor's copy and every free-time read. */
export function invalidateAvailability(client: QueryClient): Promise<void> {
  return invalidateAll(client, [bookingKeys.allAvailability, bookingKeys.allSelections, bookingKeys.allAlternatives, bookingKeys.allFreeSlots]);
}

/** A learner profile, a name or a tutor's note changed: the pages that show them. */
export function invalidateLearnerDetails(client: QueryClient): Promise<void> {
  return invalidateAll(client, [bookingKeys.allLearnerProfiles, bookingKeys.allTutorDashboards]);
}
