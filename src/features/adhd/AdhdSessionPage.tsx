// A running ADHD-friendly session.
import { useTranslation } from '../../i18n/react';

export default function AdhdSessionPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('adhdSession.title')}</h1>
      <p className="page__lead">{t('adhdSession.intro')}</p>
    </article>
  );
}
