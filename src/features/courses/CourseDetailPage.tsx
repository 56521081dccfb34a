// One course.
import { useTranslation } from '../../i18n/react';

export default function CourseDetailPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('courseDetail.title')}</h1>
      <p className="page__lead">{t('courseDetail.intro')}</p>
    </article>
  );
}
