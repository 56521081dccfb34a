// Requests from another client address: the loopback network is all of 127.0.0.0/8, so a connection made from
// 127.0.0.2 (and up) reaches the gateway as another client would, and is counted under that address.
import net from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { testEnv } from './env';

/** A fetch whose connections leave from `localAddress` (e.g. '127.0.0.2'). */
export function fetchFrom(localAddress: string): typeof fetch {
  // undici's own connector does not pass localAddress on; this one makes the connection itself.
  const dispatcher = new Agent({
    connect: (options, callback) => {
      const socket = net.connect({ host: options.hostname, port: Number(options.port), localAddress });
      socket.once('connect', () => callback(null, socket));
      socket.once('error', (error) => callback(error, null));
    },
  });
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never)) as unknown as typeof fetch;
}

/** A supabase-js client of the test stack (or of `url`) whose requests come from `localAddress`. */
export function clientFrom(localAddress: string, url = testEnv.apiUrl): SupabaseClient {
  return createClient(url, testEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom(localAddress) },
  });
}
