// /book?tutor=<id>&start=<ISO instant>: the chosen session's details and a choice of subject; Continue goes to the
// confirm step (/confirm), a guest signs in first and comes back to the same selection. "Every week" turns the
// time into a weekly series: the number of weeks (2–16) and the list of its dates, each checked by the database
// (the ones not available say why; the rest are booked on the next step).
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { useSubjectName } from '../../lib/use-subject-name';
import { DataAge } from '../../lib/ui/DataAge';
import { signInPathFor, useSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { Alternatives } from './Alternatives';
import { BookingSummary } from './BookingSummary';
import { parseSelection, selectionQuery } from './booking-core';
import { useSelection } from './use-selection';
import { parseWeeks, SeriesPreview } from './SeriesDates';
import './booking.css';

export default withQueryProvider(BookPage);

function BookPage() {
  const { t } = useTranslation('booking');
  const subjectName = useSubjectName();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const parsed = parseSelection(location.search);
  const selection = parsed.ok ? parsed.selection : null;
  const data = useSelection(selection);
  const [subject, setSubject] = useState<string | null>(selection?.subject ?? null);
  const queryWeeks = parseWeeks(new URLSearchParams(location.search).get('weeks'));
  const [weekly, setWeekly] = useState(queryWeeks !== null);
  const [weeksText, setWeeksText] = useState(String(queryWeeks ?? 4));
  const weeks = parseWeeks(weeksText);

  if (!parsed.ok) {
    return (
      <article className="page booking-page">
        <h1>{t('book.title')}</h1>
        <p role="alert">{t(`errors.${parsed.reason}`)}</p>
        <Link to="/tutors" className="button button--primary">{t('book.pickAnother')}</Link>
      </article>
    );
  }
  const sel = parsed.selection;
  const chosen = data.status === 'ready' && data.data.tutor ? (subject && data.data.tutor.subjects.includes(subject) ? subject : data.data.tutor.subjects[0] ?? null) : null;
  const next = `/confirm?${selectionQuery({ ...sel, subject: chosen })}${weekly && weeks ? `&weeks=${weeks}` : ''}`;

  return (
    <article className="page booking-page">
      <h1>{t('book.title')}</h1>
      <p className="page__lead">{t('book.intro')}</p>
      {data.status === 'ready' && (
        <Suspense fallback={null}>
          <DataAge updatedAt={data.updatedAt} refreshFailed={data.refreshFailed} />
        </Suspense>
      )}
      {data.status === 'loading' && <p aria-busy="true">{t('book.loading')}</p>}
      {data.status === 'error' && <p role="alert">{t('errors.loadFailed')}</p>}
      {data.status === 'ready' && !data.data.tutor && <p role="alert">{t('errors.tutorNotFound')}</p>}
      {data.status === 'ready' && data.data.tutor && (
        <>
          <BookingSummary tutor={data.data.tutor} startsAt={sel.startsAt} locale={locale.locale} timezone={timezone} currency={locale.currency} rates={data.rates} />
          {!data.data.free ? (
            <>
              <p role="alert" data-testid="booking-conflict">{t('errors.slot_unavailable')}</p>
              <Alternatives tutorId={sel.tutorId} startsAt={sel.startsAt} subject={chosen} locale={locale.locale} timezone={timezone} />
            </>
          ) : (
            <form
              className="booking-form"
              onSubmit={(e) => {
                e.preventDefault();
                navigate(user ? next : signInPathFor(next));
              }}
            >
              {data.data.tutor.subjects.length > 0 && (
                <label className="booking-field">
                  <span>{t('book.subject')}</span>
                  <select value={chosen ?? ''} onChange={(e) => setSubject(e.target.value)} data-testid="booking-subject">
                    {data.data.tutor.subjects.map((s) => (
                      <option key={s} value={s}>{subjectName(s)}</option>
                    ))}
                  </select>
                </label>
              )}
              <label className="booking-check">
                <input type="checkbox" checked={weekly} onChange={(e) => setWeekly(e.target.checked)} data-testid="series-every-week" />
                <span>{t('series.everyWeek')}</span>
              </label>
              {weekly && (
                <>
                  <label className="booking-field">
                    <span>{t('series.weeks')}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={2}
                      max={16}
                      step={1}
                      value={weeksText}
                      aria-describedby="series-weeks-hint"
                      aria-invalid={weeks === null}
                      onChange={(e) => setWeeksText(e.target.value)}
                      data-testid="series-weeks"
                    />
                  </label>
                  <p id="series-weeks-hint" className="booking-hint">{t('series.weeksHint')}</p>
                  {weeks !== null && <SeriesPreview tutorId={sel.tutorId} startsAt={sel.startsAt} weeks={weeks} locale={locale.locale} timezone={timezone} />}
                </>
              )}
              {!user && <p>{t('book.signInHint')}</p>}
              <button type="submit" className="button button--primary" disabled={weekly && weeks === null} data-testid="booking-continue">
                {user ? t('book.continue') : t('book.signInToBook')}
              </button>
            </form>
          )}
        </>
      )}
    </article>
  );
}
