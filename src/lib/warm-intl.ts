// Before a page that formats dates or money renders, the browser's Intl data of the document's language is loaded
// off the main thread (see intl-warmup.worker.ts), so the page's own first formatters find it ready. Language names
// need no warming: the common ones come from a table (language-names.ts) and making an Intl.DisplayNames on this
// thread cost one task of ~13 ms (over 100 ms on a slow phone) on every data page, whether it showed a name or not.
// Once per locale per page; where workers are missing (the build's prerender, an old browser) or refused, nothing runs.
const warmed = new Set<string>();

export function warmIntl(): void {
  if (typeof document === 'undefined' || typeof Worker === 'undefined') return;
  const locale = document.documentElement.lang || 'en-US';
  if (warmed.has(locale)) return;
  warmed.add(locale);
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    worker.onerror = () => worker.terminate();
    worker.postMessage(locale);
  } catch {
    // A Content-Security-Policy or a browser without module workers: the formatters still work, only later.
  }
}
