// When a lesson room is open (the rules): from 15 minutes before the start the booking's learner and tutor
// join; writes are accepted until 10 minutes after the end; later the room opens read-only. A cancelled booking has
// no room. Plain TS (times in epoch ms), shared by the room, its waiting page and the "Join lesson" links.
export const JOIN_BEFORE_MS = 15 * 60_000;
export const WRITE_AFTER_MS = 10 * 60_000;

export type LessonPhase = 'cancelled' | 'waiting' | 'open' | 'readonly';

export interface LessonWindow {
  phase: LessonPhase;
  /** When the room opens (start − 15 min). */
  opensAt: number;
  /** When writes stop being accepted (end + 10 min). */
  writesUntil: number;
  /** Milliseconds to the next change of phase (0 when none comes). */
  msToNext: number;
}

export function lessonWindow(b: { startsAt: string; endsAt: string; status: string }, now = Date.now()): LessonWindow {
  const opensAt = Date.parse(b.startsAt) - JOIN_BEFORE_MS;
  const writesUntil = Date.parse(b.endsAt) + WRITE_AFTER_MS;
  if (b.status === 'cancelled') return { phase: 'cancelled', opensAt, writesUntil, msToNext: 0 };
  if (now < opensAt) return { phase: 'waiting', opensAt, writesUntil, msToNext: opensAt - now };
  if (now < writesUntil) return { phase: 'open', opensAt, writesUntil, msToNext: writesUntil - now };
  return { phase: 'readonly', opensAt, writesUntil, msToNext: 0 };
}

/** A countdown split for display: hours, minutes, seconds (never negative). */
export function splitCountdown(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Whether a "Join lesson" link shows for a booking now: from the opening until the writes stop. */
export const canJoin = (b: { startsAt: string; endsAt: string; status: string }, now = Date.now()) =>
  lessonWindow(b, now).phase === 'open';
