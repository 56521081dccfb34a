// /founder/tutors/{id} (admins): approve or deactivate a tutor, edit rate, subjects and headline (RLS: admins).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { parseAmount } from '../../lib/money';
import { DataAge } from '../../lib/ui/DataAge';
import { showToast } from '../toasts';
import { founderQueries, saveTutorAndRefresh, type TutorEdit } from './api';
import '../../styles/records.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Editor({ initial }: { initial: TutorEdit }) {
  const { t } = useTranslation('founder');
  const [tutor, setTutor] = useState(initial);
  const [subjects, setSubjects] = useState(initial.subjects.join(', '));
  const [rate, setRate] = useState(String(initial.hourlyRateMinor / 100));
  const client = useQueryClient();
  const save = (next: TutorEdit) => {
    const amount = parseAmount(rate);
    const edited = {
      ...next,
      subjects: subjects.split(',').map((s) => s.trim().toLowerCase()).filter((s) => /^[a-z0-9-]{1,64}$/.test(s)),
      hourlyRateMinor: amount ?? next.hourlyRateMinor,
    };
    saveTutorAndRefresh(client, edited)
      .then(() => {
        setTutor(edited);
        showToast({ title: t('tutor.saved') });
      })
      .catch(() => showToast({ title: t('tutor.failed'), variant: 'destructive' }));
  };
  return (
    <form
      className="booking-form"
      onSubmit={(e) => {
        e.preventDefault();
        save(tutor);
      }}
    >
      <p className="page__lead">{tutor.fullName}</p>
      <p data-testid="founder-tutor-active">
        {tutor.isActive ? t('tutor.active') : '—'}{' '}
        <button type="button" className="button button--ghost" onClick={() => save({ ...tutor, isActive: !tutor.isActive })}>
          {tutor.isActive ? t('tutor.deactivate') : t('tutor.approve')}
        </button>
      </p>
      <label className="booking-field">
        <span>{t('tutor.headline')}</span>
        <input value={tutor.headline} maxLength={200} onChange={(e) => setTutor({ ...tutor, headline: e.target.value })} />
      </label>
      <label className="booking-field">
        <span>{t('tutor.subjects')}</span>
        <input value={subjects} onChange={(e) => setSubjects(e.target.value)} />
      </label>
      <label className="booking-field">
        <span>{t('tutor.rate', { currency: tutor.currency })}</span>
        <input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary">{t('tutor.save')}</button>
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
