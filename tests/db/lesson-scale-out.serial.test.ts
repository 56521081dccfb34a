// The lesson sync server as a service that scales out: two instances (`npm run lesson-server`, a process each) on the
// same Postgres share each room through a real Redis (@hocuspocus/extension-redis, plus our channel for video
// signalling). The learner on one instance and the tutor on the other see each other's notes, board, chat, presence and
// video signalling within 1 s; one instance killed with SIGKILL during a burst of edits loses nothing: the learner's
// provider reconnects through the gateway to the other one and goes on writing with its own client ids.
// Serial project: it times what crosses, and kills processes.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import * as Y from 'yjs';
import { lessonDocName, lessonParts } from '../../supabase/functions/_shared/lesson-doc.ts';
import { startLessonServer } from '../../services/lesson/server.mjs';
import { lessonPath, startGateway } from '../../supabase/local/gateway.mjs';
import { adminDb, createUser, mintAccessToken } from '../support/db';
import { testEnv } from '../support/env';
import { createBooking, createTutor } from '../support/fixtures';
import { freePort, startInstance, startRedis, type Running } from '../support/lesson-instances';
import { join, leave, waitFor, type Peer } from '../support/lesson-peers';

let db: pg.Client;
const made = { users: [] as string[], tutors: [] as string[] };
let redis: Awaited<ReturnType<typeof startRedis>>;
let a: Running;
let b: Running;

beforeAll(async () => {
  db = await adminDb();
  redis = await startRedis();
  [a, b] = await Promise.all([startInstance(redis.url), startInstance(redis.url)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await db.query(`delete from bookings where tutor_id = any($1)`, [made.tutors]);
  await db.query(`delete from tutors where id = any($1)`, [made.tutors]);
  await db.query(`delete from auth.users where id = any($1)`, [made.users]);
  await db.end();
});

/** A learner and a tutor of the test's own and their lesson, under way. */
async function lesson() {
  const learner = await createUser(db, `Lena ${randomUUID().slice(0, 6)}`);
  const tutor = await createTutor(db, { withAccount: true });
  made.users.push(learner.id, tutor.user!.id);
  made.tutors.push(tutor.id);
  const booking = await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: -5 });
  const [learnerToken, tutorToken] = await Promise.all([
    mintAccessToken({ sub: learner.id, email: learner.email }),
    mintAccessToken({ sub: tutor.user!.id, email: tutor.user!.email }),
  ]);
  return { booking, learner: { id: learner.id, token: learnerToken }, tutor: { id: tutor.user!.id, token: tutorToken } };
}

const on = (instance: Running, path = '') => `ws://127.0.0.1:${instance.port}${path}`;
const notesOf = (peer: Peer) => lessonParts(peer.doc).notes.toString();
const synced = (...peers: Peer[]) => waitFor(() => peers.every((p) => p.provider.isSynced), 'the peers to sync');

/** Waits for `check` and returns how long it took (ms). */
async function crossing(check: () => unknown, what: string): Promise<number> {
  const started = performance.now();
  await waitFor(check, what, 5000);
  const ms = performance.now() - started;
  if (ms >= 1000) console.log(`${what} took ${ms.toFixed(0)} ms; instance A said: ${a.output()}\ninstance B said: ${b.output()}`);
  return ms;
}

function chat(peer: Peer, author: string, text: string) {
  const m = new Y.Map<unknown>();
  peer.doc.transact(() => {
    for (const [k, v] of Object.entries({ id: randomUUID(), author, authorName: 'Someone', text, sentAt: new Date().toISOString() })) m.set(k, v);
    lessonParts(peer.doc).chat.push([m]);
  });
}

function draw(peer: Peer, author: string) {
  peer.doc.transact(() => {
    const { pages } = lessonParts(peer.doc);
    let page = pages.get(0);
    if (!page) {
      page = new Y.Map<unknown>();
      page.set('id', randomUUID());
      page.set('items', new Y.Array<Y.Map<unknown>>());
      pages.push([page]);
    }
    const item = new Y.Map<unknown>();
    for (const [k, v] of Object.entries({ id: randomUUID(), author, createdAt: Date.now(), kind: 'stroke', color: '#1d4ed8', width: 3, points: [1, 2, 3, 4] })) item.set(k, v);
    (page.get('items') as Y.Array<Y.Map<unknown>>).push([item]);
  });
}
const itemsOn = (peer: Peer) => (lessonParts(peer.doc).pages.get(0)?.get('items') as Y.Array<Y.Map<unknown>> | undefined)?.length ?? 0;

describe('an instance of its own', () => {
  test('GET /health answers 200 while it serves; other HTTP requests are told to use WebSocket', async () => {
    const health = await fetch(`http://127.0.0.1:${a.port}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect((await fetch(`http://127.0.0.1:${a.port}/`)).status).toBe(426);
  });
});

describe('two instances, one room', () => {
  test('learner on one (socket at /), tutor on the other (socket at /lesson/v1): notes, board, chat and presence cross within 1 s both ways', async () => {
    const { booking, learner, tutor } = await lesson();
    const l = join(booking, learner.token, { url: on(a) });
    const t = join(booking, tutor.token, { url: on(b, lessonPath) });
    onTestFinished(() => (leave(l), leave(t)));
    await synced(l, t);
    expect([l.authenticated, t.authenticated]).toEqual(['read-write', 'read-write']);

    lessonParts(l.doc).notes.insert(0, 'From the learner. ');
    expect(await crossing(() => notesOf(t).includes('From the learner.'), 'notes at the tutor')).toBeLessThan(1000);
    lessonParts(t.doc).notes.insert(notesOf(t).length, 'From the tutor.');
    expect(await crossing(() => notesOf(l).includes('From the tutor.'), 'notes at the learner')).toBeLessThan(1000);
    draw(l, learner.id);
    expect(await crossing(() => itemsOn(t) === 1, 'the stroke at the tutor')).toBeLessThan(1000);
    draw(t, tutor.id);
    expect(await crossing(() => itemsOn(l) === 2, 'the stroke at the learner')).toBeLessThan(1000);
    chat(t, tutor.id, 'Hello from the other instance');
    expect(await crossing(() => lessonParts(l.doc).chat.length === 1, 'the chat message at the learner')).toBeLessThan(1000);
    // The server-made authorship map names the tutor's client on the learner's side too.
    expect(lessonParts(l.doc).clients.get(String(t.doc.clientID))).toBe(tutor.id);

    // Presence: each side sees the other's awareness state.
    l.provider.setAwarenessField('user', { name: 'Learner', color: '#123456' });
    expect(
      await crossing(() => [...t.provider.awareness!.getStates().values()].some((s) => (s.user as { name?: string } | undefined)?.name === 'Learner'), 'the learner\'s presence'),
    ).toBeLessThan(1000);
  });

  test('video signalling crosses instances, only to the other party, stamped with the sender', async () => {
    const { booking, learner, tutor } = await lesson();
    const l = join(booking, learner.token, { url: on(a) });
    const secondTab = join(booking, learner.token, { url: on(b) }); // the learner's other tab, on the tutor's instance
    const t = join(booking, tutor.token, { url: on(b) });
    onTestFinished(() => (leave(l), leave(secondTab), leave(t)));
    await synced(l, secondTab, t);
    const rtc = (peer: Peer) => peer.stateless.map((p) => JSON.parse(p)).filter((m) => m.type === 'rtc');
    const offer = { type: 'rtc', kind: 'description', peer: 'learner-tab-1', from: 'forged', data: { description: { type: 'offer', sdp: 'v=0\r\n' } } };
    l.provider.sendStateless(JSON.stringify(offer));
    expect(await crossing(() => rtc(t).length === 1, 'the offer at the tutor')).toBeLessThan(1000);
    expect(rtc(t)[0]).toMatchObject({ from: learner.id, kind: 'description', peer: 'learner-tab-1' });
    t.provider.sendStateless(JSON.stringify({ type: 'rtc', kind: 'description', peer: 'tutor-tab', to: 'learner-tab-1', data: { description: { type: 'answer', sdp: 'v=0\r\n' } } }));
    expect(await crossing(() => rtc(l).length === 1, 'the answer at the learner')).toBeLessThan(1000);
    expect(rtc(l)[0]).toMatchObject({ from: tutor.id, kind: 'description', to: 'learner-tab-1' });
    // The tutor's answer reached the learner's other tab (on the tutor's instance) too; the learner's own offer did not.
    await waitFor(() => rtc(secondTab).length === 1, 'the answer at the second tab');
    expect(rtc(secondTab).map((m) => m.from)).toEqual([tutor.id]);
  });

  test("the server copy ('state') answered by the other instance holds what was written on the first", async () => {
    const { booking, learner, tutor } = await lesson();
    const l = join(booking, learner.token, { url: on(a) });
    const t = join(booking, tutor.token, { url: on(b) });
    onTestFinished(() => (leave(l), leave(t)));
    await synced(l, t);
    lessonParts(l.doc).notes.insert(0, 'Written on instance A.');
    await waitFor(() => notesOf(t).includes('Written on instance A.'), 'the notes at B');
    t.provider.sendStateless(JSON.stringify({ type: 'state' }));
    const answer = await waitFor(() => t.stateless.map((p) => JSON.parse(p)).find((m) => m.type === 'state'), "B's state answer");
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Buffer.from(answer.update, 'base64'));
    expect(lessonParts(copy).notes.toString()).toContain('Written on instance A.');
  });
});

describe("the room's budgets across instances", () => {
  test("what one instance let in counts on the other: a party cannot fill the room by writing through both", async () => {
    // Two instances in this process, with a small room (40,000 bytes: each party's half is 20,000).
    const options = { port: 0, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret, redisUrl: redis.url, limits: { maxRoomBytes: 40_000 } };
    const one = await startLessonServer(options);
    const two = await startLessonServer(options);
    onTestFinished(async () => {
      await one.close();
      await two.close();
    });
    const { booking, learner } = await lesson();
    const first = join(booking, learner.token, { url: one.url });
    const second = join(booking, learner.token, { url: two.url }); // the same learner on another device
    onTestFinished(() => (leave(first), leave(second)));
    await synced(first, second);
    lessonParts(first.doc).notes.insert(0, 'a'.repeat(15_000));
    await waitFor(() => notesOf(second).length === 15_000, 'the notes on the other device');
    const counted = () => (two.rooms.get(lessonDocName(booking)) as { by: Map<string, { bytes: number }> } | undefined)?.by.get(learner.id)?.bytes ?? 0;
    await waitFor(() => counted() >= 15_000, "the other instance to count the learner's bytes");
    // 8,000 more through the other instance: over the learner's half of the room there.
    lessonParts(second.doc).notes.insert(0, 'b'.repeat(8_000));
    await waitFor(() => second.closes.some((c) => c.code === 4413 && c.reason === 'room-full'), 'the room-full close');
  });
});

describe('losing an instance', () => {
  test('SIGKILL during a burst of edits: the learner reconnects through the gateway to the other instance, nothing is lost, and writing goes on', async () => {
    const gatewayPort = await freePort();
    const gateway = await startGateway({ port: gatewayPort, restPort: 1, keys: [], auth: () => null, lessonUpstreams: [a, b].map((i) => ({ host: '127.0.0.1', port: i.port })) });
    onTestFinished(() => gateway.close());
    const url = `ws://127.0.0.1:${gatewayPort}${lessonPath}`;
    const { booking, learner, tutor } = await lesson();
    // Round robin: the learner's socket goes to A, the tutor's to B.
    const l = join(booking, learner.token, { url });
    await synced(l);
    const t = join(booking, tutor.token, { url });
    onTestFinished(() => (leave(l), leave(t)));
    await synced(t);
    expect(a.child.exitCode).toBeNull();

    const lines: string[] = [];
    const write = (i: number) => {
      const line = `Line ${i}. `;
      lines.push(line);
      lessonParts(l.doc).notes.insert(notesOf(l).length, line);
    };
    for (let i = 0; i < 20; i++) {
      write(i);
      await new Promise((r) => setTimeout(r, 10));
    }
    await waitFor(() => notesOf(t).includes('Line 10.'), 'the first edits at the tutor');
    await a.stop('SIGKILL'); // mid-burst: some edits reached A only, some not even that
    for (let i = 20; i < 40; i++) write(i);
    // The learner's provider reconnects (through the gateway, which skips the dead instance) and sends what B lacks.
    await waitFor(() => l.closes.length > 0, 'the learner to see the connection drop', 10_000);
    await waitFor(() => notesOf(t) === lines.join(''), 'every edit at the tutor', 20_000);
    // Writing goes on with the learner's own client id, on B now.
    write(40);
    await waitFor(() => notesOf(t) === lines.join(''), 'a new edit at the tutor');
    expect(l.closes.some((c) => c.code === 4403 || c.code === 4408)).toBe(false);
    a = await startInstance(redis.url); // for any later test
  }, 60_000);

  test('a graceful stop stores the room and closes its sockets with 1012 "server-restart", which the provider retries', async () => {
    const { booking, learner } = await lesson();
    const l = join(booking, learner.token, { url: on(b) });
    onTestFinished(() => leave(l));
    await synced(l);
    lessonParts(l.doc).notes.insert(0, 'Kept across a restart.');
    await waitFor(() => l.syncStatuses.includes(true), 'the server to take the edit');
    await b.stop('SIGTERM');
    await waitFor(() => l.closes.some((c) => c.code === 1012 && c.reason === 'server-restart'), 'the 1012 close');
    const { rows } = await db.query(`select state from lesson_rooms where booking_id = $1`, [booking]);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, rows[0].state);
    expect(lessonParts(stored).notes.toString()).toContain('Kept across a restart.');
    b = await startInstance(redis.url);
  }, 60_000);
});
