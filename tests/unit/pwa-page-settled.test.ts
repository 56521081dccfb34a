// The service worker registers once the page has settled: no fetch under way, nothing for `quietMs`, or the backstop.
import { describe, expect, it } from 'vitest';
import { remainingWait } from '../../src/features/pwa/page-settled';

describe('remainingWait', () => {
  const base = { quietMs: 1000, deadline: 10_000, busy: false };

  it('waits until quietMs have passed since the last request, tap or key', () => {
    expect(remainingWait({ ...base, now: 1200, lastActivity: 1000 })).toBe(800);
    expect(remainingWait({ ...base, now: 2000, lastActivity: 1000 })).toBe(0);
  });

  it('a fetch under way keeps it waiting a full quiet period, whenever the last activity was', () => {
    expect(remainingWait({ ...base, busy: true, now: 5000, lastActivity: 0 })).toBe(1000);
  });

  it('the backstop ends the wait whatever happens', () => {
    expect(remainingWait({ ...base, busy: true, now: 9800, lastActivity: 9700 })).toBe(200);
    expect(remainingWait({ ...base, busy: true, now: 10_000, lastActivity: 9999 })).toBe(0);
  });
});
