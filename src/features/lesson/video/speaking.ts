// "Speaking": the level of an audio track through a WebAudio analyser, with hysteresis so the indicator does not
// flicker between words. One AudioContext per room; checked ten times a second.
const ON = 0.04; // RMS of the waveform (0–1) above which someone is speaking …
const OFF = 0.02; // … and below which, for HOLD_MS, they stopped
const HOLD_MS = 400;

let context: AudioContext | null = null;

export function watchSpeaking(track: MediaStreamTrack, onChange: (speaking: boolean) => void): () => void {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return () => {};
  context ??= new Ctx();
  void context.resume().catch(() => {});
  const source = context.createMediaStreamSource(new MediaStream([track]));
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let speaking = false;
  let quietSince = 0;
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const v of samples) sum += v * v;
    const rms = Math.sqrt(sum / samples.length);
    const now = performance.now();
    const level = track.enabled && track.readyState === 'live' ? rms : 0;
    if (!speaking && level > ON) {
      speaking = true;
      onChange(true);
    } else if (speaking) {
      if (level > OFF) quietSince = 0;
      else if (!quietSince) quietSince = now;
      else if (now - quietSince > HOLD_MS) {
        speaking = false;
        quietSince = 0;
        onChange(false);
      }
    }
  }, 100);
  return () => {
    clearInterval(timer);
    source.disconnect();
    if (speaking) onChange(false);
  };
}
