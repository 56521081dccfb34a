// Build time (src/prerender): the tutors whose profiles are prerendered with their data, and each profile's query
// filled as the page's own useQuery reads it. Free times and reviews stay out: they depend on the day and the
// visitor's time zone, and load after hydration as before.
import type { QueryClient } from '@tanstack/react-query';
import { readAllIds } from '../../data/reader';
import { tutorQueries } from './api';

/** The ids of every active tutor, in a stable order. */
export const activeTutorIds = (): Promise<string[]> => readAllIds('tutors', 'is_active', true);

/** The profile's data in `client`; false when the tutor is gone. */
export async function prefetchTutorProfile(client: QueryClient, id: string): Promise<boolean> {
  // Not through the device copy (there is no device here).
  const profile = await client.fetchQuery({ ...tutorQueries.detail(id), persister: undefined, retry: false });
  return profile !== null;
}
