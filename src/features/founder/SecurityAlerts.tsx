// The hub's security alerts: the newest ALERTS_PAGE from the hub's query, then "Show older alerts" pages further
// back, each after the last one shown, until there are no older ones. Mount it with a key that changes with the
// first page, so pages loaded after an older first page are not kept below a newer one.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { loadSecurityAlerts, type SecurityAlert } from './api';

export function SecurityAlerts({ first, more, locale }: { first: SecurityAlert[]; more: boolean; locale: string }) {
  const { t } = useTranslation('founder');
  const [older, setOlder] = useState<SecurityAlert[]>([]);
  const [hasOlder, setHasOlder] = useState(more);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  const alerts = [...first, ...older];

  // Once a page is shown, focus moves to its first alert (read next by a screen reader; the button may be gone).
  useEffect(() => {
    const at = focusAt.current;
    focusAt.current = null;
    if (at !== null) list.current?.querySelectorAll<HTMLElement>(':scope > li')[at]?.focus();
  }, [older]);

  const showOlder = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await loadSecurityAlerts(alerts.at(-1));
      if (page.alerts.length) focusAt.current = alerts.length;
      setOlder((shown) => [...shown, ...page.alerts]);
      setHasOlder(page.more);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

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
