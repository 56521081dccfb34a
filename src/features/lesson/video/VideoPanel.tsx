// The room's video: nothing is asked of the camera or microphone until the user picks "Start video" or "Join with
// audio only". Then the self-view and the other party's video and audio, the controls (also Alt+Shift+U and
// Alt+Shift+C, from the room's one shortcut table, announced in a live region), the device picker, the speaking and
// connection-quality indicators, and what happens: reconnecting, weak connection, a blocked or missing camera.
import { useEffect, useId, useState } from 'react';
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
}

export default function VideoPanel({ signals, me, other, otherName, readOnly }: VideoPanelProps) {
  const { t } = useTranslation('video');
  const id = useId();
  const { call, state } = useVideoCall(signals, me, other);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
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

  return (
    <section className="lesson-video" aria-labelledby={`${id}-title`} data-testid="lesson-video">
      <h2 id={`${id}-title`}>{t('region')}</h2>
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
        !readOnly && (
          <div className="lesson-video__start">
            <p>{t('intro', { name })}</p>
            <button type="button" className="button" onClick={() => join('video')} disabled={busy}>{t('start')}</button>
            <button type="button" className="button button--ghost" onClick={() => join('audio')} disabled={busy}>{t('audioOnly')}</button>
          </div>
        )
      ) : (
        <>
          <div className="lesson-video__views">
            <figure className={`lesson-video__view${otherSpeaking ? ' lesson-video__view--speaking' : ''}`}>
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
            <figure className={`lesson-video__view lesson-video__view--self${selfSpeaking ? ' lesson-video__view--speaking' : ''}`}>
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
            <button type="button" className="button button--ghost" onClick={() => call.leave()}>{t('leave')}</button>
          </div>
          {state.step > 0 && <p className="lesson-notice" role="status" data-testid="video-step">{t(`step.${state.step as 1 | 2 | 3}`)}</p>}
          {state.phase === 'connected' && <QualityLine quality={state.quality} sample={state.sample} />}
          <DevicePicker call={call} chosen={state.devices} />
        </>
      )}
    </section>
  );
}
