/// <reference lib="webworker" />
// Workbox precaches one file at a time (workbox-precaching 7; its issue #2880 asks for more): a first install of
// about 300 files is about 300 round trips in a row before the app works offline. This fills the same cache, under
// Workbox's own keys, a few files at a time beside Workbox's install loop, which then finds each file cached and moves
// on. Workbox still decides: a file this could not fetch or keep, its loop fetches, and fails the install if it must.
import { cacheNames } from 'workbox-core';
import { getCacheKeyForURL } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/** A browser's connections per host over HTTP/1.1: more at once would only queue. */
const AT_ONCE = 6;

/** Call after `precacheAndRoute(entries)`: the cache keys come from Workbox's list. */
export function precacheInParallel(entries: ReadonlyArray<string | { url: string }>): void {
  self.addEventListener('install', (event) => event.waitUntil(fill(entries.map((entry) => (typeof entry === 'string' ? entry : entry.url)))));
}

async function fill(urls: string[]): Promise<void> {
  const cache = await caches.open(cacheNames.precache);
  const queue = urls.map((url) => new URL(url, self.location.href).href);
  const next = async (): Promise<void> => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const key = getCacheKeyForURL(url);
      try {
        if (!key || (await cache.match(key))) continue;
        const response = await fetch(new Request(url, { cache: 'reload', credentials: 'same-origin' }));
        if (response.ok && !response.redirected) await cache.put(key, response);
      } catch {
        // offline or refused: Workbox's own loop fetches this file
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}
