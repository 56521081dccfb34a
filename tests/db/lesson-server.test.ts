// The lesson room's sync server (services/lesson/server.mjs) through the gateway at <API URL>/lesson/v1, with
// the browser's client (@hocuspocus/provider, `ws` standing in for the browser's WebSocket): who gets in, who gets
// the content, read-only after the window, token expiry and refresh, limits, persistence across a restart, the
// projection and the export.
import { randomUUID } from 'node:crypto';
import * as encoding from 'lib0/encoding';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { lessonDocName, lessonParts, projectLesson } from '../../supabase/functions/_shared/lesson-doc.ts';
import { startGateway } from '../../supabase/local/gateway.mjs';
import { startLessonServer } from '../../services/lesson/server.mjs';
import { demoLessons, upsertDemoLessons } from '../../supabase/local/lesson-demo.mjs';
import { adminDb, createUser, mintAccessToken, signIn, type TestUser } from '../support/db';
import { createBooking, createTutor, signInTestStaffAal2 } from '../support/fixtures';
import { frame, join as joinRoom, leave, rawAuthenticated as rawAuthenticatedSocket, tokenOf, waitFor, type Peer, type RawSocket } from '../support/lesson-peers';
import { testEnv } from '../support/env';

const minute = 60_000;
let db: pg.Client;
const made: { users: string[]; tutors: string[] } = { users: [], tutors: [] };
const open: Array<{ destroy: () => void }> = [];

// The browser's client and raw sockets come from lesson-peers; every one opened here is closed after the file.
function join(bookingId: string, token: string | null | (() => string), url = testEnv.lessonUrl): Peer {
  const peer = joinRoom(bookingId, token, { url });
  open.push(peer.provider);
  return peer;
}

async function rawAuthenticated(bookingId: string, token: string): Promise<RawSocket> {
  const socket = await rawAuthenticatedSocket(bookingId, token);
  open.push({ destroy: () => socket.ws.terminate() });
  return socket;
}

async function makeTutor(name: string): Promise<{ user: TestUser; tutorId: string; token: string }> {
  const made_ = await createTutor(db, { fullName: name, withAccount: true });
  made.users.push(made_.user!.id);
  made.tutors.push(made_.id);
  return { user: made_.user!, tutorId: made_.id, token: await tokenOf(made_.user!.email, made_.user!.password) };
}

async function makeLearner(name: string): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(db, name);
  made.users.push(user.id);
  return { user, token: await tokenOf(user.email, user.password) };
}

const book = (learnerId: string, tutorId: string, startsIn: number, minutes = 60, status: 'confirmed' | 'completed' | 'cancelled' = 'confirmed') =>
  createBooking(db, { learnerId, tutorId, startsInMinutes: startsIn / minute, minutes, status });

const notesOf = (peer: Peer) => lessonParts(peer.doc).notes.toString();

let tutor: Awaited<ReturnType<typeof makeTutor>>;
let otherTutor: Awaited<ReturnType<typeof makeTutor>>;
let learner: Awaited<ReturnType<typeof makeLearner>>;
let otherLearner: Awaited<ReturnType<typeof makeLearner>>;
const rooms = {} as Record<'live' | 'other' | 'past' | 'future' | 'cancelled', string>;

beforeAll(async () => {
  db = await adminDb();
  // One after another: they share the one database connection.
  tutor = await makeTutor('Lesson Tutor');
  otherTutor = await makeTutor('Other Tutor');
  learner = await makeLearner('Lesson Learner');
  otherLearner = await makeLearner('Other Learner');
  rooms.live = await book(learner.user.id, tutor.tutorId, -5 * minute);
  rooms.other = await book(otherLearner.user.id, otherTutor.tutorId, -5 * minute);
  rooms.past = await book(learner.user.id, tutor.tutorId, -3 * 60 * minute, 60, 'completed');
  rooms.future = await book(learner.user.id, tutor.tutorId, 2 * 60 * minute);
  rooms.cancelled = await book(learner.user.id, tutor.tutorId, 5 * 60 * minute, 60, 'cancelled');
  // The past lesson has content.
  const past = new Y.Doc();
  lessonParts(past).notes.insert(0, '# Past lesson\n\nQuadratic equations.');
  await db.query(`insert into lesson_rooms (booking_id, state) values ($1, $2)`, [rooms.past, Buffer.from(Y.encodeStateAsUpdate(past))]);
});

afterAll(async () => {
  for (const p of open) p.destroy();
  await db.query(`delete from bookings where tutor_id = any($1)`, [made.tutors]);
  await db.query(`delete from tutors where id = any($1)`, [made.tutors]);
  await db.query(`delete from auth.users where id = any($1)`, [made.users]);
  await db.end();
});

describe('who gets into a lesson room', () => {
  test('the learner and the tutor both connect (read-write) and see each other’s changes', async () => {
    const a = join(rooms.live, learner.token);
    const b = join(rooms.live, tutor.token);
    await waitFor(() => a.authenticated && b.authenticated, 'both authenticated');
    expect([a.authenticated, b.authenticated]).toEqual(['read-write', 'read-write']);
    lessonParts(a.doc).notes.insert(0, 'From the learner. ');
    await waitFor(() => notesOf(b).includes('From the learner.'), 'the tutor to see the learner’s note');
    const chat = new Y.Map<unknown>();
    chat.set('id', randomUUID());
    chat.set('author', tutor.user.id);
    chat.set('authorName', 'Lesson Tutor');
    chat.set('text', 'Hello from the tutor');
    chat.set('sentAt', new Date().toISOString());
    lessonParts(b.doc).chat.push([chat]);
    await waitFor(() => lessonParts(a.doc).chat.length === 1, 'the learner to see the tutor’s chat message');
    expect(lessonParts(a.doc).chat.get(0).get('text')).toBe('Hello from the tutor');
    leave(a);
    leave(b);
  });

  const refused = async (who: string, token: () => Promise<string | null>, bookingId: () => string, reason: string) => {
    const peer = join(bookingId(), await token());
    await waitFor(() => peer.failed, `${who} to be refused`);
    expect(peer.failed).toBe(reason);
    expect(peer.authenticated).toBeNull();
    // Nothing but the refusal came from the server: no sync step, no awareness, no content.
    expect(peer.received).toEqual([2]);
    expect(peer.doc.share.size === 0 || notesOf(peer) === '').toBe(true);
    leave(peer);
  };

  test('another learner is told the lesson is not theirs and gets none of it', () =>
    refused('another learner', async () => otherLearner.token, () => rooms.live, 'not-yours'));
  test('the tutor of another booking is refused', () => refused('another tutor', async () => otherTutor.token, () => rooms.live, 'not-yours'));
  test('an admin who is not in the booking is refused', async () => {
    const admin = await signInTestStaffAal2('admin');
    const token = (await admin.auth.getSession()).data.session!.access_token;
    await refused('an admin', async () => token, () => rooms.live, 'not-yours');
  });
  test('a guest (no token) is refused', () => refused('a guest', async () => null, () => rooms.live, 'signed-out'));
  test('the anon key is no user', () => refused('the anon key', async () => testEnv.anonKey, () => rooms.live, 'signed-out'));
  test('a token signed with another secret is refused', () =>
    refused('a forged token', () => mintAccessToken({ sub: learner.user.id }, { secret: 'another-secret-another-secret-another-secret' }), () => rooms.live, 'invalid-token'));
  test('an expired token is refused', () =>
    refused('an expired token', () => mintAccessToken({ sub: learner.user.id }, { expiresInSeconds: -60 }), () => rooms.live, 'expired-token'));
  test('before the window opens (more than 15 minutes before the start) the room is refused', () =>
    refused('the learner, early', async () => learner.token, () => rooms.future, 'not-open-yet'));
  test('a cancelled booking has no room', () => refused('the learner of a cancelled booking', async () => learner.token, () => rooms.cancelled, 'cancelled'));
  test('a booking that does not exist gets the same answer as one that is not yours', () =>
    refused('the learner', async () => learner.token, () => randomUUID(), 'not-yours'));
});

describe('after the window', () => {
  test('a room more than 10 minutes past its end opens read-only: content arrives, writes are refused and not stored', async () => {
    const peer = join(rooms.past, learner.token);
    await waitFor(() => peer.authenticated, 'the learner to open the past lesson');
    expect(peer.authenticated).toBe('readonly');
    await waitFor(() => notesOf(peer).includes('Quadratic equations.'), 'the stored notes');
    lessonParts(peer.doc).notes.insert(0, 'Too late. ');
    await waitFor(() => peer.syncStatuses.includes(false), 'the server to refuse the write');
    const tutorPeer = join(rooms.past, tutor.token);
    await waitFor(() => notesOf(tutorPeer).includes('Quadratic equations.'), 'the tutor to get the content');
    expect(notesOf(tutorPeer)).not.toContain('Too late.');
    const { rows } = await db.query(`select count(*)::int as n from lesson_updates where booking_id = $1`, [rooms.past]);
    expect(rows[0].n).toBe(0);
    leave(peer);
    leave(tutorPeer);
  });
});

describe('the end of the window', () => {
  test('a connection open when writes end turns read-only and is told so', async () => {
    const own = await makeTutor('Closing Tutor');
    // Writes end 3 s from now (10 minutes after the end).
    const booking = await book(learner.user.id, own.tutorId, -70 * minute + 3_000);
    const peer = join(booking, learner.token);
    const stateless: string[] = [];
    peer.provider.on('stateless', ({ payload }: { payload: string }) => stateless.push(payload));
    await waitFor(() => peer.authenticated && peer.provider.isSynced, 'the learner to connect');
    expect(peer.authenticated).toBe('read-write');
    lessonParts(peer.doc).notes.insert(0, 'In time. ');
    await waitFor(() => peer.syncStatuses.includes(true), 'the write to be accepted');
    await waitFor(() => stateless.length > 0, 'the read-only notice', 10_000);
    expect(JSON.parse(stateless[0])).toEqual({ type: 'read-only', reason: 'window-closed' });
    lessonParts(peer.doc).notes.insert(0, 'Too late. ');
    await waitFor(() => peer.syncStatuses.includes(false), 'the late write to be refused');
    leave(peer);
    const check = join(booking, own.token);
    await waitFor(() => notesOf(check).includes('In time.'), 'the stored notes');
    expect(notesOf(check)).not.toContain('Too late.');
    leave(check);
  });
});

describe('tokens', () => {
  test('a connection whose token expires without a fresher one is closed with expired-token', async () => {
    // Valid for 10 more seconds: PostgREST's 30 s of clock skew past an exp 20 s ago.
    const stale = await mintAccessToken({ sub: learner.user.id }, { expiresInSeconds: -20 });
    const peer = join(rooms.live, () => stale);
    await waitFor(() => peer.authenticated, 'the learner to connect with a token about to expire');
    // The socket is cut at expiry (code 4401 'expired-token'; through the gateway the close frame may be lost on a
    // busy machine, and the socket then ends without it): either way the connection ends.
    await waitFor(() => peer.closes.length > 0, 'the server to close on expiry', 25_000);
    expect(peer.closes.every((c) => c.code === 4401 || c.code === 1006), JSON.stringify(peer.closes)).toBe(true);
    // The provider reconnects with the same (now expired) token, and is refused.
    await waitFor(() => peer.failed === 'expired-token', 'the reconnect to be refused');
    leave(peer);
  });

  test('a fresher token sent in time (the server asks for it) keeps the connection open', async () => {
    const stale = await mintAccessToken({ sub: learner.user.id }, { expiresInSeconds: -25 });
    const fresh = await mintAccessToken({ sub: learner.user.id }, { expiresInSeconds: 3600 });
    let calls = 0;
    const peer = join(rooms.live, () => (++calls === 1 ? stale : fresh));
    await waitFor(() => peer.authenticated, 'the learner to connect');
    await waitFor(() => calls >= 2, 'the server to ask for a fresher token');
    const deadline = Date.now() + 6_000; // past the stale token's last second
    await waitFor(() => Date.now() > deadline, 'the stale token’s deadline to pass', 10_000);
    expect(peer.closes).toEqual([]);
    const other = join(rooms.live, tutor.token);
    await waitFor(() => other.authenticated, 'the tutor to connect');
    lessonParts(other.doc).notes.insert(0, 'Still here? ');
    await waitFor(() => notesOf(peer).includes('Still here?'), 'the refreshed connection to get updates');
    leave(peer);
    leave(other);
  });

  test('a token of someone else sent as a refresh closes the connection', async () => {
    const peer = join(rooms.live, learner.token);
    await waitFor(() => peer.authenticated, 'the learner to connect');
    peer.provider.configuration.token = otherLearner.token;
    await peer.provider.sendToken();
    await waitFor(() => peer.closes.some((c) => c.code === 4401 && c.reason === 'invalid-token'), 'the connection to be closed');
    leave(peer);
  });
});

describe('limits', () => {
  const twoPeers = async () => {
    const a = join(rooms.live, learner.token);
    const b = join(rooms.live, tutor.token);
    await waitFor(() => a.authenticated && b.authenticated && a.provider.isSynced && b.provider.isSynced, 'both peers');
    return { a, b };
  };
  const stillWorks = async (a: Peer, b: Peer, text: string) => {
    lessonParts(a.doc).notes.insert(0, text);
    await waitFor(() => notesOf(b).includes(text), 'the room to go on');
  };

  test('a malformed update cuts that connection off; the room goes on', async () => {
    const { a, b } = await twoPeers();
    const before = notesOf(b);
    const bad = await rawAuthenticated(rooms.live, learner.token);
    bad.ws.send(
      frame((e) => {
        encoding.writeVarString(e, lessonDocName(rooms.live));
        encoding.writeVarUint(e, 0);
        encoding.writeVarUint(e, 2);
        encoding.writeVarUint8Array(e, new Uint8Array(24).fill(0xff));
      }),
    );
    expect(await bad.closed).toEqual({ code: 4400, reason: 'malformed-message' });
    expect(notesOf(b)).toBe(before);
    await stillWorks(a, b, 'After garbage. ');
    leave(a);
    leave(b);
  });

  test('a text frame is malformed too', async () => {
    const bad = await rawAuthenticated(rooms.live, learner.token);
    bad.ws.send('hello');
    expect(await bad.closed).toEqual({ code: 4400, reason: 'malformed-message' });
  });

  test('an oversized message cuts that connection off; the room goes on', async () => {
    const { a, b } = await twoPeers();
    // A whole 16 MB + 1 message: the server cuts the connection while the client is still sending, so the client
    // may see its own reset (1006) instead of the server's close frame.
    const flood = await rawAuthenticated(rooms.live, learner.token);
    flood.ws.send(new Uint8Array(16 * 1024 * 1024 + 1));
    expect([1009, 1006]).toContain((await flood.closed).code);
    await stillWorks(a, b, 'After the flood. ');
    // The same limit, seen from a client that is not writing: only a frame's header announcing 16 MB + 1 (masked
    // binary frame, 64-bit length). The server refuses it from the header alone and says why: 1009.
    const announced = await rawAuthenticated(rooms.live, learner.token);
    const header = Buffer.alloc(14);
    header[0] = 0x82;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(16 * 1024 * 1024 + 1), 2);
    (announced.ws as unknown as { _socket: import('node:net').Socket })._socket.write(header);
    expect(await announced.closed).toEqual({ code: 1009, reason: '' });
    await stillWorks(a, b, 'After the announcement. ');
    leave(a);
    leave(b);
  });

  test('too many messages a second cut that connection off; the room goes on', async () => {
    const { a, b } = await twoPeers();
    const bad = await rawAuthenticated(rooms.live, learner.token);
    const query = frame((e) => {
      encoding.writeVarString(e, lessonDocName(rooms.live));
      encoding.writeVarUint(e, 3);
    });
    for (let i = 0; i < 3000; i++) bad.ws.send(query);
    expect(await bad.closed).toEqual({ code: 4429, reason: 'rate-limited' });
    await stillWorks(a, b, 'After the burst. ');
    leave(a);
    leave(b);
  });
});

describe('persistence', () => {
  test('a restart of the server mid-lesson loses nothing', async () => {
    const own = await makeTutor('Restart Tutor');
    const booking = await book(learner.user.id, own.tutorId, -5 * minute);
    // A server of its own, with a long debounce so the state is not stored before the restart.
    let server = await startLessonServer({ port: 0, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret, debounceMs: 60_000, maxDebounceMs: 120_000 });
    const port = server.port;
    const a = join(booking, learner.token, server.url);
    await waitFor(() => a.provider.isSynced, 'the learner to sync');
    lessonParts(a.doc).notes.insert(0, 'Written just before the restart.');
    const stroke = new Y.Map<unknown>();
    stroke.set('id', 's1');
    stroke.set('kind', 'stroke');
    stroke.set('points', [0, 0, 10, 10]);
    const page = new Y.Map<unknown>();
    page.set('id', 'p1');
    page.set('items', Y.Array.from([stroke]));
    lessonParts(a.doc).pages.push([page]);
    await waitFor(() => a.provider.unsyncedChanges === 0, 'the server to acknowledge the changes');
    await server.close();
    leave(a);
    server = await startLessonServer({ port, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret });
    try {
      const b = join(booking, own.token, server.url);
      await waitFor(() => b.provider.isSynced && notesOf(b).includes('Written just before the restart.'), 'the notes after the restart');
      // The stroke carries no author of its own: the server names the learner, whose connection wrote it.
      expect(projectLesson(b.doc).board).toEqual([{ page: 1, kind: 'stroke', text: null, latex: null, author: learner.user.id }]);
      leave(b);
    } finally {
      await server.close();
    }
  });

  test('a state not yet stored is rebuilt from the update log', async () => {
    const own = await makeTutor('Log Tutor');
    const booking = await book(learner.user.id, own.tutorId, 10 * minute);
    const server = await startLessonServer({ port: 0, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret, debounceMs: 60_000, maxDebounceMs: 120_000 });
    try {
      const a = join(booking, learner.token, server.url);
      await waitFor(() => a.provider.isSynced, 'the learner to sync');
      lessonParts(a.doc).notes.insert(0, 'Only in the log.');
      await waitFor(async () => (await db.query(`select 1 from lesson_updates where booking_id = $1`, [booking])).rowCount, 'the log entry');
      const { rows } = await db.query(`select user_id from lesson_updates where booking_id = $1`, [booking]);
      expect(rows.map((r) => r.user_id)).toEqual([learner.user.id]);
      expect((await db.query(`select 1 from lesson_rooms where booking_id = $1`, [booking])).rowCount).toBe(0);
      // A second server (as after a crash of the first) builds the room from the log.
      const second = await startLessonServer({ port: 0, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret });
      try {
        const b = join(booking, own.token, second.url);
        await waitFor(() => notesOf(b).includes('Only in the log.'), 'the note rebuilt from the log');
        leave(b);
      } finally {
        await second.close();
      }
      leave(a);
    } finally {
      await server.close();
    }
  });

  test('the stored projection matches projectLesson, the parties read it through the API, and the export has the lesson', async () => {
    const a = join(rooms.live, learner.token);
    await waitFor(() => a.provider.isSynced, 'the learner to sync');
    const item = new Y.Map<unknown>();
    item.set('id', randomUUID());
    item.set('kind', 'math');
    item.set('latex', 'x^2 + 1 = 0');
    item.set('author', learner.user.id);
    const page = new Y.Map<unknown>();
    page.set('id', randomUUID());
    page.set('items', Y.Array.from([item]));
    lessonParts(a.doc).pages.push([page]);
    lessonParts(a.doc).notes.insert(notesOf(a).length, '\n\n$x^2 + 1 = 0$ has no real roots.');
    const expected = projectLesson(a.doc);
    const row = await waitFor(async () => {
      const { rows } = await db.query(`select notes_markdown, chat, board from lesson_projections where booking_id = $1`, [rooms.live]);
      return rows[0]?.notes_markdown === expected.notesMarkdown && rows[0]?.board.length === expected.board.length ? rows[0] : null;
    }, 'the projection to be stored', 15_000);
    expect({ notesMarkdown: row.notes_markdown, chat: row.chat, board: row.board }).toEqual(expected);
    leave(a);

    const client = await signIn(learner.user.email, learner.user.password);
    const { data: own } = await client.from('lesson_projections').select('notes_markdown').eq('booking_id', rooms.live);
    expect(own?.[0]?.notes_markdown).toBe(expected.notesMarkdown);
    const stranger = await signIn(otherLearner.user.email, otherLearner.user.password);
    expect((await stranger.from('lesson_projections').select('booking_id').eq('booking_id', rooms.live)).data).toEqual([]);
    expect((await client.from('lesson_rooms').select('booking_id')).error).not.toBeNull();
    expect((await client.from('lesson_updates').select('id')).error).not.toBeNull();

    const { data: exported, error } = await client.rpc('export_my_data');
    expect(error).toBeNull();
    const lesson = exported.lessons.find((l: { booking_id: string }) => l.booking_id === rooms.live);
    expect(lesson).toMatchObject({ role: 'learner', notes_markdown: expected.notesMarkdown, tutor_name: 'Lesson Tutor' });
    expect(exported.lesson_updates.length).toBeGreaterThan(0);
    const tutorClient = await signIn(tutor.user.email, tutor.user.password);
    const tutorExport = (await tutorClient.rpc('export_my_data')).data;
    expect(tutorExport.lessons.find((l: { booking_id: string }) => l.booking_id === rooms.live)?.role).toBe('tutor');
  });
});

describe('account deletion', () => {
  test('when the learner deletes their account, the tutor keeps the lesson, the learner’s items shown as Deleted account', async () => {
    const own = await makeTutor('Keeping Tutor');
    const leaving = await makeLearner('Leaving Learner');
    const booking = await book(leaving.user.id, own.tutorId, -5 * minute);
    const a = join(booking, leaving.token);
    const b = join(booking, own.token);
    await waitFor(() => a.provider.isSynced && b.provider.isSynced, 'both to sync');
    const say = (peer: Peer, author: string, authorName: string, text: string) => {
      const m = new Y.Map<unknown>();
      for (const [k, v] of Object.entries({ id: randomUUID(), author, authorName, text, sentAt: new Date().toISOString() })) m.set(k, v);
      lessonParts(peer.doc).chat.push([m]);
    };
    say(a, leaving.user.id, 'Leaving Learner', 'Bye');
    await waitFor(() => lessonParts(b.doc).chat.length === 1, 'the tutor to see the message');
    say(b, own.user.id, 'Keeping Tutor', 'Take care');
    leave(a);
    leave(b);
    await waitFor(async () => {
      const { rows } = await db.query(`select jsonb_array_length(chat) as n from lesson_projections where booking_id = $1`, [booking]);
      return rows[0]?.n === 2;
    }, 'the projection with both messages', 15_000);
    const client = await signIn(leaving.user.email, leaving.user.password);
    const { error } = await client.rpc('delete_my_account');
    expect(error).toBeNull();
    const tutorClient = await signIn(own.user.email, own.user.password);
    const { data } = await tutorClient.from('lesson_projections').select('chat').eq('booking_id', booking);
    expect(data?.[0]?.chat.map((m: { author: string | null; authorName: string }) => [m.author, m.authorName])).toEqual([
      [null, 'Deleted account'],
      [own.user.id, 'Keeping Tutor'],
    ]);
    const { rows } = await db.query(`select count(*)::int as n, count(user_id)::int as linked from lesson_updates where booking_id = $1`, [booking]);
    expect(rows[0].n).toBeGreaterThan(0);
    expect((await db.query(`select 1 from lesson_updates where user_id = $1`, [leaving.user.id])).rowCount).toBe(0);
    // The tutor still opens the room, with everything in it.
    const again = join(booking, own.token);
    await waitFor(() => lessonParts(again.doc).chat.length === 2, 'the tutor to get the whole lesson');
    leave(again);
  });
});

describe('the demo lessons of npm start', () => {
  test('open now for the demo learner and tutor; the past one read-only with a board, notes, chat and a log to replay', async () => {
    try {
      const placed = await upsertDemoLessons(testEnv.dbUrl);
      expect(placed.map((p: { id: string }) => p.id)).toEqual([demoLessons.live, demoLessons.past]);
      const [student, demoTutor] = await Promise.all([tokenOf('student@example.com', 'summit-demo'), tokenOf('tutor@example.com', 'summit-demo')]);
      const a = join(demoLessons.live, student);
      const b = join(demoLessons.live, demoTutor);
      await waitFor(() => a.authenticated && b.authenticated, 'both in the open demo lesson');
      expect([a.authenticated, b.authenticated]).toEqual(['read-write', 'read-write']);
      leave(a);
      leave(b);
      const past = join(demoLessons.past, student);
      await waitFor(() => past.authenticated && past.provider.isSynced, 'the past demo lesson');
      expect(past.authenticated).toBe('readonly');
      const projection = projectLesson(past.doc);
      expect(projection.notesMarkdown).toContain('# IELTS writing, task 2');
      expect(projection.chat).toHaveLength(2);
      expect(projection.board.map((i) => i.kind)).toEqual(['stroke', 'text', 'rect', 'stroke', 'sticky', 'math']);
      // The replay's history and the server's copy, asked for over the member's own connection.
      const answers: Array<{ type: string; total?: number; entries?: Array<[number, string]>; update?: string }> = [];
      past.provider.on('stateless', ({ payload }: { payload: string }) => answers.push(JSON.parse(payload)));
      past.provider.sendStateless(JSON.stringify({ type: 'history' }));
      past.provider.sendStateless(JSON.stringify({ type: 'state' }));
      await waitFor(() => answers.some((a) => a.type === 'history') && answers.some((a) => a.type === 'state'), 'the history and the state');
      const history = answers.find((a) => a.type === 'history')!;
      expect(history.total).toBe(11);
      const replayed = new Y.Doc();
      for (const [, update] of history.entries!) Y.applyUpdate(replayed, Buffer.from(update, 'base64'));
      expect(projectLesson(replayed)).toEqual(projection);
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Buffer.from(answers.find((a) => a.type === 'state')!.update!, 'base64'));
      expect(projectLesson(copy)).toEqual(projection);
      leave(past);
      const { rows: log } = await db.query(
        `select u.created_at, u.user_id, b.starts_at, b.ends_at from lesson_updates u join bookings b on b.id = u.booking_id
         where u.booking_id = $1 order by u.id`,
        [demoLessons.past],
      );
      expect(log).toHaveLength(11);
      for (const entry of log) expect(entry.created_at >= entry.starts_at && entry.created_at <= entry.ends_at).toBe(true);
      const { rows: stored } = await db.query(`select notes_markdown, chat, board from lesson_projections where booking_id = $1`, [demoLessons.past]);
      expect({ notesMarkdown: stored[0].notes_markdown, chat: stored[0].chat, board: stored[0].board }).toEqual(projection);
      // Each start puts them in place again, the same.
      await upsertDemoLessons(testEnv.dbUrl);
      expect((await db.query(`select 1 from lesson_updates where booking_id = $1`, [demoLessons.past])).rowCount).toBe(11);
      expect((await db.query(`select 1 from notifications where booking_id = any($1)`, [[demoLessons.live, demoLessons.past]])).rowCount).toBe(0);
    } finally {
      await db.query(`delete from bookings where id = any($1)`, [[demoLessons.live, demoLessons.past]]);
    }
  });
});

describe('the gateway', () => {
  test('its shutdown closes the lesson sockets it upgraded', async () => {
    const server = await startLessonServer({ port: 0, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret });
    const gateway = await startGateway({ port: 0, restPort: 1, keys: [], auth: () => null, lessonPort: server.port });
    try {
      const address = gateway.server.address() as { port: number };
      const peer = join(rooms.live, learner.token, `ws://127.0.0.1:${address.port}/lesson/v1`);
      await waitFor(() => peer.authenticated && peer.provider.isSynced, 'the learner through the second gateway');
      await gateway.close();
      await waitFor(() => peer.closes.length > 0, 'the socket to be closed by the gateway’s shutdown');
      leave(peer);
    } finally {
      await gateway.close();
      await server.close();
    }
  });

  test('a plain HTTP request to /lesson/v1 is told to upgrade', async () => {
    const res = await fetch(`${testEnv.apiUrl}/lesson/v1`);
    expect(res.status).toBe(426);
  });
});
