// The images of the signed-in tutor's courses (from their lessons' Markdown), for figures on the board; kept on the
// device as a page query, so the list is there offline too.
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../../data/query';
import { fail } from '../../../data/request-error';
import { getSupabase } from '../../../data/supabase';
import { courseImages, type CourseImage } from '../core/figure';

export async function loadCourseImages(tutorUserId: string): Promise<CourseImage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('courses')
    .select('id, tutors!inner(user_id), course_lessons(position, body)')
    .eq('tutors.user_id', tutorUserId)
    .order('title');
  if (error) fail(error, 'Loading your courses failed');
  const rows = (data ?? []) as unknown as Array<{ course_lessons: Array<{ position: number; body: string }> | null }>;
  return courseImages(rows.flatMap((c) => [...(c.course_lessons ?? [])].sort((a, b) => a.position - b.position).map((l) => l.body)));
}

export function useCourseImages(tutorUserId: string, enabled: boolean) {
  return useQuery({
    ...pageQuery({ queryKey: ['lesson', 'course-images', tutorUserId] as const, queryFn: () => loadCourseImages(tutorUserId) }),
    enabled,
  });
}
