// Sign-out forgets the page data kept on this device: on a shared device the next person must not open the last
// user's sessions or notes offline. Loaded only when signing out (idb-keyval alone, not TanStack Query).
import { QUERY_CACHE_DB, QUERY_CACHE_STORE, stopKeepingPageCopies } from './cache-name';

export async function forgetPageCopies(): Promise<void> {
  stopKeepingPageCopies(); // first: a write already started is ordered before the clear below, a later one is skipped
  try {
    const { clear, createStore } = await import('idb-keyval');
    await clear(createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE));
  } catch (error) {
    // IndexedDB unavailable or blocked: there is nothing this device could show later either.
    console.warn('Could not forget page data kept on this device', error);
  }
}
