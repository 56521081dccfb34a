// Practice with generated questions.
import { useTranslation } from '../../i18n/react';

export default function PracticePage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('practice.title')}</h1>
      <p className="page__lead">{t('practice.intro')}</p>
    </article>
  );
}
