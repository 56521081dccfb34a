// The live signal of the messages: one connection per signed-in app to the sync server's `inbox:<userId>` document
// (services/lesson/inbox.mjs), opened after the first paint by the header's Messages link. The server sends a ping
// naming a conversation when something changed there (a new message, a delivered or read state, a block); the app
// then reads through RLS. Also keeps the unread total for the header (and the lesson room's bar).
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { accessToken } from '../../data/supabase';
import { lessonUrl } from '../../lib/config';
import { markDelivered, unreadTotal } from './api';

export interface InboxPing {
  conversation: string;
  what: 'message' | 'state' | 'block' | 'refresh';
}

/** A listener may return the promise of its own read: the inbox's bookkeeping requests wait for it. */
type Listener = (ping: InboxPing) => void | Promise<unknown>;
const listeners = new Set<Listener>();
const unreadListeners = new Set<() => void>();
let unread = 0;
let current: { userId: string; provider: HocuspocusProvider; users: number } | null = null;

export const getUnread = () => unread;
export function subscribeUnread(listener: () => void): () => void {
  unreadListeners.add(listener);
  return () => unreadListeners.delete(listener);
}
export function onInboxPing(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the unread total again (after a ping, or when a conversation has been read here). */
export async function refreshUnread(): Promise<void> {
  try {
    const n = await unreadTotal();
    if (n !== unread) {
      unread = n;
      for (const l of unreadListeners) l();
    }
  } catch {
    // offline: the last total stays
  }
}

function dispatch(ping: InboxPing) {
  // The open page's read of the conversation goes first; marking delivered and the unread total come after it, so
  // on a busy server they do not delay what the user is looking at.
  const reads = [...listeners].map((l) => l(ping));
  void Promise.allSettled(reads).then(() => {
    if (ping.what === 'message') void markDelivered(ping.conversation).catch(() => undefined);
    void refreshUnread();
  });
}

/** Opens the user's inbox connection (shared by every caller); the returned function releases it. */
export function connectInbox(userId: string): () => void {
  if (current && current.userId !== userId) {
    current.provider.destroy();
    current = null;
  }
  if (!current) {
    const provider = new HocuspocusProvider({
      url: lessonUrl,
      name: `inbox:${userId}`,
      document: new Y.Doc(),
      token: accessToken,
      onStateless: ({ payload }) => {
        try {
          const ping = JSON.parse(payload) as { type?: string } & InboxPing;
          if (ping.type === 'inbox' && typeof ping.conversation === 'string') dispatch({ conversation: ping.conversation, what: ping.what });
        } catch {
          // not ours
        }
      },
      // Connected (again): whatever arrived meanwhile is now on this device.
      onAuthenticated: () => {
        void markDelivered().catch(() => undefined);
        void refreshUnread();
        for (const l of listeners) l({ conversation: '*', what: 'refresh' });
      },
    });
    current = { userId, provider, users: 0 };
  }
  const held = current;
  held.users += 1;
  return () => {
    held.users -= 1;
    if (held.users === 0 && current === held) {
      held.provider.destroy();
      current = null;
      unread = 0;
    }
  };
}
