// In the booking's cancel dialog, before the learner confirms: whether their lesson credit comes back (the
// database's answer for this booking and this moment). Nothing is shown for a lesson booked without a credit.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { cancelPreviewQuery } from './api';

export default function CancelCreditNote({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('credits');
  const preview = useQuery(cancelPreviewQuery(bookingId));
  const p = preview.data;
  if (!p?.paid_with_credit) return null;
  return (
    <p className="booking-notice" data-testid="cancel-credit" data-credit-back={p.credit_back}>
      {p.credit_back ? t('cancel.back') : t('cancel.kept', { hours: p.free_cancel_hours })}
    </p>
  );
}
