// What the bench's sections share: a plain text table, the median of runs, and how Chromium is started for
// Lighthouse (headless, quiet, nothing fetched in the background that would blur the figures).

// A page measured through DevTools (Lighthouse, Playwright) pays a cost a phone does not: with a DevTools client
// attached, V8 records a detailed stack trace for every `new Error()`, which needs the source positions of each
// function on the stack, and V8 compiles without them (lazy source positions) so it parses those functions again.
// react-dom makes 5 errors as its module loads (its Suspense and hydration sentinels), so the whole boot chunk is
// parsed twice: the entry's evaluation took 23-31 ms of CPU traced through DevTools and 2.6-3.8 ms traced with no
// DevTools client (Chromium's start-up tracing), on the same build. With source positions made at compile time,
// V8 has nothing to parse again (4.5-5 ms). The floor gets the same flag. BENCH_LAZY_SOURCE_POSITIONS=1 measures
// with Chromium's default instead.
export const MEASURED_AS_A_PHONE = process.env.BENCH_LAZY_SOURCE_POSITIONS !== '1';
export const NO_DEVTOOLS_REPARSE_FLAGS = MEASURED_AS_A_PHONE ? ['--js-flags=--no-enable-lazy-source-positions'] : [];
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...NO_DEVTOOLS_REPARSE_FLAGS,
];

export function printTable(rows, headers) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
