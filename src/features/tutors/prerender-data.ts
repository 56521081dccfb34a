// Build time (src/prerender): the tutors whose profiles are prerendered with their data, and each profile's query
// filled as the page's own useQuery reads it. Free times and reviews stay out: they depend on the day and the
// visitor's time zone, and load after hydration as before.
import type { QueryClient } from '@tanstack/react-query';
import { getReader } from '../../data/reader';
import { fail } from '../../data/request-error';
import { tutorQueries } from './api';

const PAGE = 1000; // PostgREST's usual row limit per response

/** The ids of every active tutor, in a stable order. */
export async function activeTutorIds(): Promise<string[]> {
  const reader = await getReader();
  const ids: string[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await reader.from('tutors').select('id').eq('is_active', true).order('id').range(from, from + PAGE - 1);
    if (error) fail(error, 'Listing the tutors failed');
    ids.push(...(data ?? []).map((row: { id: string }) => row.id));
    if (!data || data.length < PAGE) return ids;
  }
}

/** The profile's data in `client`; false when the tutor is gone. */
export async function prefetchTutorProfile(client: QueryClient, id: string): Promise<boolean> {
  // Not through the device copy (there is no device here).
  const profile = await client.fetchQuery({ ...tutorQueries.detail(id), persister: undefined, retry: false });
  return profile !== null;
}
