// /lesson/{bookingId}: the booking decides what shows. Before the window a waiting page with a countdown and no
// content; a cancelled booking has no room; anyone but its learner and tutor is told the lesson is not theirs; from 15
// minutes before the start the room (its own chunk, ./Room), read-only from 10 minutes after the end.
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { withQueryProvider } from '../../../data/query';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/intl-format';
import { useSession } from '../../auth';
import { effectiveTimezone, useLocale } from '../../locale';
import { useLessonBooking, type LessonBooking } from '../sync/api';
import { lessonWindow, splitCountdown } from '../core/window';
import { useNow } from '../../../lib/use-now';
import './lesson.css';

const Room = lazy(() => import('./Room'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Message({ title, text, alert = true }: { title: string; text: string; alert?: boolean }) {
  const { t } = useTranslation('lesson');
  return (
    <article className="page lesson-page">
      <h1>{title}</h1>
      <p role={alert ? 'alert' : undefined} data-testid="lesson-message">{text}</p>
      <Link className="button button--ghost" to="/dashboard">{t('dashboard')}</Link>
    </article>
  );
}

function Waiting({ booking, opensAt }: { booking: LessonBooking; opensAt: number }) {
  const { t } = useTranslation('lesson');
  const locale = useLocale();
  const now = useNow(1000);
  const left = splitCountdown(opensAt - now);
  return (
    <article className="page lesson-page">
      <h1>{t('waiting.title')}</h1>
      <p>{t('waiting.text', { time: formatDate(opensAt, locale.locale, effectiveTimezone(locale), { dateStyle: 'full', timeStyle: 'short' }) })}</p>
      <p className="lesson-countdown" data-testid="lesson-countdown" aria-live="off">{t('waiting.countdown', left)}</p>
      <p>{booking.tutorName}</p>
      <Link className="button button--ghost" to="/dashboard">{t('dashboard')}</Link>
    </article>
  );
}

function LessonRoomPage() {
  const { t } = useTranslation('lesson');
  const { bookingId = '' } = useParams();
  const { user } = useSession();
  const valid = UUID.test(bookingId);
  const query = useLessonBooking(valid ? user?.id : undefined, bookingId.toLowerCase());
  // Re-render each second before the room opens, so the waiting page turns into the room on time.
  const now = useNow(1000);
  if (!valid) return <Message title={t('notFound.title')} text={t('notFound.text')} />;
  if (!user || query.isPending) {
    return (
      <article className="page lesson-page">
        <h1>{t('titleNoName')}</h1>
        <p aria-busy="true">{t('loading')}</p>
      </article>
    );
  }
  if (!query.data) {
    if (query.isError) return <Message title={t('titleNoName')} text={typeof navigator !== 'undefined' && !navigator.onLine ? t('offlineUnknown') : t('loadFailed')} />;
    return <Message title={t('notFound.title')} text={t('notYours')} />;
  }
  const booking = query.data;
  const isLearner = booking.learnerId === user.id;
  const isTutor = booking.tutorUserId === user.id;
  if (!isLearner && !isTutor) return <Message title={t('notFound.title')} text={t('notYours')} />;
  const window = lessonWindow(booking, now);
  if (window.phase === 'cancelled') return <Message title={t('cancelled.title')} text={t('cancelled.text')} />;
  if (window.phase === 'waiting') return <Waiting booking={booking} opensAt={window.opensAt} />;
  return (
    <Suspense fallback={<article className="page lesson-page"><h1>{t('titleNoName')}</h1><p aria-busy="true">{t('loading')}</p></article>}>
      <Room booking={booking} user={user} />
    </Suspense>
  );
}

export default withQueryProvider(LessonRoomPage);
