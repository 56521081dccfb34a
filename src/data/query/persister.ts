// Server data kept on the device: every page query is stored on its own in IndexedDB (idb-keyval), so a page
// visited online opens offline after a reload or a cold start, with the time its data was fetched. One entry per
// query (TanStack's per-query persister), so the in-memory cache can forget a query after 5 minutes (SPEC §9)
// while the device copy stays until it is older than MAX_AGE_MS or the app version changes.
import { experimental_createQueryPersister, type AsyncStorage, type PersistedQuery } from '@tanstack/query-persist-client-core';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { APP_VERSION } from './app-version';
import { keepingPageCopies, QUERY_CACHE_DB, QUERY_CACHE_STORE } from './cache-name';

/** Device copies older than this are not shown (a week). */
export const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
export const PERSIST_PREFIX = 'q';

let store: UseStore | undefined;
function idbStore(): UseStore {
  store ??= createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE);
  return store;
}

/**
 * IndexedDB through idb-keyval; every failure (private mode, quota, blocked database) is swallowed: the page then
 * simply works from memory and the network.
 */
export const idbQueryStorage: AsyncStorage<PersistedQuery> = {
  async getItem(key) {
    try {
      return (await get<PersistedQuery>(key, idbStore())) ?? null;
    } catch {
      return null;
    }
  },
  async setItem(key, value) {
    if (!keepingPageCopies()) return;
    try {
      await set(key, value, idbStore());
    } catch {
      /* not kept on the device */
    }
  },
  async removeItem(key) {
    try {
      await del(key, idbStore());
    } catch {
      /* nothing to remove */
    }
  },
  async entries() {
    try {
      return await entries<string, PersistedQuery>(idbStore());
    } catch {
      return [];
    }
  },
};

export function createPersister(storage: AsyncStorage<PersistedQuery> = idbQueryStorage) {
  return experimental_createQueryPersister<PersistedQuery>({
    storage,
    maxAge: MAX_AGE_MS,
    buster: APP_VERSION,
    prefix: PERSIST_PREFIX,
    // IndexedDB stores structured clones: no JSON round trip (dates and numbers stay as they are).
    serialize: (query) => query,
    deserialize: (query) => query,
  });
}
