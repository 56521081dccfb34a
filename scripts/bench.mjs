// `npm run bench`: prints performance figures. This file measures the bundle: first-load JS of `/` against a bare
// Vite + React + react-router-dom app of the same versions (built here, in the same run), per-route chunk sizes and
// the service worker's precache size, then Lighthouse mobile on the guest routes against that floor
// (scripts/lib/lighthouse-runs.mjs; `BENCH_ONLY=lighthouse` runs only the floor build and that part). Further sections live in scripts/bench/*.mjs and run afterwards, in name order.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { measureGuestFetches } from './lib/guest-fetches.mjs';
import { benchRoutes, lighthouseRuns } from './lib/lighthouse-runs.mjs';
import { benchProfile } from '../supabase/local/config.mjs';
import { startStack } from '../supabase/local/stack.mjs';
import { printTable } from './lib/bench-output.mjs';
import { assertChromium } from './lib/chromium.mjs';
import { reportFailure } from '../supabase/local/failures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = join(root, '.local/bench');
const appOut = join(work, 'app-dist');
// The baseline routes the way the app does (BrowserRouter + useRoutes); a data-router baseline is printed for reference.
const BASELINES = {
  declarative: [
    "import { BrowserRouter, useRoutes } from 'react-router-dom';",
    "function Routes() { return useRoutes([{ path: '/', element: <h1>Hello</h1> }]); }",
    'const app = <BrowserRouter><Routes /></BrowserRouter>;',
  ],
  'data router': [
    "import { RouterProvider, createBrowserRouter } from 'react-router-dom';",
    "const router = createBrowserRouter([{ path: '/', element: <h1>Hello</h1> }]);",
    'const app = <RouterProvider router={router} />;',
  ],
};

const BUDGET_KB = 110;
const BUDGET_RATIO = 1.25;
// With the learning tools' math library (mathjs) the design allows 2.5 MB.
const PRECACHE_GOAL_MB = 2.5;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => gzipSync(readFileSync(file)).length;

/** Files of a Vite manifest entry and everything it imports statically (what the browser fetches for it). */
function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of entry.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function jsFiles(manifest, keys) {
  return [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
}

function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

function sumGzip(outDir, files) {
  return files.reduce((total, file) => total + gzipSize(join(outDir, file)), 0);
}

async function buildApp(stack) {
  // The icons are generated files (public/icons); the production build needs them.
  spawnSync(process.execPath, [join(root, 'scripts/generate-icons.mjs')], { stdio: 'inherit', cwd: root });
  // Against the bench stack, so the guest routes load their real data (and the chunks that show it).
  process.env.VITE_SUPABASE_URL = stack.apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  await build({ root, logLevel: 'warn', build: { outDir: appOut, emptyOutDir: true, manifest: true } });
}

/** Builds a bare Vite + React + react-router-dom app; returns its first-load JS, gzipped. */
async function buildBaseline(kind) {
  const dir = join(work, `baseline-${kind.replace(' ', '-')}`);
  const outDir = join(dir, 'dist');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Baseline</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      ...BASELINES[kind],
      "createRoot(document.getElementById('root')!).render(<StrictMode>{app}</StrictMode>);",
      '',
    ].join('\n'),
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  const manifest = readManifest(outDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return { gzip: sumGzip(outDir, jsFiles(manifest, staticClosure(manifest, entry))), outDir };
}

/** Route paths per page module, read from the route table (src/app/routes.tsx). */
function routesByModule() {
  const source = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8');
  const modules = new Map(); // component name → module path relative to root
  for (const [, name, path] of source.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)/g)) {
    modules.set(name, join('src/app', path).replace(/\\/g, '/') + '.tsx');
  }
  const devPaths = [...source.matchAll(/'(\/dev\/[^']+)'/g)].map((m) => m[1]);
  const result = new Map(); // module → paths
  const add = (name, path) => {
    const module = modules.get(name);
    if (!module) return;
    result.set(module, [...(result.get(module) ?? []), path]);
  };
  for (const [, path, name] of source.matchAll(/page\('([^']+)', (\w+)/g)) add(name, path);
  for (const path of devPaths) add('DevLabPage', path);
  return result;
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

async function bundleSection(stack) {
  console.log('Building the app and a bare Vite + React + react-router-dom baseline...');
  await buildApp(stack);
  const { gzip: baseline, outDir: floorDir } = await buildBaseline('declarative');
  const { gzip: dataRouterBaseline } = await buildBaseline('data router');

  const manifest = readManifest(appOut);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryKeys = staticClosure(manifest, entryKey);
  const entryFiles = jsFiles(manifest, entryKeys);
  // The landing page is a lazy chunk too: it is fetched right after the entry runs, before `/` shows its content,
  // so it counts towards the first load.
  const homeKey = 'src/features/home/HomePage.tsx';
  const homeFiles = jsFiles(manifest, staticClosure(manifest, homeKey)).filter((f) => !entryFiles.includes(f));
  const firstLoadFiles = [...entryFiles, ...homeFiles];
  const firstLoad = sumGzip(appOut, firstLoadFiles);

  const ratio = firstLoad / baseline;

  const forbidden = ['@supabase', 'dexie', '@headlessui'].filter((name) =>
    firstLoadFiles.some((file) => readFileSync(join(appOut, file), 'utf8').includes(`node_modules/${name}`)),
  );
  const forbiddenKeys = [...entryKeys].filter((key) => /node_modules\/(@supabase|dexie|@headlessui)/.test(key));

  console.log('\n== First-load JS of / (gzipped) ==');
  printTable(
    firstLoadFiles.map((file) => [file, kb(gzipSize(join(appOut, file))) + ' KB']),
    ['chunk', 'gzip'],
  );
  const verdict = (ok) => (ok ? 'ok' : 'OVER');
  console.log(`\nfirst load of /      ${kb(firstLoad)} KB   (budget ${BUDGET_KB} KB: ${verdict(firstLoad <= BUDGET_KB * 1024)})`);
  console.log(`bare baseline        ${kb(baseline)} KB   (React + react-router-dom, BrowserRouter as the app)`);
  console.log(`  for reference      ${kb(dataRouterBaseline)} KB   (the same with createBrowserRouter + RouterProvider)`);
  console.log(`ratio                ${ratio.toFixed(2)} x  (budget ${BUDGET_RATIO} x: ${verdict(ratio <= BUDGET_RATIO)})`);
  console.log('  (prerendered pages, / included, fetch these modules after their first paint; the app shell fetches them before)');
  console.log(
    `supabase-js, Dexie, Headless UI on that path: ${forbidden.length || forbiddenKeys.length ? [...forbidden, ...forbiddenKeys].join(', ') : 'none'}`,
  );

  console.log('\n== Route chunks (gzipped, excluding what the first load already has) ==');
  const byModule = routesByModule();
  const rows = [];
  for (const [module, paths] of byModule) {
    const files = jsFiles(manifest, staticClosure(manifest, module)).filter((f) => !entryFiles.includes(f));
    rows.push([paths.length > 2 ? `${paths[0]} (+${paths.length - 1} more)` : paths.join(', '), module.replace('src/features/', ''), kb(sumGzip(appOut, files)) + ' KB']);
  }
  printTable(rows, ['route', 'module', 'gzip']);

  const catalogues = Object.entries(manifest)
    .filter(([key, entry]) => key.startsWith('src/i18n/locales/') && entry.isDynamicEntry)
    .map(([key, entry]) => [key.replace('src/i18n/locales/', ''), kb(gzipSize(join(appOut, entry.file))) + ' KB']);
  if (catalogues.length) {
    console.log('\n== Lazy translation catalogues (gzipped) ==');
    printTable(catalogues, ['catalogue', 'gzip']);
  }

  // What the service worker really precaches: the manifest injected into the built worker (globs and ignores of
  // vite.config.ts applied), not every file of the build.
  const injected = [...readFileSync(join(appOut, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const precached = injected.map((url) => join(appOut, url)).filter((file) => existsSync(file));
  const precacheBytes = precached.reduce((total, file) => total + statSync(file).size, 0);
  console.log('\n== Precache (service worker, downloaded in the background after load) ==');
  console.log(
    `${precached.length} files, ${(precacheBytes / 1024 / 1024).toFixed(2)} MB uncompressed (budget ${PRECACHE_GOAL_MB} MB: ${verdict(precacheBytes <= PRECACHE_GOAL_MB * 1024 * 1024)})`,
  );

  await measureGuestFetches({ appDir: appOut, floorDir, manifest, staticClosureOf: (key) => jsFiles(manifest, staticClosure(manifest, key)) });
  return floorDir;
}

/** Other sections: every scripts/bench/*.mjs (or only `only.mjs`), in name order, each in its own process. */
function otherSections(only) {
  const dir = join(root, 'scripts/bench');
  if (!existsSync(dir)) return 0;
  let failures = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.mjs') && (!only || n === `${only}.mjs`)).sort()) {
    console.log(`\n== ${name} ==`);
    const run = spawnSync(process.execPath, [join(dir, name)], { stdio: 'inherit', cwd: root });
    if (run.status !== 0) failures += 1;
  }
  return failures;
}

// BENCH_ONLY=bundle: the bundle and guest-fetch figures only (the other sections start stacks and take minutes).
// BENCH_ONLY=lighthouse: the floor build and the Lighthouse runs against it only.
// BENCH_ONLY=<name>: only the section scripts/bench/<name>.mjs (e.g. lesson-room), which starts its own stack.
const only = process.env.BENCH_ONLY;
const sectionOnly = only && only !== 'bundle' && only !== 'lighthouse' && existsSync(join(root, 'scripts/bench', `${only}.mjs`)) ? only : null;
// Every section drives Chromium, and BENCH_ROUTES must name guest routes: say so at once, not after the stack and
// the builds.
let routes;
try {
  assertChromium('npm run bench');
  routes = benchRoutes();
} catch (error) {
  reportFailure(error, { again: 'npm run bench' });
  process.exit(1);
}
if (sectionOnly) process.exit(otherSections(sectionOnly) ? 1 : 0);
// The bundle and Lighthouse sections share one bench stack (seeded demo data); the other sections start their own.
const stack = await startStack({ ...benchProfile, fresh: true, quiet: true });
try {
  if (only === 'lighthouse') {
    const { outDir: floorDir } = await buildBaseline('declarative');
    await lighthouseRuns({ floorDir, stack, routes });
  } else {
    const floorDir = await bundleSection(stack);
    if (only !== 'bundle') await lighthouseRuns({ floorDir, stack, routes });
  }
} finally {
  await stack.stop();
}
if (only !== 'lighthouse') process.exitCode = only === 'bundle' ? 0 : otherSections() ? 1 : 0;
