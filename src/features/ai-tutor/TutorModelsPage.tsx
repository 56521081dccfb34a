// The AI tutor models on offer.
import { useTranslation } from '../../i18n/react';

export default function TutorModelsPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('tutorModels.title')}</h1>
      <p className="page__lead">{t('tutorModels.intro')}</p>
    </article>
  );
}
