// Build time (src/prerender): the published courses whose pages are prerendered with their data, and each page's
// query filled as its useCourse reads it (from the server). Exchange rates and the device's saved copy stay out:
// they load after hydration as before.
import type { QueryClient } from '@tanstack/react-query';
import { readAllIds } from '../../data/reader';
import { courseKeys } from './api';
import { getCourse } from './catalogue';

/** The ids of every published course, in a stable order. */
export const publishedCourseIds = (): Promise<string[]> => readAllIds('course_catalogue', 'is_published', true);

/** The course page's data in `client`; false when the course is gone. */
export async function prefetchCoursePage(client: QueryClient, id: string): Promise<boolean> {
  const found = await getCourse(id);
  client.setQueryData(courseKeys.detail(id), { data: found, source: 'server' as const });
  return found !== null;
}
