// The founders' overview (admin only).
import { useTranslation } from '../../i18n/react';

export default function FounderHubPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('founderHub.title')}</h1>
      <p className="page__lead">{t('founderHub.intro')}</p>
    </article>
  );
}
