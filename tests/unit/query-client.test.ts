// The data layer's numbers are the spec's (SPEC §9), and page queries are kept on the device with an age.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, forgetExpiredCopiesLater, pageQuery, retryDelay } from '../../src/data/query/client';
import { createPersister } from '../../src/data/query/persister';
import { formatAge } from '../../src/lib/relative-time';

describe('query client', () => {
  it('defaults: 3 retries, exponential delay capped at 30 s, 5-minute retention', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.retry).toBe(3);
    expect(defaults.gcTime).toBe(5 * 60_000);
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('page queries: 1 retry (none offline), 5-minute stale time, kept on the device', () => {
    const options = pageQuery({ queryKey: ['x'], queryFn: async () => 1 });
    const retry = options.retry as (failureCount: number, error: Error) => boolean;
    vi.stubGlobal('navigator', { onLine: true });
    expect([0, 1].map((n) => retry(n, new Error('x')))).toEqual([true, false]);
    vi.stubGlobal('navigator', { onLine: false });
    expect(retry(0, new Error('offline'))).toBe(false);
    expect(options.staleTime).toBe(5 * 60_000);
    expect(options.networkMode).toBe('offlineFirst');
    expect(typeof options.persister).toBe('function');
  });
  it('a query stored on the device comes back in a new client with its age, without the network', async () => {
    const store = new Map<string, unknown>();
    const storage = {
      getItem: (k: string) => (store.get(k) as never) ?? null,
      setItem: (k: string, v: unknown) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const persister = createPersister(storage as never);
    const first = new QueryClient();
    await first.fetchQuery({ queryKey: ['tutors', 1], queryFn: async () => ['Ana'], persister: persister.persisterFn as never });
    await new Promise((r) => setTimeout(r, 20));
    expect(store.size).toBe(1);
    const fetchedAt = first.getQueryState(['tutors', 1])!.dataUpdatedAt;

    const second = new QueryClient(); // a cold start
    const data = await second.fetchQuery({
      queryKey: ['tutors', 1],
      queryFn: async () => {
        throw new Error('offline');
      },
      persister: persister.persisterFn as never,
      retry: false,
    });
    expect(data).toEqual(['Ana']);
    await new Promise((r) => setTimeout(r, 20));
    expect(second.getQueryState(['tutors', 1])!.dataUpdatedAt).toBe(fetchedAt);
  });
  it('says how old data is in the visitor language', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(formatAge(now - 5 * 60_000, 'en-US', now)).toBe('5 minutes ago');
    expect(formatAge(now - 3 * 3600_000, 'es-CO', now)).toBe('hace 3 horas');
    expect(formatAge(now - 86_400_000, 'fr-FR', now)).toBe('hier');
    expect(formatAge(now + 1000, 'en-US', now)).toBe('now');
  });
});

describe('expired device copies', () => {
  it('are dropped once per page load when idle, though never read again; fresh ones stay', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('window', { setTimeout: globalThis.setTimeout, requestIdleCallback: (run: () => void) => globalThis.setTimeout(run, 0) });
      const store = new Map<string, unknown>();
      const storage = {
        getItem: (k: string) => (store.get(k) as never) ?? null,
        setItem: (k: string, v: unknown) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
        entries: async () => [...store.entries()] as never,
      };
      const persister = createPersister(storage as never);
      const client = new QueryClient();
      // Monday's free times, never asked for again once the day changes.
      await client.fetchQuery({ queryKey: ['free-slots', 'monday'], queryFn: async () => ['09:00'], persister: persister.persisterFn as never });
      await vi.advanceTimersByTimeAsync(20);
      expect(store.size).toBe(1);
      vi.setSystemTime(Date.now() + 8 * 24 * 3600_000); // past the week a copy is kept
      await client.fetchQuery({ queryKey: ['free-slots', 'tuesday'], queryFn: async () => ['10:00'], persister: persister.persisterFn as never });
      await vi.advanceTimersByTimeAsync(20);
      expect(store.size).toBe(2);
      forgetExpiredCopiesLater(persister, 1000);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.advanceTimersByTimeAsync(10);
      expect([...store.keys()].some((k) => k.includes('tuesday'))).toBe(true);
      expect([...store.keys()].some((k) => k.includes('monday'))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
