// The open room: connection status, live video (./video), the whiteboard and its outline, the shared notes and the chat, over one Yjs
// document kept on the device and synced with the other party.
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { useTranslation } from '../../i18n/react';
import type { SessionUser } from '../auth';
import type { LessonBooking } from './api';
import { Chat } from './Chat';
import { lessonWindow, splitCountdown } from './core/window';
import { Notes } from './Notes';
import { StatusLine } from './StatusLine';
import { useLessonSync } from './use-lesson-sync';
import { useNow } from './use-now';
import VideoPanel from './video/VideoPanel';
import { Whiteboard } from './Whiteboard';

export interface People {
  /** A user id to the name shown for their work. */
  nameOf(author: string | null | undefined): string;
  me: { id: string; name: string };
}

export default function Room({ booking, user }: { booking: LessonBooking; user: SessionUser }) {
  const { t } = useTranslation('lesson');
  const { sync, state } = useLessonSync(booking.id, user.id);
  const now = useNow(1000);
  const window = lessonWindow(booking, now);
  const isTutor = booking.tutorUserId === user.id;
  const other = isTutor ? booking.learnerName : booking.tutorName;
  const people = useMemo<People>(() => {
    const myName = isTutor ? booking.tutorName : booking.learnerName || user.fullName || user.email || '';
    return {
      me: { id: user.id, name: myName },
      nameOf: (author) => {
        if (author === user.id) return t('outline.you');
        if (author && author === booking.learnerId) return booking.learnerName || t('outline.other');
        if (author && author === booking.tutorUserId) return booking.tutorName || t('outline.other');
        return t('outline.other');
      },
    };
  }, [booking, user, isTutor, t]);
  const readOnly = window.phase === 'readonly' || state.scope === 'readonly';
  const grace = window.phase === 'open' && now >= Date.parse(booking.endsAt) ? splitCountdown(window.msToNext) : null;

  return (
    <article className="page lesson-room" data-testid="lesson-room">
      <h1>{other ? t('title', { name: other }) : t('titleNoName')}</h1>
      <StatusLine state={state} />
      {readOnly && <p className="lesson-notice" data-testid="lesson-readonly">{t('readOnly')}</p>}
      {grace && <p className="lesson-notice" data-testid="lesson-grace">{t('writesLeft', { minutes: grace.minutes, seconds: grace.seconds })}</p>}
      {sync && <VideoPanel signals={sync.signals} me={user.id} other={(isTutor ? booking.learnerId : booking.tutorUserId) ?? ''} otherName={other} readOnly={readOnly} />}
      {sync && state.loaded ? <RoomParts doc={sync.doc} people={people} readOnly={readOnly} /> : <p aria-busy="true">{t('loading')}</p>}
    </article>
  );
}

function RoomParts({ doc, people, readOnly }: { doc: Y.Doc; people: People; readOnly: boolean }) {
  return (
    <div className="lesson-room__grid">
      <Whiteboard doc={doc} people={people} readOnly={readOnly} />
      <Notes doc={doc} people={people} readOnly={readOnly} />
      <Chat doc={doc} people={people} readOnly={readOnly} />
    </div>
  );
}
