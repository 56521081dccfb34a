// Free slots of a tutor: the one way the app reads them. The database function tutor_free_slots computes them
// from the tutor's weekly hours in their time zone, minus bookings and the minimum notice (SQL is the authority,
// so the booking insert can check the same rule).
import { getReader } from '../../data/reader';
import { fail } from '../../data/request-error';

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
