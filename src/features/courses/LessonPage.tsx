// /courses/{id}/lessons/{position}: one lesson, its Markdown rendered in the language it is written in, with
// previous / next. Reads the server, or the copy saved on this device when offline.
import { Link, useParams } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { isCourseId, parsePosition } from './catalogue';
import { useTranslation } from '../../i18n/react';
import { useOnline } from '../../lib/ui/DataAge';
import { useLocale } from '../locale';
import { NotSavedError, useCourse, useLesson } from './api';
import { CourseNotFound } from './CourseNotFound';
import { formatMinutes } from './format';
import { LessonMarkdown } from './LessonMarkdown';
import { SavedCoursesList } from './SavedCoursesList';
import './courses.css';

export default withQueryProvider(LessonPage);

function LessonPage() {
  const { id, position: positionParam } = useParams();
  const position = parsePosition(positionParam);
  const { t } = useTranslation('courses');
  const { t: tData } = useTranslation('data');
  const { locale } = useLocale();
  const online = useOnline();
  const course = useCourse(id);
  const lesson = useLesson(id, position);

  if (!isCourseId(id)) return <CourseNotFound />;
  if (position === null) return <CourseNotFound lesson />;
  if (course.isPending || lesson.isPending)
    return (
      <article className="page">
        <p role="status">{t('loading')}</p>
      </article>
    );
  const error = course.error ?? lesson.error;
  if (error || !course.data || !lesson.data) {
    const notSaved = error instanceof NotSavedError && !online;
    return (
      <article className="page course-page">
        <h1>{notSaved ? t('offline.heading') : t('error.heading')}</h1>
        <div className="notice notice--error" role="alert" data-testid="not-saved">
          <p>{notSaved ? t('offline.notSaved') : tData('loadFailed')}</p>
        </div>
        {notSaved && <SavedCoursesList headingLevel={2} />}
      </article>
    );
  }
  if (!course.data.data) return <CourseNotFound />;
  if (!lesson.data.data) return <CourseNotFound lesson />;

  const { course: info, lessons } = course.data.data;
  const current = lesson.data.data;
  const index = lessons.findIndex((l) => l.position === current.position);
  const previous = index > 0 ? lessons[index - 1] : undefined;
  const next = index >= 0 && index < lessons.length - 1 ? lessons[index + 1] : undefined;

  return (
    <article className="page lesson-page">
      <p className="breadcrumb">
        <Link to={`/courses/${info.id}`} lang={info.language}>
          {info.title}
        </Link>
      </p>
      <header className="page__header">
        <p className="lesson-page__position">{t('lessons.position', { position: index + 1, total: lessons.length })}</p>
        <h1 lang={info.language}>{current.title}</h1>
        <p className="lesson-page__meta">{formatMinutes(current.duration_minutes, locale)}</p>
      </header>
      {lesson.data.source === 'saved' && (
        <p className="data-age" role="status" data-testid="reading-saved">
          {t('offline.readingSaved')}
        </p>
      )}
      <div lang={info.language} data-testid="lesson-content">
        <LessonMarkdown markdown={current.body} courseId={info.id} />
      </div>
      <nav className="lesson-nav" aria-label={t('lessons.navigation')}>
        {previous ? (
          <Link to={`/courses/${info.id}/lessons/${previous.position}`} rel="prev">
            <span className="lesson-nav__label">{t('lessons.previous')}</span>
            <span lang={info.language}>{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={`/courses/${info.id}/lessons/${next.position}`} rel="next" className="lesson-nav__next">
            <span className="lesson-nav__label">{t('lessons.next')}</span>
            <span lang={info.language}>{next.title}</span>
          </Link>
        ) : (
          <Link to={`/courses/${info.id}`} className="lesson-nav__next">
            <span className="lesson-nav__label">{t('lessons.finished')}</span>
          </Link>
        )}
      </nav>
    </article>
  );
}
