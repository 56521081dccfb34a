// The tutor's "Move this lesson" for one lesson of a weekly series: the tutor's free times of the next two weeks,
// and a chosen one moves the lesson there (move_booking: one change of the same booking, the series keeps it, the
// learner gets one "moved" email with the calendar override).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { showToast } from '../toasts';
import { bookingErrorKey } from './booking-core';
import { bookingQueries, utcDay, type Booking, type FreeSlot } from './api';
import { moveBooking } from './api-series';

const when = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

export function TutorMoveLesson({ booking, locale, timezone, onMoved }: { booking: Booking; locale: string; timezone: string; onMoved: () => void }) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const free = useQuery({ ...bookingQueries.freeSlots(booking.tutorId, utcDay()), enabled: open });
  // Free times that could not be read: none to offer.
  const slots = free.data ?? (free.isError ? [] : null);
  const moveTo = async (slot: FreeSlot) => {
    setBusy(true);
    try {
      await moveBooking(booking.id, slot.startsAt);
      showToast({ title: t('sessions.rescheduled') });
      setOpen(false);
      onMoved();
    } catch (error) {
      showToast({ title: t(`errors.${bookingErrorKey(error as Error)}`), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  if (!open) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} data-testid="tutor-move-lesson">
        {t('tutor.moveLesson')}
      </button>
    );
  }
  return (
    <div role="group" aria-label={t('tutor.moveTitle')} className="booking-stack">
      <p>{t('tutor.moveTitle')}</p>
      {slots === null ? (
        <p aria-busy="true">{t('book.loading')}</p>
      ) : slots.length === 0 ? (
        <p>{t('sessions.noSlots')}</p>
      ) : (
        <ul className="booking-slots">
          {slots.slice(0, 12).map((s) => (
            <li key={s.startsAt}>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void moveTo(s)}>
                {formatDate(s.startsAt, locale, timezone, when)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
        {t('sessions.keep')}
      </button>
    </div>
  );
}
