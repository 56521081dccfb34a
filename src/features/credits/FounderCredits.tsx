// The founder hub's credits: figures from the ledger (sold, used, expired, refunded, corrected, still held, money
// received per currency), every open order with "Record payment" (bank transfer or cash), and a correction of a
// learner's credits with its reason. The database checks the admin's second factor on each call.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { numberFormat } from '../../lib/intl-cache';
import { formatDate } from '../../lib/intl-format';
import { formatMoney } from '../../lib/money';
import { useSession } from '../auth';
import { useLocale } from '../locale';
import { correctCredits, creditQueries, invalidateCredits, recordPayment, type OpenOrder } from './api';
import './credits.css';

function OrderRow({ order, locale }: { order: OpenOrder; locale: string }) {
  const { t } = useTranslation('credits');
  const client = useQueryClient();
  const methodId = useId();
  const [method, setMethod] = useState<'bank_transfer' | 'cash'>('bank_transfer');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const record = async () => {
    setState('busy');
    try {
      await recordPayment(order.id, method, '');
      await invalidateCredits(client);
    } catch {
      setState('failed');
    }
  };
  return (
    <tr data-testid="founder-open-order" data-order={order.id}>
      <td>{order.learner ?? '—'}</td>
      <td>{order.plan}</td>
      <td>{formatMoney({ amountMinor: order.amount_minor, currency: order.currency }, locale)}</td>
      <td>{formatDate(order.created_at, locale, undefined)}</td>
      <td>
        <label htmlFor={methodId} className="visually-hidden">
          {t('hub.method')}
        </label>
        <select id={methodId} value={method} onChange={(e) => setMethod(e.target.value as 'bank_transfer' | 'cash')}>
          <option value="bank_transfer">{t('hub.bankTransfer')}</option>
          <option value="cash">{t('hub.cash')}</option>
        </select>{' '}
        <button
          type="button"
          className="button button--primary"
          disabled={state === 'busy'}
          aria-label={t('hub.recordFor', { learner: order.learner ?? '—', plan: order.plan })}
          onClick={() => void record()}
        >
          {t('hub.record')}
        </button>
        {state === 'failed' && <span role="alert"> {t('hub.recordFailed')}</span>}
      </td>
    </tr>
  );
}

function Correction() {
  const { t } = useTranslation('credits');
  const client = useQueryClient();
  const ids = { email: useId(), amount: useId(), reason: useId() };
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Kept before the await: React clears the event's currentTarget once the handler has returned.
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    // One correction per press: a second press while the first is on its way would post it twice.
    setBusy(true);
    try {
      await correctCredits(String(form.get('email')), Number(form.get('amount')), String(form.get('reason')));
      formElement.reset();
      setMessage({ ok: true, text: t('hub.corrected') });
      await invalidateCredits(client);
    } catch (error) {
      const code = (error as Error).message;
      setMessage({ ok: false, text: t(code === 'learner_not_found' || code === 'not_enough_credits' || code === 'reason_required' ? `hub.errors.${code}` : 'hub.errors.generic') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="credits-correction" onSubmit={(e) => void submit(e)} aria-labelledby="credits-correction">
      <h3 id="credits-correction">{t('hub.correction')}</h3>
      <label htmlFor={ids.email}>{t('hub.learnerEmail')}</label>
      <input id={ids.email} name="email" type="email" required autoComplete="off" />
      <label htmlFor={ids.amount}>{t('hub.amount')}</label>
      <input id={ids.amount} name="amount" type="number" required min={-100} max={100} step={1} />
      <label htmlFor={ids.reason}>{t('hub.reason')}</label>
      <input id={ids.reason} name="reason" type="text" required minLength={3} maxLength={500} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('hub.correct')}
      </button>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </form>
  );
}

export default function FounderCredits() {
  const { t } = useTranslation('credits');
  const { locale } = useLocale();
  const { aal } = useSession();
  const figures = useQuery(creditQueries.figures(aal ?? 'aal1'));
  const n = numberFormat(locale).format;
  const f = figures.data;
  return (
    <section className="dashboard-card" aria-labelledby="founder-credits" data-testid="founder-credits">
      <h2 id="founder-credits">{t('hub.title')}</h2>
      {f === undefined && !figures.isError && <p aria-busy="true">{t('loading')}</p>}
      {f === undefined && figures.isError && <p role="alert">{t('hub.failed')}</p>}
      {f && (
        <>
          <dl className="booking-facts">
            {(['sold', 'used', 'expired', 'refunded', 'corrected', 'outstanding'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`hub.figures.${k}`)}</dt>
                <dd data-testid={`credits-${k}`}>{n(f[k])}</dd>
              </div>
            ))}
            <div>
              <dt>{t('hub.figures.money')}</dt>
              <dd data-testid="credits-money">
                {f.money.length === 0
                  ? t('hub.none')
                  : f.money.map((m) => (
                      <span key={m.currency} style={{ display: 'block' }}>
                        {formatMoney({ amountMinor: m.amount_minor, currency: m.currency }, locale)}
                      </span>
                    ))}
              </dd>
            </div>
          </dl>
          <h3>{t('hub.openOrders')}</h3>
          {f.open_orders.length === 0 ? (
            <p>{t('hub.none')}</p>
          ) : (
            <div className="credits-table-wrap" tabIndex={0} role="group" aria-label={t('hub.openOrders')}>
              <table className="credits-table">
                <caption className="visually-hidden">{t('hub.openOrders')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('hub.learner')}</th>
                    <th scope="col">{t('hub.plan')}</th>
                    <th scope="col">{t('hub.amountDue')}</th>
                    <th scope="col">{t('hub.ordered')}</th>
                    <th scope="col">{t('hub.payment')}</th>
                  </tr>
                </thead>
                <tbody>
                  {f.open_orders.map((o) => (
                    <OrderRow key={o.id} order={o} locale={locale} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Correction />
        </>
      )}
    </section>
  );
}
