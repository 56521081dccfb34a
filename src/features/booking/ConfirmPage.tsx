// Confirmation step of a booking.
import { useTranslation } from '../../i18n/react';

export default function ConfirmPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('confirm.title')}</h1>
      <p className="page__lead">{t('confirm.intro')}</p>
    </article>
  );
}
