// /courses/{id}: the course (subject, level, language, lessons, total duration, price in the visitor's currency),
// its lessons in order, and "Save for offline". Offline it reads the copy saved on this device; an unsaved course
// offline says so and lists what is saved. A saved copy older than the server's is refreshed when read online.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { courseVersion, isCourseId } from './catalogue';
import { useTranslation } from '../../i18n/react';
import { DataAge, useOnline } from '../../lib/ui/DataAge';
import { useLocale } from '../locale';
import { NotSavedError, useCourse, useExchangeRates } from './api';
import { CourseNotFound } from './CourseNotFound';
import { CourseFacts } from './CourseFacts';
import { formatMinutes } from './format';
import { SaveCourseButton } from './SaveCourseButton';
import { SavedCoursesList } from './SavedCoursesList';
import { refreshSavedCopy } from './refresh-saved';
import { useSavedCourse } from './saved-store';
import './courses.css';

export default withQueryProvider(CourseDetailPage);

function CourseDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation('courses');
  const { t: tData } = useTranslation('data');
  const { locale } = useLocale();
  const online = useOnline();
  const query = useCourse(id);
  const rates = useExchangeRates();
  const { saved } = useSavedCourse(id);

  const fromServer = query.data?.source === 'server' ? query.data.data : null;
  // Updating a saved course online refreshes the saved copy.
  useEffect(() => {
    if (fromServer && saved) refreshSavedCopy(saved, courseVersion(fromServer.course, fromServer.lessons));
  }, [fromServer, saved]);

  if (!isCourseId(id)) return <CourseNotFound />;
  if (query.isPending)
    return (
      <article className="page">
        <p role="status">{t('loading')}</p>
      </article>
    );
  if (query.isError) {
    const notSaved = query.error instanceof NotSavedError;
    return (
      <article className="page course-page">
        <h1>{notSaved && !online ? t('offline.heading') : t('error.heading')}</h1>
        <div className="notice notice--error" role="alert" data-testid="not-saved">
          <p>{notSaved && !online ? t('offline.notSaved') : tData('loadFailed')}</p>
        </div>
        {online ? (
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {tData('retry')}
          </button>
        ) : (
          <SavedCoursesList headingLevel={2} />
        )}
      </article>
    );
  }
  const found = query.data.data;
  if (!found) return <CourseNotFound />;
  const { course, lessons } = found;

  return (
    <article className="page course-page">
      <p className="breadcrumb">
        <Link to="/courses">{t('backToCourses')}</Link>
      </p>
      <header className="page__header">
        <h1 lang={course.language}>{course.title}</h1>
        <p className="page__lead" lang={course.language}>
          {course.summary}
        </p>
      </header>
      {query.data.source === 'saved' ? (
        <p className="data-age" role="status" data-testid="reading-saved">
          {t('offline.readingSaved')}
        </p>
      ) : (
        <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />
      )}
      <CourseFacts
        wide
        subjectName={course.subject_name}
        level={course.level}
        language={course.language}
        lessonCount={lessons.length}
        totalMinutes={lessons.reduce((sum, l) => sum + l.duration_minutes, 0)}
        priceMinor={course.price_minor}
        currency={course.currency}
        rates={rates.data ?? []}
      />
      <SaveCourseButton courseId={course.id} />
      {course.description && (
        <p className="course-description" lang={course.language}>
          {course.description}
        </p>
      )}
      <section aria-labelledby="course-lessons">
        <h2 id="course-lessons">{t('lessons.heading')}</h2>
        <ol className="lesson-list" data-testid="lesson-list">
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <Link to={`/courses/${course.id}/lessons/${lesson.position}`} lang={course.language}>
                {lesson.title}
              </Link>
              <span className="lesson-list__meta">{formatMinutes(lesson.duration_minutes, locale)}</span>
              {lesson.summary && (
                <p className="lesson-list__summary" lang={course.language}>
                  {lesson.summary}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
