// /confirm?tutor=&start=&subject=: the confirm step. Online, book_session books the time (or says it was just
// taken, with the three nearest free times); offline, the request waits in the outbox and the thanks page shows it
// as pending. The booking id is made here, so a request sent twice makes one booking.
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { BookingRefused, bookSession } from '../../data/repositories/booking-repository';
import { useTranslation } from '../../i18n/react';
import { signInPathFor, useSettledSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { Alternatives } from './Alternatives';
import { BookingSummary } from './BookingSummary';
import { bookingErrorKey, isConflict, parseSelection, selectionQuery, type BookingErrorKey } from './booking-core';
import { queueBookingRequest } from './booking-requests';
import { loadSelection } from './selection-data';
import { useLoad } from './use-load';
import './booking.css';

export default function ConfirmPage() {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const navigate = useNavigate();
  const { settled, user } = useSettledSession();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const parsed = parseSelection(location.search);
  const selection = parsed.ok ? parsed.selection : null;
  const data = useLoad(selection && user ? `${selection.tutorId}|${selection.startsAt}` : null, () =>
    loadSelection(selection!.tutorId, selection!.startsAt).catch((error: unknown) => {
      // Offline: the details are not at hand, but the request can still be queued.
      if (!navigator.onLine) return null;
      throw error;
    }),
  );
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BookingErrorKey | null>(null);

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
  const tutor = loaded?.tutor ?? null;

  const confirm = async () => {
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
      const booking = await bookSession({ id: bookingId, tutorId: sel.tutorId, startsAt: sel.startsAt, subject: sel.subject, note });
      navigate(`/booking/thanks?id=${booking.id}`);
    } catch (error) {
      const key = error instanceof BookingRefused ? bookingErrorKey(error) : bookingErrorKey(error as Error);
      if (key === 'offline' || !navigator.onLine) return await queue();
      setFailure(key);
    } finally {
      setBusy(false);
    }
  };

  const conflict = failure && isConflict(failure);
  return (
    <article className="page booking-page">
      <h1>{t('confirm.title')}</h1>
      {data.status === 'loading' && <p aria-busy="true">{t('book.loading')}</p>}
      {data.status === 'error' && <p role="alert">{t('errors.loadFailed')}</p>}
      {data.status === 'ready' && loaded && !tutor && <p role="alert">{t('errors.tutorNotFound')}</p>}
      {tutor && <BookingSummary tutor={tutor} startsAt={sel.startsAt} locale={locale.locale} timezone={timezone} currency={locale.currency} rates={loaded!.rates} subject={sel.subject} />}
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
            <label className="booking-field">
              <span>{t('confirm.note')}</span>
              <textarea value={note} maxLength={1000} rows={3} onChange={(e) => setNote(e.target.value)} />
            </label>
            <div className="booking-item__actions">
              <button type="submit" className="button button--primary" disabled={busy} data-testid="booking-confirm">
                {busy ? t('confirm.confirming') : t('confirm.confirm')}
              </button>
              <Link className="button button--ghost" to={`/book?${selectionQuery(sel)}`}>
                {t('confirm.back')}
              </Link>
            </div>
          </form>
        )
      )}
    </article>
  );
}
