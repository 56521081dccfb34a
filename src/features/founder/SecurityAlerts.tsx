// The hub's security alerts: the newest ALERTS_PAGE, then "Show older alerts" pages further back (use-older-pages.ts).
// Mount it with a key that changes with the first page.
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { loadSecurityAlerts, type SecurityAlert } from './api';
import { ShowOlder } from './ShowOlder';
import { useOlderPages } from './use-older-pages';

export function SecurityAlerts({ first, more, locale }: { first: SecurityAlert[]; more: boolean; locale: string }) {
  const { t } = useTranslation('founder');
  const pages = useOlderPages(first, more, loadSecurityAlerts);
  const { items: alerts, list } = pages;
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
      <ShowOlder pages={pages} label={t('alertsOlder')} failedText={t('alertsOlderFailed')} />
    </section>
  );
}
