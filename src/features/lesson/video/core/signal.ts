// The video signalling messages of the lesson room, sent as Hocuspocus stateless messages (never in the document).
// The client sends { type: 'rtc', kind, peer, to?, data? }; the server relays it to the other party only, with
// `from` (the sender's user id) stamped by itself (services/lesson/signalling.mjs).
export type SignalKind = 'hello' | 'description' | 'candidate' | 'media' | 'bye';

/** What each side says about its own media, shown by the other ("Microphone off"). */
export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

export interface HelloData {
  /** This tab has turned video or audio on (a call is made only when both have). */
  joined: boolean;
  media?: MediaState;
}

export interface Signal {
  from: string;
  kind: SignalKind;
  /** The sending tab (random per visit). */
  peer: string;
  /** The tab it is meant for; absent for hello. */
  to?: string;
  data?: Record<string, unknown>;
}

const KINDS = new Set<SignalKind>(['hello', 'description', 'candidate', 'media', 'bye']);

export function encodeSignal(kind: SignalKind, peer: string, to: string | undefined, data?: object): string {
  return JSON.stringify({ type: 'rtc', kind, peer, ...(to ? { to } : {}), ...(data ? { data } : {}) });
}

/**
 * A relayed signal, from a stateless message already parsed (the room's router, core/stateless.ts, parses each
 * payload once), or null for a malformed one.
 */
export function parseSignalObject(s: Record<string, unknown>): Signal | null {
  if (s.type !== 'rtc' || typeof s.from !== 'string' || typeof s.peer !== 'string' || !KINDS.has(s.kind as SignalKind)) return null;
  if (s.to !== undefined && typeof s.to !== 'string') return null;
  const data = s.data && typeof s.data === 'object' && !Array.isArray(s.data) ? (s.data as Record<string, unknown>) : undefined;
  return { from: s.from, kind: s.kind as SignalKind, peer: s.peer, to: s.to as string | undefined, data };
}

export function isMediaState(v: unknown): v is MediaState {
  const m = v as MediaState | null;
  return !!m && typeof m.audio === 'boolean' && typeof m.video === 'boolean' && typeof m.screen === 'boolean';
}
