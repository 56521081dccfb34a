// Builds the app for a given backend and serves a build with Vite's preview server (service worker included).
import { build, preview } from 'vite';

export async function buildApp({ outDir = 'dist', apiUrl, anonKey, quiet = true } = {}) {
  if (apiUrl) process.env.VITE_SUPABASE_URL = apiUrl;
  if (anonKey) process.env.VITE_SUPABASE_ANON_KEY = anonKey;
  await build({ build: { outDir, emptyOutDir: true }, logLevel: quiet ? 'warn' : 'info' });
}

export async function serveApp({ outDir = 'dist', port = 4173 } = {}) {
  const server = await preview({ build: { outDir }, preview: { port, strictPort: true, host: 'localhost' }, logLevel: 'warn' });
  return { url: `http://localhost:${port}`, close: () => new Promise((r) => server.httpServer.close(() => r())) };
}
