// The details of a chosen session: tutor, time in the learner's and the tutor's zone, length and price.
import { useTranslation } from '../../i18n/react';
import { useSubjectName } from '../../lib/use-subject-name';
import { formatDate } from '../../lib/intl-format';
import { viewPrice } from '../../lib/money';
import type { ExchangeRate } from '../../lib/money';
import type { BookingTutor } from './api-bookings';

interface Props {
  tutor: BookingTutor;
  startsAt: string;
  locale: string;
  timezone: string;
  currency: string;
  rates: ExchangeRate[];
  subject?: string | null;
}

export function BookingSummary({ tutor, startsAt, locale, timezone, currency, rates, subject }: Props) {
  const { t } = useTranslation('booking');
  const subjectName = useSubjectName();
  const price = viewPrice({ amountMinor: Math.round((tutor.hourlyRateMinor * tutor.sessionMinutes) / 60), currency: tutor.currency }, currency, locale, rates);
  const when = { dateStyle: 'full', timeStyle: 'short' } as const;
  return (
    <dl className="booking-facts" data-testid="booking-summary">
      <div>
        <dt>{t('book.tutor')}</dt>
        <dd data-testid="booking-tutor">{tutor.fullName}</dd>
      </div>
      {subject && (
        <div>
          <dt>{t('book.subject')}</dt>
          <dd>{subjectName(subject)}</dd>
        </div>
      )}
      <div>
        <dt>{t('book.yourTime', { zone: timezone })}</dt>
        <dd data-testid="booking-learner-time">{formatDate(startsAt, locale, timezone, when)}</dd>
      </div>
      <div>
        <dt>{t('book.tutorTime', { zone: tutor.timezone })}</dt>
        <dd data-testid="booking-tutor-time">{formatDate(startsAt, locale, tutor.timezone, when)}</dd>
      </div>
      <div>
        <dt>{t('book.length')}</dt>
        <dd>{t('book.minutes', { count: tutor.sessionMinutes })}</dd>
      </div>
      <div>
        <dt>{t('book.price')}</dt>
        <dd data-testid="booking-price">
          {price.kind === 'approximate' ? t('book.approximate', { amount: price.text, original: price.original }) : price.text}
        </dd>
      </div>
    </dl>
  );
}
