// Video signalling through the lesson server (services/lesson/signalling.mjs) at <API URL>/lesson/v1, with the
// browser's client (@hocuspocus/provider, `ws` standing in for the browser's WebSocket): offers, answers and ICE
// candidates go only to the other party of the booking, stamped with the sender's user id by the server; a user who is
// not in the booking sends and receives nothing; a forged sender is replaced; oversized, malformed and flooding
// messages are dropped; nothing of it enters the room's document or the database.
import { randomUUID } from 'node:crypto';
import { HocuspocusProvider } from '@hocuspocus/provider';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { lessonDocName } from '../../supabase/functions/_shared/lesson-doc.ts';
import { adminDb, createUser, mintAccessToken } from '../support/db';
import { testEnv } from '../support/env';

const minute = 60_000;
let db: pg.Client;
const made: { users: string[]; tutors: string[] } = { users: [], tutors: [] };
const open: HocuspocusProvider[] = [];

async function waitFor<T>(check: () => T, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Peer {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  /** Every stateless payload received, parsed. */
  got: Array<Record<string, unknown>>;
  authenticated: string | null;
  failed: string | null;
}

function join(bookingId: string, token: string): Peer {
  const doc = new Y.Doc();
  const peer = { doc, got: [], authenticated: null, failed: null } as unknown as Peer;
  peer.provider = new HocuspocusProvider({
    url: testEnv.lessonUrl,
    name: lessonDocName(bookingId),
    document: doc,
    token,
    ...({ WebSocketPolyfill: WebSocket } as object),
    onAuthenticated: ({ scope }) => (peer.authenticated = scope),
    onAuthenticationFailed: ({ reason }) => (peer.failed = reason),
    onStateless: ({ payload }) => peer.got.push(JSON.parse(payload)),
  });
  open.push(peer.provider);
  return peer;
}

const signal = (peer: Peer, message: Record<string, unknown>) => peer.provider.sendStateless(JSON.stringify({ type: 'rtc', ...message }));
const offer = { kind: 'description', peer: 'learner-tab-1', data: { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 192.0.2.10\r\n' } } };
const candidate = { kind: 'candidate', peer: 'learner-tab-1', data: { candidate: { candidate: 'candidate:1 1 udp 2122260223 192.0.2.10 54400 typ host', sdpMid: '0' } } };

let learner: { id: string; token: string };
let tutor: { id: string; token: string };
let stranger: { id: string; token: string };
let room: string;
let otherRoom: string;

async function person(name: string) {
  const user = await createUser(db, name);
  made.users.push(user.id);
  return { id: user.id, token: await mintAccessToken({ sub: user.id, email: user.email }) };
}

async function tutorOf(userId: string) {
  const id = randomUUID();
  await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency, user_id) values ($1, $2, 'Signal Tutor', 3000, 'USD', $3)`, [
    id,
    `signal-${id.slice(0, 8)}`,
    userId,
  ]);
  made.tutors.push(id);
  return id;
}

async function book(learnerId: string, tutorId: string) {
  const id = randomUUID();
  await db.query(`insert into bookings (id, learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $4, $5)`, [
    id,
    learnerId,
    tutorId,
    new Date(Date.now() - 5 * minute),
    new Date(Date.now() + 55 * minute),
  ]);
  return id;
}

beforeAll(async () => {
  db = await adminDb();
  learner = await person('Signal Learner');
  tutor = await person('Signal Tutor');
  stranger = await person('Signal Stranger');
  room = await book(learner.id, await tutorOf(tutor.id));
  otherRoom = await book(stranger.id, await tutorOf((await person('Other Tutor')).id));
});

afterAll(async () => {
  for (const p of open) p.destroy();
  await db.query(`delete from bookings where tutor_id = any($1)`, [made.tutors]);
  await db.query(`delete from tutors where id = any($1)`, [made.tutors]);
  await db.query(`delete from auth.users where id = any($1)`, [made.users]);
  await db.end();
});

const rtc = (peer: Peer) => peer.got.filter((m) => m.type === 'rtc');

describe('video signalling over the lesson connection', () => {
  test('an offer and a candidate reach the other party only, stamped with the sender; a forged sender is replaced', async () => {
    const a = join(room, learner.token);
    const a2 = join(room, learner.token); // the learner's second tab
    const b = join(room, tutor.token);
    const elsewhere = join(otherRoom, stranger.token); // a room of someone else, on the same server
    await waitFor(() => a.authenticated && a2.authenticated && b.authenticated && elsewhere.authenticated, 'all connected');

    signal(a, { ...offer, from: tutor.id, to: 'tutor-tab-1' });
    signal(a, candidate);
    await waitFor(() => rtc(b).length >= 2, 'the tutor to get the offer and the candidate');
    expect(rtc(b)[0]).toEqual({ type: 'rtc', from: learner.id, ...offer, to: 'tutor-tab-1' });
    expect(rtc(b)[1]).toEqual({ type: 'rtc', from: learner.id, ...candidate });

    signal(b, { kind: 'description', peer: 'tutor-tab-1', to: 'learner-tab-1', data: { description: { type: 'answer', sdp: 'v=0\r\n' } } });
    await waitFor(() => rtc(a).length >= 1 && rtc(a2).length >= 1, 'the answer at both of the learner’s tabs');
    expect(rtc(a)[0]).toMatchObject({ from: tutor.id, kind: 'description', to: 'learner-tab-1' });
    // A marker after everything: once it arrives, nothing else is still on its way.
    signal(b, { kind: 'hello', peer: 'tutor-tab-1' });
    await waitFor(() => rtc(a).length >= 2, 'the marker');
    expect(rtc(a2).every((m) => m.from === tutor.id)).toBe(true); // the learner's own messages never come back
    expect(rtc(elsewhere)).toEqual([]);
    expect(rtc(b)).toHaveLength(2);
    for (const p of [a, a2, b, elsewhere]) p.provider.destroy();
  });

  test('a user who is not in the booking is refused, sends nothing and receives no offer, answer or candidate', async () => {
    const a = join(room, learner.token);
    const b = join(room, tutor.token);
    const intruder = join(room, stranger.token);
    // Sent before the refusal arrives: queued behind the token, never handled.
    signal(intruder, { ...offer, peer: 'intruder' });
    signal(intruder, { ...candidate, peer: 'intruder' });
    await waitFor(() => a.authenticated && b.authenticated && intruder.failed, 'the parties in, the stranger refused');
    expect(intruder.failed).toBe('not-yours');
    signal(intruder, { ...offer, peer: 'intruder' });
    signal(a, offer);
    signal(a, candidate);
    signal(b, { kind: 'description', peer: 'tutor-tab-1', to: 'learner-tab-1', data: { description: { type: 'answer', sdp: 'v=0\r\n' } } });
    await waitFor(() => rtc(b).length >= 2 && rtc(a).length >= 1, 'the parties’ own exchange');
    signal(a, { kind: 'hello', peer: 'learner-tab-1' });
    await waitFor(() => rtc(b).length >= 3, 'the marker');
    expect(rtc(b).map((m) => m.from)).toEqual([learner.id, learner.id, learner.id]);
    expect(rtc(a).map((m) => m.from)).toEqual([tutor.id]);
    expect(intruder.got).toEqual([]);
    for (const p of [a, b, intruder]) p.provider.destroy();
  });

  test('oversized, malformed and flooding messages are dropped; the connection and the room go on', async () => {
    const a = join(room, learner.token);
    const b = join(room, tutor.token);
    await waitFor(() => a.authenticated && b.authenticated, 'both connected');
    signal(a, { kind: 'description', peer: 'learner-tab-1', data: { description: { type: 'offer', sdp: 'x'.repeat(40 * 1024) } } });
    signal(a, { kind: 'shout', peer: 'learner-tab-1' });
    signal(a, { kind: 'candidate', peer: 'not an id!' });
    a.provider.sendStateless('not json');
    a.provider.sendStateless(JSON.stringify({ type: 'read-only', reason: 'window-closed' })); // only the server says that
    for (let i = 0; i < 400; i++) signal(a, { kind: 'candidate', peer: 'learner-tab-1', data: { n: i } });
    // The bucket refills at 30 a second: wait until a marker passes again.
    await waitFor(() => rtc(b).length >= 100, 'the burst’s first part');
    await new Promise((r) => setTimeout(r, 1500));
    signal(a, { kind: 'hello', peer: 'learner-tab-1' });
    await waitFor(() => rtc(b).some((m) => m.kind === 'hello'), 'a message after the flood');
    const candidates = rtc(b).filter((m) => m.kind === 'candidate');
    // 400 sent at once: the burst (120, less the 5 dropped above) and what the bucket refilled meanwhile got through.
    expect(candidates.length).toBeGreaterThanOrEqual(100);
    expect(candidates.length).toBeLessThan(200);
    expect(b.got.every((m) => m.type === 'rtc' && (m.kind === 'candidate' || m.kind === 'hello'))).toBe(true);
    for (const p of [a, b]) p.provider.destroy();
  });

  test('nothing of the signalling is in the room’s document or the database', async () => {
    const a = join(room, learner.token);
    const b = join(room, tutor.token);
    await waitFor(() => a.authenticated && b.authenticated && a.provider.isSynced, 'both connected');
    signal(a, offer);
    signal(a, candidate);
    await waitFor(() => rtc(b).length >= 2, 'the signalling');
    expect(JSON.stringify(a.doc.toJSON())).not.toContain('192.0.2.10');
    a.provider.destroy();
    b.provider.destroy();
    const { rows } = await db.query(
      `select (select count(*) from lesson_updates where booking_id = $1 and position('192.0.2.10' in encode(update, 'escape')) > 0)::int as updates,
              (select count(*) from lesson_rooms where booking_id = $1 and position('192.0.2.10' in encode(state, 'escape')) > 0)::int as rooms`,
      [room],
    );
    expect(rows[0]).toEqual({ updates: 0, rooms: 0 });
  });
});
