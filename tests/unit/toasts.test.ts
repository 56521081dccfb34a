import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, DEFAULT_TOAST_DURATION, MAX_VISIBLE_TOASTS } from '../../src/features/toasts/toast-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const titles = (queue: ReturnType<typeof createToastQueue>) => queue.getSnapshot().map((t) => t.title);

describe('toast queue (SPEC §9)', () => {
  it('closes a toast after 4000 ms by default', () => {
    const queue = createToastQueue();
    expect(DEFAULT_TOAST_DURATION).toBe(4000);
    queue.show({ title: 'Saved' });
    vi.advanceTimersByTime(3999);
    expect(titles(queue)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual([]);
  });

  it('honours a duration of its own, and Infinity keeps it', () => {
    const queue = createToastQueue();
    queue.show({ title: 'short', duration: 1000 });
    queue.show({ title: 'sticky', duration: Infinity });
    vi.advanceTimersByTime(1000);
    expect(titles(queue)).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['sticky']);
  });

  it('shows at most three: a fourth drops the oldest', () => {
    const queue = createToastQueue();
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    ['one', 'two', 'three', 'four'].forEach((title) => queue.show({ title }));
    expect(titles(queue)).toEqual(['two', 'three', 'four']);
    // The dropped toast's timer is gone too: nothing else closes early.
    vi.advanceTimersByTime(3999);
    expect(titles(queue)).toEqual(['two', 'three', 'four']);
  });

  it('keeps variant and description; default variant is default', () => {
    const queue = createToastQueue();
    queue.show({ title: 'Access Denied', description: "You don't have permission to access this page.", variant: 'destructive' });
    queue.show({ title: 'Hello' });
    expect(queue.getSnapshot().map((t) => [t.variant, t.description])).toEqual([
      ['destructive', "You don't have permission to access this page."],
      ['default', undefined],
    ]);
  });

  it('dismisses by id and notifies subscribers', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const id = queue.show({ title: 'a' });
    queue.show({ title: 'b' });
    queue.dismiss(id);
    expect(titles(queue)).toEqual(['b']);
    expect(listener).toHaveBeenCalledTimes(3);
    queue.dismiss('unknown');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('pauses timers while hovered or focused and resumes with the time left', () => {
    const queue = createToastQueue();
    queue.show({ title: 'a' });
    vi.advanceTimersByTime(3000);
    queue.pause();
    vi.advanceTimersByTime(10_000);
    expect(titles(queue)).toEqual(['a']);
    queue.show({ title: 'b' }); // shown while paused: its clock starts on resume
    queue.resume();
    vi.advanceTimersByTime(999);
    expect(titles(queue)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual(['b']);
    vi.advanceTimersByTime(3000);
    expect(titles(queue)).toEqual([]);
  });

  it('clear removes everything', () => {
    const queue = createToastQueue();
    queue.show({ title: 'a' });
    queue.show({ title: 'b' });
    queue.clear();
    expect(titles(queue)).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(titles(queue)).toEqual([]);
  });

  it('gives every toast a distinct id', () => {
    const queue = createToastQueue();
    const ids = new Set([queue.show({ title: 'a' }), queue.show({ title: 'a' }), queue.show({ title: 'a' })]);
    expect(ids.size).toBe(3);
  });
});
