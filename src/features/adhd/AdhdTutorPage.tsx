// The ADHD-friendly tutor.
import { useTranslation } from '../../i18n/react';

export default function AdhdTutorPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('adhdTutor.title')}</h1>
      <p className="page__lead">{t('adhdTutor.intro')}</p>
    </article>
  );
}
