// Extra instances of the auth service (same database and inbox as the stack, their own port and GoTrue settings),
// for tests of configuration: mounted under /auth/v1 behind the stack's own gateway code, as `npm start` runs it.
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { onTestFinished } from 'vitest';
import { createAuthService } from '../../supabase/local/auth/index.mjs';
import { testAuthEnv, testProfile } from '../../supabase/local/config.mjs';
import { startGateway } from '../../supabase/local/gateway.mjs';
import { testEnv } from './env';

// The stack's SMTP port, where its inbox listens: the test profile's unless the runner says otherwise.
const smtpPort = Number(process.env.SUMMIT_SMTP_PORT ?? testProfile.smtpPort);

export interface AuthInstance {
  /** The gateway's base URL (the auth service answers under /auth/v1). */
  url: string;
  client: () => SupabaseClient;
}

/**
 * An auth service configured by `env`. Unless `defaults` is set, the test stack's raised rate limits apply first
 * (tests of one setting must not trip over another); with `defaults`, exactly GoTrue's defaults plus `env`.
 */
export async function startAuthInstance(
  env: Record<string, string> = {},
  { defaults = false }: { defaults?: boolean } = {},
): Promise<AuthInstance> {
  let service: ReturnType<typeof createAuthService> | null = null;
  const gateway = await startGateway({
    port: 0,
    restPort: Number(new URL(testEnv.apiUrl).port) + 9, // PostgREST of the test stack (apiPort + 9)
    keys: [testEnv.anonKey, testEnv.serviceKey],
    auth: () => service,
  });
  const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  service = createAuthService({
    databaseUrl: testEnv.dbUrl,
    jwtSecret: testEnv.jwtSecret,
    apiUrl: url,
    siteUrl: 'http://localhost:4174',
    smtp: { host: '127.0.0.1', port: smtpPort },
    env: defaults ? env : { ...testAuthEnv, ...env },
  });
  // Started inside a test, stopped when that test ends.
  onTestFinished(async () => {
    await gateway.close();
    await service!.close();
  });
  const client = () => createClient(url, testEnv.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  return { url, client };
}
