// The stateless messages the sync server sends a room (Hocuspocus stateless frames, JSON strings), parsed once and
// handed by type to whoever listens: the room's read-only turn and its server copy, the replay's history, the video
// signals. Plain TS.
import { parseSignalObject, type Signal } from '../video/core/signal';
import type { HistoryMessage } from './replay';

export type StatelessMessage =
  /** The writable window closed on an open connection. */
  | { type: 'read-only'; reason: string }
  /** The room as the server holds it (a Yjs update, base64). */
  | { type: 'state'; update: string }
  /** A part of the room's update log (the replay). */
  | HistoryMessage
  /** A video signal from the other party, relayed and stamped by the server. */
  | { type: 'rtc'; signal: Signal };

export type StatelessType = StatelessMessage['type'];
export type StatelessOf<T extends StatelessType> = Extract<StatelessMessage, { type: T }>;

const isHistoryEntry = (e: unknown): e is [number, string] => Array.isArray(e) && typeof e[0] === 'number' && typeof e[1] === 'string';

/** One message, or null for a malformed one or a type this app does not know. */
export function parseStateless(payload: string): StatelessMessage | null {
  let m: unknown;
  try {
    m = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object' || Array.isArray(m)) return null;
  const o = m as Record<string, unknown>;
  switch (o.type) {
    case 'read-only':
      return { type: 'read-only', reason: typeof o.reason === 'string' ? o.reason : '' };
    case 'state':
      return typeof o.update === 'string' ? { type: 'state', update: o.update } : null;
    case 'history':
      if (typeof o.total !== 'number' || typeof o.from !== 'number' || !Array.isArray(o.entries) || !o.entries.every(isHistoryEntry)) return null;
      return { type: 'history', total: o.total, from: o.from, entries: o.entries };
    case 'rtc': {
      const signal = parseSignalObject(o);
      return signal ? { type: 'rtc', signal } : null;
    }
    default:
      return null;
  }
}

export interface StatelessRouter {
  /** Listens to the messages of one type; returns the way to stop. */
  on<T extends StatelessType>(type: T, listener: (message: StatelessOf<T>) => void): () => void;
  /** Parses a payload once and hands it to the listeners of its type. */
  dispatch(payload: string): void;
  clear(): void;
}

export function createStatelessRouter(): StatelessRouter {
  const listeners = new Map<StatelessType, Set<(message: never) => void>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (message: never) => void);
      return () => void set.delete(listener as (message: never) => void);
    },
    dispatch(payload) {
      const message = parseStateless(payload);
      if (!message) return;
      for (const listener of listeners.get(message.type) ?? []) (listener as (m: StatelessMessage) => void)(message);
    },
    clear: () => listeners.clear(),
  };
}
