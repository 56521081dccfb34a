// Builds the app for a given backend and serves a build with Vite's preview server (service worker included).
import { build, preview } from 'vite';

/**
 * A production build into `outDir`. `apiUrl` and `anonKey` stay set for the rest of the process (later builds and the
 * preview server use them); `env` and `mode` hold for this build only (a variant of the app, scripts/lib/test-variants.mjs).
 */
export async function buildApp({ outDir = 'dist', apiUrl, anonKey, quiet = true, env, mode } = {}) {
  if (apiUrl) process.env.VITE_SUPABASE_URL = apiUrl;
  if (anonKey) process.env.VITE_SUPABASE_ANON_KEY = anonKey;
  const saved = env ? { ...process.env } : null;
  if (env) Object.assign(process.env, env);
  try {
    await build({ ...(mode ? { mode } : {}), build: { outDir, emptyOutDir: true }, logLevel: quiet ? 'warn' : 'info' });
  } finally {
    if (saved) {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  }
}

/**
 * Serves a build. `compress: false` (the tests' server) sends files as they are: Vite's preview server gzips every
 * response again on each request, CPU that a loopback connection does not need and two cores of browser tests wait for.
 */
export async function serveApp({ outDir = 'dist', port = 4173, compress = true } = {}) {
  const uncompressed = {
    name: 'summit-uncompressed',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        delete req.headers['accept-encoding'];
        next();
      });
    },
  };
  const server = await preview({
    build: { outDir },
    preview: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
    ...(compress ? {} : { plugins: [uncompressed] }),
  });
  return { url: `http://localhost:${port}`, close: () => new Promise((r) => server.httpServer.close(() => r())) };
}
