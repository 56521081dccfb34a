// "Report this lesson" (safeguarding), in the room for either party, also after the lesson: a short reason; the
// database keeps it with a snapshot of the lesson's chat, notes and board for admins. The reason stays in the field
// until the report is sent, so an offline or failed attempt loses nothing.
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { reportLesson, type ReportOutcome } from './api-past';
import './lesson-after.css';

export function ReportLesson({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('lessonafter');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  return (
    <details className="lesson-report-box">
      <summary>{t('report.open')}</summary>
      <form
        className="lesson-report"
        onSubmit={(e) => {
          e.preventDefault();
          if (busy) return;
          setBusy(true);
          void reportLesson(bookingId, reason).then((result) => {
            setOutcome(result);
            if (result === 'sent') setReason('');
            setBusy(false);
          });
        }}
      >
        <p id={`${id}-hint`} className="lesson-hint">{t('report.hint')}</p>
        <label className="lesson-field">
          <span>{t('report.reason')}</span>
          <textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={`${id}-hint`} />
        </label>
        <div>
          <button type="submit" className="button button--ghost" disabled={busy}>
            {busy ? t('report.sending') : t('report.send')}
          </button>
        </div>
        <p role="status" data-testid="lesson-report-outcome">{outcome ? t(`report.${outcome}`) : ''}</p>
      </form>
    </details>
  );
}
