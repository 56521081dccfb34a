// When the 'Generating Your Lesson' overlay is on screen. The spec's rule (25 ≤ progress < 100, progress.ts) decides
// what is wanted; two usual rules keep it from flashing: a lesson ready within OVERLAY_DELAY_MS of the start shows
// no overlay at all, and an overlay once shown stays OVERLAY_MIN_MS (so it may still show at progress 100: a
// deliberate deviation from the spec, whose rule alone made it appear for about three frames).
import { IDLE, normalizeProgress, overlayVisible } from './progress';

export const OVERLAY_DELAY_MS = 400;
export const OVERLAY_MIN_MS = 800;

export interface OverlayClock {
  /** When this generation started (progress left IDLE); null while idle. */
  startedAt: number | null;
  /** When the overlay appeared; null while hidden. */
  shownAt: number | null;
  /** The progress the overlay shows (the last value of the run, kept while it is held after the end). */
  value: number;
}

export const HIDDEN: OverlayClock = { startedAt: null, shownAt: null, value: IDLE };

export interface OverlayDecision {
  clock: OverlayClock;
  show: boolean;
  /** Decide again after this many ms, even if progress does not change (null: only on the next change). */
  wakeIn: number | null;
}

export function decideOverlay(previous: OverlayClock, progress: number, now: number): OverlayDecision {
  const p = normalizeProgress(progress);
  const running = p !== IDLE;
  const startedAt = running ? (previous.startedAt ?? now) : null;
  const value = running ? p : previous.value;
  const wanted = overlayVisible(p);

  if (previous.shownAt !== null) {
    const held = now - previous.shownAt;
    if (held < OVERLAY_MIN_MS) return { clock: { startedAt, shownAt: previous.shownAt, value }, show: true, wakeIn: OVERLAY_MIN_MS - held };
    if (wanted) return { clock: { startedAt, shownAt: previous.shownAt, value }, show: true, wakeIn: null };
    return { clock: { startedAt, shownAt: null, value }, show: false, wakeIn: null };
  }
  if (!wanted || startedAt === null) return { clock: { startedAt, shownAt: null, value }, show: false, wakeIn: null };
  const waited = now - startedAt;
  if (waited < OVERLAY_DELAY_MS) return { clock: { startedAt, shownAt: null, value }, show: false, wakeIn: OVERLAY_DELAY_MS - waited };
  return { clock: { startedAt, shownAt: now, value }, show: true, wakeIn: OVERLAY_MIN_MS };
}
