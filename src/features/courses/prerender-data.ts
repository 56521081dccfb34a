// Build time (src/prerender): the published courses whose pages are prerendered with their data, and each page's
// query filled as its useCourse reads it (from the server). Exchange rates and the device's saved copy stay out:
// they load after hydration as before.
import type { QueryClient } from '@tanstack/react-query';
import { getReader } from '../../data/reader';
import { courseKeys } from './api';
import { CatalogueReadError } from '../../data/request-error';
import { getCourse } from './catalogue';

const PAGE = 1000; // PostgREST's usual row limit per response

/** The ids of every published course, in a stable order. */
export async function publishedCourseIds(): Promise<string[]> {
  const reader = await getReader();
  const ids: string[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await reader.from('course_catalogue').select('id').eq('is_published', true).order('id').range(from, from + PAGE - 1);
    if (error) throw new CatalogueReadError(error.message);
    ids.push(...(data ?? []).map((row: { id: string }) => row.id));
    if (!data || data.length < PAGE) return ids;
  }
}

/** The course page's data in `client`; false when the course is gone. */
export async function prefetchCoursePage(client: QueryClient, id: string): Promise<boolean> {
  const found = await getCourse(id);
  client.setQueryData(courseKeys.detail(id), { data: found, source: 'server' as const });
  return found !== null;
}
