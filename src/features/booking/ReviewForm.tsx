// Rating a past session (1-5 and an optional text), once per booking; the database checks who and when.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { showToast } from '../toasts';
import { reviewBooking } from './api';
import { bookingErrorKey } from './booking-core';

export function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const { t } = useTranslation('booking');
  const [rating, setRating] = useState(5);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="booking-form"
      aria-label={t('sessions.rate')}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        reviewBooking(bookingId, rating, body)
          .then(() => {
            showToast({ title: t('sessions.reviewed') });
            onDone();
          })
          .catch((error: Error) => showToast({ title: t(`errors.${bookingErrorKey(error)}`), variant: 'destructive' }))
          .finally(() => setBusy(false));
      }}
    >
      <label className="booking-field">
        <span>{t('sessions.rating')}</span>
        <select value={rating} onChange={(e) => setRating(Number(e.target.value))}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)} ({n})
            </option>
          ))}
        </select>
      </label>
      <label className="booking-field">
        <span>{t('sessions.review')}</span>
        <textarea rows={2} maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} />
      </label>
      <button type="submit" className="button button--ghost" disabled={busy}>
        {t('sessions.sendReview')}
      </button>
    </form>
  );
}
