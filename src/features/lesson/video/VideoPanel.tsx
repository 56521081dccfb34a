// The room's video: nothing is asked of the camera or microphone until the user picks "Start video" or "Join with
// audio only". Then the self-view and the other party's video and audio, the controls (also Alt+Shift+U and
// Alt+Shift+C, from the room's one shortcut table, announced in a live region), the device picker, the speaking and
// connection-quality indicators, and what happens: reconnecting, weak connection, a blocked or missing camera.
// In the room the controls go to the room bar (`controlsTarget`) and the videos are tiles: on a phone (`compact`) the
// other party's is a small tile over the board (a press enlarges it, a drag moves it: the room's use-draggable-tile) and the
// self view can be hidden.
import { memo, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Popover } from '../layout/Popover';
import { useTranslation } from '../../../i18n/react';
import { isVideoCommand, matchShortcut } from '../core/shortcuts';
import type { SignalChannel } from './call';
import { DevicePicker } from './DevicePicker';
import { QualityLine } from './QualityLine';
import { StreamVideo } from './StreamVideo';
import { useSpeaking, useVideoCall } from './use-video-call';
import './video.css';

export interface VideoPanelProps {
  signals: SignalChannel;
  me: string;
  other: string;
  otherName: string;
  readOnly: boolean;
  /** Where the controls go (the room bar); beside the videos when absent. */
  controlsTarget?: HTMLElement | null;
  /** A phone's layout: the other party's video a small tile, the self view hidden unless shown. */
  compact?: boolean;
}

// Memoised (the default export): the room around it renders each second.
function VideoPanel({ signals, me, other, otherName, readOnly, controlsTarget, compact = false }: VideoPanelProps) {
  const { t } = useTranslation('video');
  const id = useId();
  const { call, state } = useVideoCall(signals, me, other);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [selfShown, setSelfShown] = useState(!compact);
  // Picture-in-picture of the other party's video: by its button, and on leaving the tab where the browser allows it.
  const section = useRef<HTMLElement>(null);
  const [pip, setPip] = useState(false);
  const remoteVideo = () => section.current?.querySelector<HTMLVideoElement>('[data-testid="video-remote"]') ?? null;
  const pipAvailable = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
  const togglePip = () => {
    const video = remoteVideo();
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else if (video) void video.requestPictureInPicture().catch(() => undefined);
  };
  useEffect(() => {
    if (!pipAvailable) return;
    const renew = () => setPip(!!document.pictureInPictureElement);
    document.addEventListener('enterpictureinpicture', renew, true);
    document.addEventListener('leavepictureinpicture', renew, true);
    const onHidden = () => {
      const video = remoteVideo();
      if (document.visibilityState === 'hidden' && video?.srcObject && !document.pictureInPictureElement) void video.requestPictureInPicture().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHidden);
    // Chromium's automatic picture-in-picture for calls, where supported.
    try {
      navigator.mediaSession?.setActionHandler('enterpictureinpicture' as MediaSessionAction, () => void remoteVideo()?.requestPictureInPicture().catch(() => undefined));
    } catch {
      // not supported
    }
    return () => {
      document.removeEventListener('enterpictureinpicture', renew, true);
      document.removeEventListener('leavepictureinpicture', renew, true);
      document.removeEventListener('visibilitychange', onHidden);
      try {
        navigator.mediaSession?.setActionHandler('enterpictureinpicture' as MediaSessionAction, null);
      } catch {
        // not supported
      }
    };
  }, [pipAvailable]);
  const [large, setLarge] = useState(false);
  const selfSpeaking = useSpeaking(state?.media.audio ? state.local : null);
  const otherSpeaking = useSpeaking(state?.remoteMedia?.audio !== false ? (state?.remote ?? null) : null);
  const name = otherName || t('region');

  // The lesson is over: the call ends with it.
  useEffect(() => {
    if (readOnly) call?.leave();
  }, [readOnly, call]);

  useEffect(() => {
    if (!call) return;
    const onKey = (e: KeyboardEvent) => {
      const action = matchShortcut(e);
      if (!action || !isVideoCommand(action)) return;
      e.preventDefault();
      if (!call.get().joined) return setAnnouncement(t('announce.notJoined'));
      if (action.command === 'toggleMicrophone') {
        const on = call.toggleMicrophone();
        if (on !== null) setAnnouncement(on ? t('announce.micOn') : t('announce.micOff'));
      } else {
        void call.toggleCamera().then((on) => on !== null && setAnnouncement(on ? t('announce.cameraOn') : t('announce.cameraOff')));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [call, t]);

  if (!call || !state) return null;
  const join = (mode: 'video' | 'audio') => {
    setBusy(true);
    void call.join(mode).finally(() => setBusy(false));
  };
  const problems = (['microphone', 'camera'] as const).filter((k) => state.problems[k]);
  const remote = state.remoteMedia;
  const controls = !state.joined ? (
    !readOnly && (
      <div className="lesson-video__start" role="group" aria-label={t('region')}>
        <button type="button" className="button" onClick={() => join('video')} disabled={busy}>{t('start')}</button>
        <button type="button" className="button button--ghost" onClick={() => join('audio')} disabled={busy}>{t('audioOnly')}</button>
      </div>
    )
  ) : (
    <div className="lesson-video__controls" role="group" aria-label={t('region')}>
      <button type="button" className="button button--ghost" aria-pressed={!state.media.audio} onClick={() => {
        const on = call.toggleMicrophone();
        if (on !== null) setAnnouncement(on ? t('announce.micOn') : t('announce.micOff'));
      }} disabled={!state.local?.getAudioTracks().length} aria-keyshortcuts="Alt+Shift+U">
        {state.media.audio ? t('mute') : t('unmute')}
      </button>
      <button type="button" className="button button--ghost" aria-pressed={!state.media.video} onClick={() => {
        void call.toggleCamera().then((on) => on !== null && setAnnouncement(on ? t('announce.cameraOn') : t('announce.cameraOff')));
      }} aria-keyshortcuts="Alt+Shift+C">
        {state.media.video ? t('cameraOff') : t('cameraOn')}
      </button>
      {typeof navigator.mediaDevices?.getDisplayMedia === 'function' && (
        <button type="button" className="button button--ghost" onClick={() => void (state.media.screen ? call.stopScreen() : call.shareScreen())}>
          {state.media.screen ? t('stopShare') : t('share')}
        </button>
      )}
      {pipAvailable && (
        <button type="button" className="button button--ghost" aria-pressed={pip} onClick={togglePip} disabled={!state.remote}>
          {t('pip')}
        </button>
      )}
      <Popover label={t('more')} face={<span aria-hidden="true">⚙</span>} place="end" buttonClassName="button button--ghost">
        <div className="lesson-menu">
          <button type="button" className="button button--ghost" aria-pressed={!selfShown} onClick={() => setSelfShown(!selfShown)}>
            {selfShown ? t('hideSelf') : t('showSelf')}
          </button>
          <DevicePicker call={call} chosen={state.devices} />
        </div>
      </Popover>
      <button type="button" className="button button--ghost" onClick={() => call.leave()}>{t('leave')}</button>
    </div>
  );

  return (
    <section ref={section} className={`lesson-video${compact ? ' lesson-video--compact' : ''}`} aria-labelledby={`${id}-title`} data-testid="lesson-video" data-joined={state.joined}>
      <h2 id={`${id}-title`} className="lesson-hidden">{t('region')}</h2>
      {controlsTarget ? createPortal(controls, controlsTarget) : controls}
      <p role="status" aria-label={t('status.label')} className={`lesson-video__status lesson-video__status--${state.phase}`} data-testid="video-status" data-phase={state.phase}>
        {readOnly ? t('ended') : t(`status.${state.phase}`, { name })}
      </p>
      <p className="lesson-hidden" role="status" aria-live="polite" data-testid="video-announcement">{announcement}</p>
      {problems.map((k) => (
        <p key={k} role="alert" className="lesson-notice" data-testid="video-problem">
          {t(`problem.${k}.${state.problems[k]!}`)} {t('textOnly')}
        </p>
      ))}
      {state.problems.screen && <p role="alert" className="lesson-notice">{t('problem.screen.failed')}</p>}
      {!state.joined ? (
        !readOnly && <p className="lesson-video__intro">{t('intro', { name })}</p>
      ) : (
        <>
          <div className="lesson-video__views" data-large={large}>
            <figure className={`lesson-video__view lesson-video__view--remote${otherSpeaking ? ' lesson-video__view--speaking' : ''}`} onClick={() => compact && setLarge(!large)}>
              <StreamVideo stream={state.remote} label={t('remoteView', { name })} testId="video-remote" />
              <figcaption data-testid="video-remote-state">
                {[
                  remote && !remote.audio ? t('other.muted', { name }) : null,
                  remote && !remote.video && !remote.screen ? t('other.cameraOff', { name }) : null,
                  remote?.screen ? t('other.sharing', { name }) : null,
                  otherSpeaking ? t('other.speaking', { name }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || name}
              </figcaption>
            </figure>
            <figure className={`lesson-video__view lesson-video__view--self${selfSpeaking ? ' lesson-video__view--speaking' : ''}`} hidden={!selfShown}>
              <StreamVideo stream={state.local} label={t('selfView')} muted testId="video-self" />
              <figcaption data-testid="video-self-state">
                {[
                  !state.media.audio ? t('you.muted') : null,
                  !state.media.video && !state.media.screen ? t('you.cameraOff') : null,
                  state.media.screen ? t('you.sharing') : null,
                  selfSpeaking ? t('you.speaking') : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || t('selfView')}
              </figcaption>
            </figure>
          </div>
          {state.step > 0 && <p className="lesson-notice" role="status" data-testid="video-step">{t(`step.${state.step as 1 | 2 | 3}`)}</p>}
          {state.phase === 'connected' && <QualityLine quality={state.quality} sample={state.sample} />}
        </>
      )}
    </section>
  );
}

export default memo(VideoPanel);
