// Serves a build of the app other than the one `npm test` serves (scripts/lib/test-variants.mjs builds them).
import { preview, type PreviewServer } from 'vite';

export interface AppVariant {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `outDir` on `port`, or on a port the system gives (0, the default): no fixed port that a second test run
 * beside this one (SUMMIT_TEST_PROFILE) would also take. A test that serves two builds from one address passes the
 * first one's port to the second.
 */
export async function serveVariant(outDir: string, port = 0): Promise<AppVariant> {
  const server: PreviewServer = await preview({
    build: { outDir },
    preview: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { url: `http://localhost:${actual}`, port: actual, close: () => server.close() };
}
