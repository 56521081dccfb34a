// The published courses one tutor teaches, as the tutor dashboard (booking feature) lists them. Left here for the
// booking feature's own server module to take; the course catalogue's reads live in src/features/courses.
import { getReader } from '../reader';
import { CatalogueReadError } from '../request-error';

/** A course as the tutor dashboard lists it: the published courses one tutor teaches. */
export interface TaughtCourse {
  id: string;
  title: string;
  summary: string;
  language: string;
}

export async function listTutorCourses(tutorId: string): Promise<TaughtCourse[]> {
  const supabase = await getReader();
  const { data, error } = await supabase
    .from('courses')
    .select('id, title, summary, language')
    .eq('tutor_id', tutorId)
    .eq('is_published', true)
    .order('title');
  if (error) throw new CatalogueReadError(error.message);
  return (data ?? []) as TaughtCourse[];
}
