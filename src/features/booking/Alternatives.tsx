// After a conflict: the three free times nearest to the one that was taken, each a link back to /book.
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { selectionQuery } from './booking-core';
import { loadAlternatives } from './selection-data';
import { useLoad } from './use-load';

export function Alternatives({ tutorId, startsAt, subject, locale, timezone }: { tutorId: string; startsAt: string; subject: string | null; locale: string; timezone: string }) {
  const { t } = useTranslation('booking');
  const slots = useLoad(`${tutorId}|${startsAt}`, () => loadAlternatives(tutorId, startsAt));
  return (
    <section aria-labelledby="booking-alternatives" data-testid="booking-alternatives">
      <h2 id="booking-alternatives">{t('alternatives.title')}</h2>
      {slots.status === 'loading' && <p>{t('book.loading')}</p>}
      {slots.status === 'error' && <p>{t('errors.loadFailed')}</p>}
      {slots.status === 'ready' &&
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
