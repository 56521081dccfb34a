// The founder hub's "Lesson reports" (admins at aal2): each report with when and by whom (learner or tutor) it was
// made, its reason, and the lesson's chat, notes and board outline as they were then.
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/intl-format';
import { effectiveTimezone, useLocale } from '../../locale';
import { useLessonReports } from './api-reports';
import { LessonContent } from './LessonContent';
import './lesson-after.css';

export default function LessonReports() {
  const { t } = useTranslation('lessonafter');
  const locale = useLocale();
  const zone = effectiveTimezone(locale);
  const reports = useLessonReports();
  return (
    <section className="dashboard-card" aria-labelledby="hub-lesson-reports" data-testid="hub-lesson-reports">
      <h2 id="hub-lesson-reports">{t('reports.title')}</h2>
      {reports.isPending && <p aria-busy="true">…</p>}
      {reports.isError && !reports.data && <p role="alert">{t('reports.failed')}</p>}
      {reports.data && reports.data.length === 0 && <p>{t('reports.none')}</p>}
      {reports.data && reports.data.length > 0 && (
        <ul className="booking-list">
          {reports.data.map((r) => (
            <li key={r.id} className="booking-item" data-testid="lesson-report">
              <h3 className="lesson-past__title">{t('reports.reported', { time: formatDate(r.createdAt, locale.locale, zone), role: t(`reports.role.${r.reporterRole}`) })}</h3>
              {r.startsAt && <p>{t('reports.lesson', { time: formatDate(r.startsAt, locale.locale, zone), tutor: r.tutorName })}</p>}
              <p>
                <strong>{t('reports.reason')}:</strong> <span data-testid="lesson-report-reason">{r.reason}</span>
              </p>
              <LessonContent content={r} names={{ me: null, learnerId: r.learnerId, tutorUserId: r.tutorUserId, learnerName: '', tutorName: r.tutorName }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
