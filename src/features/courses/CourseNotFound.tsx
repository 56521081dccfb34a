// What a course or lesson address that leads nowhere shows (unknown or malformed id, missing lesson).
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';

export function CourseNotFound({ lesson = false }: { lesson?: boolean }) {
  const { t } = useTranslation('courses');
  return (
    <article className="page page--intro">
      <h1>{lesson ? t('notFound.lessonHeading') : t('notFound.heading')}</h1>
      <p className="page__lead">{lesson ? t('notFound.lessonMessage') : t('notFound.message')}</p>
      <p>
        <Link to="/courses" className="button button--primary">
          {t('notFound.back')}
        </Link>
      </p>
    </article>
  );
}

