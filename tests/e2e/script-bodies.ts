// The scripts a page fetched and their text, for the tests of what a page does not load. A prerendered page loads
// its modules only after its first paint, so the network can be idle before they start: `afterHydration` waits for
// the page to have hydrated and then for what loads after that; `read()` then waits for every body being read.
import type { Page } from 'playwright-core';
import { hydrated } from './hydrated';

export interface ScriptBodies {
  /** Every script fetched up to now, by address, its text read in full. */
  read(): Promise<Map<string, string>>;
  /** Forgets what was fetched so far (before the next page of the same test). */
  clear(): void;
}

export function recordScriptBodies(page: Page): ScriptBodies {
  let reads: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.endsWith('.js')) reads.push(response.text().then((text) => [url, text], () => [url, '']));
  });
  return {
    read: async () => new Map(await Promise.all(reads)),
    clear: () => {
      reads = [];
    },
  };
}

/** The page has hydrated (the language button mounts only after it, from a header slot) and the network is idle. */
export async function afterHydration(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}
