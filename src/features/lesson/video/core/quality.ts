// Connection quality from WebRTC statistics, and the ladder video steps down on when the connection is weak:
// lower resolution and frame rate first, then audio only; it steps back up once the connection has been good a while.

/** One reading of getStats(), reduced to what the room shows and decides on. */
export interface StatsSample {
  /** Round-trip time of the active candidate pair, in ms (null before it is known). */
  rttMs: number | null;
  /** Inbound packets lost and received since the previous sample (audio and video). */
  lost: number;
  received: number;
  /** Frames a second of the other party's video as decoded here (null without video). */
  fps: number | null;
  /** What the other side reports of our outgoing media: its loss fraction (0–1), null if unknown. */
  outboundLoss: number | null;
  /** The sender's own estimate of the bandwidth it may use, in bits a second. */
  availableOutgoingBitrate: number | null;
}

export type Quality = 'good' | 'fair' | 'poor' | 'unknown';

export function lossPercent(s: Pick<StatsSample, 'lost' | 'received'>): number {
  const total = s.lost + s.received;
  return total > 0 ? (100 * s.lost) / total : 0;
}

export function qualityOf(s: StatsSample): Quality {
  if (s.rttMs === null && s.received === 0) return 'unknown';
  const loss = Math.max(lossPercent(s), (s.outboundLoss ?? 0) * 100);
  const rtt = s.rttMs ?? 0;
  // Not the bandwidth estimate: it starts low on every new connection and falls while little is sent (audio only).
  if (loss >= 8 || rtt >= 600) return 'poor';
  if (loss >= 2 || rtt >= 300) return 'fair';
  return 'good';
}

/** The steps of outgoing video: each one's encoding parameters; the last is audio only (video not sent). */
export interface VideoStep {
  scaleResolutionDownBy: number;
  maxFramerate: number;
  /** bits a second; undefined: no cap */
  maxBitrate?: number;
  active: boolean;
}

export const VIDEO_STEPS: readonly VideoStep[] = [
  { scaleResolutionDownBy: 1, maxFramerate: 30, active: true },
  { scaleResolutionDownBy: 2, maxFramerate: 15, maxBitrate: 300_000, active: true },
  { scaleResolutionDownBy: 4, maxFramerate: 10, maxBitrate: 120_000, active: true },
  { scaleResolutionDownBy: 4, maxFramerate: 10, maxBitrate: 120_000, active: false },
];
export const AUDIO_ONLY_STEP = VIDEO_STEPS.length - 1;

/** Readings in a row before a step: down quickly (2 poor ones), up slowly (5 good ones). */
export const STEP_DOWN_AFTER = 2;
export const STEP_UP_AFTER = 5;

export interface Ladder {
  step: number;
  poorRun: number;
  goodRun: number;
}

export const initialLadder: Ladder = { step: 0, poorRun: 0, goodRun: 0 };

/** The ladder after one more reading. */
export function nextStep(ladder: Ladder, quality: Quality): Ladder {
  if (quality === 'unknown') return ladder;
  const poorRun = quality === 'poor' ? ladder.poorRun + 1 : 0;
  const goodRun = quality === 'good' ? ladder.goodRun + 1 : 0;
  if (poorRun >= STEP_DOWN_AFTER && ladder.step < AUDIO_ONLY_STEP) return { step: ladder.step + 1, poorRun: 0, goodRun: 0 };
  if (goodRun >= STEP_UP_AFTER && ladder.step > 0) return { step: ladder.step - 1, poorRun: 0, goodRun: 0 };
  return { step: ladder.step, poorRun, goodRun };
}

/** Reduces a getStats() report (and the previous totals) to a sample. */
export function sampleOf(report: RTCStatsReport, previous: { lost: number; received: number } | null): { sample: StatsSample; totals: { lost: number; received: number } } {
  let rttMs: number | null = null;
  let availableOutgoingBitrate: number | null = null;
  let lost = 0;
  let received = 0;
  let fps: number | null = null;
  let outboundLoss: number | null = null;
  const pairs = new Map<string, Record<string, unknown>>();
  let selectedPairId: string | null = null;
  report.forEach((raw) => {
    const s = raw as Record<string, unknown>;
    switch (s.type) {
      case 'transport':
        if (typeof s.selectedCandidatePairId === 'string') selectedPairId = s.selectedCandidatePairId;
        break;
      case 'candidate-pair':
        pairs.set(s.id as string, s);
        break;
      case 'inbound-rtp':
        lost += Math.max(0, Number(s.packetsLost ?? 0));
        received += Number(s.packetsReceived ?? 0);
        if (s.kind === 'video' && typeof s.framesPerSecond === 'number') fps = s.framesPerSecond;
        break;
      case 'remote-inbound-rtp':
        if (typeof s.fractionLost === 'number') outboundLoss = Math.max(outboundLoss ?? 0, s.fractionLost);
        break;
    }
  });
  const pair = (selectedPairId && pairs.get(selectedPairId)) || [...pairs.values()].find((p) => p.nominated && p.state === 'succeeded');
  if (pair) {
    if (typeof pair.currentRoundTripTime === 'number') rttMs = Math.round(pair.currentRoundTripTime * 1000);
    if (typeof pair.availableOutgoingBitrate === 'number') availableOutgoingBitrate = pair.availableOutgoingBitrate;
  }
  const totals = { lost, received };
  const sample: StatsSample = {
    rttMs,
    lost: previous ? Math.max(0, lost - previous.lost) : 0,
    received: previous ? Math.max(0, received - previous.received) : 0,
    fps,
    outboundLoss,
    availableOutgoingBitrate,
  };
  return { sample, totals };
}
