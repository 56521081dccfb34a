import { describe, expect, test } from 'vitest';
import { formatClock, startTimer, tasksFor, tick } from '../../src/features/adhd/core/plan';

describe('ADHD sprint timer', () => {
  test('counts down, breaks after the sprint, then a new sprint', () => {
    let s = startTimer(10);
    s = tick(s, 60_000, 10);
    expect(s).toMatchObject({ phase: 'focus', remainingMs: 9 * 60_000, focusedMs: 60_000 });
    s = tick(s, 9 * 60_000 + 30_000, 10);
    expect(s).toMatchObject({ phase: 'break', remainingMs: 90_000, focusedMs: 10 * 60_000 });
    s = tick(s, 90_000, 10);
    expect(s).toMatchObject({ phase: 'focus', remainingMs: 10 * 60_000 });
  });
  test('paused time never counts', () => {
    const s = { ...startTimer(15), paused: true };
    expect(tick(s, 60_000, 15)).toBe(s);
  });
  test('clock and tasks', () => {
    expect(formatClock(25 * 60_000)).toBe('25:00');
    expect(formatClock(61_001)).toBe('01:02');
    expect(tasksFor('math', 25)).toHaveLength(5);
  });
});
