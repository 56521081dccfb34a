// The one wait for "the page has hydrated" that browser tests share. A prerendered page shows its content before any
// module runs; the header's language button is not part of that HTML and mounts only once React has hydrated (on a
// page without prerendered HTML, once the app has mounted), so its arrival is the sign that taps and keys now work.
import type { Page } from 'playwright-core';

/** Waits until the page has hydrated (the language button is attached); `timeout` is a ceiling for a slow host. */
export async function hydrated(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('.locale-button').first().waitFor({ state: 'attached', timeout });
}
