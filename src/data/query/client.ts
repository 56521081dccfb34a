// The one TanStack Query client for server data, with the spec's numbers (SPEC §9): client default 3 retries with
// exponential delay capped at 30 s and a 5-minute cache retention; page queries 1 retry and a 5-minute stale time,
// kept on the device (see persister.ts). Loaded only by routes that read server data, never by the landing page.
import { QueryClient, hydrate, queryOptions, type DehydratedState, type QueryKey, type QueryPersister } from '@tanstack/react-query';
import { takePageData } from '../../lib/page-data';
import { createPersister } from './persister';

export const STALE_TIME_MS = 5 * 60_000;
export const GC_TIME_MS = 5 * 60_000;
export const CLIENT_RETRIES = 3;
export const PAGE_RETRIES = 1;
export const MAX_RETRY_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … never more than 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failureCount), MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: CLIENT_RETRIES, retryDelay, gcTime: GC_TIME_MS },
    },
  });
}

let client: QueryClient | undefined;
export function getQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    // A page prerendered with its data starts from it (src/lib/page-data.ts), with the time it was fetched at build.
    const state = takePageData();
    try {
      if (state) {
        hydrate(client, state as DehydratedState);
        // However recent the build, the copy is the build's: every page that reads it refreshes it on mount.
        void client.invalidateQueries({ refetchType: 'none' });
      }
    } catch (error) {
      console.warn('The page data in this page does not fit; loading it from the network instead', error);
    }
  }
  return client;
}

let persister: ReturnType<typeof createPersister> | undefined;
export function getPersister(): ReturnType<typeof createPersister> {
  if (!persister) {
    persister = createPersister();
    forgetExpiredCopiesLater(persister);
  }
  return persister;
}

/**
 * Device copies past their age (or of another version) are dropped when read again, but many never are: yesterday's
 * free times, one-off searches. Once per page load, when the page has been idle a while, every expired copy goes, so
 * the store does not grow into the quota the queued writes share.
 */
export function forgetExpiredCopiesLater(p: Pick<ReturnType<typeof createPersister>, 'persisterGc'>, delayMs = 15_000): void {
  if (typeof window === 'undefined') return;
  window.setTimeout(() => {
    const run = () => void p.persisterGc().catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
    else run();
  }, delayMs);
}

/**
 * A page's retry rule: one retry (SPEC §9), none while offline. TanStack Query would pause the retry until the
 * network is back and leave the page on its loading line; failing at once shows the offline notice instead.
 */
export function retryWhileOnline(failureCount: number): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return failureCount < PAGE_RETRIES;
}

/**
 * A page's read: SPEC §9's 1 retry (none offline) and 5-minute stale time; kept on the device (persister); the query
 * function runs even offline ('offlineFirst') so the device copy is read, and a failed refresh keeps the copy on screen.
 */
export function pageQuery<T, K extends QueryKey>(options: { queryKey: K; queryFn: () => Promise<T> }) {
  return queryOptions({
    ...options,
    retry: retryWhileOnline,
    staleTime: STALE_TIME_MS,
    networkMode: 'offlineFirst',
    persister: getPersister().persisterFn as QueryPersister<T, K>,
  });
}
