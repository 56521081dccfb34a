// /booking/thanks?id=<booking> (booked: details and the .ics) or ?request=<id> (confirmed offline: pending until
// the outbox sends it, then booked or a conflict with the nearest free times); ?series=<id> (a weekly series: each
// date and what it became, and one calendar file for the series) or ?seriesRequest=<id> (a series confirmed offline).
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { DataAge } from '../../lib/ui/DataAge';
import { useSubjectName } from '../../lib/use-subject-name';
import { useSession, useSettledSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { Alternatives } from './Alternatives';
import { bookingQueries } from './api';
import { icsHref } from './ics-link';
import { JoinLessonLink } from './JoinLessonLink';
import { useBookingRequests } from './use-booking-requests';
import { useSeriesRequests } from './use-series-requests';
import type { OutboxRequestState } from './use-outbox-requests';
import { loadSeries, seriesIcsHref } from './api-series';
import { bookingKeys } from './query-keys';
import { SeriesDates } from './SeriesDates';
import './booking.css';

const UUID = /^[0-9a-f-]{36}$/i;

function BookedDetails({ id }: { id: string }) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const { settled, user } = useSettledSession();
  const subjectName = useSubjectName();
  const booking = useQuery({ ...bookingQueries.booking(user?.id ?? 'guest', id), enabled: settled });
  if (booking.data === undefined) {
    return booking.isError ? <p role="alert">{t('errors.loadFailed')}</p> : <p aria-busy="true">{t('book.loading')}</p>;
  }
  if (!booking.data) return <p role="alert">{t('thanks.notFound')}</p>;
  const b = booking.data;
  // The calendar entry names the subject as the page does, in the visitor's language (never its slug).
  const summary = `${b.subject ? `${subjectName(b.subject)} · ` : ''}${b.tutorName}`;
  return (
    <>
      <h1>{t('thanks.title')}</h1>
      <Suspense fallback={null}>
        <DataAge updatedAt={booking.dataUpdatedAt} refreshFailed={booking.isError} />
      </Suspense>
      <p className="page__lead">{t('thanks.intro')}</p>
      <dl className="booking-facts" data-testid="thanks-details">
        <div>
          <dt>{t('book.tutor')}</dt>
          <dd>{b.tutorName}</dd>
        </div>
        <div>
          <dt>{t('book.yourTime', { zone: timezone })}</dt>
          <dd data-testid="thanks-time">{formatDate(b.startsAt, locale.locale, timezone, { dateStyle: 'full', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt>{t('book.tutorTime', { zone: b.tutorTimezone })}</dt>
          <dd>{formatDate(b.startsAt, locale.locale, b.tutorTimezone, { dateStyle: 'full', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt>{t('book.length')}</dt>
          <dd>{t('book.minutes', { count: Math.round((Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 60_000) })}</dd>
        </div>
      </dl>
      <div className="booking-item__actions">
        <JoinLessonLink booking={b} />
        <a className="button button--primary" href={icsHref(b, summary)} download={`summit-session-${b.startsAt.slice(0, 10)}.ics`} data-testid="thanks-ics">
          {t('thanks.addToCalendar')}
        </a>
        <Link className="button button--ghost" to="/dashboard">{t('thanks.dashboard')}</Link>
      </div>
    </>
  );
}

/**
 * A request confirmed offline (a booking or a series): booked (its details), a conflict (why, and the nearest free
 * times) or still waiting in the outbox.
 */
function RequestOutcome({ state, booked, pendingTitle }: {
  state: OutboxRequestState<{ tutorName: string; tutorId: string; startsAt: string; subject: string | null }> | undefined;
  booked: ReactNode;
  pendingTitle: string;
}) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  if (state?.state === 'booked') return booked;
  if (state?.state === 'conflict') {
    return (
      <>
        <h1>{t('thanks.conflictTitle')}</h1>
        <p role="alert" data-testid="request-conflict">{t(`errors.${state.reason}` as 'errors.generic')}</p>
        <Alternatives tutorId={state.request.tutorId} startsAt={state.request.startsAt} subject={state.request.subject} locale={locale.locale} timezone={effectiveTimezone(locale)} />
      </>
    );
  }
  return (
    <>
      <h1>{pendingTitle}</h1>
      <p className="page__lead" data-testid="request-pending">{t('thanks.pendingIntro')}</p>
      <Link className="button button--ghost" to="/dashboard">{t('thanks.dashboard')}</Link>
    </>
  );
}

function RequestStatus({ id }: { id: string }) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const { states } = useBookingRequests(user?.id);
  return <RequestOutcome state={states.find((s) => s.request.bookingId === id)} booked={<BookedDetails id={id} />} pendingTitle={t('thanks.pendingTitle')} />;
}

function SeriesDetails({ id }: { id: string }) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const { settled, user } = useSettledSession();
  const subjectName = useSubjectName();
  const series = useQuery({ queryKey: bookingKeys.series(user?.id ?? 'guest', id), queryFn: () => loadSeries(id), enabled: settled && !!user });
  const first = useQuery({
    ...bookingQueries.booking(user?.id ?? 'guest', series.data?.dates.find((d) => d.bookingId)?.bookingId ?? ''),
    enabled: settled && !!series.data?.dates.some((d) => d.bookingId),
  });
  if (series.data === undefined) {
    return series.isError ? <p role="alert">{t('errors.loadFailed')}</p> : <p aria-busy="true">{t('book.loading')}</p>;
  }
  if (!series.data) return <p role="alert">{t('thanks.notFound')}</p>;
  const s = series.data;
  const b = first.data ?? null;
  const summary = `${s.subject ? `${subjectName(s.subject)} · ` : ''}${b?.tutorName ?? ''}`;
  const minutes = b ? Math.round((Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 60_000) : 60;
  return (
    <>
      <h1>{t('series.title')}</h1>
      <p className="page__lead">{t('series.intro')}</p>
      <p className="series-label" data-testid="series-label">
        {t('series.label', { count: s.weeks })}
        {b ? ` · ${t('sessions.with', { name: b.tutorName })}` : ''}
      </p>
      <SeriesDates dates={s.dates} locale={locale.locale} timezone={timezone} />
      <div className="booking-item__actions">
        {b && (
          <a className="button button--primary" href={seriesIcsHref(s, summary, minutes)} download={`summit-weekly-${s.dates[0].plannedAt.slice(0, 10)}.ics`} data-testid="thanks-ics">
            {t('thanks.addToCalendar')}
          </a>
        )}
        <Link className="button button--ghost" to="/dashboard">{t('thanks.dashboard')}</Link>
      </div>
    </>
  );
}

function SeriesRequestStatus({ id }: { id: string }) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const { states } = useSeriesRequests(user?.id);
  return <RequestOutcome state={states.find((s) => s.request.seriesId === id)} booked={<SeriesDetails id={id} />} pendingTitle={t('series.pendingTitle')} />;
}

export default withQueryProvider(BookingThanksPage);

function BookingThanksPage() {
  const { t } = useTranslation('booking');
  const params = new URLSearchParams(useLocation().search);
  const id = params.get('id');
  const request = params.get('request');
  const series = params.get('series');
  const seriesRequest = params.get('seriesRequest');
  return (
    <article className="page booking-page" aria-live="polite">
      {id && UUID.test(id) ? (
        <BookedDetails id={id} />
      ) : request && UUID.test(request) ? (
        <RequestStatus id={request} />
      ) : series && UUID.test(series) ? (
        <SeriesDetails id={series} />
      ) : seriesRequest && UUID.test(seriesRequest) ? (
        <SeriesRequestStatus id={seriesRequest} />
      ) : (
        <>
          <h1>{t('thanks.heading')}</h1>
          <p role="alert">{t('thanks.notFound')}</p>
        </>
      )}
    </article>
  );
}
