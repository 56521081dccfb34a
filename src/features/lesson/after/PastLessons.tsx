// Dashboard section (learner's and tutor's): the viewer's past lessons, newest first, each with its date in the
// viewer's zone, the other party, its notes, board outline and chat from the room's projection, and a link to the
// room (read-only, with its replay) and "Message" to the other party. A page query kept on the device: offline, the
// last copy shows with its age.
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { QueryProvider } from '../../../data/query';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/intl-format';
import { DataAge, useOnline } from '../../../lib/ui/DataAge';
import { useSession } from '../../auth';
import { MessageLink } from '../../messages';
import { effectiveTimezone, useLocale } from '../../locale';
import { usePastLessons, type PastLesson } from './api-past';
import { LessonContent } from './LessonContent';
import './lesson-after.css';

const when = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

function Lesson({ lesson, userId }: { lesson: PastLesson; userId: string }) {
  const { t } = useTranslation('lessonafter');
  const locale = useLocale();
  const other = lesson.role === 'learner' ? lesson.tutorName : lesson.learnerId ? lesson.learnerName : t('deletedAccount');
  const titleId = `past-lesson-${lesson.bookingId}`;
  return (
    <li className="booking-item" data-testid="past-lesson" aria-labelledby={titleId}>
      <h3 id={titleId} className="lesson-past__title">
        {formatDate(lesson.startsAt, locale.locale, effectiveTimezone(locale), when)}
      </h3>
      <p data-testid="past-lesson-with">{t('past.with', { name: other || '—' })}</p>
      <LessonContent
        content={lesson}
        names={{ me: userId, learnerId: lesson.learnerId, tutorUserId: lesson.tutorUserId, learnerName: lesson.learnerName, tutorName: lesson.tutorName }}
      />
      <div className="booking-item__actions">
        <Link className="button button--ghost" to={`/lesson/${lesson.bookingId}`}>
          {t('past.open')}
        </Link>
        <Suspense fallback={null}>
          {lesson.role === 'learner' && lesson.tutorUserId && lesson.tutorId && <MessageLink tutorId={lesson.tutorId} name={lesson.tutorName} />}
          {lesson.role === 'tutor' && lesson.learnerId && <MessageLink learnerId={lesson.learnerId} name={lesson.learnerName} />}
        </Suspense>
      </div>
    </li>
  );
}

function Unavailable() {
  const { t: tData } = useTranslation('data');
  return <p role="alert">{useOnline() ? tData('loadFailed') : tData('unavailableOffline')}</p>;
}

function List() {
  const { t } = useTranslation('lessonafter');
  const { user } = useSession();
  const query = usePastLessons(user?.id);
  if (!user) return null;
  return (
    <section className="dashboard-card" aria-labelledby="past-lessons" data-testid="past-lessons">
      <h2 id="past-lessons">{t('past.title')}</h2>
      {query.data !== undefined && (
        <Suspense fallback={null}>
          <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} />
        </Suspense>
      )}
      {query.isPending && <p aria-busy="true">…</p>}
      {query.isError && query.data === undefined && (
        <Suspense fallback={null}>
          <Unavailable />
        </Suspense>
      )}
      {query.data && query.data.length === 0 && <p>{t('past.none')}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="booking-list">
          {query.data.map((lesson) => (
            <Lesson key={lesson.bookingId} lesson={lesson} userId={user.id} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Mounted by the dashboards; brings its own query client (the app-wide one) with it. */
export default function PastLessons() {
  return (
    <QueryProvider>
      <List />
    </QueryProvider>
  );
}
