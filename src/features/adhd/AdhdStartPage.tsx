// Start of an ADHD-friendly session.
import { useTranslation } from '../../i18n/react';

export default function AdhdStartPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('adhdStart.title')}</h1>
      <p className="page__lead">{t('adhdStart.intro')}</p>
    </article>
  );
}
