// What a guest's browser really fetches: each public route opened in a fresh Chromium context (no session, nothing
// queued, service worker blocked so its background precache is not counted), every script response recorded until
// the network is idle, gzip sizes. The floor (a bare Vite + React + react-router-dom page of the same versions,
// built in the same run) is measured the same way. Per route, the static-closure figure (entry + page module and
// their static imports) is printed beside it.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchProfile } from '../../supabase/local/config.mjs';
import { serveApp } from './app-build.mjs';
import { chromiumPath } from './chromium.mjs';

export const GUEST_ROUTES = [
  { path: '/', module: 'src/features/home/HomePage.tsx', goalKb: 110 },
  { path: '/tutors', module: 'src/features/tutors/TutorsPage.tsx', goalKb: 150 },
  { path: '/courses', module: 'src/features/courses/CoursesPage.tsx', goalKb: 150 },
  { path: '/pricing', module: 'src/features/pricing/PricingPage.tsx', goalKb: 150 },
  { path: '/faq', module: 'src/features/faq/FaqPage.tsx', goalKb: 110 },
];
// Strings that survive minification, to name the heavy libraries among the fetched chunks.
const MARKS = { 'supabase-js': 'GoTrueClient', 'postgrest-js': 'PostgrestError', Dexie: 'DexieError', i18next: 'backendConnector' };
// The bench stack's app origin (CORS), so the data routes load their data and the chunks that show it.
const APP_PORT = benchProfile.appPort;
const FLOOR_PORT = 4192;
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A plain static server with the SPA fallback, for the floor. */
export function serveStatic(dir, port) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    // As the app is hosted: a route's prerendered page (`/faq` → faq.html), else the empty shell (or the floor's page).
    const isFile = (f) => existsSync(f) && !statSync(f).isDirectory();
    const candidates = [join(dir, path), `${join(dir, path)}.html`, join(dir, path, 'index.html'), join(dir, 'shell.html'), join(dir, 'index.html')];
    const file = candidates.find(isFile);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(port, 'localhost', () => resolve({ url: `http://localhost:${port}`, close: () => new Promise((r) => server.close(() => r())) })),
  );
}

async function guestScripts(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending = [];
  const scripts = new Map(); // url → { gzip, body }
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => scripts.set(response.url(), { gzip: gzipSync(body).length, body: body.toString('utf8') }))
        .catch(() => {}),
    );
  });
  const failedReads = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/rest/v1/')) failedReads.push(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Work scheduled after the first paint (idle callbacks, up to 2 s) counts as well: wait for a quiet network again.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  if (failedReads.length) throw new Error(`${url} could not read its data (${failedReads[0]}): start the bench stack and build against it`);
  const total = [...scripts.values()].reduce((sum, s) => sum + s.gzip, 0);
  const libs = Object.entries(MARKS)
    .filter(([, mark]) => [...scripts.values()].some((s) => s.body.includes(mark)))
    .map(([name]) => name);
  if (process.env.BENCH_VERBOSE) {
    console.log(`  ${url}`);
    for (const [file, s] of scripts) {
      const marks = Object.entries(MARKS).filter(([, mark]) => s.body.includes(mark)).map(([name]) => name);
      console.log(`    ${kb(s.gzip).padStart(6)} KB  ${new URL(file).pathname}${marks.length ? `  [${marks.join(', ')}]` : ''}`);
    }
  }
  return { total, count: scripts.size, libs };
}

export async function measureGuestFetches({ appDir, floorDir, manifest, staticClosureOf }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const app = await serveApp({ outDir: appDir, port: APP_PORT });
  const floorServer = await serveStatic(floorDir, FLOOR_PORT);
  try {
    const floor = await guestScripts(browser, `${floorServer.url}/`);
    const entryFiles = staticClosureOf(Object.keys(manifest).find((key) => manifest[key].isEntry));
    const closureGzip = (module) => {
      const files = [...new Set([...entryFiles, ...staticClosureOf(module)])];
      return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(appDir, file))).length, 0);
    };
    console.log('\n== JS a guest fetches up to network idle (real Chromium, gzip) against the floor ==');
    console.log(`floor (bare Vite + React + react-router-dom, same versions, this run): ${kb(floor.total)} KB in ${floor.count} file(s)`);
    const rows = [];
    let allMet = true;
    for (const route of GUEST_ROUTES) {
      const fetched = await guestScripts(browser, `${app.url}${route.path}`);
      const met = fetched.total <= route.goalKb * 1024;
      allMet &&= met;
      rows.push([
        route.path,
        `${kb(closureGzip(route.module))} KB`,
        `${kb(fetched.total)} KB in ${fetched.count}`,
        `${(fetched.total / floor.total).toFixed(2)} x`,
        `<= ${route.goalKb} KB: ${met ? 'met' : 'NOT met'}`,
        fetched.libs.join(', ') || '-',
      ]);
    }
    const headers = ['route', 'static closure', 'fetched to network idle', 'vs floor', 'goal', 'heavy libraries fetched'];
    const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
    console.log(line(headers));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) console.log(line(row));
    console.log(`guest-fetch goals (/ <= 110 KB, data routes <= 150 KB): ${allMet ? 'all met' : 'NOT all met'}`);
  } finally {
    await Promise.all([app.close(), floorServer.close()]);
    await browser.close();
  }
}
