// One tutor in the directory: who, what, in which languages, how well rated, how much, and when next free.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { TutorSummary } from './api';
import type { ExchangeRate } from '../../lib/money';
import { useTranslation } from '../../i18n/react';
import { Price, useVisitorLocale } from '../money';
import { Avatar } from './Avatar';
import { formatDateTime } from './format';
import { TeachingFacts, TutorRating } from './TutorFacts';
import { useSubjectName } from '../../lib/use-subject-name';

/**
 * `rates`: the list's exchange rates (one query for every card's price). Memoised: the page's urgent re-render when
 * its data or rates change (before the deferred one) leaves the cards alone.
 */
export const TutorCard = memo(function TutorCard({ tutor, rates }: { tutor: TutorSummary; rates: readonly ExchangeRate[] }) {
  const { t } = useTranslation('tutors');
  const { locale, timezone } = useVisitorLocale();
  const subjectName = useSubjectName();
  return (
    <li className="tutor-card" data-testid="tutor-card" data-tutor-id={tutor.id}>
      <Avatar name={tutor.fullName} url={tutor.avatarUrl} />
      <div className="tutor-card__body">
        <h2 className="tutor-card__name">
          <Link to={`/tutors/${tutor.id}`}>{tutor.fullName}</Link>
        </h2>
        <p className="tutor-card__headline">{tutor.headline}</p>
        <dl className="tutor-card__facts">
          <TeachingFacts tutor={tutor} subjectName={subjectName} t={t} locale={locale} />
          <div>
            <dt>{t('card.rate')}</dt>
            <dd data-testid="tutor-rate" data-currency={tutor.currency} data-amount={tutor.hourlyRateMinor}>
              <Price money={{ amountMinor: tutor.hourlyRateMinor, currency: tutor.currency }} unit="perHour" rates={rates} />
            </dd>
          </div>
          <div>
            <dt>{t('card.nextFree')}</dt>
            <dd>
              {tutor.nextFreeAt ? (
                <time dateTime={tutor.nextFreeAt}>{formatDateTime(tutor.nextFreeAt, locale, timezone)}</time>
              ) : (
                t('card.noFreeSlot')
              )}
            </dd>
          </div>
        </dl>
        <TutorRating tutor={tutor} t={t} locale={locale} />
      </div>
    </li>
  );
});
