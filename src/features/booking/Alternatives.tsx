// After a conflict: the three free times nearest to the one that was taken, each a link back to /book.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { selectionQuery } from './booking-core';
import { bookingQueries } from './api';

export function Alternatives({ tutorId, startsAt, subject, locale, timezone }: { tutorId: string; startsAt: string; subject: string | null; locale: string; timezone: string }) {
  const { t } = useTranslation('booking');
  const slots = useQuery(bookingQueries.alternatives(tutorId, startsAt));
  return (
    <section aria-labelledby="booking-alternatives" data-testid="booking-alternatives">
      <h2 id="booking-alternatives">{t('alternatives.title')}</h2>
      {slots.data === undefined && (slots.isError ? <p>{t('errors.loadFailed')}</p> : <p>{t('book.loading')}</p>)}
      {slots.data !== undefined &&
        (slots.data.length ? (
          <ul className="booking-slots">
            {slots.data.map((s) => (
              <li key={s.startsAt}>
                <Link className="button button--ghost" to={`/book?${selectionQuery({ tutorId, startsAt: s.startsAt, subject })}`}>
                  {formatDate(s.startsAt, locale, timezone, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('alternatives.none')}</p>
        ))}
    </section>
  );
}
