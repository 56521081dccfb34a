// /confirm?tutor=&start=&subject=: the confirm step. Online, book_session books the time (or says it was just
// taken, with the three nearest free times); offline, the request waits in the outbox and the thanks page shows it
// as pending. The booking id is made here, so a request sent twice makes one booking. With ?weeks=n the time is a
// weekly series: its dates are listed again, book_series books the available ones (offline: the series request
// waits in the outbox as its own kind), and the thanks page lists what each date became.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { DataAge, useOnline } from '../../lib/ui/DataAge';
import { signInPathFor, useSettledSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { Alternatives } from './Alternatives';
import { BookingSummary } from './BookingSummary';
import { bookingErrorKey, isConflict, parseSelection, selectionQuery, type BookingErrorKey } from './booking-core';
import { BookingRefused, bookSession, invalidateBookings } from './api';
import { queueBookingRequest } from './booking-requests';
import { useSelection } from './use-selection';
import { bookSeries } from './api-series';
import { queueSeriesRequest } from './series-requests';
import { parseWeeks, SeriesPreview } from './SeriesDates';
import './booking.css';

export default withQueryProvider(ConfirmPage);

function ConfirmPage() {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const navigate = useNavigate();
  const { settled, user } = useSettledSession();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const parsed = parseSelection(location.search);
  const selection = parsed.ok ? parsed.selection : null;
  const client = useQueryClient();
  const online = useOnline();
  const selected = useSelection(selection, !!user);
  // Offline with no copy on the device: the details are not at hand, but the request can still be queued.
  const data = selected.status === 'error' && !online ? ({ status: 'ready', data: null } as const) : selected;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BookingErrorKey | null>(null);
  const weeks = parseWeeks(new URLSearchParams(location.search).get('weeks'));

  if (!parsed.ok) {
    return (
      <article className="page booking-page">
        <h1>{t('confirm.title')}</h1>
        <p role="alert">{t(`errors.${parsed.reason}`)}</p>
        <Link to="/tutors" className="button button--primary">{t('book.pickAnother')}</Link>
      </article>
    );
  }
  if (!settled) return <p aria-busy="true">{t('book.loading')}</p>;
  if (!user) return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  const sel = parsed.selection;
  const loaded = data.status === 'ready' ? data.data : null;
  const rates = selected.status === 'ready' ? selected.rates : [];
  const tutor = loaded?.tutor ?? null;

  const confirmSeries = async (count: number) => {
    setBusy(true);
    setFailure(null);
    const seriesId = crypto.randomUUID();
    const request = { seriesId, tutorId: sel.tutorId, startsAt: sel.startsAt, weeks: count, subject: sel.subject, note };
    const queue = async () => {
      await queueSeriesRequest(user.id, { ...request, tutorName: tutor?.fullName ?? '', createdAt: Date.now() });
      navigate(`/booking/thanks?seriesRequest=${seriesId}`);
    };
    try {
      if (!navigator.onLine) return await queue();
      await bookSeries(request);
      void invalidateBookings(client);
      navigate(`/booking/thanks?series=${seriesId}`);
    } catch (error) {
      const key = bookingErrorKey(error as Error);
      if (key === 'offline' || !navigator.onLine) return await queue();
      if (isConflict(key)) void invalidateBookings(client);
      setFailure(key);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (weeks) return confirmSeries(weeks);
    setBusy(true);
    setFailure(null);
    const bookingId = crypto.randomUUID();
    const queue = async () => {
      await queueBookingRequest(user.id, {
        bookingId,
        tutorId: sel.tutorId,
        startsAt: sel.startsAt,
        endsAt: loaded?.endsAt ?? sel.startsAt,
        subject: sel.subject,
        note,
        tutorName: tutor?.fullName ?? '',
        createdAt: Date.now(),
      });
      navigate(`/booking/thanks?request=${bookingId}`);
    };
    try {
      if (!navigator.onLine) return await queue();
      const booking = await bookSession({ bookingId, tutorId: sel.tutorId, startsAt: sel.startsAt, subject: sel.subject, note });
      void invalidateBookings(client);
      navigate(`/booking/thanks?id=${booking.id}`);
    } catch (error) {
      const key = error instanceof BookingRefused ? bookingErrorKey(error) : bookingErrorKey(error as Error);
      if (key === 'offline' || !navigator.onLine) return await queue();
      // Taken meanwhile: the steps' copies of this time (and the dashboards) are out of date.
      if (isConflict(key)) void invalidateBookings(client);
      setFailure(key);
    } finally {
      setBusy(false);
    }
  };

  const conflict = failure && isConflict(failure);
  return (
    <article className="page booking-page">
      <h1>{t('confirm.title')}</h1>
      {selected.status === 'ready' && (
        <Suspense fallback={null}>
          <DataAge updatedAt={selected.updatedAt} refreshFailed={selected.refreshFailed} />
        </Suspense>
      )}
      {data.status === 'loading' && <p aria-busy="true">{t('book.loading')}</p>}
      {data.status === 'error' && <p role="alert">{t('errors.loadFailed')}</p>}
      {data.status === 'ready' && loaded && !tutor && <p role="alert">{t('errors.tutorNotFound')}</p>}
      {tutor && <BookingSummary tutor={tutor} startsAt={sel.startsAt} locale={locale.locale} timezone={timezone} currency={locale.currency} rates={rates} subject={sel.subject} />}
      {failure && (
        <p role="alert" className="booking-notice" data-testid="booking-error">
          {t(`errors.${failure}`)}
        </p>
      )}
      {conflict ? (
        <Alternatives tutorId={sel.tutorId} startsAt={sel.startsAt} subject={sel.subject} locale={locale.locale} timezone={timezone} />
      ) : (
        data.status === 'ready' &&
        (tutor || !loaded) && (
          <form
            className="booking-form"
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            {!navigator.onLine && <p className="booking-notice">{t('confirm.offlineHint')}</p>}
            {weeks && (
              <>
                <p className="series-label" data-testid="series-label">{t('series.label', { count: weeks })}</p>
                {online && <SeriesPreview tutorId={sel.tutorId} startsAt={sel.startsAt} weeks={weeks} locale={locale.locale} timezone={timezone} />}
              </>
            )}
            <label className="booking-field">
              <span>{t('confirm.note')}</span>
              <textarea value={note} maxLength={1000} rows={3} onChange={(e) => setNote(e.target.value)} />
            </label>
            <div className="booking-item__actions">
              <button type="submit" className="button button--primary" disabled={busy} data-testid="booking-confirm">
                {busy ? t('confirm.confirming') : weeks ? t('series.confirm') : t('confirm.confirm')}
              </button>
              <Link className="button button--ghost" to={`/book?${selectionQuery(sel)}${weeks ? `&weeks=${weeks}` : ''}`}>
                {t('confirm.back')}
              </Link>
            </div>
          </form>
        )
      )}
    </article>
  );
}
