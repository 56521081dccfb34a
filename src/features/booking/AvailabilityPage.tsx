// /dashboard/availability (tutors only): weekly hours in the tutor's time zone with several ranges a day, date
// overrides (day off or other hours), session length and buffer; saved in one transaction (save_availability).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { DataAge } from '../../lib/ui/DataAge';
import { useSession } from '../auth';
import { showToast } from '../toasts';
import { bookingQueries, invalidateAvailability, saveAvailability, type Availability } from './api';
import './booking.css';

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

function Editor({ tutorId, initial }: { tutorId: string; initial: Availability }) {
  const { t } = useTranslation('booking');
  const [a, setA] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const client = useQueryClient();
  const setWeekly = (weekly: Availability['weekly']) => setA({ ...a, weekly });
  const setOverrides = (overrides: Availability['overrides']) => setA({ ...a, overrides });

  const save = async () => {
    const bad = a.weekly.some((w) => !(w.end > w.start)) || a.overrides.some((o) => !o.date || (o.start !== null && !(o.end! > o.start)));
    setInvalid(bad);
    if (bad) return;
    setBusy(true);
    try {
      await saveAvailability(tutorId, a);
      void invalidateAvailability(client);
      showToast({ title: t('availability.saved') });
    } catch {
      showToast({ title: t('errors.generic'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="booking-stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>{t('availability.weekly')}</h2>
      {DAYS.map((day) => {
        const ranges = a.weekly.map((w, i) => ({ w, i })).filter(({ w }) => String(w.weekday) === day);
        const dayName = t(`availability.weekdays.${day}`);
        return (
          <fieldset key={day} className="booking-field" data-testid={`weekday-${day}`}>
            <legend>{dayName}</legend>
            {ranges.length === 0 && <p>{t('availability.unavailable')}</p>}
            {ranges.map(({ w, i }) => (
              <div key={i} className="booking-row">
                <label className="booking-field">
                  <span>{t('availability.from')}</span>
                  <input type="time" value={w.start} required onChange={(e) => setWeekly(a.weekly.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)))} />
                </label>
                <label className="booking-field">
                  <span>{t('availability.to')}</span>
                  <input type="time" value={w.end} required onChange={(e) => setWeekly(a.weekly.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)))} />
                </label>
                <button type="button" className="button button--ghost" aria-label={`${t('availability.remove')} ${dayName} ${w.start}`} onClick={() => setWeekly(a.weekly.filter((_, j) => j !== i))}>
                  {t('availability.remove')}
                </button>
              </div>
            ))}
            <button type="button" className="button button--ghost" aria-label={`${t('availability.addRange')}: ${dayName}`} onClick={() => setWeekly([...a.weekly, { weekday: Number(day), start: '09:00', end: '12:00' }])}>
              {t('availability.addRange')}
            </button>
          </fieldset>
        );
      })}

      <h2>{t('availability.overrides')}</h2>
      <p>{t('availability.overridesHint')}</p>
      {a.overrides.map((o, i) => (
        <div key={i} className="booking-row" data-testid="override">
          <label className="booking-field">
            <span>{t('availability.date')}</span>
            <input type="date" value={o.date} required onChange={(e) => setOverrides(a.overrides.map((x, j) => (j === i ? { ...x, date: e.target.value } : x)))} />
          </label>
          <label>
            <input
              type="checkbox"
              checked={o.start === null}
              onChange={(e) => setOverrides(a.overrides.map((x, j) => (j === i ? (e.target.checked ? { ...x, start: null, end: null } : { ...x, start: '09:00', end: '12:00' }) : x)))}
            />{' '}
            {t('availability.dayOff')}
          </label>
          {o.start !== null && (
            <>
              <label className="booking-field">
                <span>{t('availability.from')}</span>
                <input type="time" value={o.start} onChange={(e) => setOverrides(a.overrides.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)))} />
              </label>
              <label className="booking-field">
                <span>{t('availability.to')}</span>
                <input type="time" value={o.end ?? ''} onChange={(e) => setOverrides(a.overrides.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)))} />
              </label>
            </>
          )}
          <button type="button" className="button button--ghost" onClick={() => setOverrides(a.overrides.filter((_, j) => j !== i))}>
            {t('availability.remove')}
          </button>
        </div>
      ))}
      <button type="button" className="button button--ghost" onClick={() => setOverrides([...a.overrides, { date: new Date().toISOString().slice(0, 10), start: null, end: null }])}>
        {t('availability.addOverride')}
      </button>

      <label className="booking-field">
        <span>{t('availability.sessionLength')}</span>
        <input type="number" min={15} max={240} step={5} value={a.sessionMinutes} onChange={(e) => setA({ ...a, sessionMinutes: Number(e.target.value) })} />
      </label>
      <label className="booking-field">
        <span>{t('availability.buffer')}</span>
        <input type="number" min={0} max={120} step={5} value={a.bufferMinutes} onChange={(e) => setA({ ...a, bufferMinutes: Number(e.target.value) })} />
      </label>
      {invalid && <p role="alert">{t('availability.invalidRange')}</p>}
      <button type="submit" className="button button--primary" disabled={busy} data-testid="availability-save">
        {t('availability.save')}
      </button>
    </form>
  );
}

export default withQueryProvider(AvailabilityPage);

function AvailabilityPage() {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const data = useQuery({ ...bookingQueries.availability(user?.id ?? 'none'), enabled: !!user });
  return (
    <article className="page booking-page">
      <h1>{t('availability.title')}</h1>
      {data.data !== undefined && (
        <Suspense fallback={null}>
          <DataAge updatedAt={data.dataUpdatedAt} refreshFailed={data.isError} />
        </Suspense>
      )}
      {data.data === undefined && !data.isError && <p aria-busy="true">{t('book.loading')}</p>}
      {data.data === undefined && data.isError && <p role="alert">{t('errors.loadFailed')}</p>}
      {data.data === null && <p role="alert" data-testid="availability-not-tutor">{t('availability.notTutor')}</p>}
      {data.data && (
        <>
          <p className="page__lead">{t('availability.intro', { zone: data.data.tutor.timezone, hours: data.data.settings.minNoticeHours })}</p>
          <Editor tutorId={data.data.tutor.id} initial={data.data.availability} />
        </>
      )}
    </article>
  );
}
