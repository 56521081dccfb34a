// ADHD focus sessions, plain TS: the choices, the tasks of a session (one at a time), and the sprint timer as a
// pure state machine advanced by elapsed time — paused time never counts, so a hidden tab loses nothing.
export const SUBJECTS = ['math', 'reading', 'writing', 'science', 'languages'] as const;
export type Subject = (typeof SUBJECTS)[number];
export const SPRINTS = [10, 15, 25] as const;
export type SprintMinutes = (typeof SPRINTS)[number];
export const BREAK_STYLES = ['stretch', 'breathe', 'walk'] as const;
export type BreakStyle = (typeof BREAK_STYLES)[number];

/** Break length per sprint: about one fifth of it. */
export const BREAK_MINUTES: Record<SprintMinutes, number> = { 10: 2, 15: 3, 25: 5 };
/** Tasks per sprint: short sprints, fewer steps. */
export const TASKS_PER_SPRINT: Record<SprintMinutes, number> = { 10: 3, 15: 4, 25: 5 };

/** Task message keys per subject (adhd:tasks.<subject>.<i>), in order. */
export function tasksFor(subject: Subject, sprint: SprintMinutes): string[] {
  return Array.from({ length: TASKS_PER_SPRINT[sprint] }, (_, i) => `tasks.${subject}.${i}`);
}

export const isSubject = (v: unknown): v is Subject => typeof v === 'string' && (SUBJECTS as readonly string[]).includes(v);
export const isSprint = (v: unknown): v is SprintMinutes => (SPRINTS as readonly number[]).includes(v as number);
export const isBreakStyle = (v: unknown): v is BreakStyle => typeof v === 'string' && (BREAK_STYLES as readonly string[]).includes(v);

export interface TimerState {
  phase: 'focus' | 'break';
  remainingMs: number;
  paused: boolean;
  /** Focus time actually spent (for the session record). */
  focusedMs: number;
}

export function startTimer(sprint: SprintMinutes): TimerState {
  return { phase: 'focus', remainingMs: sprint * 60_000, paused: false, focusedMs: 0 };
}

/** Advances the timer by elapsed ms: a finished sprint becomes a break, a finished break a new sprint. */
export function tick(state: TimerState, elapsedMs: number, sprint: SprintMinutes): TimerState {
  if (state.paused || elapsedMs <= 0) return state;
  const used = Math.min(elapsedMs, state.remainingMs);
  const focusedMs = state.focusedMs + (state.phase === 'focus' ? used : 0);
  const remainingMs = state.remainingMs - used;
  if (remainingMs > 0) return { ...state, remainingMs, focusedMs };
  const next: TimerState =
    state.phase === 'focus'
      ? { phase: 'break', remainingMs: BREAK_MINUTES[sprint] * 60_000, paused: false, focusedMs }
      : { phase: 'focus', remainingMs: sprint * 60_000, paused: false, focusedMs };
  return tick(next, elapsedMs - used, sprint);
}

export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
