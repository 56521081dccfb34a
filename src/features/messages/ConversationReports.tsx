// The founder hub's "Conversation reports" (admins at aal2): each report with when and by whom (learner or tutor) it
// was made, the two parties, its reason, and the messages before it (folded: a safeguarding read, not a feed).
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { effectiveTimezone, useLocale } from '../locale';
import { useConversationReports, type ConversationReport } from './api-reports';
import './messages.css';

function Report({ r, locale, zone }: { r: ConversationReport; locale: string; zone: string }) {
  const { t } = useTranslation('messages');
  const learner = r.learnerName ?? t('deletedAccount');
  const from = (who: ConversationReport['messages'][number]['from']) => (who === 'learner' ? learner : who === 'tutor' ? r.tutorName : t('deletedAccount'));
  return (
    <li className="booking-item" data-testid="conversation-report">
      <h3>{t('hubReports.reported', { time: formatDate(r.createdAt, locale, zone), role: t(`hubReports.role.${r.reporterRole}`) })}</h3>
      <p>{t('hubReports.between', { learner: learner || '—', tutor: r.tutorName })}</p>
      <p>
        <strong>{t('hubReports.reason')}:</strong> <span data-testid="conversation-report-reason">{r.reason}</span>
      </p>
      {r.messages.length === 0 ? (
        <p>{t('hubReports.noMessages')}</p>
      ) : (
        <details>
          <summary>{t('hubReports.messages', { count: r.messages.length })}</summary>
          <ol className="message-report-lines" data-testid="conversation-report-messages">
            {r.messages.map((m, i) => (
              <li key={i}>{t('hubReports.line', { from: from(m.from), time: formatDate(m.sentAt, locale, zone), text: m.body })}</li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

export default function ConversationReports() {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const zone = effectiveTimezone(locale);
  const reports = useConversationReports();
  return (
    <section className="dashboard-card" aria-labelledby="hub-conversation-reports" data-testid="hub-conversation-reports">
      <h2 id="hub-conversation-reports">{t('hubReports.title')}</h2>
      {reports.isPending && <p aria-busy="true">…</p>}
      {reports.isError && !reports.data && <p role="alert">{t('hubReports.failed')}</p>}
      {reports.data && reports.data.length === 0 && <p>{t('hubReports.none')}</p>}
      {reports.data && reports.data.length > 0 && (
        <ul className="booking-list">
          {reports.data.map((r) => (
            <Report key={r.id} r={r} locale={locale.locale} zone={zone} />
          ))}
        </ul>
      )}
    </section>
  );
}
