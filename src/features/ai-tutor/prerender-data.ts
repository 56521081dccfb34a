// Build time (src/prerender): the tutor models' list, filled as /tutor-models reads it, for its prerendered page.
import type { QueryClient } from '@tanstack/react-query';
import { tutorModelQueries } from './api';

export async function prefetchTutorModels(client: QueryClient): Promise<boolean> {
  await client.fetchQuery({ ...tutorModelQueries.list(), persister: undefined, retry: false });
  return true;
}
