// Dashboard section: the learner's session in progress (its end and "Join lesson", nothing to cancel or move), upcoming
// sessions (countdown, cancel with the 24-hour policy shown first, reschedule to a free time), past sessions, and
// booking requests made offline (pending, booked, conflict). The sessions are a page query kept on the device:
// offline, the last copy shows with its age.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNow } from '../../lib/use-now';
import { QueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { useSubjectName } from '../../lib/use-subject-name';
import { formatDate } from '../../lib/intl-format';
import { DataAge } from '../../lib/ui/DataAge';
import { useSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { showToast } from '../toasts';
import { bookingErrorKey, countdown, isLateCancellation } from './booking-core';
import { bookingQueries, cancelBooking, invalidateBookings, rescheduleBooking, useLearnerSessions, utcDay, type Booking, type FreeSlot } from './api';
import { JoinLessonLink } from './JoinLessonLink';
import { OfflineUnavailable } from './OfflineUnavailable';
import { ReviewForm } from './ReviewForm';
import { useBookingRequests } from './use-booking-requests';
import { useSeriesRequests } from './use-series-requests';
import { moveBooking } from './api-series';
import { useSwapFocus } from '../../lib/use-swap-focus';
import { SeriesPanel } from './SeriesPanel';
import { SlotPicker } from './SlotPicker';
import { CancelCreditNote } from '../credits';
import { MessageLink } from '../messages';
import './booking.css';

const when = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** "Message" to the booking's tutor, when the tutor has an account. */
function MessageTutor({ b }: { b: Booking }) {
  if (!b.tutorHasAccount) return null;
  return (
    <Suspense fallback={null}>
      <MessageLink tutorId={b.tutorId} name={b.tutorName} />
    </Suspense>
  );
}

/** A session that has started and not ended: its end, and the way into the room; it can no longer be cancelled or moved. */
function InProgress({ b }: { b: Booking }) {
  const { t } = useTranslation('booking');
  const subjectName = useSubjectName();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const now = useNow(30_000);
  return (
    <li className="booking-item" data-testid="session-in-progress">
      <strong>{formatDate(b.startsAt, locale.locale, timezone, when)}</strong>
      <span>
        {t('sessions.with', { name: b.tutorName })}
        {b.subject ? ` · ${subjectName(b.subject)}` : ''}
      </span>
      <span>{t('sessions.inProgressUntil', { time: formatDate(b.endsAt, locale.locale, timezone, { hour: '2-digit', minute: '2-digit' }) })}</span>
      <div className="booking-item__actions">
        <JoinLessonLink booking={b} now={now} />
        <MessageTutor b={b} />
      </div>
    </li>
  );
}

function Upcoming({ b, freeCancelHours, onChanged }: { b: Booking; freeCancelHours: number; onChanged: () => void }) {
  const { t } = useTranslation('booking');
  const subjectName = useSubjectName();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const now = useNow(30_000);
  const [mode, setMode] = useState<'idle' | 'cancel' | 'reschedule'>('idle');
  const item = useSwapFocus<HTMLLIElement>(mode);
  const free = useQuery({ ...bookingQueries.freeSlots(b.tutorId, utcDay()), enabled: mode === 'reschedule' });
  // Free times that could not be read: none to offer.
  const slots = free.data ?? (free.isError ? [] : null);
  const [busy, setBusy] = useState(false);
  const left = countdown(b.startsAt, now);
  const late = isLateCancellation(b.startsAt, freeCancelHours, now, b.freeCancelUntil);
  // Late only because the learner moved it once inside the window (it now starts further away).
  const movedLate = late && !isLateCancellation(b.startsAt, freeCancelHours, now);

  const fail = (error: unknown) => showToast({ title: t(`errors.${bookingErrorKey(error as Error)}`), variant: 'destructive' });
  const cancel = async () => {
    setBusy(true);
    try {
      await cancelBooking(b.id);
      showToast({ title: t('sessions.cancelled') });
      onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const openReschedule = () => setMode('reschedule');
  const moveTo = async (slot: FreeSlot) => {
    setBusy(true);
    try {
      // A lesson of a weekly series moves as itself (one change, the series keeps it); a single booking as before.
      if (b.seriesId) await moveBooking(b.id, slot.startsAt);
      else await rescheduleBooking(b.id, crypto.randomUUID(), slot.startsAt);
      showToast({ title: t('sessions.rescheduled') });
      onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="booking-item" data-testid="upcoming-session" ref={item}>
      <strong>{formatDate(b.startsAt, locale.locale, timezone, when)}</strong>
      <span>
        {t('sessions.with', { name: b.tutorName })}
        {b.subject ? ` · ${subjectName(b.subject)}` : ''} · {t(`sessions.status.${b.status}`)}
      </span>
      <span data-testid="session-countdown">{t('sessions.startsIn', { days: left.days, hours: left.hours, minutes: left.minutes })}</span>
      {mode === 'idle' && (
        <div className="booking-item__actions">
          <JoinLessonLink booking={b} now={now} />
          <button type="button" className="button button--ghost" onClick={() => setMode('cancel')} data-testid="session-cancel" data-swap-opener="cancel">
            {t('sessions.cancel')}
          </button>
          <button type="button" className="button button--ghost" onClick={openReschedule} data-testid="session-reschedule" data-swap-opener="reschedule">
            {t('sessions.reschedule')}
          </button>
          <MessageTutor b={b} />
        </div>
      )}
      {mode === 'cancel' && (
        <div role="group" aria-label={t('sessions.cancelTitle')} className="booking-stack" tabIndex={-1} data-swap-group>
          <p className="booking-notice" data-testid="cancel-notice">
            {movedLate
              ? t('sessions.lateAfterMove', { hours: freeCancelHours })
              : late
                ? t('sessions.lateWarning', { hours: freeCancelHours })
                : t('sessions.freeCancel', { hours: freeCancelHours })}
          </p>
          <Suspense fallback={null}>
            <CancelCreditNote bookingId={b.id} />
          </Suspense>
          <div className="booking-item__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void cancel()} data-testid="session-cancel-confirm">
              {t('sessions.confirmCancel')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode('idle')}>
              {t('sessions.keep')}
            </button>
          </div>
        </div>
      )}
      {mode === 'reschedule' && (
        <div role="group" aria-label={t('sessions.rescheduleTitle')} className="booking-stack" tabIndex={-1} data-swap-group>
          <p>{t('sessions.rescheduleTitle')}</p>
          {late && <p className="booking-notice">{t('sessions.lateMoveWarning', { hours: freeCancelHours })}</p>}
          {slots === null ? (
            <p aria-busy="true">{t('book.loading')}</p>
          ) : slots.length === 0 ? (
            <p>{t('sessions.noSlots')}</p>
          ) : (
            <SlotPicker slots={slots} locale={locale.locale} timezone={timezone} busy={busy} onPick={(slot) => void moveTo(slot)} />
          )}
          <button type="button" className="button button--ghost" onClick={() => setMode('idle')}>
            {t('sessions.keep')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The dashboard mounts this section; it brings its own query client (the app-wide one) with it. */
export function MySessions() {
  return (
    <QueryProvider>
      <Sessions />
    </QueryProvider>
  );
}

function Sessions() {
  const { t } = useTranslation('booking');
  const subjectName = useSubjectName();
  const { user } = useSession();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const client = useQueryClient();
  const data = useLearnerSessions(user?.id);
  const { states, dismiss } = useBookingRequests(user?.id);
  const series = useSeriesRequests(user?.id);
  const booked = states.filter((s) => s.state === 'booked').length + series.states.filter((s) => s.state === 'booked').length;
  const reload = useCallback(() => void invalidateBookings(client), [client]);
  // The lists move with the clock: a session that starts leaves "Upcoming" for "In progress", one that ends goes
  // to "Past".
  const now = useNow(30_000);
  useEffect(() => {
    if (booked) reload();
  }, [booked, reload]);
  if (!user) return null;
  const bookings = data.data?.bookings ?? [];
  const inProgress = bookings.filter((b) => Date.parse(b.startsAt) <= now && Date.parse(b.endsAt) > now && b.status !== 'cancelled');
  const upcoming = bookings.filter((b) => Date.parse(b.startsAt) > now && b.status !== 'cancelled');
  const past = bookings.filter((b) => Date.parse(b.endsAt) <= now || b.status === 'cancelled').reverse();

  return (
    <section className="dashboard-card" aria-labelledby="my-sessions">
      <h2 id="my-sessions">{t('sessions.title')}</h2>
      <p>{t('sessions.timeZoneNote', { zone: timezone })}</p>
      {states.length > 0 && (
        <>
          <h3>{t('requests.title')}</h3>
          <ul className="booking-list" data-testid="booking-requests">
            {states.map((s) => (
              <li key={s.request.bookingId} className="booking-item" data-state={s.state}>
                <strong>{formatDate(s.request.startsAt, locale.locale, timezone, when)}</strong>
                <span>{t('sessions.with', { name: s.request.tutorName })}</span>
                <span>
                  {t(`requests.${s.state}`)}
                  {s.state === 'conflict' ? ` — ${t(`errors.${s.reason}` as 'errors.generic')}` : ''}
                </span>
                {s.state !== 'pending' && (
                  <button type="button" className="button button--ghost" onClick={() => dismiss(s)}>
                    {t('requests.dismiss')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {series.states.length > 0 && (
        <>
          <h3>{t('series.requests')}</h3>
          <ul className="booking-list" data-testid="series-requests">
            {series.states.map((s) => (
              <li key={s.request.seriesId} className="booking-item" data-state={s.state}>
                <strong>{formatDate(s.request.startsAt, locale.locale, timezone, when)}</strong>
                <span>
                  {t('series.label', { count: s.request.weeks })} · {t('sessions.with', { name: s.request.tutorName })}
                </span>
                <span>
                  {t(`requests.${s.state}`)}
                  {s.state === 'conflict' ? ` — ${t(`errors.${s.reason}` as 'errors.generic')}` : ''}
                </span>
                {s.state === 'booked' && <Link to={`/booking/thanks?series=${s.request.seriesId}`}>{t('series.datesLabel')}</Link>}
                {s.state !== 'pending' && (
                  <button type="button" className="button button--ghost" onClick={() => series.dismiss(s)}>
                    {t('requests.dismiss')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.data && (
        <Suspense fallback={null}>
          <DataAge updatedAt={data.dataUpdatedAt} refreshFailed={data.isError} />
        </Suspense>
      )}
      {data.isPending && <p aria-busy="true">{t('book.loading')}</p>}
      {data.isError && !data.data && <OfflineUnavailable />}
      {data.data && (
        <>
          {inProgress.length > 0 && (
            <>
              <h3>{t('sessions.inProgress')}</h3>
              <ul className="booking-list">
                {inProgress.map((b) => (
                  <InProgress key={b.id} b={b} />
                ))}
              </ul>
            </>
          )}
          <SeriesPanel
            userId={user.id}
            bookings={upcoming}
            names={(s) => s.tutorName}
            locale={locale.locale}
            timezone={timezone}
            freeCancelHours={data.data.settings.freeCancelHours}
            onChanged={reload}
          />
          <h3>{t('sessions.upcoming')}</h3>
          {upcoming.length ? (
            <ul className="booking-list">
              {upcoming.map((b) => (
                <Upcoming key={b.id} b={b} freeCancelHours={data.data.settings.freeCancelHours} onChanged={reload} />
              ))}
            </ul>
          ) : (
            <p>{t('sessions.noneUpcoming')}</p>
          )}
          <h3>{t('sessions.past')}</h3>
          {past.length ? (
            <ul className="booking-list">
              {past.slice(0, 20).map((b) => (
                <li key={b.id} className="booking-item" data-testid="past-session">
                  <strong>{formatDate(b.startsAt, locale.locale, timezone, when)}</strong>
                  <span>
                    {t('sessions.with', { name: b.tutorName })}
                    {b.subject ? ` · ${subjectName(b.subject)}` : ''} · {t(`sessions.status.${b.status}`)}
                    {b.lateCancellation ? ` (${t('sessions.late')})` : ''}
                  </span>
                  {b.tutorHasAccount && (
                    <div className="booking-item__actions">
                      <MessageTutor b={b} />
                    </div>
                  )}
                  {b.status !== 'cancelled' && data.data.reviewed && !data.data.reviewed.has(b.id) && <ReviewForm bookingId={b.id} onDone={reload} />}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('sessions.nonePast')}</p>
          )}
        </>
      )}
    </section>
  );
}
