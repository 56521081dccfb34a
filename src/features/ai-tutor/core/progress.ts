// Generation progress (SPEC §4, §5, §9): -1 when idle, otherwise a whole number clamped to 0–100; the overlay
// shows only while progress is at least 25 and below 100.
export const IDLE = -1;
export const OVERLAY_FROM = 25;
export const OVERLAY_BELOW = 100;

export function normalizeProgress(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value) || value === IDLE) return IDLE;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function overlayVisible(progress: number): boolean {
  const p = normalizeProgress(progress);
  return p >= OVERLAY_FROM && p < OVERLAY_BELOW;
}

/** Which of the four steps is current (0–3) for a progress value; -1 when idle. */
export function currentStep(progress: number): number {
  const p = normalizeProgress(progress);
  if (p === IDLE) return -1;
  return Math.min(3, Math.floor(p / 25));
}
