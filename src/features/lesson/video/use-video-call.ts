// The room's call for as long as the room is shown (made on mount, hung up on unmount), and its state.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { parseIceConfig } from './core/ice-config';
import { VideoCall, type CallState, type SignalChannel } from './call';
import { watchSpeaking } from './speaking';

// Read here, not in lib/config: only the lesson room's chunk carries them.
const ice = parseIceConfig(import.meta.env.VITE_ICE_SERVERS, import.meta.env.VITE_ICE_TRANSPORT_POLICY);
if (ice.problem) console.warn(`Video: ${ice.problem}; using no STUN/TURN server.`);

const noop = () => () => undefined;

export function useVideoCall(signals: SignalChannel, me: string, other: string): { call: VideoCall | null; state: CallState | null } {
  const [call, setCall] = useState<VideoCall | null>(null);
  useEffect(() => {
    const made = new VideoCall(signals, me, other, ice);
    setCall(made);
    return () => {
      setCall(null);
      made.destroy();
    };
  }, [signals, me, other]);
  const state = useSyncExternalStore(call?.subscribe ?? noop, () => call?.get() ?? null);
  return { call, state };
}

/** Whether the audio track of `stream` is speaking now (WebAudio analyser). */
export function useSpeaking(stream: MediaStream | null): boolean {
  const [speaking, setSpeaking] = useState(false);
  const track = stream?.getAudioTracks()[0] ?? null;
  useEffect(() => {
    if (!track) return;
    return watchSpeaking(track, setSpeaking);
  }, [track]);
  return !!track && speaking;
}
