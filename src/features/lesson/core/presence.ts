// Presence in the room: who is there, their cursor, their laser pointer, their view and whether the tutor leads
// ("Follow me"). It travels in Hocuspocus's awareness (per connection, never stored), not in the Yjs document.
// Plain TS: no Yjs, no DOM.
import type { View } from './view';

export interface PresenceUser {
  id: string;
  name: string;
  role: 'learner' | 'tutor';
}

export interface BoardPoint {
  page: number;
  x: number;
  y: number;
}

/** One participant's awareness state. */
export interface PresenceState {
  user: PresenceUser;
  cursor: BoardPoint | null;
  /** The laser's tip while it is pressed; `n` counts the moves, so a receiver tells a new point from a repeat. */
  laser: (BoardPoint & { n: number }) | null;
  view: (View & { page: number }) | null;
  /** The tutor leads from this moment (its id for the learner), or null. */
  follow: number | null;
}

export interface Peer extends PresenceState {
  clientId: number;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function point(v: unknown): BoardPoint | null {
  const p = v as Partial<BoardPoint> | null;
  return p && isNum(p.page) && isNum(p.x) && isNum(p.y) ? { page: p.page, x: p.x, y: p.y } : null;
}

/** The other participants' states out of awareness (anything malformed is dropped, so a peer cannot break the room). */
export function peersOf(states: Map<number, unknown>, myClientId: number, myUserId: string): Peer[] {
  const peers: Peer[] = [];
  for (const [clientId, raw] of states) {
    if (clientId === myClientId) continue;
    const s = raw as Partial<PresenceState> | null;
    const user = s?.user;
    if (!user || typeof user.id !== 'string' || typeof user.name !== 'string' || user.id === myUserId) continue;
    const laser = point(s.laser);
    const v = s.view as Partial<View & { page: number }> | null | undefined;
    peers.push({
      clientId,
      user: { id: user.id, name: user.name, role: user.role === 'tutor' ? 'tutor' : 'learner' },
      cursor: point(s.cursor),
      laser: laser && isNum((s.laser as { n?: unknown }).n) ? { ...laser, n: (s.laser as { n: number }).n } : null,
      view: v && isNum(v.page) && isNum(v.x) && isNum(v.y) && isNum(v.zoom) && v.zoom > 0 ? { page: v.page, x: v.x, y: v.y, zoom: v.zoom } : null,
      follow: isNum(s.follow) ? s.follow : null,
    });
  }
  return peers;
}

/**
 * The view a learner follows: the leading tutor's, unless the learner moved away during this lead (`leftLead` is the
 * lead they left). Null when nobody leads or the learner left.
 */
export function followedView(peers: readonly Peer[], leftLead: number | null): { lead: number; name: string; view: View & { page: number } } | null {
  const tutor = peers.find((p) => p.user.role === 'tutor' && p.follow !== null && p.view);
  if (!tutor || tutor.follow === leftLead) return null;
  return { lead: tutor.follow!, name: tutor.user.name, view: tutor.view! };
}

/** The lead a learner could follow again (the tutor leads, the learner left it), or null. */
export function leadLeft(peers: readonly Peer[], leftLead: number | null): { lead: number; name: string } | null {
  const tutor = peers.find((p) => p.user.role === 'tutor' && p.follow !== null && p.view);
  return tutor && tutor.follow === leftLead ? { lead: tutor.follow!, name: tutor.user.name } : null;
}

/**
 * Calls `send` at most once per `ms`, always with the latest value: the first call goes at once, later ones within
 * the interval are merged into one trailing call. Keeps awareness to ≤ 1000/ms updates a second.
 */
export function throttle<T>(send: (value: T) => void, ms: number, clock: { now(): number; later(fn: () => void, ms: number): unknown; cancel(handle: unknown): void } = realClock) {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    last = clock.now();
    send(value);
  };
  return {
    call(value: T) {
      pending = { value };
      if (timer !== null) return;
      const wait = last + ms - clock.now();
      if (wait <= 0) fire();
      else timer = clock.later(fire, wait);
    },
    /** Sends what is pending now. */
    flush() {
      if (timer !== null) clock.cancel(timer);
      fire();
    },
    cancel() {
      if (timer !== null) clock.cancel(timer);
      timer = null;
      pending = null;
    },
  };
}

const realClock = {
  now: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
  later: (fn: () => void, ms: number) => setTimeout(fn, ms),
  cancel: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const LASER_FADE_MS = 1000;

/**
 * A laser trail as this device saw it: each new tip with the local time it arrived (devices' clocks differ), faded
 * out over LASER_FADE_MS.
 */
export class LaserTrail {
  private points: Array<{ x: number; y: number; page: number; at: number }> = [];
  private lastN = -1;

  /** Adds the tip of a peer's laser state (a repeat of the same move is ignored). */
  add(tip: BoardPoint & { n: number }, now: number): void {
    if (tip.n === this.lastN) return;
    this.lastN = tip.n;
    this.points.push({ x: tip.x, y: tip.y, page: tip.page, at: now });
    if (this.points.length > 64) this.points.splice(0, this.points.length - 64);
  }

  /** The segments still visible on `page`, each with its opacity (1 new … 0 faded). */
  visible(page: number, now: number): Array<{ x1: number; y1: number; x2: number; y2: number; opacity: number }> {
    this.points = this.points.filter((p) => now - p.at < LASER_FADE_MS);
    const out = [];
    for (let i = 1; i < this.points.length; i++) {
      const a = this.points[i - 1]!;
      const b = this.points[i]!;
      if (a.page !== page || b.page !== page) continue;
      out.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, opacity: Math.max(0, 1 - (now - a.at) / LASER_FADE_MS) });
    }
    // A single fresh point (a tap) still shows as a dot.
    const only = this.points.length === 1 ? this.points[0]! : null;
    if (only && only.page === page) out.push({ x1: only.x, y1: only.y, x2: only.x + 0.1, y2: only.y, opacity: Math.max(0, 1 - (now - only.at) / LASER_FADE_MS) });
    return out;
  }

  get empty(): boolean {
    return this.points.length === 0;
  }
}
