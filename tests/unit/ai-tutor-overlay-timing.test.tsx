// @vitest-environment jsdom
// The 'Generating Your Lesson' overlay never flashes: a lesson ready within 400 ms shows none; once shown, the
// overlay stays at least 800 ms, even past the end of the run (progress 100, then idle).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideOverlay, HIDDEN, OVERLAY_DELAY_MS, OVERLAY_MIN_MS } from '../../src/features/ai-tutor/core/overlay-timing';
import { IDLE } from '../../src/features/ai-tutor/core/progress';
import { GeneratingOverlay } from '../../src/features/ai-tutor/GeneratingOverlay';
import { initI18n, loadNamespaces } from '../../src/i18n';

describe('overlay timing (core)', () => {
  it('a run that ends within the delay never shows the overlay', () => {
    let clock = HIDDEN;
    const seen: boolean[] = [];
    for (const [progress, at] of [[0, 0], [25, 16], [50, 32], [75, 48], [100, 64], [IDLE, 80]] as const) {
      const d = decideOverlay(clock, progress, at);
      clock = d.clock;
      seen.push(d.show);
    }
    expect(seen.every((s) => !s)).toBe(true);
    expect(clock).toEqual({ startedAt: null, shownAt: null, value: 100 });
  });

  it('a slow run shows the overlay after the delay and holds it for the minimum time after the end', () => {
    let d = decideOverlay(HIDDEN, 0, 1000);
    d = decideOverlay(d.clock, 25, 1100);
    expect(d).toMatchObject({ show: false, wakeIn: OVERLAY_DELAY_MS - 100 });
    d = decideOverlay(d.clock, 25, 1000 + OVERLAY_DELAY_MS);
    expect(d).toMatchObject({ show: true, wakeIn: OVERLAY_MIN_MS });
    d = decideOverlay(d.clock, 100, 1000 + OVERLAY_DELAY_MS + 50);
    expect(d).toMatchObject({ show: true, wakeIn: OVERLAY_MIN_MS - 50 }); // shown at 100: the deliberate deviation
    d = decideOverlay(d.clock, IDLE, 1000 + OVERLAY_DELAY_MS + 60);
    expect(d.show).toBe(true);
    expect(d.clock.value).toBe(100);
    d = decideOverlay(d.clock, IDLE, 1000 + OVERLAY_DELAY_MS + OVERLAY_MIN_MS);
    expect(d).toMatchObject({ show: false, clock: { startedAt: null, shownAt: null, value: 100 } });
  });

  it('stays while progress is still in the spec range after the minimum time', () => {
    let d = decideOverlay(HIDDEN, 30, 0);
    d = decideOverlay(d.clock, 30, OVERLAY_DELAY_MS);
    d = decideOverlay(d.clock, 60, OVERLAY_DELAY_MS + OVERLAY_MIN_MS + 500);
    expect(d).toMatchObject({ show: true, wakeIn: null });
    d = decideOverlay(d.clock, 100, OVERLAY_DELAY_MS + OVERLAY_MIN_MS + 600);
    expect(d.show).toBe(false);
  });
});

describe('the overlay on the page', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    await loadNamespaces(['aitutor']);
  });
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const overlay = () => screen.queryByTestId('generating-overlay');

  it('a fast run shows nothing', async () => {
    const { rerender } = render(<GeneratingOverlay progress={0} />);
    for (const p of [25, 50, 75, 100, IDLE]) {
      await act(async () => vi.advanceTimersByTime(16));
      rerender(<GeneratingOverlay progress={p} />);
      expect(overlay()).toBeNull();
    }
    await act(async () => vi.advanceTimersByTime(2000));
    expect(overlay()).toBeNull();
  });

  it('a slow run shows it after 400 ms, with its text, and keeps it 800 ms after it appeared', async () => {
    const { rerender } = render(<GeneratingOverlay progress={0} />);
    rerender(<GeneratingOverlay progress={50} />);
    await act(async () => vi.advanceTimersByTime(OVERLAY_DELAY_MS - 1));
    expect(overlay()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(overlay()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Generating Your Lesson' })).toBeTruthy();
    rerender(<GeneratingOverlay progress={100} />);
    rerender(<GeneratingOverlay progress={IDLE} />);
    expect(overlay()).not.toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await act(async () => vi.advanceTimersByTime(OVERLAY_MIN_MS - 1));
    expect(overlay()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
  });
});
