// Before a page that formats dates, money or language names renders, in the document's language:
// - the browser's Intl data is loaded off the main thread (see intl-warmup.worker.ts);
// - the language-name formatter, which every such page's first render makes whatever the visitor's settings, is made
//   on this thread in idle time and kept (intl-cache), so that render finds it made: made inside the render it was
//   one of the longest tasks of /tutors (~11 ms, 45 ms on a phone). Should the render come first it makes it itself,
//   as before, and the idle work finds it made.
// Once per locale per page; where workers are missing (the build's prerender, an old browser) or refused, only the
// idle part runs.
import { displayNames } from './intl-cache';

const warmed = new Set<string>();

function warmOnThisThread(locale: string): void {
  const work = () => {
    try {
      displayNames(locale, { type: 'language' }).of('en');
    } catch {
      // An unknown locale only means nothing is warmed for it.
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work);
  else setTimeout(work, 1);
}

export function warmIntl(): void {
  if (typeof document === 'undefined') return;
  const locale = document.documentElement.lang || 'en-US';
  if (warmed.has(locale)) return;
  warmed.add(locale);
  warmOnThisThread(locale);
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    worker.onerror = () => worker.terminate();
    worker.postMessage(locale);
  } catch {
    // A Content-Security-Policy or a browser without module workers: the formatters still work, only later.
  }
}
