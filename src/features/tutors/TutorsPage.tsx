// The tutor directory.
import { useTranslation } from '../../i18n/react';

export default function TutorsPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('tutors.title')}</h1>
      <p className="page__lead">{t('tutors.intro')}</p>
    </article>
  );
}
