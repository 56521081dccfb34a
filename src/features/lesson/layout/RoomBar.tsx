// The room bar: the lesson's title (the other party's name), time left or the write window's countdown, the lesson
// connection, the video controls (placed here by the video panel), the offline indicator, full screen, the room menu
// ("Report this lesson", the app's account menu and settings) and Leave (to the dashboard).
import { Suspense, useContext, useEffect, useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react';
import { ShellExtrasContext } from '../../../lib/full-viewport';
import { UnreadMessagesLink } from '../../messages';
import { ReportLesson } from '../after/ReportLesson';
import type { SyncState } from '../sync/sync';
import { Popover } from './Popover';
import { StatusLine } from './StatusLine';

function useFullscreen() {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const renew = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', renew);
    return () => document.removeEventListener('fullscreenchange', renew);
  }, []);
  const toggle = () => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return { on, toggle, can: typeof document !== 'undefined' && document.fullscreenEnabled === true };
}

export function RoomBar(props: {
  title: string;
  state: SyncState;
  minutesLeft: number | null;
  grace: { minutes: number; seconds: number } | null;
  readOnly: boolean;
  bookingId: string;
  videoRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('lesson');
  const extras = useContext(ShellExtrasContext);
  const fullscreen = useFullscreen();
  return (
    <header className="room-bar">
      <div className="room-bar__about">
        <h1 className="room-bar__title">{props.title}</h1>
        {props.minutesLeft !== null && !props.readOnly && (
          <span className="room-bar__time" data-testid="lesson-time-left">{t('room.timeLeft', { count: props.minutesLeft })}</span>
        )}
        {props.grace && <span className="room-bar__time room-bar__time--grace" data-testid="lesson-grace">{t('writesLeft', props.grace)}</span>}
        <StatusLine state={props.state} />
      </div>
      <div className="room-bar__actions">
        <div className="room-bar__video" ref={props.videoRef} />
        {extras?.status}
        {fullscreen.can && (
          <button type="button" className="button button--ghost lesson-tool" aria-pressed={fullscreen.on} onClick={fullscreen.toggle} title={t('room.fullscreen')}>
            <span aria-hidden="true">⛶</span>
            <span className="lesson-hidden">{t('room.fullscreen')}</span>
          </button>
        )}
        <Popover label={t('room.menu')} face={<span aria-hidden="true">⋯</span>} place="end" testId="lesson-room-menu">
          <div className="lesson-menu">
            <ReportLesson bookingId={props.bookingId} />
            {extras && (
              <div className="lesson-menu__app">
                {extras.account}
                {extras.settings}
              </div>
            )}
          </div>
        </Popover>
        <Suspense fallback={null}>
          <UnreadMessagesLink />
        </Suspense>
        <Link className="button button--primary room-bar__leave" to="/dashboard">{t('room.leave')}</Link>
      </div>
    </header>
  );
}
