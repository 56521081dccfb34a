// The toast queue (SPEC §9): each toast auto-dismisses after its duration (default 4000 ms), at most three are
// visible (a fourth drops the oldest), and timers pause while the user hovers or focuses the toasts. Plain TS.

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes on its own; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realClock: ToastClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

interface Timer {
  remaining: number;
  startedAt: number;
  handle: unknown;
}

export interface ToastQueue {
  show(input: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
  pause(): void;
  resume(): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export function createToastQueue(options: { clock?: ToastClock; max?: number; defaultDuration?: number } = {}): ToastQueue {
  const clock = options.clock ?? realClock;
  const max = options.max ?? MAX_VISIBLE_TOASTS;
  const defaultDuration = options.defaultDuration ?? DEFAULT_TOAST_DURATION;
  let toasts: readonly Toast[] = [];
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();
  let paused = false;
  let counter = 0;

  const emit = () => listeners.forEach((listener) => listener());

  const start = (id: string, timer: Timer) => {
    if (!Number.isFinite(timer.remaining)) return;
    timer.startedAt = clock.now();
    timer.handle = clock.setTimeout(() => dismiss(id), Math.max(0, timer.remaining));
  };

  const stop = (timer: Timer) => {
    if (timer.handle === undefined) return;
    clock.clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining -= clock.now() - timer.startedAt;
  };

  function dismiss(id: string) {
    const timer = timers.get(id);
    if (timer?.handle !== undefined) clock.clearTimeout(timer.handle);
    timers.delete(id);
    const next = toasts.filter((toast) => toast.id !== id);
    if (next.length === toasts.length) return;
    toasts = next;
    emit();
  }

  return {
    show(input) {
      const id = `toast-${++counter}`;
      const duration = input.duration ?? defaultDuration;
      const toast: Toast = { id, title: input.title, description: input.description, variant: input.variant ?? 'default', duration };
      const overflow = toasts.length + 1 - max;
      for (const old of toasts.slice(0, Math.max(0, overflow))) {
        const timer = timers.get(old.id);
        if (timer?.handle !== undefined) clock.clearTimeout(timer.handle);
        timers.delete(old.id);
      }
      toasts = [...toasts.slice(Math.max(0, overflow)), toast];
      const timer: Timer = { remaining: duration, startedAt: clock.now(), handle: undefined };
      timers.set(id, timer);
      if (!paused) start(id, timer);
      emit();
      return id;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) if (timer.handle !== undefined) clock.clearTimeout(timer.handle);
      timers.clear();
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
    pause() {
      if (paused) return;
      paused = true;
      timers.forEach(stop);
    },
    resume() {
      if (!paused) return;
      paused = false;
      timers.forEach((timer, id) => start(id, timer));
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
