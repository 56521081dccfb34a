// Retry schedule of SPEC §9 (1 s, 2 s, 5 s, then every 10 s) with jitter so many clients do not retry in step.
export const BACKOFF_STEPS_MS = [1000, 2000, 5000] as const;
export const BACKOFF_MAX_MS = 10_000;
/** Jitter adds up to this fraction of the delay (never subtracts: the schedule's figures are minimums). */
export const BACKOFF_JITTER = 0.2;

/** Delay before the next try after `attempts` failed tries (attempts ≥ 1). `random` is injectable for tests. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = attempts <= 0 ? 0 : (BACKOFF_STEPS_MS[attempts - 1] ?? BACKOFF_MAX_MS);
  return Math.round(base * (1 + BACKOFF_JITTER * random()));
}
