// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayNames } from '../../src/lib/intl-cache';
import { lazyOwnTask } from '../../src/lib/lazy-own-task';
import { warmIntl } from '../../src/lib/warm-intl';

class ErrorBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

describe('a lazy component whose import starts in a task of its own', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not start the import inside the render that first shows it, then shows it once loaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Loaded</p> }));
    const Lazy = lazyOwnTask(load);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('Loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed import on to the nearest error boundary, as lazy() does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error too
    const Lazy = lazyOwnTask(() => Promise.reject(new Error('chunk failed')));
    const seen: unknown[] = [];
    render(
      <ErrorBoundary onError={(error) => seen.push(error)}>
        <Suspense fallback={<p>Waiting</p>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect((seen[0] as Error).message).toBe('chunk failed');
  });
});

describe('the Intl warm-up of the data pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes the language-name formatter in idle time, so the page render finds it made', async () => {
    document.documentElement.lang = 'fr-FR';
    const made = vi.spyOn(Intl, 'DisplayNames');
    warmIntl();
    expect(made).not.toHaveBeenCalled(); // not in the caller's task
    await vi.waitFor(() => expect(made).toHaveBeenCalledTimes(1));
    expect(made.mock.calls[0]![0]).toEqual(['fr-FR']);
    expect(displayNames('fr-FR', { type: 'language' }).of('es')).toBe('espagnol');
    expect(made).toHaveBeenCalledTimes(1); // the render's call found it made
  });
});
