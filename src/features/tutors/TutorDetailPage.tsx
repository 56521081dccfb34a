// A tutor's profile (/tutors/{tutorId}): bio, subjects, languages, rate in the visitor's currency, rating, reviews,
// and the free times of the next 14 days in the visitor's time zone, each a link to book it.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { messageTutorPath } from '../messages';
import { Link, useParams } from 'react-router-dom';
import type { TutorProfile } from './api';
import { withQueryProvider } from '../../data/query/QueryProvider';
import { useTranslation } from '../../i18n/react';
import { DataAge } from '../../lib/ui/DataAge';
import { useHydrated } from '../../lib/use-hydrated';
import { Price, useVisitorLocale } from '../money';
import { tutorQueries } from './api';
import { Avatar } from './Avatar';
import { UUID, formatDate, formatDay, formatTime, groupByDay, languageName } from './format';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { QueryLoading, QueryProblem, hasNoData } from './QueryState';
import { TeachingFacts, TutorRating } from './TutorFacts';
import { useSubjectName } from '../../lib/use-subject-name';
import './tutors.css';

function TutorDetailPage() {
  const { tutorId = '' } = useParams();
  const valid = UUID.test(tutorId);
  return valid ? <TutorProfileView id={tutorId.toLowerCase()} /> : <TutorNotFound />;
}

function TutorNotFound() {
  const { t } = useTranslation('tutors');
  return (
    <article className="page page--intro" data-testid="tutor-not-found">
      <h1>{t('profile.notFound')}</h1>
      <p className="page__lead">{t('profile.notFoundText')}</p>
      <p>
        <Link to="/tutors" className="button button--primary">
          {t('profile.browse')}
        </Link>
      </p>
    </article>
  );
}

function TutorProfileView({ id }: { id: string }) {
  const { t } = useTranslation('tutors');
  const tutor = useQuery(tutorQueries.detail(id));
  // Each part renders in the background when its data arrives (React yields every few ms), not in one task.
  const profile = useDeferredValue(tutor.data);
  if (profile === null) return <TutorNotFound />;
  if (!profile) {
    return (
      <article className="page tutor-profile">
        {hasNoData(tutor) ? <QueryProblem query={tutor} /> : <QueryLoading text={t('profile.loading')} />}
      </article>
    );
  }
  return <TutorProfileContent tutor={profile} updatedAt={tutor.dataUpdatedAt} refreshFailed={tutor.isRefetchError} />;
}

function TutorProfileContent({ tutor, updatedAt, refreshFailed }: { tutor: TutorProfile; updatedAt: number; refreshFailed: boolean }) {
  const { t } = useTranslation('tutors');
  const { locale } = useVisitorLocale();
  const subjectName = useSubjectName();
  return (
    <article className="page tutor-profile" data-testid="tutor-profile">
      <p>
        <Link to="/tutors">← {t('profile.back')}</Link>
      </p>
      <DataAge updatedAt={updatedAt} refreshFailed={refreshFailed} />
      <header className="tutor-profile__header">
        <Avatar name={tutor.fullName} url={tutor.avatarUrl} size="large" />
        <div>
          <h1>{tutor.fullName}</h1>
          <p className="page__lead">{tutor.headline}</p>
          <TutorRating tutor={tutor} t={t} locale={locale} />
          {/* Signed in only (a guest signs in first and comes back to it): the route is behind sign-in. */}
          {tutor.hasAccount && (
            <p>
              <Link className="button button--ghost" to={messageTutorPath(tutor.id)}>
                {t('profile.message')}
              </Link>
            </p>
          )}
        </div>
      </header>
      <dl className="tutor-card__facts tutor-profile__facts">
        <div>
          <dt>{t('card.rate')}</dt>
          <dd data-testid="tutor-rate">
            <Price money={{ amountMinor: tutor.hourlyRateMinor, currency: tutor.currency }} unit="perHour" />
            {/* A line of its own: a converted price takes more than one line, so a separator would dangle. */}
            <span className="tutor-profile__session">{t('profile.session', { minutes: tutor.sessionMinutes })}</span>
          </dd>
        </div>
        <TeachingFacts tutor={tutor} subjectName={subjectName} t={t} locale={locale} />
      </dl>
      <section aria-labelledby="tutor-about">
        <h2 id="tutor-about">{t('profile.about')}</h2>
        <p lang={tutor.bioLanguage}>{tutor.bio}</p>
        <p className="tutor-profile__lang">{t('profile.writtenIn', { language: languageName(tutor.bioLanguage, locale) })}</p>
      </section>
      <TutorSlots tutor={tutor} />
      <TutorReviews tutorId={tutor.id} />
    </article>
  );
}

function TutorSlots({ tutor }: { tutor: TutorProfile }) {
  const { t } = useTranslation('tutors');
  const { locale, timezone } = useVisitorLocale();
  // Prerendered, the page knows no visitor's zone: the line keeps its place and says it once hydrated.
  const hydrated = useHydrated();
  const today = new Date().toISOString().slice(0, 10);
  const slots = useQuery(tutorQueries.slots(tutor.id, today));
  const shown = useDeferredValue(slots.data);
  const days = useMemo(() => (shown ? groupByDay(shown, timezone) : []), [shown, timezone]);
  // A day at a time after each paint: 14 days of free times are a few hundred links, whose first layout in one go was
  // the page's longest task (7-9 ms here, about 90 ms on a low-end phone).
  const { shown: shownDays, complete } = useProgressiveList(days, 1, 1);
  return (
    <section aria-labelledby="tutor-slots" data-testid="tutor-slots" aria-busy={!!shown && !complete}>
      <h2 id="tutor-slots">{t('profile.slots')}</h2>
      <p className="tutor-profile__zones">{hydrated ? t('profile.zones', { visitor: timezone, tutor: tutor.timezone }) : '\u00a0'}</p>
      {!shown && (hasNoData(slots) ? <QueryProblem query={slots} /> : <QueryLoading text={t('profile.loading')} />)}
      {shown && days.length === 0 && <p>{t('profile.noSlots')}</p>}
      {shownDays.map((day) => {
        const dayLabel = formatDay(day.first, locale, timezone);
        return (
          <div key={day.day} className="slot-day">
            <h3>{dayLabel}</h3>
            <ul className="slot-list">
              {day.slots.map((slot) => {
                const time = formatTime(slot.startsAt, locale, timezone);
                return (
                  <li key={slot.startsAt}>
                    <Link
                      className="slot-link"
                      to={`/book?tutor=${encodeURIComponent(tutor.id)}&start=${encodeURIComponent(slot.startsAt)}`}
                      aria-label={t('profile.book', { date: dayLabel, time })}
                      data-start={slot.startsAt}
                    >
                      {time}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function TutorReviews({ tutorId }: { tutorId: string }) {
  const { t } = useTranslation('tutors');
  const { locale, timezone } = useVisitorLocale();
  const reviews = useQuery(tutorQueries.reviews(tutorId));
  const shown = useDeferredValue(reviews.data);
  return (
    <section aria-labelledby="tutor-reviews">
      <h2 id="tutor-reviews">{t('profile.reviews')}</h2>
      {!shown && (hasNoData(reviews) ? <QueryProblem query={reviews} /> : <QueryLoading text={t('profile.loading')} />)}
      {shown?.length === 0 && <p>{t('profile.noReviews')}</p>}
      {shown && shown.length > 0 && (
        <ul className="review-list">
          {shown.map((review) => (
            <li key={review.id} className="review">
              <p className="review__rating">
                <span aria-hidden="true">{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)} </span>
                <span className="visually-hidden">{t('card.rating', { rating: review.rating })}</span>
              </p>
              <blockquote lang={review.language}>{review.body}</blockquote>
              <p className="review__by">
                {t('profile.reviewBy', { name: review.learnerName, date: formatDate(review.createdAt, locale, timezone) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default withQueryProvider(TutorDetailPage);
