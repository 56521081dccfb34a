// A price in the visitor's currency. Converted amounts are marked approximate with the original (what is charged)
// one tap away; amounts with no exchange rate keep their own currency, labelled. Needs the 'data' namespace.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { viewPrice, type ExchangeRate, type Money } from '../../lib/money';
import { moneyQueries } from './api';
import { useVisitorLocale } from './use-visitor-locale';

interface PriceProps {
  money: Money;
  /** e.g. 'perHour': a key of data:price.units, appended to the amount. */
  unit?: 'perHour';
  /**
   * The exchange rates, when the page already reads them: a list passes them to each of its prices, so it holds one
   * query for all of them rather than one per row. Without them the price reads them itself.
   */
  rates?: readonly ExchangeRate[];
}

export function Price(props: PriceProps) {
  return props.rates ? <PriceText {...props} rates={props.rates} /> : <PriceReadingRates {...props} />;
}

function PriceReadingRates(props: PriceProps) {
  return <PriceText {...props} rates={usePriceRates()} />;
}

/** The exchange rates for prices (empty until they arrive). Arriving rates re-render in the background, not in one task. */
export function usePriceRates(): readonly ExchangeRate[] {
  return useDeferredValue(useQuery(moneyQueries.rates()).data) ?? NO_RATES;
}

const NO_RATES: readonly ExchangeRate[] = [];

function PriceText({ money, unit, rates }: PriceProps & { rates: readonly ExchangeRate[] }) {
  const { t } = useTranslation('data');
  const { locale, currency } = useVisitorLocale();
  const [showOriginal, setShowOriginal] = useState(false);
  const originalId = useId();
  const view = viewPrice(money, currency, locale, rates);
  const per = unit ? ` ${t(`price.units.${unit}`)}` : '';

  if (view.kind === 'exact') {
    return (
      <span className="price" data-testid="price" data-kind="exact">
        {view.text}
        {per}
      </span>
    );
  }
  if (view.kind === 'unconverted') {
    return (
      <span className="price" data-testid="price" data-kind="unconverted">
        {view.text}
        {per} <span className="price__note">{t('price.notConverted', { currency: view.originalCurrency })}</span>
      </span>
    );
  }
  return (
    <span className="price" data-testid="price" data-kind="approximate">
      <span>
        <abbr title={t('price.approximate')} className="price__approx">≈</abbr> {view.text}
        {per}
      </span>{' '}
      <button
        type="button"
        className="price__toggle"
        aria-expanded={showOriginal}
        aria-controls={originalId}
        onClick={() => setShowOriginal((v) => !v)}
      >
        {t('price.original')}
      </button>
      <span id={originalId} className="price__original" hidden={!showOriginal}>
        {t('price.chargedAs', { amount: view.original })}
      </span>
    </span>
  );
}
