// The open room as one screen (no page scroll; panels scroll inside): a slim room bar (title, time left, the
// connection, the video controls, full screen, the room menu, Leave), the whiteboard filling the main area, the videos
// and one side panel whose tabs are the chat, the notes and the board outline (laptop, from 64rem wide); on a phone
// the board with the other party's video as a floating tile, and a bottom tab bar (Board · Notes · Chat · Outline).
// One Yjs document kept on the device and synced with the other party.
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useFullViewport } from '../../../lib/full-viewport';
import { useNow } from '../../../lib/use-now';
import type { SessionUser } from '../../auth';
import { Whiteboard } from '../board/Whiteboard';
import { Chat } from '../chat/Chat';
import { authorKind, type People } from '../core/people';
import { lessonWindow, splitCountdown } from '../core/window';
import { Notes } from '../notes/Notes';
import type { LessonBooking } from '../sync/api';
import { useLessonSync } from '../sync/use-lesson-sync';
import VideoPanel from '../video/VideoPanel';
import { RoomBar } from './RoomBar';
import { RoomTabs, type RoomTab } from './RoomTabs';
import { RefusedNotice } from './StatusLine';
import { UnsharedNotice } from './UnsharedNotice';
import { useUnread } from './use-unread';
import { useDraggableTile } from './use-draggable-tile';
import { useWakeLock } from './use-wake-lock';
import { useMedia, WIDE_ROOM } from './use-media';
import './lesson.css';

// Memoised: the page around it renders each second (it turns the waiting page into the room on time); the room keeps
// its own clock.
export default memo(function Room({ booking, user }: { booking: LessonBooking; user: SessionUser }) {
  const { t } = useTranslation('lesson');
  const { t: tAfter } = useTranslation('lessonafter');
  useFullViewport();
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
  const minutesLeft = window.phase === 'open' && !grace ? Math.max(0, Math.ceil((Date.parse(booking.endsAt) - now) / 60_000)) : null;

  // The screen stays on while the room is open and writable.
  const wakeLock = useWakeLock(!readOnly && !!sync);
  const wide = useMedia(WIDE_ROOM);
  const tile = useDraggableTile(!wide && !!sync); // a phone's floating video moves out of the way
  const [tab, setTab] = useState<RoomTab>(wide ? 'chat' : 'board');
  const [collapsed, setCollapsed] = useState(false);
  // The board is not a tab on a laptop: it is always shown.
  useEffect(() => {
    if (wide && tab === 'board') setTab('chat');
  }, [wide, tab]);
  const chatShown = tab === 'chat' && (wide ? !collapsed : true);
  const unread = useUnread(sync && state.loaded && (state.synced || state.connection === 'offline') ? sync.doc : null, user.id, chatShown);
  const [videoControls, setVideoControls] = useState<HTMLElement | null>(null);
  const [outlineTarget, setOutlineTarget] = useState<HTMLElement | null>(null);
  const boardShown = wide || tab === 'board';
  const title = other ? t('title', { name: other }) : t('titleNoName');

  return (
    <div className="lesson-room" data-testid="lesson-room" data-layout={wide ? 'wide' : 'narrow'} data-collapsed={wide && collapsed} data-tab={tab} data-wake-lock={wakeLock}>
      <RoomBar
        title={title}
        state={state}
        minutesLeft={minutesLeft}
        grace={grace}
        readOnly={readOnly}
        bookingId={booking.id}
        videoRef={setVideoControls}
      />
      {(readOnly || state.refused) && (
        <div className="lesson-room__notices">
          <RefusedNotice state={state} />
          {readOnly && <p className="lesson-notice" data-testid="lesson-readonly">{t('readOnly')}</p>}
          {readOnly && sync && <UnsharedNotice sync={sync} />}
        </div>
      )}
      <div className="lesson-room__body">
        <div className="lesson-room__stage" id="lesson-panel-board" role={wide ? undefined : 'tabpanel'} aria-labelledby={wide ? undefined : 'lesson-tab-board'} hidden={!boardShown}>
          {sync && state.loaded ? (
            <Whiteboard doc={sync.doc} people={people} readOnly={readOnly} sync={sync} outlineTarget={outlineTarget} />
          ) : (
            <p aria-busy="true">{t('loading')}</p>
          )}
        </div>
        {sync && (
          <div className="lesson-room__video" ref={tile}>
            <VideoPanel
              signals={sync.signals}
              me={user.id}
              other={(isTutor ? booking.learnerId : booking.tutorUserId) ?? ''}
              otherName={other}
              readOnly={readOnly}
              controlsTarget={videoControls}
              compact={!wide}
            />
          </div>
        )}
        <RoomTabs wide={wide} tab={tab} onTab={setTab} collapsed={collapsed} onCollapse={setCollapsed} unread={unread}>
          {{
            notes: sync && state.loaded ? <Notes doc={sync.doc} people={people} readOnly={readOnly} sync={sync} /> : null,
            chat: sync && state.loaded ? <Chat doc={sync.doc} people={people} readOnly={readOnly} sync={sync} /> : null,
            outline: <div ref={setOutlineTarget} className="lesson-room__outline" />,
          }}
        </RoomTabs>
      </div>
    </div>
  );
});
