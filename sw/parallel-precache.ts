/// <reference lib="webworker" />
// Workbox precaches one file at a time (workbox-precaching 7; its issue #2880 asks for more): a first install of
// about 300 files is about 300 round trips in a row before the app works offline. This fills the same cache, under
// Workbox's own keys, a few files at a time beside Workbox's install loop. The loop waits for the fill at each file
// (a precache plugin), finds it cached and moves on, so no file is fetched twice. Workbox still decides: a file this
// could not fetch or keep, its loop fetches, and fails the install if it must.
import { cacheNames } from 'workbox-core';
import { addPlugins, getCacheKeyForURL } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/** A browser's connections per host over HTTP/1.1: more at once would only queue. */
const AT_ONCE = 6;

/** During an install: each cache key the fill has still to handle → settles once it is stored, skipped or failed. */
const filling = new Map<string, Promise<void>>();

/** Call after `precacheAndRoute(entries)`: the cache keys come from Workbox's list. */
export function precacheInParallel(entries: ReadonlyArray<string | { url: string }>): void {
  addPlugins([
    {
      // Workbox's loop looks in the cache before it fetches: a file the fill has yet to store is waited for, not
      // fetched a second time. Outside an install nothing is filling, and the cache's answer stands.
      cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse, matchOptions }) => {
        const pending = cachedResponse ? undefined : filling.get(request.url);
        if (!pending) return cachedResponse ?? null;
        await pending;
        return (await caches.match(request, { ...matchOptions, cacheName })) ?? null;
      },
    },
  ]);
  // Workbox's install listener was added first and starts its loop; this one marks every file as filling before
  // that loop's first look in the cache (which awaits), then fills.
  self.addEventListener('install', (event) => event.waitUntil(fill(entries.map((entry) => (typeof entry === 'string' ? entry : entry.url)))));
}

async function fill(urls: string[]): Promise<void> {
  const queue: Array<{ url: string; key: string; done: () => void }> = [];
  for (const entry of urls) {
    const url = new URL(entry, self.location.href).href;
    const key = getCacheKeyForURL(url);
    if (!key || filling.has(key)) continue;
    let done!: () => void;
    filling.set(key, new Promise<void>((resolve) => (done = resolve)));
    queue.push({ url, key, done });
  }
  const next = async (cache: Cache): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      try {
        if (await cache.match(item.key)) continue;
        const response = await fetch(new Request(item.url, { cache: 'reload', credentials: 'same-origin' }));
        if (response.ok && !response.redirected) await cache.put(item.key, response);
      } catch {
        // offline or refused: Workbox's own loop fetches this file
      } finally {
        filling.delete(item.key);
        item.done();
      }
    }
  };
  try {
    const cache = await caches.open(cacheNames.precache);
    await Promise.all(Array.from({ length: AT_ONCE }, () => next(cache)));
  } finally {
    // Whatever stopped the fill, nothing is left for Workbox's loop to wait on.
    for (const item of queue.splice(0)) {
      filling.delete(item.key);
      item.done();
    }
  }
}
