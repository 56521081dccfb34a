// Administration of the AI tutor models (admin only).
import { useTranslation } from '../../i18n/react';

export default function FounderAiPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('founderAi.title')}</h1>
      <p className="page__lead">{t('founderAi.intro')}</p>
    </article>
  );
}
