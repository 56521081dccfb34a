// The published courses one tutor teaches, as the tutor dashboard (booking feature) lists them.
import { getReader } from '../../data/reader';
import { CatalogueReadError } from '../../data/request-error';

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
