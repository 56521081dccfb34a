// An administrator's view of one tutor (admin only).
import { useTranslation } from '../../i18n/react';

export default function FounderTutorPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('founderTutor.title')}</h1>
      <p className="page__lead">{t('founderTutor.intro')}</p>
    </article>
  );
}
