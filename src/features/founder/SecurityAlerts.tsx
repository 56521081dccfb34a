// The hub's security alerts: the newest ALERTS_PAGE, then "Show older alerts" pages further back (use-older-pages.ts).
// Mount it with a key that changes with the first page.
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { loadSecurityAlerts, type SecurityAlert } from './api';
import { useOlderPages } from './use-older-pages';

export function SecurityAlerts({ first, more, locale }: { first: SecurityAlert[]; more: boolean; locale: string }) {
  const { t } = useTranslation('founder');
  const { items: alerts, hasOlder, loading, failed, showOlder, list } = useOlderPages(first, more, loadSecurityAlerts);
  return (
    <section className="dashboard-card" aria-labelledby="alerts">
      <h2 id="alerts">{t('alerts')}</h2>
      {alerts.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="booking-list" ref={list}>
          {alerts.map((a) => (
            <li key={a.id} className="booking-item" data-testid="security-alert" tabIndex={-1}>
              <strong>{a.email ?? '—'}</strong>
              <span>{a.context}</span>
              <span>{formatDate(a.occurredAt, locale, undefined)}</span>
            </li>
          ))}
        </ul>
      )}
      {hasOlder && (
        <button type="button" className="button button--ghost" disabled={loading} aria-busy={loading} onClick={() => void showOlder()}>
          {t('alertsOlder')}
        </button>
      )}
      {failed && <p role="alert">{t('alertsOlderFailed')}</p>}
    </section>
  );
}
