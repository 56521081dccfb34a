// Plans and session prices.
import { useTranslation } from '../../i18n/react';

export default function PricingPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('pricing.title')}</h1>
      <p className="page__lead">{t('pricing.intro')}</p>
    </article>
  );
}
