// The dates of a weekly series, one item each in the learner's time zone: before booking (available / not available
// and why / later), and after (booked / cancelled / moved / not available / later). The list is named "Lesson dates".
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { bookingKeys } from './query-keys';
import { MAX_WEEKS, MIN_WEEKS, previewSeries, type PreviewStatus, type SeriesDateStatus } from './api-series';

export interface ListedDate {
  week: number;
  startsAt: string;
  status: PreviewStatus | SeriesDateStatus;
  reason: string | null;
  moved?: boolean;
}

const full = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

export function SeriesDates({ dates, locale, timezone }: { dates: ListedDate[]; locale: string; timezone: string }) {
  const { t } = useTranslation('booking');
  const reasonText = (reason: string | null) =>
    reason && ['slot_taken', 'tutor_unavailable', 'too_soon', 'tutor_not_found', 'no_credits'].includes(reason)
      ? t(`series.reasons.${reason as 'slot_taken'}`)
      : t('series.reasons.tutor_unavailable');
  return (
    <ul className="booking-list series-dates" aria-label={t('series.datesLabel')} data-testid="series-dates">
      {dates.map((d) => (
        <li key={d.week} className="booking-item" data-status={d.status}>
          <strong>{formatDate(d.startsAt, locale, timezone, full)}</strong>
          <span>
            {d.status === 'unavailable'
              ? `${t('series.notAvailable')}: ${reasonText(d.reason)}`
              : d.status === 'available'
                ? t('series.available')
                : d.status === 'later'
                  ? t('series.later')
                  : d.status === 'cancelled'
                    ? t('series.cancelled')
                    : d.moved
                      ? `${t('series.booked')} (${t('series.moved')})`
                      : t('series.booked')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A number of weeks from a field or a query (?weeks=): an integer 2–16, else null. */
export function parseWeeks(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= MIN_WEEKS && n <= MAX_WEEKS ? n : null;
}

/** The series preview of a chosen time (no query without a valid number of weeks). */
export function useSeriesPreview(tutorId: string, startsAt: string, weeks: number | null) {
  return useQuery({
    queryKey: bookingKeys.seriesPreview(tutorId, startsAt, weeks ?? 0),
    queryFn: () => previewSeries(tutorId, startsAt, weeks ?? 0),
    enabled: weeks !== null,
    staleTime: 30_000,
  });
}

/** The preview as a list, with how many can be booked now; "checking" while it loads. */
export function SeriesPreview({ tutorId, startsAt, weeks, locale, timezone }: { tutorId: string; startsAt: string; weeks: number; locale: string; timezone: string }) {
  const { t } = useTranslation('booking');
  const preview = useSeriesPreview(tutorId, startsAt, weeks);
  if (preview.isError) return <p role="alert">{t('errors.loadFailed')}</p>;
  if (!preview.data) return <p aria-busy="true">{t('series.checking')}</p>;
  const available = preview.data.filter((d) => d.status !== 'unavailable').length;
  return (
    <div className="booking-stack" data-testid="series-preview">
      <SeriesDates dates={preview.data} locale={locale} timezone={timezone} />
      <p aria-live="polite">{available ? t('series.summary', { available, count: preview.data.length }) : t('series.noneAvailable')}</p>
    </div>
  );
}
