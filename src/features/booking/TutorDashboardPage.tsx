// /tutor and /tutor-dashboard: the signed-in tutor's sessions today and coming up, each learner's name, learner
// profile and the tutor's private notes, the courses they teach (saveable offline) and a link to the availability
// editor.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { useSubjectName } from '../../lib/use-subject-name';
import { formatDate } from '../../lib/intl-format';
import { DataAge } from '../../lib/ui/DataAge';
import { signInPathFor, useSettledSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { PastLessons } from '../lesson';
import { MessageLink } from '../messages';
import { showToast } from '../toasts';
import { invalidateLearnerDetails, saveTutorNote, useTutorDashboard, type Booking, type LearnerProfile } from './api';
import { splitByToday } from './booking-core';
import { JoinLessonLink } from './JoinLessonLink';
import { LearnerProfileFacts } from './LearnerProfileFacts';
import { OfflineUnavailable } from './OfflineUnavailable';
import { TaughtCourses } from './TaughtCourses';
import { SeriesPanel } from './SeriesPanel';
import { TutorMoveLesson } from './TutorMoveLesson';
import { invalidateBookings } from './api';
import './booking.css';

function Notes({ tutorId, learnerId, initial }: { tutorId: string; learnerId: string; initial: string }) {
  const { t } = useTranslation('booking');
  const [body, setBody] = useState(initial);
  const client = useQueryClient();
  return (
    <form
      className="booking-form"
      onSubmit={(e) => {
        e.preventDefault();
        saveTutorNote(tutorId, learnerId, body)
          .then(() => {
            showToast({ title: t('tutor.notesSaved') });
            void invalidateLearnerDetails(client);
          })
          .catch(() => showToast({ title: t('errors.generic'), variant: 'destructive' }));
      }}
    >
      <label className="booking-field">
        <span>{t('tutor.notes')}</span>
        <textarea rows={3} maxLength={4000} value={body} onChange={(e) => setBody(e.target.value)} aria-describedby={`notes-hint-${learnerId}`} />
      </label>
      <small id={`notes-hint-${learnerId}`}>{t('tutor.notesHint')}</small>
      <button type="submit" className="button button--ghost">{t('tutor.saveNotes')}</button>
    </form>
  );
}

function SessionList({ bookings, names, profiles, notes, tutorId, seen, onChanged }: {
  bookings: Booking[]; names: Map<string, string>; profiles: Map<string, LearnerProfile>; notes: Map<string, string>; tutorId: string; seen: Set<string>;
  onChanged: () => void;
}) {
  const { t } = useTranslation('booking');
  const subjectName = useSubjectName();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  if (!bookings.length) return <p>{t('tutor.none')}</p>;
  return (
    <ul className="booking-list">
      {bookings.map((b) => {
        // A learner who deleted their account leaves the session without a learner: no name, profile or notes.
        const learnerId = b.learnerId;
        const first = learnerId !== null && !seen.has(learnerId);
        if (learnerId !== null) seen.add(learnerId);
        const profile = learnerId !== null ? profiles.get(learnerId) : undefined;
        return (
          <li key={b.id} className="booking-item" data-testid="tutor-session">
            <strong>{formatDate(b.startsAt, locale.locale, timezone, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}</strong>
            <span>
              {t('tutor.learner')}: <span data-testid="tutor-session-learner">{learnerId === null ? t('tutor.deletedAccount') : names.get(learnerId) || '—'}</span>
              {b.subject ? ` · ${subjectName(b.subject)}` : ''}
            </span>
            {b.note && <q>{b.note}</q>}
            <div className="booking-item__actions">
              <JoinLessonLink booking={b} />
              {learnerId !== null && (
                <Suspense fallback={null}>
                  <MessageLink learnerId={learnerId} name={names.get(learnerId) ?? ''} />
                </Suspense>
              )}
              {/* A lesson of a weekly series, not started: the tutor can move it alone (the series keeps it). */}
              {b.seriesId && Date.parse(b.startsAt) > Date.now() && (
                <TutorMoveLesson booking={b} locale={locale.locale} timezone={timezone} onMoved={onChanged} />
              )}
            </div>
            {first && profile && <LearnerProfileFacts profile={profile} />}
            {first && <Notes tutorId={tutorId} learnerId={learnerId} initial={notes.get(learnerId) ?? ''} />}
          </li>
        );
      })}
    </ul>
  );
}

export default withQueryProvider(TutorDashboardPage);

function TutorDashboardPage() {
  const { t } = useTranslation('booking');
  const client = useQueryClient();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  const { settled, user } = useSettledSession();
  const data = useTutorDashboard(user?.id);
  if (!settled) return <p aria-busy="true">{t('book.loading')}</p>;
  return (
    <article className="page booking-page tutor-dashboard">
      <h1>{t('tutor.title')}</h1>
      {!user && (
        <p>
          {t('tutor.signIn')} <Link to={signInPathFor('/tutor')}>{t('tutor.signInLink')}</Link>
        </p>
      )}
      {user && data.data !== undefined && (
        <Suspense fallback={null}>
          <DataAge updatedAt={data.dataUpdatedAt} refreshFailed={data.isError} />
        </Suspense>
      )}
      {user && data.isPending && <p aria-busy="true">{t('book.loading')}</p>}
      {user && data.isError && data.data === undefined && <OfflineUnavailable />}
      {user && data.data === null && <p role="alert">{t('tutor.notTutor')}</p>}
      {user && data.data && (() => {
        const d = data.data;
        const { today, later } = splitByToday(d.bookings, timezone);
        const seen = new Set<string>();
        return (
          <>
            <p className="page__lead">{d.tutor.fullName}</p>
            <div className="booking-item__actions">
              <Link className="button button--primary" to="/dashboard/availability">{t('tutor.availability')}</Link>
              <Link className="button button--ghost" to="/learner-profiles">{t('tutor.learnerProfiles')}</Link>
            </div>
            <SeriesPanel
              level={2}
              userId={user.id}
              bookings={d.bookings.filter((b) => Date.parse(b.startsAt) > Date.now())}
              names={(s) => (s.learnerId ? d.names.get(s.learnerId) ?? '' : t('tutor.deletedAccount'))}
              locale={locale.locale}
              timezone={timezone}
              onChanged={() => void invalidateBookings(client)}
            />
            <h2>{t('tutor.today')}</h2>
            <SessionList bookings={today} names={d.names} profiles={d.profiles} notes={d.notes} tutorId={d.tutor.id} seen={seen} onChanged={() => void invalidateBookings(client)} />
            <h2>{t('tutor.upcoming')}</h2>
            <SessionList bookings={later} names={d.names} profiles={d.profiles} notes={d.notes} tutorId={d.tutor.id} seen={seen} onChanged={() => void invalidateBookings(client)} />
            <Suspense fallback={null}>
              <PastLessons />
            </Suspense>
            <TaughtCourses tutorId={d.tutor.id} />
          </>
        );
      })()}
    </article>
  );
}
