// The student directory (/learner-profiles, admins): every learner, searchable by name or email, 50 a page in name
// order, with sessions booked and held, last activity, the needs and accommodations they wrote, and their bookings
// on demand. Who is listed is the database's decision (learner_directory), not this page's: an admin's session must
// be at aal2, so at aal1 the section asks for the second step itself and lists the learners as soon as it is passed
// (here or anywhere else in the app: the session's level is part of the query's key).
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/intl-format';
import { useSubjectName } from '../../lib/use-subject-name';
import { SecondFactorStep } from '../account';
import { useSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { bookingQueries } from './booking-queries';
import { DIRECTORY_PAGE, type DirectoryLearner } from './api-learners';
import { NeedsRows } from './LearnerProfileFacts';

function LearnerBookings({ learnerId }: { learnerId: string }) {
  const { t } = useTranslation('booking');
  const state = useLocale();
  const locale = state.locale;
  const timezone = effectiveTimezone(state);
  const subjectName = useSubjectName();
  const bookings = useQuery(bookingQueries.learnerBookings(learnerId));
  if (bookings.isPending) return <p aria-busy="true">{t('book.loading')}</p>;
  if (!bookings.data) return <p role="alert">{t('errors.loadFailed')}</p>;
  if (bookings.data.length === 0) return <p>{t('directory.noBookings')}</p>;
  return (
    <ul data-testid="directory-bookings">
      {bookings.data.map((b) => (
        <li key={b.id}>
          {formatDate(b.startsAt, locale, timezone, { dateStyle: 'medium', timeStyle: 'short' })} · {t('sessions.with', { name: b.tutorName })}
          {b.subject ? ` · ${subjectName(b.subject)}` : ''} · {t(`sessions.status.${b.status}`)}
        </li>
      ))}
    </ul>
  );
}

function Learner({ learner }: { learner: DirectoryLearner }) {
  const { t } = useTranslation('booking');
  const state = useLocale();
  const locale = state.locale;
  const timezone = effectiveTimezone(state);
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="booking-item" data-testid="directory-learner">
      <h3>{learner.fullName || learner.email || '—'}</h3>
      <dl className="booking-facts">
        {learner.email && (
          <div>
            <dt>{t('directory.email')}</dt>
            <dd>{learner.email}</dd>
          </div>
        )}
        <div>
          <dt>{t('directory.sessions')}</dt>
          <dd data-testid="directory-sessions">{t('directory.sessionCounts', { booked: learner.sessionsBooked, held: learner.sessionsHeld })}</dd>
        </div>
        <div>
          <dt>{t('directory.lastActivity')}</dt>
          <dd>{learner.lastActivity ? formatDate(learner.lastActivity, locale, timezone, { dateStyle: 'medium' }) : '—'}</dd>
        </div>
        <NeedsRows needs={learner.needs} accommodations={learner.accommodations} />
      </dl>
      <button type="button" className="button button--ghost" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        {t('directory.bookings')}
      </button>
      <div id={listId}>{open && <LearnerBookings learnerId={learner.userId} />}</div>
    </li>
  );
}

export function StudentDirectory({ userId }: { userId: string }) {
  const { t } = useTranslation('booking');
  const { aal } = useSession();
  return (
    <section aria-labelledby="student-directory" data-testid="student-directory">
      <h2 id="student-directory">{t('directory.title')}</h2>
      {aal === 'aal2' ? (
        <DirectoryList userId={userId} />
      ) : (
        <>
          <p>{t('directory.secondStep')}</p>
          <SecondFactorStep />
        </>
      )}
    </section>
  );
}

function DirectoryList({ userId }: { userId: string }) {
  const { t } = useTranslation('booking');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const query = useDeferredValue(search.trim());
  const learners = useQuery(bookingQueries.directory(userId, 'aal2', query, page));
  const rows = learners.data?.learners;
  const first = page * DIRECTORY_PAGE;
  return (
    <>
      <label className="booking-field" htmlFor={searchId}>
        <span>{t('directory.search')}</span>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
      </label>
      {learners.isPending && <p aria-busy="true">{t('book.loading')}</p>}
      {learners.isError && !learners.data && <p role="alert">{t('errors.loadFailed')}</p>}
      {rows && rows.length === 0 && <p>{t('directory.none')}</p>}
      {rows && rows.length > 0 && (
        <ul className="booking-list">
          {rows.map((l) => (
            <Learner key={l.userId} learner={l} />
          ))}
        </ul>
      )}
      {rows && (page > 0 || learners.data?.more) && (
        <nav aria-label={t('directory.pages')} className="booking-pages">
          <p aria-live="polite">{t('directory.shown', { from: first + 1, to: first + rows.length })}</p>
          <button type="button" className="button button--ghost" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
            {t('directory.previous')}
          </button>
          <button type="button" className="button button--ghost" disabled={!learners.data?.more} onClick={() => setPage((p) => p + 1)}>
            {t('directory.next')}
          </button>
        </nav>
      )}
    </>
  );
}
