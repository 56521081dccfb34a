// A course price in the visitor's currency: converted with the exchange rates and marked approximate, with the
// original amount (what is charged) one tap away; without a rate it shows its own currency, labelled.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { viewPrice, type ExchangeRate } from '../../lib/money';
import { useLocale } from '../locale';

export function CoursePrice({ amountMinor, currency, rates }: { amountMinor: number; currency: string; rates: readonly ExchangeRate[] }) {
  const { t } = useTranslation('courses');
  const { locale, currency: visitorCurrency } = useLocale();
  const [showOriginal, setShowOriginal] = useState(false);
  const detailsId = useId();
  const view = viewPrice({ amountMinor, currency }, visitorCurrency, locale, rates);

  if (view.kind === 'exact') return <span className="price" data-testid="course-price">{view.text}</span>;
  if (view.kind === 'unconverted')
    return (
      <span className="price" data-testid="course-price">
        {view.text} <span className="price__label">{t('price.inOwnCurrency', { currency: view.originalCurrency })}</span>
      </span>
    );
  return (
    <span className="price" data-testid="course-price">
      <span>{t('price.approximate', { amount: view.text })}</span>{' '}
      <button type="button" className="price__toggle" aria-expanded={showOriginal} aria-controls={detailsId} onClick={() => setShowOriginal((v) => !v)}>
        {showOriginal ? t('price.hideOriginal') : t('price.showOriginal')}
      </button>
      <span id={detailsId} className="price__original" hidden={!showOriginal} data-testid="course-price-original">
        {t('price.charged', { amount: view.original, currency: view.originalCurrency })}
      </span>
    </span>
  );
}
