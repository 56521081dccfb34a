// The AI tutor's catalogue read: the active tutor models (/tutor-models), read through getReader(), and its query
// (a page query: 1 retry, 5-minute stale time, kept on the device).
import { pageQuery } from '../../data/query/client';
import { getReader } from '../../data/reader';
import { CatalogueReadError } from '../../data/request-error';
import type { CourseLevel } from '../courses';

export interface TutorModel {
  id: string;
  slug: string;
  name: string;
  subject_focus: string;
  teaching_style: string;
  levels: CourseLevel[];
  description: string;
  language: string;
}

export async function listTutorModels(): Promise<TutorModel[]> {
  const supabase = await getReader();
  const { data, error } = await supabase
    .from('tutor_models')
    .select('id, slug, name, subject_focus, teaching_style, levels, description, language')
    .eq('is_active', true)
    .order('position')
    .limit(50);
  if (error) throw new CatalogueReadError(error.message);
  return (data ?? []) as TutorModel[];
}

export const tutorModelKeys = {
  list: () => ['tutor-models'] as const,
};

export const tutorModelQueries = {
  list: () => pageQuery({ queryKey: tutorModelKeys.list(), queryFn: listTutorModels }),
};
