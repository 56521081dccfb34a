// The local 'Google' signs anyone in as any email, so it must never exist outside the developer's machine: it
// refuses a non-local configuration, answers loopback connections only, and says on its page what it is.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../supabase/local/auth/index.mjs';
import { testEnv } from '../support/env';

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

function service(apiUrl: string, env: Record<string, string> = {}) {
  return createAuthService({ databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret, apiUrl, siteUrl: apiUrl, env });
}

/** Mounts a service on `host` (port chosen by the system), as the gateway mounts it under /auth/v1. */
async function serve(auth: ReturnType<typeof createAuthService>, host: string): Promise<number> {
  const server = http.createServer((req, res) => {
    req.url = (req.url ?? '/').replace(/^\/auth\/v1/, '') || '/';
    void auth.handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  stops.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await auth.close();
  });
  return (server.address() as AddressInfo).port;
}

describe('the local Google stand-in', () => {
  it('cannot be enabled for an auth service that is not on this machine', () => {
    expect(() => service('https://api.summit.example', { GOTRUE_EXTERNAL_GOOGLE_ENABLED: 'true' })).toThrow(
      /development stand-in that only runs on the local stack/,
    );
  });

  it('is off by default outside the local stack: no provider, no consent page', async () => {
    const auth = service('https://api.summit.example');
    expect(auth.settings.externalGoogleEnabled).toBe(false);
    const port = await serve(auth, '127.0.0.1');
    const base = `http://127.0.0.1:${port}/auth/v1`;
    const settings = await (await fetch(`${base}/settings`)).json();
    expect(settings.external.google).toBe(false);
    const authorize = await fetch(`${base}/authorize?provider=google`, { redirect: 'manual' });
    expect(authorize.status).toBe(400);
    expect((await authorize.json()).msg).toBe('Unsupported provider: provider is not enabled');
    expect((await fetch(`${base}/authorize/local-google?state=x`)).status).toBe(404);
  });

  it('answers only on the loopback interface, even when mounted on every address', async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    const port = await serve(service('http://127.0.0.1:54321'), '0.0.0.0');
    const page = await fetch(`http://127.0.0.1:${port}/auth/v1/authorize/local-google?state=x`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Development stand-in, not Google.');
    expect(html).toContain('This page only exists on the local');
    if (!outside) return; // a machine with no other interface cannot be reached from elsewhere anyway
    const remote = await fetch(`http://${outside}:${port}/auth/v1/authorize/local-google?state=x`);
    expect(remote.status).toBe(404);
    const authorize = await fetch(`http://${outside}:${port}/auth/v1/authorize?provider=google`, { redirect: 'manual' });
    expect(authorize.status).toBe(400);
  });
});
