// The course catalogue.
import { useTranslation } from '../../i18n/react';

export default function CoursesPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('courses.title')}</h1>
      <p className="page__lead">{t('courses.intro')}</p>
    </article>
  );
}
