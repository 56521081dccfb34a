// The dashboard's list of writes the server refused (row-level security, validation): kept so nothing is lost
// silently. Each can be dismissed once read.
import { useAtomValue } from 'jotai';
import { getOutbox } from '../../data/outbox';
import { useFeatureTexts } from '../../lib/use-feature-texts';
import en from '../../i18n/locales/en-US/outbox';
import { deadLettersAtom } from './outbox-status-atoms';

export function RejectedWrites() {
  const { t, i18n } = useFeatureTexts('outbox', en);
  const rejected = useAtomValue(deadLettersAtom);
  if (rejected.length === 0) return null;
  // A kind's label lives in this namespace; a kind without one (added by a feature later) shows its stored name.
  const kindLabel = (kind: string) => (kind in en.kinds ? t(`kinds.${kind as keyof typeof en.kinds}`) : kind);
  return (
    <section className="dashboard-card rejected-writes" aria-labelledby="rejected-writes-title" data-testid="rejected-writes">
      <h2 id="rejected-writes-title">{t('rejectedTitle')}</h2>
      <p>{t('rejectedIntro')}</p>
      <ul>
        {rejected.map((d) => (
          <li key={d.id} data-testid="rejected-write" data-kind={d.kind}>
            <strong>{kindLabel(d.kind)}</strong>{' '}
            <time dateTime={new Date(d.rejectedAt).toISOString()}>{new Date(d.rejectedAt).toLocaleString(i18n.language)}</time>
            <div className="rejected-writes__error">{d.error}</div>
            <button type="button" className="button button--ghost" onClick={() => void getOutbox().then((o) => o.dismissDeadLetter(d.id))}>
              {t('dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
