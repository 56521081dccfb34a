// Choosing a tutor and time to book.
import { useTranslation } from '../../i18n/react';

export default function BookPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('book.title')}</h1>
      <p className="page__lead">{t('book.intro')}</p>
    </article>
  );
}
