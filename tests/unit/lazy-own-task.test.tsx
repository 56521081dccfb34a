// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOwnTask } from '../../src/lib/lazy-own-task';
import { warmIntl } from '../../src/lib/warm-intl';
import { languageName } from '../../src/lib/language-names';
import { LANGUAGE_NAMES } from '../../src/lib/language-names.generated';
import { SUPPORTED_LOCALES } from '../../src/i18n/locales';

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

describe('language names on the data pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('come from the table for common codes: no Intl.DisplayNames is made on the main thread, warmed or not', () => {
    document.documentElement.lang = 'fr-FR';
    const made = vi.spyOn(Intl, 'DisplayNames');
    warmIntl();
    expect(languageName('es', 'fr-FR')).toBe('espagnol');
    expect(languageName('en', 'es-CO')).toBe('inglés');
    expect(made).not.toHaveBeenCalled();
  });

  it('match Intl.DisplayNames for every locale the app speaks, and fall back to it for other codes', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of SUPPORTED_LOCALES) {
      const names = new Intl.DisplayNames([locale], { type: 'language' });
      for (const [code, name] of Object.entries(LANGUAGE_NAMES[locale]!)) expect(name, `${code} in ${locale}`).toBe(names.of(code));
    }
    expect(languageName('gd', 'en-GB')).toBe(new Intl.DisplayNames(['en-GB'], { type: 'language' }).of('gd'));
    expect(languageName('zz-not-a-code!', 'en-US')).toBe('zz-not-a-code!');
  });
});
