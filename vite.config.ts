import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// One config for the app, its service worker and the three test projects.
// Browser tests (e2e) and database tests (db) expect the local stack and the built app to be running:
// `npm test` (scripts/test.mjs) starts them and passes their URLs through the environment.
export default defineConfig({
  // The app's version: cached server data (src/data/query) from another version is dropped.
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
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
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
