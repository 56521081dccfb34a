// Loads the browser's Intl data off the main thread before a page that formats dates, money or language names renders
// (see intl-warmup.worker.ts), in the document's language. Once per locale per page; where workers are missing (the build's prerender, an old
// browser) or refused, nothing happens and the page's formatters load the data themselves, as before.
const warmed = new Set<string>();

export function warmIntl(): void {
  if (typeof Worker === 'undefined') return;
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
