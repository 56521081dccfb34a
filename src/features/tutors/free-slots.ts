// Free slots of a tutor: the one way the app reads them, and their one query (the tutor profile's slot list, booking
// and rescheduling a session share it; booking's changes invalidate it by `freeSlotKeys.all`). The database function tutor_free_slots computes them
// from the tutor's weekly hours in their time zone, minus bookings and the minimum notice (SQL is the authority,
// so the booking insert can check the same rule).
import { pageQuery } from '../../data/query/client';
import { getReader } from '../../data/reader';
import { fail } from '../../data/request-error';

/** Under 'booking' since the first release: copies kept on devices keep their key. */
export const freeSlotKeys = {
  all: ['booking', 'free-slots'] as const,
  of: (tutorId: string, day: string) => ['booking', 'free-slots', tutorId, day] as const,
};

export interface FreeSlot {
  /** ISO 8601 instants (UTC). */
  startsAt: string;
  endsAt: string;
}

export async function loadFreeSlots(tutorId: string, from: Date, to: Date): Promise<FreeSlot[]> {
  const supabase = await getReader();
  const { data, error } = await supabase.rpc('tutor_free_slots', {
    p_tutor_id: tutorId,
    p_from: from.toISOString(),
    p_to: to.toISOString(),
  });
  if (error) fail(error, 'Loading free slots failed');
  return ((data ?? []) as { starts_at: string; ends_at: string }[]).map((row) => ({
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
  }));
}

/** How many days of free slots a tutor's profile offers, and a learner may move a session to. */
export const FREE_SLOT_DAYS = 14;

/** A tutor's free slots for FREE_SLOT_DAYS days from now; `day` is today as a UTC date (the key changes once a day). */
export function freeSlotsQuery(tutorId: string, day: string) {
  return pageQuery({
    queryKey: freeSlotKeys.of(tutorId, day),
    queryFn: () => {
      const from = new Date();
      return loadFreeSlots(tutorId, from, new Date(from.getTime() + FREE_SLOT_DAYS * 86_400_000));
    },
  });
}
