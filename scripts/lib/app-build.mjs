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

export async function serveApp({ outDir = 'dist', port = 4173 } = {}) {
  const server = await preview({ build: { outDir }, preview: { port, strictPort: true, host: 'localhost' }, logLevel: 'warn' });
  return { url: `http://localhost:${port}`, close: () => new Promise((r) => server.httpServer.close(() => r())) };
}
