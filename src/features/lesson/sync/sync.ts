// A lesson room's document on this device and on the sync server: the Yjs document, its copy in IndexedDB (one
// database per user and lesson, so other users of the device never see it) and the Hocuspocus provider, which
// reconnects on its own. The user's access token goes only in the provider's authentication message.
// Signing out while a room is open sends its unsent edits first when online (then forgets the device copy, which the
// server has); offline, the copy stays for that user's next sign-in.
import { HocuspocusProvider } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { lessonDocName } from '../../../../supabase/functions/_shared/lesson-doc';
import { registerBeforeSignOut } from '../../../data/sign-out-hooks';
import { lessonUrl } from '../../../lib/config';
import { accessToken } from '../../../data/supabase';
import { ensurePage } from '../core/board';
import { fromBase64 } from '../core/replay';
import { createStatelessRouter, type StatelessOf, type StatelessType } from '../core/stateless';
import type { Signal } from '../video/core/signal';
import { openRoomCopies } from './open-copies';

export type Connection = 'connecting' | 'online' | 'offline';

export interface SyncState {
  connection: Connection;
  /** The device copy has been read (the room can render what it had). */
  loaded: boolean;
  /** The server's copy has arrived at least once in this visit. */
  synced: boolean;
  /**
   * Local changes the server has not confirmed yet, while offline (what the status line says then); 0 while online or
   * connecting, where the count would move, and render the room, with each edit.
   */
  unsent: number;
  /** 'read-write' or 'readonly', as the server granted; null before authentication. */
  scope: string | null;
  /** The server's reason for refusing the connection (not-yours, not-open-yet, cancelled, expired-token …). */
  refused: string | null;
}

export const lessonDbName = (userId: string, bookingId: string) => `summit-lesson:${userId}:${bookingId.toLowerCase()}`;

export interface LessonSync {
  doc: Y.Doc;
  /** Presence (cursor, laser, view): per connection, never stored. */
  awareness: HocuspocusProvider['awareness'];
  /** Asks the server something only it has (the replay's history, its own state): see services/lesson/extensions/server-copies.mjs. */
  ask(request: { type: 'history' | 'state' }): void;
  /** The server's stateless messages of one type, each parsed once (core/stateless.ts). */
  onMessage<T extends StatelessType>(type: T, listener: (message: StatelessOf<T>) => void): () => void;
  /**
   * In a read-only room, the room as the server holds it (asked for on each connection), so changes this device could
   * not send before the window closed show marked "Not shared" beside it. Null until it arrives, and in a writable room.
   */
  serverCopy(): Y.Doc | null;
  /** Stateless messages with the other party over the same connection (video signalling): never in the document. */
  signals: {
    send(payload: string): void;
    subscribe(listener: (signal: Signal) => void): () => void;
    /** After each (re)authentication. */
    onReady(listener: () => void): () => void;
    ready(): boolean;
  };
  state(): SyncState;
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

/** Reasons after which reconnecting cannot help: the provider stops. */
const FINAL_REASONS = new Set(['not-yours', 'cancelled']);
/** Key of the server's copy of a read-only room in the device copy's own store (y-indexeddb's custom values). */
const SERVER_COPY_KEY = 'server-copy';

export function openLessonSync(bookingId: string, userId: string): LessonSync {
  const doc = new Y.Doc();
  let state: SyncState = { connection: 'connecting', loaded: false, synced: false, unsent: 0, scope: null, refused: null };
  const listeners = new Set<() => void>();
  // Every stateless message goes through one router: the room's own (read-only, state), the replay's, the video's.
  const router = createStatelessRouter();
  let serverCopy: Y.Doc | null = null;
  const askServerCopy = () => {
    if (state.scope === 'readonly') provider.sendStateless(JSON.stringify({ type: 'state' }));
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // A new state (and a render of what shows it) only when something in it changed.
  const set = (patch: Partial<SyncState>) => {
    if ((Object.keys(patch) as Array<keyof SyncState>).every((key) => state[key] === patch[key])) return;
    state = { ...state, ...patch };
    notify();
  };

  const readyListeners = new Set<() => void>();
  let ready = false;

  const local = new IndexeddbPersistence(lessonDbName(userId, bookingId), doc);
  let editsSinceShared = 0;
  const unsent = () => (provider.unsyncedChanges > 0 ? editsSinceShared : 0);
  const showUnsent = () => set({ unsent: state.connection === 'offline' ? unsent() : 0 });
  openRoomCopies.add(local.name);
  // The server's copy of a read-only room, kept beside the room's own so "Not shared" marks hold offline too.
  const adoptServerCopy = (update: string) => {
    const copy = new Y.Doc();
    Y.applyUpdate(copy, fromBase64(update));
    serverCopy?.destroy();
    serverCopy = copy;
    notify();
  };
  void local.whenSynced.then(
    async () => {
      set({ loaded: true });
      connect();
      const kept: unknown = await local.get(SERVER_COPY_KEY).catch(() => undefined);
      if (typeof kept === 'string' && !serverCopy) adoptServerCopy(kept);
    },
    () => {
      set({ loaded: true });
      connect();
    },
  );

  const provider = new HocuspocusProvider({
    url: lessonUrl,
    name: lessonDocName(bookingId),
    document: doc,
    token: accessToken,
    // Retries at most 3 s apart (the default grows to 30 s): video waits for this connection to restart its ICE.
    // Connects once the device copy is read (`connect` below), not at once. Both handed on to the provider's own
    // socket, whose options they are (not in the provider's configuration type).
    ...({ maxDelay: 3000, autoConnect: false } as object),
    onStatus: ({ status }) => {
      if (status === 'connected') set({ connection: 'online', unsent: 0 });
      else if (status === 'disconnected') {
        ready = false;
        set({ connection: 'offline', unsent: unsent() });
      }
      // 'connecting' after a drop is still offline for the user; only the first attempt says "Connecting…".
    },
    onAuthenticated: ({ scope }) => {
      ready = true;
      set({ scope, refused: null });
      for (const listener of readyListeners) listener();
    },
    onAuthenticationFailed: ({ reason }) => {
      set({ refused: reason || 'permission-denied' });
      if (FINAL_REASONS.has(reason)) provider.disconnect();
    },
    onSynced: ({ state: synced }) => {
      if (!synced) return;
      // The server's copy is here: a room nobody opened yet gets its first page now (after it, not before: two
      // devices offline would each make one).
      ensurePage(doc);
      set({ synced: true });
      askServerCopy();
    },
    // The provider also counts the device copy's load as a change to send: the line counts edits made here instead,
    // until the server has everything (a room opened offline would otherwise say "1 change not shared yet").
    onUnsyncedChanges: ({ number }) => {
      if (number === 0) editsSinceShared = 0;
      showUnsent();
    },
    onStateless: ({ payload }) => router.dispatch(payload),
  });
  // The connection starts once the device copy is in the document: the server's first answer then holds only what
  // the device lacks. Started at once, it could ask before the copy was read, and the server would send the whole
  // room, which the device decodes a second time (on a slow phone, a long lesson's room is a second-long task). When
  // the copy cannot be read at all (no IndexedDB), the room connects after a few seconds all the same.
  let connecting = false;
  let destroyed = false;
  const connect = () => {
    if (connecting || destroyed) return;
    connecting = true;
    clearTimeout(connectAnyway);
    void provider.connect();
  };
  const connectAnyway = setTimeout(connect, 5000);

  // The server says when the writable window closes on an open connection.
  router.on('read-only', () => {
    set({ scope: 'readonly' });
    askServerCopy();
  });
  router.on('state', ({ update }) => {
    adoptServerCopy(update);
    void local.set(SERVER_COPY_KEY, update).catch(() => undefined); // offline marks only
  });

  // Registered after the provider's own handler, so its count already includes this edit.
  doc.on('update', (_update: Uint8Array, origin: unknown) => {
    if (origin === local || origin === provider) return;
    editsSinceShared += 1;
    showUnsent();
  });

  // Signing out: send what is unsent (online), then forget the copy the server has; offline, keep it.
  const unregister = registerBeforeSignOut(async () => {
    if (state.connection !== 'online' || state.refused) return;
    await new Promise<void>((resolve) => {
      const check = () => {
        if (provider.unsyncedChanges === 0) {
          provider.off('unsyncedChanges', check);
          resolve();
        }
      };
      provider.on('unsyncedChanges', check);
      check();
    });
    await local.clearData();
  });

  return {
    doc,
    awareness: provider.awareness,
    ask: (request) => provider.sendStateless(JSON.stringify(request)),
    serverCopy: () => serverCopy,
    onMessage: (type, listener) => router.on(type, listener),
    signals: {
      send: (payload) => provider.sendStateless(payload),
      subscribe: (listener) => router.on('rtc', ({ signal }) => listener(signal)),
      onReady(listener) {
        readyListeners.add(listener);
        return () => readyListeners.delete(listener);
      },
      ready: () => ready && provider.isAuthenticated,
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      destroyed = true;
      clearTimeout(connectAnyway);
      unregister();
      openRoomCopies.delete(local.name);
      router.clear();
      readyListeners.clear();
      provider.destroy();
      void local.destroy();
      doc.destroy();
      listeners.clear();
      serverCopy?.destroy();
    },
  };
}
