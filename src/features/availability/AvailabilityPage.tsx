// Where a tutor edits the times they can teach.
import { useTranslation } from '../../i18n/react';

export default function AvailabilityPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('availability.title')}</h1>
      <p className="page__lead">{t('availability.intro')}</p>
    </article>
  );
}
