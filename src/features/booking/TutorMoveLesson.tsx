// The tutor's "Move this lesson" for one lesson of a weekly series: the tutor's free times of the next two weeks,
// and a chosen one moves the lesson there (move_booking: one change of the same booking, the series keeps it, the
// learner gets one "moved" email with the calendar override).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSwapFocus } from '../../lib/use-swap-focus';
import { showToast } from '../toasts';
import { bookingErrorKey } from './booking-core';
import { bookingQueries, utcDay, type Booking, type FreeSlot } from './api';
import { moveBooking } from './api-series';
import { SlotPicker } from './SlotPicker';


export function TutorMoveLesson({ booking, locale, timezone, onMoved }: { booking: Booking; locale: string; timezone: string; onMoved: () => void }) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const root = useSwapFocus<HTMLDivElement>(open ? 'move' : 'idle');
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
  // The button and the group swap places inside one wrapper that stays (no box of its own), so focus can follow.
  return (
    <div ref={root} style={{ display: 'contents' }}>
      {open ? (
        <div role="group" aria-label={t('tutor.moveTitle')} className="booking-stack" tabIndex={-1} data-swap-group>
          <p>{t('tutor.moveTitle')}</p>
          {slots === null ? (
            <p aria-busy="true">{t('book.loading')}</p>
          ) : slots.length === 0 ? (
            <p>{t('sessions.noSlots')}</p>
          ) : (
            <SlotPicker slots={slots} locale={locale} timezone={timezone} busy={busy} onPick={(slot) => void moveTo(slot)} />
          )}
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            {t('sessions.keep')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)} data-testid="tutor-move-lesson" data-swap-opener="move">
          {t('tutor.moveLesson')}
        </button>
      )}
    </div>
  );
}
