export { getQueryClient, pageQuery, retryDelay, STALE_TIME_MS, GC_TIME_MS, CLIENT_RETRIES, PAGE_RETRIES } from './client';
export { QueryProvider, withQueryProvider } from './QueryProvider';
