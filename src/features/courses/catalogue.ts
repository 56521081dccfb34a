// The course catalogue's reads: courses, their lessons and lesson bodies, through getReader() (postgrest-js for a
// guest, supabase-js with a session). Filtering, ordering and paging happen on the server (PostgREST); the course list
// reads a view that already holds lesson counts and durations. Plain TypeScript without TanStack Query: the course
// pages read through api.ts (query keys and options), and saving a course for offline reads these directly.
import { getReader } from '../../data/reader';
import { CatalogueReadError } from '../../data/request-error';

export type CourseLevel = 'beginner' | 'intermediate' | 'advanced';

export interface CourseSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  level: CourseLevel;
  language: string;
  price_minor: number;
  currency: string;
  updated_at: string;
  subject_slug: string | null;
  subject_name: string | null;
  lesson_count: number;
  total_minutes: number;
}

export interface Course extends CourseSummary {
  description: string;
}

export interface LessonSummary {
  id: string;
  course_id: string;
  position: number;
  title: string;
  summary: string;
  duration_minutes: number;
  updated_at: string;
}

export interface Lesson extends LessonSummary {
  body: string;
}

export interface CourseWithLessons {
  course: Course;
  lessons: LessonSummary[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A course id as it may appear in a URL: anything else is "not found" without asking the server. */
export function isCourseId(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A lesson position from a URL: a positive whole number of at most 4 digits. */
export function parsePosition(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,3}$/.test(value)) return null;
  return Number(value);
}

const SUMMARY_COLUMNS = 'id, slug, title, summary, level, language, price_minor, currency, updated_at, subject_slug, subject_name, lesson_count, total_minutes';
const LESSON_COLUMNS = 'id, course_id, position, title, summary, duration_minutes, updated_at';

export const COURSES_PAGE_SIZE = 12;

export async function listCourses(page = 1): Promise<{ courses: CourseSummary[]; total: number }> {
  const supabase = await getReader();
  const from = (page - 1) * COURSES_PAGE_SIZE;
  const { data, error, count } = await supabase
    .from('course_catalogue')
    .select(SUMMARY_COLUMNS, { count: 'exact' })
    .eq('is_published', true)
    .order('title')
    .range(from, from + COURSES_PAGE_SIZE - 1);
  if (error?.code === 'PGRST103') {
    // A page past the last one (an old link, a typed number): no courses, and how many there are, so the page can
    // offer the last one instead of an error.
    const all = await supabase.from('course_catalogue').select('id', { count: 'exact', head: true }).eq('is_published', true);
    if (all.error) throw new CatalogueReadError(all.error.message);
    return { courses: [], total: all.count ?? 0 };
  }
  if (error) throw new CatalogueReadError(error.message);
  return { courses: (data ?? []) as CourseSummary[], total: count ?? 0 };
}

/** The course and its lessons (without bodies); null when there is no such published course. */
export async function getCourse(id: string): Promise<CourseWithLessons | null> {
  if (!isCourseId(id)) return null;
  const supabase = await getReader();
  const [course, lessons, description] = await Promise.all([
    supabase.from('course_catalogue').select(SUMMARY_COLUMNS).eq('id', id).eq('is_published', true).maybeSingle(),
    supabase.from('course_lessons').select(LESSON_COLUMNS).eq('course_id', id).order('position'),
    supabase.from('courses').select('description').eq('id', id).maybeSingle(),
  ]);
  const error = course.error ?? lessons.error ?? description.error;
  if (error) throw new CatalogueReadError(error.message);
  if (!course.data) return null;
  return {
    course: { ...(course.data as CourseSummary), description: (description.data?.description as string | undefined) ?? '' },
    lessons: (lessons.data ?? []) as LessonSummary[],
  };
}

/** One lesson with its Markdown body; null when the course or the position does not exist. */
export async function getLesson(courseId: string, position: number): Promise<Lesson | null> {
  if (!isCourseId(courseId)) return null;
  const supabase = await getReader();
  const { data, error } = await supabase
    .from('course_lessons')
    .select(`${LESSON_COLUMNS}, body`)
    .eq('course_id', courseId)
    .eq('position', position)
    .maybeSingle();
  if (error) throw new CatalogueReadError(error.message);
  return (data as Lesson | null) ?? null;
}

/** Every lesson of a course with its body: what "save for offline" stores. */
export async function getLessonsWithBodies(courseId: string): Promise<Lesson[]> {
  const supabase = await getReader();
  const { data, error } = await supabase.from('course_lessons').select(`${LESSON_COLUMNS}, body`).eq('course_id', courseId).order('position');
  if (error) throw new CatalogueReadError(error.message);
  return (data ?? []) as Lesson[];
}

/** The newest change of a course or any of its lessons: a saved copy older than this is refreshed. */
export function courseVersion(course: Pick<Course, 'updated_at'>, lessons: ReadonlyArray<Pick<LessonSummary, 'updated_at'>>): string {
  return [course.updated_at, ...lessons.map((l) => l.updated_at)].map((t) => new Date(t).toISOString()).sort().at(-1)!;
}
