// Shown after a booking is made.
import { useTranslation } from '../../i18n/react';

export default function BookingThanksPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('bookingThanks.title')}</h1>
      <p className="page__lead">{t('bookingThanks.intro')}</p>
    </article>
  );
}
