// What the app keeps on the device, as browser tests check it.
import type { Page } from 'playwright-core';

/**
 * Waits until the service worker controls the page: its first install precaches the whole app (about 300 files),
 * 2 s of Chromium's CPU on a quiet fast host and over 30 s of waiting on a slow, busy one.
 */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 120_000 });
}

/** Waits until the page data kept on the device (IndexedDB 'summit-query-cache') holds an entry naming `fragment`. */
export async function keptOnDevice(page: Page, fragment: string): Promise<void> {
  await page.waitForFunction(
    (f) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('summit-query-cache');
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve((db.close(), false));
          const keys = db.transaction('queries').objectStore('queries').getAllKeys();
          keys.onsuccess = () => resolve((db.close(), keys.result.some((k) => String(k).includes(f))));
          keys.onerror = () => resolve((db.close(), false));
        };
        open.onerror = () => resolve(false);
      }),
    fragment,
    { timeout: 30_000, polling: 100 },
  );
}
