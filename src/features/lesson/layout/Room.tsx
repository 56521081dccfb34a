// The open room: connection status, live video (../video), the whiteboard and its outline, the shared notes and the chat, over one Yjs
// document kept on the device and synced with the other party.
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { useTranslation } from '../../../i18n/react';
import type { SessionUser } from '../../auth';
import type { LessonBooking } from '../sync/api';
import { Chat } from '../chat/Chat';
import { authorKind, type People } from '../core/people';
import { lessonWindow, splitCountdown } from '../core/window';
import { Notes } from '../notes/Notes';
import { ReportLesson } from '../after/ReportLesson';
import { StatusLine } from './StatusLine';
import type { LessonSync } from '../sync/sync';
import { UnsharedNotice } from './UnsharedNotice';
import { useLessonSync } from '../sync/use-lesson-sync';
import { useNow } from '../../../lib/use-now';
import VideoPanel from '../video/VideoPanel';
import { Whiteboard } from '../board/Whiteboard';

export default function Room({ booking, user }: { booking: LessonBooking; user: SessionUser }) {
  const { t } = useTranslation('lesson');
  const { t: tAfter } = useTranslation('lessonafter');
  const { sync, state } = useLessonSync(booking.id, user.id);
  const now = useNow(1000);
  const window = lessonWindow(booking, now);
  const isTutor = booking.tutorUserId === user.id;
  const other = isTutor ? booking.learnerName : booking.tutorName;
  const people = useMemo<People>(() => {
    const myName = isTutor ? booking.tutorName : booking.learnerName || user.fullName || user.email || '';
    return {
      me: { id: user.id, name: myName, role: isTutor ? 'tutor' : 'learner' },
      // By who is still linked to the booking, not by the name a chat message carries (../core/people).
      nameOf: (author, fallback) => {
        const kind = authorKind(author, { me: user.id, learnerId: booking.learnerId, tutorUserId: booking.tutorUserId });
        if (kind === 'me') return t('outline.you');
        if (kind === 'learner') return booking.learnerName || fallback || t('outline.other');
        if (kind === 'tutor') return booking.tutorName || fallback || t('outline.other');
        return tAfter('deletedAccount');
      },
    };
  }, [booking, user, isTutor, t, tAfter]);
  const readOnly = window.phase === 'readonly' || state.scope === 'readonly';
  const grace = window.phase === 'open' && now >= Date.parse(booking.endsAt) ? splitCountdown(window.msToNext) : null;

  return (
    <article className="page lesson-room" data-testid="lesson-room">
      <h1>{other ? t('title', { name: other }) : t('titleNoName')}</h1>
      <StatusLine state={state} />
      {readOnly && <p className="lesson-notice" data-testid="lesson-readonly">{t('readOnly')}</p>}
      {readOnly && sync && <UnsharedNotice sync={sync} />}
      {grace && <p className="lesson-notice" data-testid="lesson-grace">{t('writesLeft', { minutes: grace.minutes, seconds: grace.seconds })}</p>}
      {sync && <VideoPanel signals={sync.signals} me={user.id} other={(isTutor ? booking.learnerId : booking.tutorUserId) ?? ''} otherName={other} readOnly={readOnly} />}
      {sync && state.loaded ? <RoomParts doc={sync.doc} people={people} readOnly={readOnly} sync={sync} /> : <p aria-busy="true">{t('loading')}</p>}
      <ReportLesson bookingId={booking.id} />
    </article>
  );
}

function RoomParts({ doc, people, readOnly, sync }: { doc: Y.Doc; people: People; readOnly: boolean; sync: LessonSync }) {
  return (
    <div className="lesson-room__grid">
      <Whiteboard doc={doc} people={people} readOnly={readOnly} sync={sync} />
      <Notes doc={doc} people={people} readOnly={readOnly} sync={sync} />
      <Chat doc={doc} people={people} readOnly={readOnly} sync={sync} />
    </div>
  );
}
