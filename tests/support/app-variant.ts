// Builds the app with its own settings into its own folder and serves it, for browser tests that need a build
// other than the one `npm test` serves (another backend URL, a second version for the update flow).
import { build, preview, type PreviewServer } from 'vite';

export interface AppVariant {
  url: string;
  close(): Promise<void>;
}

/** A production build (the service worker registers only there), whatever NODE_ENV the test runner set. */
export async function buildVariant(outDir: string, env: Record<string, string>): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, env, { NODE_ENV: 'production' });
  try {
    await build({ mode: 'production', build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

export async function serveVariant(outDir: string, port: number): Promise<AppVariant> {
  const server: PreviewServer = await preview({
    build: { outDir },
    preview: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  return { url: `http://localhost:${port}`, close: () => server.close() };
}
