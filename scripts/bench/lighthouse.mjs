// Lighthouse lab figures for public pages, as a guest: a production build served locally, audited with Debian's
// Chromium through Lighthouse's default simulated (mobile) throttling, plus the desktop preset for `/`.
// Everything stays on localhost: the build points at a closed local port for its backend (guest pages must work
// without one), and Chromium runs with background networking off.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildApp, serveApp } from '../lib/app-build.mjs';
import { printTable, LIGHTHOUSE_CHROME_FLAGS } from '../lib/bench-output.mjs';
import { chromiumPath } from '../lib/chromium.mjs';

const OUT_DIR = '.local/bench/lighthouse-dist';
const PORT = 4191;
// Port 9 (discard) is never served here: the app must cope with an unreachable backend, and the figures must not
// depend on whether a local stack happens to be running.
const UNREACHABLE_BACKEND = 'http://127.0.0.1:9';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = [
  { page: '/', formFactor: 'mobile' },
  { page: '/faq', formFactor: 'mobile' },
  { page: '/pricing', formFactor: 'mobile' },
  { page: '/', formFactor: 'desktop', config: desktopConfig },
];

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return value == null ? '-' : String(Math.round(value * 100));
};
const ms = (lhr, id) => {
  const value = lhr.audits[id]?.numericValue;
  return value == null ? '-' : `${Math.round(value)} ms`;
};
const cls = (lhr) => {
  const value = lhr.audits['cumulative-layout-shift']?.numericValue;
  return value == null ? '-' : value.toFixed(3);
};
const transferred = (lhr) => {
  const value = lhr.audits['total-byte-weight']?.numericValue;
  return value == null ? '-' : `${(value / 1024).toFixed(1)} KB`;
};

/** Scored audits below full marks in the non-performance categories (performance opportunities are not failures). */
function failedAudits(lhr) {
  const failed = [];
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.push(`${ref.id} (${audit.title})`);
    }
  }
  return failed;
}

const started = Date.now();
console.log('Building the app (backend unreachable on purpose) and auditing public pages as a guest...');
await buildApp({ outDir: OUT_DIR, apiUrl: UNREACHABLE_BACKEND });
const server = await serveApp({ outDir: OUT_DIR, port: PORT });

const rows = [];
const failures = [];
const warnings = [];
const offsite = new Set(); // requests that left this machine: there should be none
let version = '';
try {
  for (const { page, formFactor, config } of RUNS) {
    // A fresh browser profile per run: a first visit, with no service worker or IndexedDB left by the previous one.
    const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' });
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
    };
    // Flags take precedence over the config's settings; no config means the default (mobile) one.
    const result = await lighthouse(server.url + page, flags, config).finally(() => chrome.kill());
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${page}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${page}: ${lhr.runtimeError.message}`);
    const label = `${page} (${formFactor})`;
    rows.push([
      label,
      score(lhr, 'performance'),
      score(lhr, 'accessibility'),
      score(lhr, 'best-practices'),
      score(lhr, 'seo'),
      ms(lhr, 'first-contentful-paint'),
      ms(lhr, 'largest-contentful-paint'),
      ms(lhr, 'total-blocking-time'),
      cls(lhr),
      transferred(lhr),
    ]);
    version = lhr.lighthouseVersion;
    for (const audit of failedAudits(lhr)) failures.push(`${label}: ${audit}`);
    for (const warning of lhr.runWarnings) warnings.push(`${label}: ${warning}`);
    for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
      if (!/^(https?:\/\/(localhost|127\.0\.0\.1)[:/]|data:|blob:)/.test(item.url)) offsite.add(item.url);
    }
  }
} finally {
  await server.close();
}

printTable(rows, ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred']);
console.log(
  `\nLab figures (Lighthouse ${version}, simulated throttling, this machine's Chromium): the server is local, so ` +
    'network costs are modelled, not measured; compare runs on the same machine only.',
);
const list = (title, items) => console.log(`\n${title}:\n  ${items.join('\n  ')}`);
if (failures.length) list('Audits below full marks (accessibility, best practices, SEO)', failures);
else console.log('\nAccessibility, best practices and SEO audits: all passed.');
if (warnings.length) list('Lighthouse warnings', warnings);
if (offsite.size) list('Requests to other hosts (unexpected)', [...offsite]);
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s, build included)`);
