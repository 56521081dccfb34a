// /pricing: the plans from the database, each in the visitor's chosen currency and locale (Intl.NumberFormat).
// Changing the currency in Language & Region re-renders every price at once (the locale is app state); a plan
// without an amount in that currency shows another one, labelled.
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { pricingQueries, type PricingPlan } from './api';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/money';
import { DataAge, useOnline } from '../../lib/ui/DataAge';
import { numberFormat } from '../../lib/intl-cache';
import { useLocale } from '../locale';
import { BuyButton } from '../credits';
import { choosePlanAmount } from './plan-price';
import { planText } from './plan-text';
import './pricing.css';

export default withQueryProvider(PricingPage);

function PricingPage() {
  const { t } = useTranslation('pricing');
  const { t: tPages } = useTranslation('pages');
  const { t: tData } = useTranslation('data');
  const { currency } = useLocale();
  const online = useOnline();
  const plans = useQuery(pricingQueries.plans());
  // The cards render in the background (React yields every few ms), not in one task when the data arrives.
  const shown = useDeferredValue(plans.data);

  return (
    <article className="page pricing-page">
      <header className="page__header">
        <h1>{tPages('pricing.title')}</h1>
        <p className="page__lead">{t('lead')}</p>
        <p className="pricing-page__currency" data-testid="pricing-currency">
          {t('currencyNote', { currency })}
        </p>
      </header>
      {plans.data && <DataAge updatedAt={plans.dataUpdatedAt} refreshFailed={plans.isError} />}
      {(plans.isPending || (plans.data && !shown)) && <p role="status">{t('loading')}</p>}
      {plans.isError && !plans.data && (
        <div className="notice notice--error" role="alert">
          <p>{online ? tData('loadFailed') : t('offline')}</p>
          {online && (
            <button type="button" className="button button--ghost" onClick={() => void plans.refetch()}>
              {tData('retry')}
            </button>
          )}
        </div>
      )}
      {shown && shown.length === 0 && <p>{t('empty')}</p>}
      {shown && shown.length > 0 && (
        <ul className="plan-grid" aria-label={t('label')}>
          {shown.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
    </article>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const { locale, currency } = useLocale();
  const { t } = useTranslation('pricing');
  const amount = choosePlanAmount(plan.prices, currency);
  // Names and descriptions come from the database like the prices (pricing_plan_texts), in the visitor's language.
  const { name, description, lang } = planText(plan, locale);
  const money = amount.kind === 'none' ? null : { amountMinor: Number(amount.price.amount_minor), currency: amount.price.currency };

  return (
    <li className="plan card" data-testid="plan" data-plan={plan.slug}>
      <h2 className="card__title" lang={lang}>
        {name}
      </h2>
      <p className="plan__price" data-testid="plan-price">
        {money ? formatMoney(money, locale) : t('noPrice')}
        {money && plan.billing === 'monthly' && <span className="plan__billing"> {t('billing.monthly')}</span>}
      </p>
      {amount.kind === 'fallback' && (
        <p className="plan__fallback" data-testid="plan-fallback">
          {t('fallback', { wanted: amount.wanted, shown: amount.price.currency })}
        </p>
      )}
      {money && plan.sessions && plan.sessions > 1 && plan.billing === 'once' && (
        <p className="plan__per-session">
          {t('perSession', { amount: formatMoney({ ...money, amountMinor: Math.round(money.amountMinor / plan.sessions) }, locale) })}
        </p>
      )}
      <p className="plan__sessions">
        {plan.sessions && plan.sessions > 1
          ? t('sessions', { sessions: numberFormat(locale).format(plan.sessions), minutes: plan.session_minutes })
          : t('session', { minutes: plan.session_minutes })}
      </p>
      <p lang={lang}>{description}</p>
      <div className="plan__actions">
        {money && (
          <Suspense fallback={null}>
            <BuyButton planId={plan.id} planName={name} currency={money.currency} />
          </Suspense>
        )}
        <Link to="/tutors" className="button button--ghost">
          {t('choose')}
        </Link>
      </div>
    </li>
  );
}
