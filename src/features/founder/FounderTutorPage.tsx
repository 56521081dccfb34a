// /founder/tutors/{id} (admins): approve or deactivate a tutor, edit rate, subjects and headline (RLS: admins).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { parseAmount } from '../../lib/money';
import { DataAge } from '../../lib/ui/DataAge';
import { showToast } from '../toasts';
import { founderQueries, saveTutorAndRefresh, type TutorEdit } from './api';
import '../../styles/records.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SUBJECT = /^[a-z0-9-]{1,64}$/;

function Editor({ initial }: { initial: TutorEdit }) {
  const { t } = useTranslation('founder');
  // What the server holds (Approve/Deactivate change only that) and the form's draft (Save sends it, once checked).
  const [saved, setSaved] = useState(initial);
  const [tutor, setTutor] = useState(initial);
  const [subjects, setSubjects] = useState(initial.subjects.join(', '));
  const [rate, setRate] = useState(String(initial.hourlyRateMinor / 100));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  const client = useQueryClient();
  const send = (edited: TutorEdit, afterSave: (edited: TutorEdit) => void) => {
    setBusy(true);
    saveTutorAndRefresh(client, edited)
      .then(() => {
        afterSave(edited);
        showToast({ title: t('tutor.saved') });
      })
      .catch(() => showToast({ title: t('tutor.failed'), variant: 'destructive' }))
      .finally(() => setBusy(false));
  };
  const saveDraft = () => {
    const amount = parseAmount(rate);
    const listed = subjects.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
    const invalid = listed.filter((s) => !SUBJECT.test(s));
    // Nothing is dropped or replaced silently: a rate or subject that cannot be saved is said, and nothing is sent.
    if (amount === null) return setProblem(t('tutor.rateInvalid'));
    if (invalid.length) return setProblem(t('tutor.subjectsInvalid', { list: invalid.join(', ') }));
    setProblem(null);
    send({ ...tutor, isActive: saved.isActive, subjects: listed, hourlyRateMinor: amount }, (edited) => {
      setSaved(edited);
      setTutor(edited);
    });
  };
  return (
    <form
      className="booking-form"
      onSubmit={(e) => {
        e.preventDefault();
        saveDraft();
      }}
    >
      <p className="page__lead">{saved.fullName}</p>
      <p data-testid="founder-tutor-active">
        {saved.isActive ? t('tutor.active') : '—'}{' '}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => send({ ...saved, isActive: !saved.isActive }, (edited) => {
            setSaved(edited);
            setTutor((draft) => ({ ...draft, isActive: edited.isActive }));
          })}
        >
          {saved.isActive ? t('tutor.deactivate') : t('tutor.approve')}
        </button>
      </p>
      <label className="booking-field">
        <span>{t('tutor.headline')}</span>
        <input value={tutor.headline} maxLength={200} onChange={(e) => setTutor({ ...tutor, headline: e.target.value })} />
      </label>
      <label className="booking-field">
        <span>{t('tutor.subjects')}</span>
        <input value={subjects} onChange={(e) => setSubjects(e.target.value)} aria-describedby={messageId} />
      </label>
      <label className="booking-field">
        <span>{t('tutor.rate', { currency: saved.currency })}</span>
        <input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} aria-describedby={messageId} />
      </label>
      <p id={messageId} role="alert" data-testid="founder-tutor-problem">
        {problem}
      </p>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('tutor.save')}
      </button>
    </form>
  );
}

export default withQueryProvider(FounderTutorPage);

function FounderTutorPage() {
  const { t } = useTranslation('pages');
  const { t: tf } = useTranslation('founder');
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const data = useQuery({ ...founderQueries.tutor(id), enabled: valid });
  return (
    <article className="page booking-page">
      <h1>{t('founderTutor.title')}</h1>
      {!valid && <p role="alert">{tf('tutor.notFound')}</p>}
      {valid && data.data !== undefined && (
        <Suspense fallback={null}>
          <DataAge updatedAt={data.dataUpdatedAt} refreshFailed={data.isError} />
        </Suspense>
      )}
      {valid && data.data === undefined && !data.isError && <p aria-busy="true">{tf('loading')}</p>}
      {valid && data.data === undefined && data.isError && <p role="alert">{tf('failed')}</p>}
      {valid && data.data !== undefined && (data.data ? <Editor initial={data.data} /> : <p role="alert">{tf('tutor.notFound')}</p>)}
    </article>
  );
}
