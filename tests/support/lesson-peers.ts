// Clients of the lesson sync server for tests: the browser's provider (@hocuspocus/provider over `ws`), and raw
// sockets that send what a provider would never send. No state of its own: each caller closes what it opens
// (`onTestFinished(() => peer.provider.destroy())`, `close(peer)`).
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { lessonDocName } from '../../supabase/functions/_shared/lesson-doc.ts';
import { signIn } from './db';
import { testEnv } from './env';

/** Polls `check` until it returns a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface Peer {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  /** Hocuspocus message types received (0 sync, 1 awareness, 2 auth, 5 stateless, 7 close, 8 sync status). */
  received: number[];
  syncStatuses: boolean[];
  stateless: string[];
  authenticated: string | null;
  failed: string | null;
  closes: Array<{ code: number; reason: string }>;
}

/** The browser's client of a lesson room, with a document of its own (or `doc`). */
export function join(bookingId: string, token: string | null | (() => string), { url = testEnv.lessonUrl, doc = new Y.Doc() } = {}): Peer {
  const peer = { doc, received: [], syncStatuses: [], stateless: [], authenticated: null, failed: null, closes: [] } as unknown as Peer;
  peer.provider = new HocuspocusProvider({
    url,
    name: lessonDocName(bookingId),
    document: doc,
    token,
    // Handed to the provider's own socket (not in the provider's configuration type; the browser has WebSocket).
    ...({ WebSocketPolyfill: WebSocket } as object),
    onAuthenticated: ({ scope }) => (peer.authenticated = scope),
    onAuthenticationFailed: ({ reason }) => (peer.failed = reason),
    onClose: ({ event }) => peer.closes.push({ code: event.code, reason: event.reason }),
    onStateless: ({ payload }) => peer.stateless.push(payload),
  });
  peer.provider.on('message', ({ event }: { event: MessageEvent }) => {
    const decoder = decoding.createDecoder(new Uint8Array(event.data as ArrayBuffer));
    decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    peer.received.push(type);
    if (type === 8) peer.syncStatuses.push(decoding.readVarInt(decoder) === 1);
  });
  return peer;
}

export const leave = (peer: Peer) => peer.provider.destroy();

export async function tokenOf(email: string, password: string): Promise<string> {
  const client = await signIn(email, password);
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

/** The client's messages, built as @hocuspocus/provider builds them, for a raw socket. */
export const frame = (build: (e: encoding.Encoder) => void) => {
  const e = encoding.createEncoder();
  build(e);
  return encoding.toUint8Array(e);
};

export const authFrame = (bookingId: string, token: string) =>
  frame((e) => {
    encoding.writeVarString(e, lessonDocName(bookingId));
    encoding.writeVarUint(e, 2);
    encoding.writeVarUint(e, 0);
    encoding.writeVarString(e, token);
  });

/** A Yjs update as a sync message (step 2 when `step` is 1, an update when 2). */
export const updateFrame = (bookingId: string, update: Uint8Array, step: 1 | 2 = 2) =>
  frame((e) => {
    encoding.writeVarString(e, lessonDocName(bookingId));
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, step);
    encoding.writeVarUint8Array(e, update);
  });

export interface RawSocket {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
  /** Sync statuses the server sent (true: applied). */
  statuses: boolean[];
}

/** A raw socket, open (not authenticated). */
export async function rawSocket(url = testEnv.lessonUrl): Promise<RawSocket> {
  const ws = new WebSocket(url);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const statuses: boolean[] = [];
  ws.on('message', (data: Buffer) => {
    const d = decoding.createDecoder(new Uint8Array(data));
    decoding.readVarString(d);
    if (decoding.readVarUint(d) === 8) statuses.push(decoding.readVarInt(d) === 1);
  });
  ws.on('error', () => {});
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  return { ws, closed, statuses };
}

/** A raw socket authenticated for a room (its authentication answered). */
export async function rawAuthenticated(bookingId: string, token: string, url = testEnv.lessonUrl): Promise<RawSocket> {
  const socket = await rawSocket(url);
  const authenticated = new Promise<void>((resolve, reject) =>
    socket.ws.on('message', (data: Buffer) => {
      const d = decoding.createDecoder(new Uint8Array(data));
      decoding.readVarString(d);
      if (decoding.readVarUint(d) !== 2) return;
      const answer = decoding.readVarUint(d);
      if (answer === 2) resolve();
      else reject(new Error(`authentication refused: ${decoding.readVarString(d)}`));
    }),
  );
  socket.ws.send(authFrame(bookingId, token));
  await authenticated;
  return socket;
}
