import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPlugin } from './scripts/lib/prerender.mjs';
import { securityHeadersPlugin } from './scripts/lib/security-headers.mjs';
import { appVersion } from './scripts/lib/app-version.mjs';

// The shell's after-paint features (header buttons, toasts, status lines, the service worker's helper, the session
// and account button): fetched together in one chunk right after the first paint, instead of some twenty small
// requests. Only their light parts: panels and dialogs (Headless UI) stay lazy; nothing the first paint needs
// (e.g. the locale's storage, read at boot) is listed, so the entry never waits for this chunk.
const SHELL_AFTER_PAINT = [
  /src[\\/]app[\\/](LiveAccountButton\.tsx|sign-out-rooms\.ts)$/,
  /src[\\/]features[\\/](toasts|outbox-status)[\\/][^\\/]+\.tsx?$/,
  /src[\\/]features[\\/]pwa[\\/](OfflineIndicator|UpdatePrompt|index|online-status|register-service-worker|update-state)\.tsx?$/,
  /src[\\/]features[\\/]locale[\\/](LocaleButton|index|locale-state|locale-store)\.tsx?$/,
  /src[\\/]features[\\/]accessibility[\\/](AccessibilityButton|index|accessibility-state|accessibility-store|apply-accessibility)\.tsx?$/,
  /src[\\/]features[\\/]auth[\\/](index|session|session-store|sign-out|use-session|use-role|use-admin-access|admin-access|report-denied-access|safe-redirect)\.ts$/,
  /src[\\/]features[\\/]auth[\\/]components[\\/]SignOutButton\.tsx$/,
  /src[\\/]data[\\/](sign-out-hooks|outbox[\\/](index|rows-flag))\.ts$/,
  /src[\\/]lib[\\/](use-feature-texts|ui[\\/]use-focus-back-on-close)\.ts$/,
  /node_modules[\\/]jotai[\\/]/,
];

// The data pages' shared layer (TanStack Query and its device store, the catalogue reader and repositories, money
// formatting, the data-age line): one chunk fetched beside the page's own, instead of some ten small requests that
// queue behind each other on a phone's few connections. postgrest-js stays out: supabase-js shares it, and a
// signed-in visitor's supabase-js must not pull TanStack Query along.
const DATA_PAGES = [
  /node_modules[\\/](@tanstack|idb-keyval)[\\/]/,
  /src[\\/]data[\\/](query[\\/][^\\/]+|reader)\.tsx?$/,
  /src[\\/]data[\\/]repositories[\\/](tutor-repository|courses-repository)\.ts$/,
  /src[\\/]features[\\/](money[\\/]api|tutors[\\/]free-slots)\.ts$/,
  /src[\\/]lib[\\/](money|ui[\\/]DataAge)\.tsx?$/,
];

// Test files that must run alone (shared state or timing): named `*.serial.test.ts`, run after the others.
const SERIAL_FILES = '**/*.serial.test.ts';
// Three on this machine's two cores: a browser or database test waits on the page or the stack for part of its time
// (two files at a time kept the CPU 77 % busy in the browser tests, 59 % in the database tests). SUMMIT_TEST_WORKERS
// sets another number (e.g. on a bigger CI runner).
const PARALLEL_WORKERS = Number(process.env.SUMMIT_TEST_WORKERS) || 3;
// Ceilings, not waits: the same suite ran 2–3 times slower on a slower host of the same size (a Chromium page load or a
// service worker's install cost three times the CPU), and a test must not fail only because the host is slow.
const BROWSER_TIMEOUTS = {
  testTimeout: 240_000,
  hookTimeout: 240_000,
  // A page under a loaded machine may take seconds to settle; expect.poll's default of 1 s made tests flaky.
  expect: { poll: { timeout: 30_000 } },
};

// A database or browser test that fails is run once more, and `npm test` ends by naming every test that needed it
// (tests/support/outcome-reporter.ts): a race that shows once in a few hundred runs on a loaded machine is reported,
// to be found and fixed, without failing the whole run. A real failure fails both tries.
const SECOND_TRY = { retry: 1 };

// One config for the app, its service worker and the three test projects.
// Browser tests (e2e) and database tests (db) expect the local stack and the built app to be running:
// `npm test` (scripts/test.mjs) starts them and passes their URLs through the environment.
// The app's version (package.json's and a digest of src/): cached server data (src/data/query) from another version is
// dropped.
const define = { __APP_VERSION__: JSON.stringify(appVersion()) };

export default defineConfig({
  define,
  plugins: [
    {
      // Icons are generated from assets/icon.svg (public/icons is not in git): every build path gets them, also
      // builds started through Vite's API (npm test) rather than `npm run build`.
      name: 'summit-icons',
      async buildStart() {
        const { generateIcons } = await import('./scripts/generate-icons.mjs');
        await generateIcons();
      },
    },
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is a real file at the top level (manifest.webmanifest), copied by scripts; not generated.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Lesson images are course content, not the app shell: a course saved for offline keeps them on the device.
        // Prerendered pages of the locales other than English (US): kept by the service worker once visited.
        // The optional dyslexia font is kept at first use instead (sw/sw.ts). Catalogue pages hold the build's data and
        // are answered with the shell (sw/prerendered-pages.ts).
        globIgnores: ['**/node_modules/**/*', 'lessons/**', '{en-GB,es-CO,es-ES,fr-FR}/**', '**/opendyslexic-*', 'tutors/**', 'courses/**', 'tutor-models.html'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // The static routes prerendered in every locale (before the service worker's precache list is made).
    prerenderPlugin({ define }),
    // Content-Security-Policy and the other security headers: dist/_headers, sent by the preview server.
    securityHeadersPlugin(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically stays with the entry, claimed before the shell group: a
            // group also takes its modules' dependencies, and the shell's took react-router, react and i18n, so
            // the entry imported the whole after-paint shell statically (first load 108.5 KB, 1.38x the floor).
            { name: 'boot', tags: ['$initial'], priority: 2 },
            { name: 'shell', test: (id: string) => SHELL_AFTER_PAINT.some((pattern) => pattern.test(id)), priority: 1 },
            { name: 'data', test: (id: string) => DATA_PAGES.some((pattern) => pattern.test(id)) },
          ],
        },
        // index.html links /manifest.webmanifest: keep it at that address (not hashed under assets/), so the
        // installed app's manifest URL stays the same from one version to the next.
        assetFileNames: (asset) =>
          asset.names.includes('manifest.webmanifest') ? '[name][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  server: { port: 5173, host: 'localhost' },
  test: {
    // The ten slowest files and the total, at the end of every run, then what failed or needed a second try; and, for
    // `npm test`, when the serial projects begin.
    reporters: ['default', './tests/support/slowest-reporter.ts', './tests/support/outcome-reporter.ts', './tests/support/phase-reporter.ts'],
    projects: [
      // First group: the unit tests and every database and browser test that owns its data, three files at a time on
      // this machine's two cores (a browser test spends part of its time waiting on the page or the stack). A whole
      // `npm test` runs the unit tests apart, beside the serial projects (scripts/test.mjs).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Plain-TS cores run in Node; a file that needs a DOM says so (`// @vitest-environment jsdom`, its first line):
          // setting up jsdom for every file was most of this project's time.
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
          maxWorkers: PARALLEL_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          ...SECOND_TRY,
          include: ['tests/db/**/*.test.ts'],
          exclude: [SERIAL_FILES],
          environment: 'node',
          maxWorkers: PARALLEL_WORKERS,
          isolate: false, // a worker runs its files one after another: no new process and imports per file
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          ...SECOND_TRY,
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [SERIAL_FILES],
          environment: 'node',
          globalSetup: ['tests/support/browser-server.ts'], // one Chromium shared by every file of the project
          maxWorkers: PARALLEL_WORKERS,
          isolate: false,
          ...BROWSER_TIMEOUTS,
        },
      },
      // Then, one file at a time on a machine with nothing else running: what touches shared state (the stack's
      // start and stop, the schema baseline, the demo accounts' inboxes and factors, the PWA update) or measures time.
      {
        extends: true,
        test: {
          name: 'db-serial',
          ...SECOND_TRY,
          include: [`tests/db/${SERIAL_FILES}`],
          environment: 'node',
          maxWorkers: 1,
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-serial',
          ...SECOND_TRY,
          include: [`tests/e2e/${SERIAL_FILES}`],
          environment: 'node',
          globalSetup: ['tests/support/browser-server.ts'],
          maxWorkers: 1,
          isolate: false,
          sequence: { groupOrder: 2 },
          ...BROWSER_TIMEOUTS,
        },
      },
    ],
  },
});
