// The courses feature's server module: the course pages' reads (TanStack Query, one key factory) over the catalogue's
// reads (catalogue.ts), with the saved-for-offline copy as the fallback: when the network read fails and the course
// was saved on this device, the saved copy is shown instead. The exchange rates are the money feature's query (one
// key for the resource), which the course pages keep fresh for an hour.
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../data/query';
import { moneyQueries } from '../money';
import { getCourse, getLesson, isCourseId, listCourses, type CourseWithLessons, type Lesson } from './catalogue';

export const courseKeys = {
  all: ['courses'] as const,
  list: (page: number) => ['courses', 'list', page] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
  lesson: (id: string, position: number) => ['courses', 'lesson', id, position] as const,
};

/** Where shown data came from: the server (or its cached copy) or the course saved on this device. */
export type Source = 'server' | 'saved';

/** Offline (or unreachable) and this course is not saved on the device. */
export class NotSavedError extends Error {
  constructor(readonly cause: unknown) {
    super('Not available offline: this course is not saved on this device');
    this.name = 'NotSavedError';
  }
}

const savedCourses = () => import('./saved');

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function courseFromServerOrDevice(id: string): Promise<{ data: CourseWithLessons | null; source: Source }> {
  try {
    if (offline()) throw new Error('offline');
    return { data: await getCourse(id), source: 'server' };
  } catch (error) {
    const saved = await (await savedCourses()).getSavedCourse(id).catch(() => undefined);
    if (saved) return { data: { course: saved.course, lessons: saved.lessons }, source: 'saved' };
    throw new NotSavedError(error);
  }
}

async function lessonFromServerOrDevice(id: string, position: number): Promise<{ data: Lesson | null; source: Source }> {
  try {
    if (offline()) throw new Error('offline');
    return { data: await getLesson(id, position), source: 'server' };
  } catch (error) {
    const lesson = await (await savedCourses()).getSavedLesson(id, position).catch(() => undefined);
    if (lesson) return { data: lesson, source: 'saved' };
    throw new NotSavedError(error);
  }
}

export function useCourseList(page: number) {
  return useQuery(pageQuery({ queryKey: courseKeys.list(page), queryFn: () => listCourses(page) }));
}

export function useCourse(id: string | undefined) {
  const valid = isCourseId(id);
  return useQuery({
    ...pageQuery({ queryKey: courseKeys.detail(valid ? id : 'invalid'), queryFn: () => courseFromServerOrDevice(id!) }),
    enabled: valid,
    // A course read from the device copy is not kept in the query cache's device copy as well.
    persister: undefined,
  });
}

export function useLesson(id: string | undefined, position: number | null) {
  const valid = isCourseId(id) && position !== null;
  return useQuery({
    ...pageQuery({ queryKey: courseKeys.lesson(valid ? id : 'invalid', position ?? 0), queryFn: () => lessonFromServerOrDevice(id!, position!) }),
    enabled: valid,
    persister: undefined,
  });
}

/** The exchange rates: the money feature's one query (one key for every page that converts prices). */
export function useExchangeRates() {
  return useQuery({ ...moneyQueries.rates(), staleTime: 60 * 60_000 });
}
