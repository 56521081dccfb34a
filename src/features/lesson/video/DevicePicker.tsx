// The camera and microphone in use, listed once a permission was given (before, browsers hide their names); in a
// popover of the video controls.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { VideoCall } from './call';
import { listDevices } from './media';

export function DevicePicker({ call, chosen }: { call: VideoCall; chosen: { camera?: string; microphone?: string } }) {
  const { t } = useTranslation('video');
  const id = useId();
  const [devices, setDevices] = useState<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }>({ cameras: [], microphones: [] });
  useEffect(() => {
    const refresh = () => void listDevices().then(setDevices);
    refresh();
    navigator.mediaDevices?.addEventListener?.('devicechange', refresh);
    return () => navigator.mediaDevices?.removeEventListener?.('devicechange', refresh);
  }, []);
  const current = (kind: 'audio' | 'video') => call.get().local?.[kind === 'audio' ? 'getAudioTracks' : 'getVideoTracks']()[0]?.getSettings().deviceId;
  const pick = (kind: 'camera' | 'microphone', list: MediaDeviceInfo[], label: string) =>
    list.length > 0 && (
      <div className="lesson-field">
        <label htmlFor={`${id}-${kind}`}>{label}</label>
        <select id={`${id}-${kind}`} value={chosen[kind] ?? current(kind === 'camera' ? 'video' : 'audio') ?? ''} onChange={(e) => void call.chooseDevice(kind, e.target.value)}>
          {list.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>{d.label || t('device', { n: i + 1 })}</option>
          ))}
        </select>
      </div>
    );
  return (
    <div className="lesson-video__devices" role="group" aria-label={t('devices')}>
      {pick('camera', devices.cameras, t('camera'))}
      {pick('microphone', devices.microphones, t('microphone'))}
    </div>
  );
}
