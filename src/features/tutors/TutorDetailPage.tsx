// One tutor's public profile.
import { useTranslation } from '../../i18n/react';

export default function TutorDetailPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('tutorDetail.title')}</h1>
      <p className="page__lead">{t('tutorDetail.intro')}</p>
    </article>
  );
}
