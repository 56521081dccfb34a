// The outbox as the app runs it: the store, supabase-js transport, Web Lock, cross-tab wake-ups and the triggers
// (start-up, `online`, becoming visible, sign-in and token refresh, before sign-out). Loaded after first paint.
import { getSupabase } from '../supabase';
import { registerBeforeSignOut } from '../sign-out-hooks';
import { getAnonSupabase } from './anon-client';
import { SyncEngine } from './engine';
import { resolveKind } from './kind-registry';
import { openOutboxStore } from './open-store';
import { markOutboxRows } from './rows-flag';
import { supabaseSession, supabaseTransport } from './supabase-transport';
import { tabLock, webLock } from './web-lock';

const CHANNEL = 'summit-outbox';
type Message = { type: 'queued' | 'drained' };

export async function startOutbox(): Promise<SyncEngine> {
  const store = await openOutboxStore();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  const engine = new SyncEngine({
    store,
    transport: supabaseTransport(getSupabase, getAnonSupabase, resolveKind),
    session: supabaseSession(getSupabase),
    lock: webLock(tabLock()),
    onLocalChange: (type) => {
      if (type === 'queued') markOutboxRows(true);
      channel?.postMessage({ type } satisfies Message);
    },
  });
  // The start-up hint (rows-flag.ts): whether this device's queue holds anything the next visit must send or show.
  engine.subscribe((status) => markOutboxRows(status.pending > 0 || status.deadLetters.length > 0));

  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    void engine.refreshStatus();
    // Another tab queued a write: if this tab is the sender it picks it up (debounced, like a local write).
    if (event.data?.type === 'queued') engine.sendSoon();
  });

  const force = () => void engine.flush({ force: true });
  window.addEventListener('online', force);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') force();
  });

  const supabase = await getSupabase();
  supabase.auth.onAuthStateChange((event) => {
    // Defer: supabase-js holds its auth lock while calling listeners, and sending reads the session.
    setTimeout(() => {
      if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'INITIAL_SESSION') force();
      else void engine.refreshStatus();
    }, 0);
  });

  // Signing out with queued writes: send them while the session is still valid; offline they stay for this
  // user's next sign-in (they are never sent with another user's token).
  registerBeforeSignOut(async () => {
    if (navigator.onLine) await engine.flush({ force: true });
  });

  // Ask the browser not to evict the queue under storage pressure (granted silently or not at all).
  void navigator.storage?.persist?.().catch(() => false);

  await engine.refreshStatus();
  force();
  return engine;
}
