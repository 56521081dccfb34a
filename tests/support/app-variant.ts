// Serves a build of the app other than the one `npm test` serves (scripts/lib/test-variants.mjs builds them).
import { preview, type PreviewServer } from 'vite';

export interface AppVariant {
  url: string;
  close(): Promise<void>;
}

export async function serveVariant(outDir: string, port: number): Promise<AppVariant> {
  const server: PreviewServer = await preview({
    build: { outDir },
    preview: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  return { url: `http://localhost:${port}`, close: () => server.close() };
}
