// The learner's "Lesson credits" on the dashboard: the balance (a sum of ledger lines, computed by the database), the
// next credits to expire, orders waiting for payment, and the "Credit history" table with the balance after each
// movement.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { numberFormat } from '../../lib/intl-cache';
import { formatDate } from '../../lib/intl-format';
import { formatMoney } from '../../lib/money';
import { DataAge } from '../../lib/ui/DataAge';
import { useSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { creditQueries } from './api';
import { movementKey, signedAmount } from './movement-text';
import './credits.css';

const when = { dateStyle: 'medium', timeStyle: 'short' } as const;

export default function CreditsSection() {
  const { t } = useTranslation('credits');
  const { user } = useSession();
  const localeState = useLocale();
  const { locale } = localeState;
  const zone = effectiveTimezone(localeState);
  const data = useQuery({ ...creditQueries.mine(user?.id ?? 'none'), enabled: !!user });
  const n = numberFormat(locale).format;
  const credits = data.data;

  return (
    <section className="dashboard-card credits-section" aria-labelledby="credits-title" data-testid="credits">
      <h2 id="credits-title">{t('title')}</h2>
      {credits === undefined && !data.isError && <p aria-busy="true">{t('loading')}</p>}
      {credits === undefined && data.isError && <p role="alert">{t('loadFailed')}</p>}
      {credits && (
        <>
          <DataAge updatedAt={data.dataUpdatedAt} refreshFailed={data.isError} />
          <p className="credits-balance" data-testid="credit-balance" data-balance={credits.balance}>
            {t('balance', { n: n(credits.balance) })}
          </p>
          {credits.next_expiry && (
            <p>{t('nextExpiry', { n: n(credits.next_expiry.credits), date: formatDate(credits.next_expiry.at, locale, zone, { dateStyle: 'long' }) })}</p>
          )}
          {credits.open_orders.length > 0 && (
            <div>
              <h3>{t('openOrders')}</h3>
              <ul className="booking-list">
                {credits.open_orders.map((o) => (
                  <li key={o.id} className="booking-item" data-testid="open-order">
                    <span>
                      {o.plan} · {formatMoney({ amountMinor: o.amount_minor, currency: o.currency }, locale)} · {t('awaitingPayment')}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {credits.history.length === 0 ? (
            <p>
              {t('noHistory')} <Link to="/pricing">{t('plansLink')}</Link>
            </p>
          ) : (
            <div className="credits-table-wrap" tabIndex={0} role="group" aria-label={t('history')}>
              <table className="credits-table">
                <caption>{t('history')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.date')}</th>
                    <th scope="col">{t('columns.movement')}</th>
                    <th scope="col">{t('columns.credits')}</th>
                    <th scope="col">{t('columns.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {credits.history.map((m) => (
                    <tr key={m.id} data-kind={m.kind}>
                      <td>{formatDate(m.at, locale, zone, when)}</td>
                      <td>
                        {t(`kinds.${movementKey(m)}`)}
                        {m.plan && m.kind === 'purchase' ? ` · ${m.plan}` : ''}
                        {m.booking_starts_at ? ` · ${t('lessonOn', { date: formatDate(m.booking_starts_at, locale, zone, when) })}` : ''}
                        {m.reason && m.kind === 'correction' ? ` · ${m.reason}` : ''}
                      </td>
                      <td>{signedAmount(m.amount, n)}</td>
                      <td>{n(m.balance_after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
