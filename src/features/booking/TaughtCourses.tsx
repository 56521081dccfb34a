// Tutor dashboard section: the published courses the tutor teaches, each a link to its page and the course pages'
// own "Save for offline" button (the same saved-courses store the learner dashboard lists).
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { pageQuery } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { listTutorCourses, SaveCourseButton } from '../courses';
import { bookingKeys } from './query-keys';

export function TaughtCourses({ tutorId }: { tutorId: string }) {
  const { t } = useTranslation('booking');
  const courses = useQuery(pageQuery({ queryKey: bookingKeys.taughtCourses(tutorId), queryFn: () => listTutorCourses(tutorId) }));
  return (
    <section aria-labelledby="taught-courses" data-testid="taught-courses">
      <h2 id="taught-courses">{t('tutor.courses')}</h2>
      {courses.isPending && <p aria-busy="true">{t('book.loading')}</p>}
      {courses.isError && !courses.data && <p role="alert">{t('errors.loadFailed')}</p>}
      {courses.data && courses.data.length === 0 && <p>{t('tutor.noCourses')}</p>}
      {courses.data && courses.data.length > 0 && (
        <ul className="booking-list">
          {courses.data.map((course) => (
            <li key={course.id} data-testid="taught-course">
              <div className="booking-item" role="group" aria-labelledby={`taught-${course.id}`}>
                <Link id={`taught-${course.id}`} to={`/courses/${course.id}`} lang={course.language}>
                  {course.title}
                </Link>
                {course.summary && <span lang={course.language}>{course.summary}</span>}
                <Suspense fallback={null}>
                  <SaveCourseButton courseId={course.id} />
                </Suspense>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
