// The camera and microphone: asked for only when the user turns them on. A camera that is missing or refused still
// leaves the microphone, and the other way round; whatever fails is named, never thrown.
import { mediaProblem, type MediaProblem } from './core/media-errors';

export interface Opened {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  problems: { microphone?: MediaProblem; camera?: MediaProblem };
}

export const VIDEO_CONSTRAINTS: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 30 } };
const AUDIO_CONSTRAINTS: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };

const withDevice = (base: MediaTrackConstraints, deviceId?: string): MediaTrackConstraints => (deviceId ? { ...base, deviceId: { exact: deviceId } } : base);

async function one(kind: 'audio' | 'video', deviceId?: string): Promise<MediaStreamTrack> {
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no mediaDevices'), { name: window.isSecureContext ? 'TypeError' : 'SecurityError' });
  const stream = await navigator.mediaDevices.getUserMedia(kind === 'audio' ? { audio: withDevice(AUDIO_CONSTRAINTS, deviceId) } : { video: withDevice(VIDEO_CONSTRAINTS, deviceId) });
  return stream.getTracks()[0];
}

/** Opens what is wanted: both in one prompt when possible, else each on its own to tell which one failed. */
export async function openMedia(want: { audio: boolean; video: boolean }, ids: { microphone?: string; camera?: string } = {}): Promise<Opened> {
  if (want.audio && want.video && navigator.mediaDevices?.getUserMedia) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: withDevice(AUDIO_CONSTRAINTS, ids.microphone), video: withDevice(VIDEO_CONSTRAINTS, ids.camera) });
      return { audio: stream.getAudioTracks()[0] ?? null, video: stream.getVideoTracks()[0] ?? null, problems: {} };
    } catch {
      // Below, one at a time.
    }
  }
  const opened: Opened = { audio: null, video: null, problems: {} };
  if (want.audio) {
    try {
      opened.audio = await one('audio', ids.microphone);
    } catch (error) {
      opened.problems.microphone = mediaProblem(error);
    }
  }
  if (want.video) {
    try {
      opened.video = await one('video', ids.camera);
    } catch (error) {
      opened.problems.camera = mediaProblem(error);
    }
  }
  return opened;
}

export async function openTrack(kind: 'audio' | 'video', deviceId?: string): Promise<{ track: MediaStreamTrack | null; problem?: MediaProblem }> {
  try {
    return { track: await one(kind, deviceId) };
  } catch (error) {
    return { track: null, problem: mediaProblem(error) };
  }
}

/** The cameras and microphones (their names only once a permission was given). */
export async function listDevices(): Promise<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }> {
  const all = (await navigator.mediaDevices?.enumerateDevices?.().catch(() => [])) ?? [];
  return { cameras: all.filter((d) => d.kind === 'videoinput' && d.deviceId), microphones: all.filter((d) => d.kind === 'audioinput' && d.deviceId) };
}
