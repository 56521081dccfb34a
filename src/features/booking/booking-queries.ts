// The learner's sessions and the tutor dashboard as TanStack Query page reads: kept on the device (pageQuery), so a
// dashboard visited online opens offline after a reload with its last data and its age. Changes (cancel,
// reschedule, review, notes, a queued request that became a booking) invalidate the reads they affect.
// Unlike the catalogue's 5 minutes, these reads are stale at once: the other party changes bookings from another
// device, so the copy on screen (memory or device) is shown immediately and refreshed in the background on every
// visit.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { pageQuery } from '../../data/query';
import { loadBookingSettings, loadLearnerBookings, loadMyTutorProfile, loadTutorBookings, reviewedBookingIds } from '../../data/repositories/booking-repository';
import { loadLearnerProfiles, loadNames, loadTutorNotes } from '../../data/repositories/learner-repository';
import { bookingKeys } from './query-keys';

async function loadLearnerSessions(userId: string) {
  const [bookings, settings] = await Promise.all([loadLearnerBookings(userId), loadBookingSettings()]);
  const past = bookings.filter((b) => b.status !== 'cancelled' && Date.parse(b.endsAt) <= Date.now()).map((b) => b.id);
  const reviewed = await reviewedBookingIds(past).catch(() => null);
  return { bookings, settings, reviewed };
}

async function loadTutorDashboard(userId: string) {
  const tutor = await loadMyTutorProfile(userId);
  if (!tutor) return null;
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const bookings = (await loadTutorBookings(tutor.id, start)).filter((b) => b.status !== 'cancelled');
  const learnerIds = [...new Set(bookings.map((b) => b.learnerId))];
  const [names, profiles, notes] = await Promise.all([loadNames(learnerIds), loadLearnerProfiles(learnerIds), loadTutorNotes(tutor.id)]);
  // Maps survive the device copy: IndexedDB stores structured clones.
  return { tutor, bookings, names, profiles: new Map(profiles.map((p) => [p.userId, p])), notes };
}

export function useLearnerSessions(userId: string | undefined) {
  return useQuery({
    ...pageQuery({ queryKey: bookingKeys.learnerSessions(userId ?? 'none'), queryFn: () => loadLearnerSessions(userId!) }),
    enabled: !!userId,
    staleTime: 0,
  });
}

export function useTutorDashboard(userId: string | undefined) {
  return useQuery({
    ...pageQuery({ queryKey: bookingKeys.tutorDashboard(userId ?? 'none'), queryFn: () => loadTutorDashboard(userId!) }),
    enabled: !!userId,
    staleTime: 0,
  });
}

/** A booking changed: both parties' reads that show it load again (the tutor's too, when the account is both). */
export function invalidateBookings(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: bookingKeys.allLearnerSessions }),
    client.invalidateQueries({ queryKey: bookingKeys.allTutorDashboards }),
  ]).then(() => undefined);
}
