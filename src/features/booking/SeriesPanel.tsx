// The weekly series among a dashboard's bookings (the learner's or the tutor's): each shown as such ("Weekly, 8
// lessons", with whom, the next lesson) with "Cancel the rest of the series" (its lessons still to come are
// cancelled, and no later week is booked).
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { useSwapFocus } from '../../lib/use-swap-focus';
import { showToast } from '../toasts';
import { CancelCreditNote } from '../credits';
import { bookingErrorKey, isLateCancellation } from './booking-core';
import type { Booking } from './api-bookings';
import { cancelSeries, loadSeriesSummaries, type SeriesSummary } from './api-series';
import { bookingKeys } from './query-keys';

const when = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

function SeriesItem({ s, next, other, locale, timezone, freeCancelHours, onChanged }: {
  s: SeriesSummary; next: Booking | undefined; other: string; locale: string; timezone: string; freeCancelHours?: number; onChanged: () => void;
}) {
  const { t } = useTranslation('booking');
  const [confirming, setConfirming] = useState(false);
  const item = useSwapFocus<HTMLLIElement>(confirming ? 'confirm' : 'idle');
  const [busy, setBusy] = useState(false);
  const cancelRest = async () => {
    setBusy(true);
    try {
      await cancelSeries(s.id);
      showToast({ title: t('series.restCancelled') });
      setConfirming(false);
      onChanged();
    } catch (error) {
      showToast({ title: t(`errors.${bookingErrorKey(error as Error)}`), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="booking-item" data-testid="series-item" ref={item}>
      <strong className="series-label">{t('series.label', { count: s.weeks })}</strong>
      {other && <span>{t('sessions.with', { name: other })}</span>}
      {next && <span>{t('series.next', { time: formatDate(next.startsAt, locale, timezone, when) })}</span>}
      {!confirming ? (
        <div className="booking-item__actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)} data-testid="series-cancel-rest" data-swap-opener="confirm">
            {t('series.cancelRest')}
          </button>
        </div>
      ) : (
        <div role="group" aria-label={t('series.cancelRestTitle')} className="booking-stack" tabIndex={-1} data-swap-group>
          <p>{t('series.cancelRestTitle')}</p>
          {/* What cancelling the next lesson costs, as for a single lesson: late or not, and the credit. */}
          {next && freeCancelHours !== undefined && isLateCancellation(next.startsAt, freeCancelHours, Date.now(), next.freeCancelUntil) && (
            <p className="booking-notice" data-testid="series-late">{t('sessions.lateWarning', { hours: freeCancelHours })}</p>
          )}
          {/* The learner's own credit (a tutor's cancel always gives it back, and the note speaks to the learner). */}
          {next && freeCancelHours !== undefined && (
            <Suspense fallback={null}>
              <CancelCreditNote bookingId={next.id} />
            </Suspense>
          )}
          <div className="booking-item__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void cancelRest()} data-testid="series-cancel-rest-confirm">
              {t('series.confirmCancelRest')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('series.keep')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

export function SeriesPanel({ userId, bookings, names, locale, timezone, freeCancelHours, onChanged, level = 3 }: {
  userId: string;
  /** The heading's level in its page. */
  level?: 2 | 3;
  /** The dashboard's upcoming bookings (not cancelled). */
  bookings: Booking[];
  /** The other party's name per series: the tutor's for a learner, the learner's for a tutor. */
  names: (s: SeriesSummary) => string;
  locale: string;
  timezone: string;
  /** booking.free_cancel_hours, on the learner's page: the next lesson's late-cancel notice and credit note. */
  freeCancelHours?: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation('booking');
  const ids = [...new Set(bookings.flatMap((b) => (b.seriesId ? [b.seriesId] : [])))].sort();
  const series = useQuery({
    queryKey: bookingKeys.seriesSummaries(userId, ids.join(',')),
    queryFn: () => loadSeriesSummaries(ids),
    enabled: ids.length > 0,
  });
  const active = (series.data ?? []).filter((s) => s.status === 'active');
  if (!active.length) return null;
  return (
    <>
      {level === 2 ? <h2>{t('series.heading')}</h2> : <h3>{t('series.heading')}</h3>}
      <ul className="booking-list" data-testid="series-list">
        {active.map((s) => (
          <SeriesItem
            key={s.id}
            s={s}
            next={bookings.find((b) => b.seriesId === s.id)}
            other={names(s)}
            locale={locale}
            timezone={timezone}
            freeCancelHours={freeCancelHours}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </>
  );
}
