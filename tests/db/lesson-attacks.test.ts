// Attacks on the lesson sync server, made as a party or a guest would make them (our own Hocuspocus and WebSocket
// clients against the running stack): a guest must not lock a live room, a party must not put words in the other's
// mouth, access follows the booking live, and a deleted account stays deleted. Each test owns its users, tutor and
// booking. The timing attack (one update that would freeze every room) is in lesson-attacks.serial.test.ts.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import * as Y from 'yjs';
import { authorOf, lessonParts, ownersIn } from '../../supabase/functions/_shared/lesson-doc.ts';
import { startLessonServer } from '../../services/lesson/server.mjs';
import { adminDb, createUser, mintAccessToken, signIn, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { createBooking, createTutor } from '../support/fixtures';
import { encodeStructs, text } from '../../scripts/lib/update-shapes.mjs';
import { authFrame, join, leave, rawAuthenticated, rawSocket, tokenOf, updateFrame, waitFor, type Peer } from '../support/lesson-peers';

let db: pg.Client;
const made = { users: [] as string[], tutors: [] as string[] };

beforeAll(async () => {
  db = await adminDb();
});

afterAll(async () => {
  await db.query(`delete from bookings where tutor_id = any($1)`, [made.tutors]);
  await db.query(`delete from tutors where id = any($1)`, [made.tutors]);
  await db.query(`delete from auth.users where id = any($1)`, [made.users]);
  await db.end();
});

interface Party {
  user: TestUser;
  token: string;
  name: string;
}

/** A learner and a tutor of the test's own, and their booking (under way by default). */
async function lesson({ startsInMinutes = -5, minutes = 60 } = {}) {
  const learnerName = `Lena ${randomUUID().slice(0, 6)}`;
  const learnerUser = await createUser(db, learnerName);
  const tutor = await createTutor(db, { withAccount: true, fullName: `Theo ${randomUUID().slice(0, 6)}` });
  made.users.push(learnerUser.id, tutor.user!.id);
  made.tutors.push(tutor.id);
  const booking = await createBooking(db, { learnerId: learnerUser.id, tutorId: tutor.id, startsInMinutes, minutes });
  const [learnerToken, tutorToken] = await Promise.all([tokenOf(learnerUser.email, learnerUser.password), tokenOf(tutor.user!.email, tutor.user!.password)]);
  const learner: Party = { user: learnerUser, token: learnerToken, name: learnerName };
  const tutorParty: Party = { user: tutor.user!, token: tutorToken, name: tutor.fullName };
  return { learner, tutor: tutorParty, booking, tutorId: tutor.id };
}

/** Both parties in the room, synced; closed when the test ends. */
async function both(booking: string, learner: Party, tutor: Party) {
  const a = join(booking, learner.token);
  const b = join(booking, tutor.token);
  onTestFinished(() => (leave(a), leave(b)));
  await waitFor(() => a.provider.isSynced && b.provider.isSynced, 'both parties to sync');
  return { a, b };
}

const notesOf = (peer: Peer) => lessonParts(peer.doc).notes.toString();

function say(peer: Peer, author: string, authorName: string, text: string): Y.Map<unknown> {
  const m = new Y.Map<unknown>();
  peer.doc.transact(() => {
    for (const [k, v] of Object.entries({ id: randomUUID(), author, authorName, text, sentAt: new Date().toISOString() })) m.set(k, v);
    lessonParts(peer.doc).chat.push([m]);
  });
  return m;
}

/** A page with one item of `author`'s (made on `peer`'s device). */
function draw(peer: Peer, author: string, fields: Record<string, unknown>): void {
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
    for (const [k, v] of Object.entries({ id: randomUUID(), author, createdAt: Date.now(), ...fields })) item.set(k, v);
    (page.get('items') as Y.Array<Y.Map<unknown>>).push([item]);
  });
}

const itemsOn = (peer: Peer) => (lessonParts(peer.doc).pages.get(0)?.get('items') as Y.Array<Y.Map<unknown>> | undefined)?.toArray() ?? [];

async function projection(booking: string) {
  const { rows } = await db.query(`select chat, board, notes_markdown from lesson_projections where booking_id = $1`, [booking]);
  return rows[0] as { chat: Array<{ author: string | null; authorName: string; text: string }>; board: Array<{ author: string | null; kind: string; text: string | null }>; notes_markdown: string } | undefined;
}

/** A document holding everything `peer` has, whose own changes are written with Yjs client id `clientId`. */
function copyWithClient(peer: Peer, clientId: number): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(peer.doc));
  // After the content (Yjs picks a new id when content of its own id arrives).
  copy.clientID = clientId;
  return copy;
}

/** The update of one change made on `doc`. */
function change(doc: Y.Doc, make: () => void): Uint8Array {
  const before = Y.encodeStateVector(doc);
  make();
  return Y.encodeStateAsUpdate(doc, before);
}

describe('a guest cannot lock a live room', () => {
  test('frames sent before authentication are neither counted for the room nor applied: 70 MiB from guests, and the learner still writes', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    // Five sockets that never authenticate, each sending one update of 14 MiB to the room (70 MiB: more than a room
    // may hold). Each then asks to open another room with no token, so its refusal says the update was read.
    const big = new Y.Doc();
    lessonParts(big).notes.insert(0, 'x'.repeat(14 * 1024 * 1024));
    const update = Y.encodeStateAsUpdate(big);
    for (let i = 0; i < 5; i++) {
      const guest = await rawSocket();
      onTestFinished(() => guest.ws.terminate());
      const refused = new Promise<void>((resolve) => guest.ws.on('message', () => resolve()));
      guest.ws.send(updateFrame(booking, update));
      guest.ws.send(authFrame(randomUUID(), ''));
      await refused;
    }
    // The learner's next 2 KB change goes through and reaches the tutor; nobody's connection was closed.
    const text = `After the guests: ${'y'.repeat(2048)}`;
    lessonParts(a.doc).notes.insert(0, text);
    await waitFor(() => notesOf(b).startsWith(text), 'the tutor to get the learner’s change');
    await waitFor(() => a.provider.unsyncedChanges === 0, 'the server to acknowledge it');
    expect([...a.closes, ...b.closes]).toEqual([]);
    expect(notesOf(b)).not.toContain('xxxxxxxx');
  });

  test('a room name nobody may enter leaves nothing behind on the server', async () => {
    const server = await startLessonServer({ port: 0, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret });
    onTestFinished(() => server.close());
    const { learner } = await lesson();
    const update = Y.encodeStateAsUpdate(new Y.Doc());
    const guest = await rawSocket(server.url);
    onTestFinished(() => guest.ws.terminate());
    let answers = 0;
    guest.ws.on('message', () => answers++);
    // 50 rooms of bookings that do not exist: an update first, then a token (the learner's: not theirs).
    for (let i = 0; i < 50; i++) {
      const name = randomUUID();
      guest.ws.send(updateFrame(name, update));
      guest.ws.send(authFrame(name, learner.token));
    }
    await waitFor(() => answers >= 50, 'the 50 refusals');
    expect(server.rooms.size).toBe(0);
    expect(server.hocuspocus.getDocumentsCount()).toBe(0);
  });
});

describe('sockets that never authenticate', () => {
  test('cannot together hold more than the budget of queued bytes, and are closed once their time is up', async () => {
    const server = await startLessonServer({
      port: 0, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret, limits: { unauthenticatedBytes: 1024 * 1024, authenticateWithinMs: 5000 },
    });
    onTestFinished(() => server.close());
    // 400 KB of notes as one update, for a room whose token never comes.
    const doc = new Y.Doc();
    lessonParts(doc).notes.insert(0, 'x'.repeat(400 * 1024));
    const frame = updateFrame(randomUUID(), Y.encodeStateAsUpdate(doc));
    const first = await rawSocket(server.url);
    const second = await rawSocket(server.url);
    onTestFinished(() => (first.ws.terminate(), second.ws.terminate()));
    first.ws.send(frame);
    first.ws.send(frame);
    await waitFor(() => server.unauthenticatedBytes() === 2 * frame.length, 'the server to hold the first socket’s 800 KB');
    // Past the budget: the second socket is cut, the first keeps its place until its time is up.
    second.ws.send(frame);
    expect(await second.closed).toEqual({ code: 4429, reason: 'rate-limited' });
    expect(await first.closed).toEqual({ code: 4401, reason: 'authentication-timeout' });
    // Its bytes are given back: a third socket may queue as much again.
    await waitFor(() => server.unauthenticatedBytes() === 0, 'the server to let go of the first socket’s bytes');
    const third = await rawSocket(server.url);
    onTestFinished(() => third.ws.terminate());
    third.ws.send(frame);
    third.ws.send(frame);
    await waitFor(() => server.unauthenticatedBytes() === 2 * frame.length, 'the server to hold the third socket’s 800 KB');
    expect(await third.closed).toEqual({ code: 4401, reason: 'authentication-timeout' });
  });
});

describe('a party cannot lock the room for the other', () => {
  test('a party’s client ids are capped at their share: 128 more are refused, the other party still joins with new ones', async () => {
    const { learner, tutor, booking } = await lesson();
    const raw = await rawAuthenticated(booking, learner.token);
    onTestFinished(() => raw.ws.terminate());
    // 128 client ids in one update (one character of notes each): the learner's whole share.
    const share = Array.from({ length: 128 }, (_, i) => ({ client: 0x10000 + i, clock: 0, items: [{ parent: 'notes', content: text('x') }] }));
    raw.ws.send(updateFrame(booking, encodeStructs(share)));
    await waitFor(() => raw.statuses.length === 1, 'the server to take the update');
    raw.ws.send(updateFrame(booking, encodeStructs([{ client: 0x20000, clock: 0, items: [{ parent: 'notes', content: text('y') }] }])));
    expect(await raw.closed).toEqual({ code: 4413, reason: 'room-full' });
    // The tutor's device (a client id of its own) writes as ever.
    const b = join(booking, tutor.token);
    onTestFinished(() => leave(b));
    await waitFor(() => b.provider.isSynced, 'the tutor to sync');
    lessonParts(b.doc).notes.insert(0, 'Tutor here. ');
    await waitFor(() => b.provider.unsyncedChanges === 0, 'the server to take the tutor’s change');
    expect(b.syncStatuses.every(Boolean)).toBe(true);
    expect(notesOf(b)).toBe(`Tutor here. ${'x'.repeat(128)}`);
  });
});

describe('a party cannot put words in the other’s mouth', () => {
  test('a chat message written as the tutor is the learner’s: in the room, the projection, past lessons and the report', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    say(b, tutor.user.id, tutor.name, 'Hello from the tutor');
    await waitFor(() => lessonParts(a.doc).chat.length === 1, 'the learner to get the tutor’s message');
    say(a, tutor.user.id, tutor.name, 'I am the tutor and I say so');
    await waitFor(() => lessonParts(b.doc).chat.length === 2, 'the tutor to get the forged message');
    // The tutor's room names the learner (it would say "You" if it trusted the message's own author).
    const forged = lessonParts(b.doc).chat.get(1);
    await waitFor(() => authorOf(forged, ownersIn(b.doc)) === learner.user.id, 'the room to name the learner');
    expect(authorOf(lessonParts(b.doc).chat.get(0), ownersIn(b.doc))).toBe(tutor.user.id);
    // The projection (past lessons read it through RLS) and a report's snapshot name the learner too.
    const stored = await waitFor(async () => ((await projection(booking))?.chat.length === 2 ? projection(booking) : null), 'the projection', 20_000);
    expect(stored!.chat.map((m) => [m.author, m.authorName, m.text])).toEqual([
      [tutor.user.id, tutor.name, 'Hello from the tutor'],
      [learner.user.id, learner.name, 'I am the tutor and I say so'],
    ]);
    const tutorClient = await signIn(tutor.user.email, tutor.user.password);
    const past = await tutorClient.from('lesson_projections').select('chat').eq('booking_id', booking).single();
    expect(past.data!.chat[1].author).toBe(learner.user.id);
    const reporter = await signIn(learner.user.email, learner.user.password);
    const reportId = randomUUID();
    expect((await reporter.from('lesson_reports').insert({ id: reportId, booking_id: booking, reason: 'Testing the snapshot' })).error).toBeNull();
    const { rows } = await db.query(`select chat from lesson_reports where id = $1`, [reportId]);
    expect(rows[0].chat[1]).toMatchObject({ author: learner.user.id, authorName: learner.name });
  });

  test('only its author changes or deletes a chat message: the learner’s edit and deletion of the tutor’s are refused', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    say(b, tutor.user.id, tutor.name, 'Homework: page 12');
    await waitFor(() => lessonParts(a.doc).chat.length === 1, 'the learner to get the message');
    // An edit of the text.
    const edit = await rawAuthenticated(booking, learner.token);
    onTestFinished(() => edit.ws.terminate());
    const copy = copyWithClient(a, a.doc.clientID);
    edit.ws.send(updateFrame(booking, change(copy, () => lessonParts(copy).chat.get(0).set('text', 'No homework today'))));
    expect(await edit.closed).toEqual({ code: 4403, reason: 'not-yours-to-change' });
    // A deletion.
    const erase = await rawAuthenticated(booking, learner.token);
    onTestFinished(() => erase.ws.terminate());
    const copy2 = copyWithClient(a, a.doc.clientID);
    erase.ws.send(updateFrame(booking, change(copy2, () => lessonParts(copy2).chat.delete(0, 1))));
    expect(await erase.closed).toEqual({ code: 4403, reason: 'not-yours-to-change' });
    // The tutor (and the server) still have the message as written; the tutor may change their own.
    const check = join(booking, tutor.token);
    onTestFinished(() => leave(check));
    await waitFor(() => check.provider.isSynced && lessonParts(check.doc).chat.length === 1, 'a fresh copy of the room');
    expect(lessonParts(check.doc).chat.get(0).get('text')).toBe('Homework: page 12');
    lessonParts(b.doc).chat.get(0).set('text', 'Homework: page 13');
    await waitFor(() => lessonParts(check.doc).chat.get(0)?.get('text') === 'Homework: page 13', 'the tutor’s own edit');
    expect(b.closes).toEqual([]);
  });

  test('either party erases a board item (the erasure is the eraser’s in the log), only its author changes it', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    draw(b, tutor.user.id, { kind: 'text', x: 10, y: 10, text: 'The tutor’s words', color: '#000' });
    draw(b, tutor.user.id, { kind: 'stroke', points: [0, 0, 5, 5], color: '#000', width: 2 });
    await waitFor(() => itemsOn(a).length === 2, 'the learner to get the tutor’s items');
    await waitFor(async () => (await db.query(`select 1 from lesson_updates where booking_id = $1`, [booking])).rowCount === 2, 'the tutor’s items in the log');
    // A change of the tutor's text is refused.
    const raw = await rawAuthenticated(booking, learner.token);
    onTestFinished(() => raw.ws.terminate());
    const copy = copyWithClient(a, a.doc.clientID);
    const items = () => lessonParts(copy).pages.get(0).get('items') as Y.Array<Y.Map<unknown>>;
    raw.ws.send(updateFrame(booking, change(copy, () => items().get(0).set('text', 'Words the tutor never wrote'))));
    expect(await raw.closed).toEqual({ code: 4403, reason: 'not-yours-to-change' });
    // Erasing the tutor's stroke is the learner's to do, and the log says it was the learner.
    const { rows: before } = await db.query(`select coalesce(max(id), 0) as last from lesson_updates where booking_id = $1`, [booking]);
    const stroke = itemsOn(a).findIndex((m) => m.get('kind') === 'stroke');
    (lessonParts(a.doc).pages.get(0).get('items') as Y.Array<Y.Map<unknown>>).delete(stroke, 1);
    await waitFor(() => itemsOn(b).length === 1, 'the tutor to see the erasure');
    expect(itemsOn(b)[0].get('text')).toBe('The tutor’s words');
    const log = await waitFor(async () => {
      const { rows } = await db.query(`select user_id from lesson_updates where booking_id = $1 and id > $2`, [booking, before[0].last]);
      return rows.length ? rows : null;
    }, 'the erasure in the log');
    expect(log.map((r) => r.user_id)).toEqual([learner.user.id]);
    expect(a.closes).toEqual([]);
  });

  test('nobody writes with the other party’s Yjs client id, nor into the room’s record of client ids', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    say(b, tutor.user.id, tutor.name, 'From the tutor’s device');
    await waitFor(() => lessonParts(a.doc).chat.length === 1, 'the learner to get it');
    say(a, learner.user.id, learner.name, 'From the learner’s device');
    await waitFor(() => lessonParts(a.doc).chat.length === 2 && lessonParts(b.doc).chat.length === 2, 'both to get both');
    // The learner writes a message with the tutor's client id.
    const raw = await rawAuthenticated(booking, learner.token);
    onTestFinished(() => raw.ws.terminate());
    const copy = copyWithClient(a, b.doc.clientID);
    raw.ws.send(
      updateFrame(
        booking,
        change(copy, () => {
          const m = new Y.Map<unknown>();
          for (const [k, v] of Object.entries({ id: randomUUID(), author: tutor.user.id, authorName: tutor.name, text: 'Sent as the tutor', sentAt: new Date().toISOString() })) m.set(k, v);
          lessonParts(copy).chat.push([m]);
        }),
      ),
    );
    expect(await raw.closed).toEqual({ code: 4403, reason: 'not-yours-to-change' });
    // …or names the tutor's client id as theirs in the room's clients map.
    const raw2 = await rawAuthenticated(booking, learner.token);
    onTestFinished(() => raw2.ws.terminate());
    const copy2 = copyWithClient(a, a.doc.clientID);
    raw2.ws.send(updateFrame(booking, change(copy2, () => lessonParts(copy2).clients.set(String(b.doc.clientID), learner.user.id))));
    expect(await raw2.closed).toEqual({ code: 4403, reason: 'not-yours-to-change' });
    expect(lessonParts(b.doc).chat.length).toBe(2);
    expect(lessonParts(b.doc).clients.get(String(b.doc.clientID))).toBe(tutor.user.id);
    const rows = await waitFor(async () => {
      const { rows: r } = await db.query(`select client_id::text, user_id from lesson_clients where booking_id = $1 and not server`, [booking]);
      return r.length === 2 ? r : null;
    }, 'the record of both client ids');
    expect(new Map(rows.map((r) => [r.client_id, r.user_id]))).toEqual(
      new Map([
        [String(a.doc.clientID), learner.user.id],
        [String(b.doc.clientID), tutor.user.id],
      ]),
    );
  });

  test('the notes are one shared text: both parties edit all of it', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    lessonParts(b.doc).notes.insert(0, 'Tutor: factor the quadratic.');
    await waitFor(() => notesOf(a) === 'Tutor: factor the quadratic.', 'the learner to get the notes');
    lessonParts(a.doc).notes.delete(0, 6);
    lessonParts(a.doc).notes.insert(0, 'We');
    await waitFor(() => notesOf(b) === 'We factor the quadratic.', 'the tutor to get the learner’s edit');
    expect([...a.closes, ...b.closes]).toEqual([]);
  });
});

describe('access follows the booking live', () => {
  const within = 5_000;

  test('a cancellation closes the room’s open connections within 5 s; what is sent after is not stored', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    const at = Date.now();
    await db.query(`update bookings set status = 'cancelled', cancelled_at = now() where id = $1`, [booking]);
    await waitFor(() => a.closes.length > 0 && b.closes.length > 0, 'both connections to be closed', within);
    expect(Date.now() - at).toBeLessThanOrEqual(within);
    expect(a.closes[0]).toEqual({ code: 4403, reason: 'cancelled' });
    // The provider comes back and is refused; its change never reaches the server.
    lessonParts(a.doc).notes.insert(0, 'After the cancellation');
    await waitFor(() => a.failed === 'cancelled', 'the reconnect to be refused');
    const { rows } = await db.query(`select count(*)::int as n from lesson_updates where booking_id = $1`, [booking]);
    expect(rows[0].n).toBe(0);
  });

  test('a move out of the window closes the connection within 5 s (not open yet)', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a } = await both(booking, learner, tutor);
    const at = Date.now();
    await db.query(`update bookings set starts_at = now() + interval '2 days', ends_at = now() + interval '2 days 1 hour' where id = $1`, [booking]);
    await waitFor(() => a.closes.length > 0, 'the connection to be closed', within);
    expect(Date.now() - at).toBeLessThanOrEqual(within);
    expect(a.closes[0]).toEqual({ code: 4403, reason: 'not-open-yet' });
    await waitFor(() => a.failed === 'not-open-yet', 'the reconnect to be refused');
  });

  test('a move into the past turns the open connections read-only within 5 s', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a } = await both(booking, learner, tutor);
    const at = Date.now();
    await db.query(`update bookings set starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours' where id = $1`, [booking]);
    await waitFor(() => a.stateless.some((p) => JSON.parse(p).type === 'read-only'), 'the read-only notice', within);
    expect(Date.now() - at).toBeLessThanOrEqual(within);
    lessonParts(a.doc).notes.insert(0, 'Too late');
    await waitFor(() => a.syncStatuses.includes(false), 'the write to be refused');
    expect(a.closes).toEqual([]);
  });

  test('an account deletion closes that party’s connections within 5 s', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    const client = await signIn(learner.user.email, learner.user.password);
    const at = Date.now();
    expect((await client.rpc('delete_my_account')).error).toBeNull();
    await waitFor(() => a.closes.length > 0, 'the deleted account’s connection to be closed', within);
    expect(Date.now() - at).toBeLessThanOrEqual(within);
    expect(a.closes[0]).toEqual({ code: 4403, reason: 'not-yours' });
    expect(b.closes).toEqual([]);
  });

  test('every fresh token is checked against the booking again', async () => {
    const { learner, tutor, booking } = await lesson();
    let token = learner.token;
    const a = join(booking, () => token);
    onTestFinished(() => leave(a));
    await waitFor(() => a.provider.isSynced, 'the learner to sync');
    // Cancelled without the notification (triggers off in this transaction): only the token refresh can tell.
    await db.query('begin');
    await db.query(`set local session_replication_role = replica`);
    await db.query(`update bookings set status = 'cancelled', cancelled_at = now() where id = $1`, [booking]);
    await db.query('commit');
    token = await mintAccessToken({ sub: learner.user.id, email: learner.user.email }, { expiresInSeconds: 7200 });
    await a.provider.sendToken();
    await waitFor(() => a.closes.length > 0, 'the refreshed connection to be closed');
    expect(a.closes[0]).toEqual({ code: 4403, reason: 'cancelled' });
  });
});

describe('a deleted account stays deleted', () => {
  test('after the learner deletes their account, later changes store the projection with “Deleted account” for good', async () => {
    const { learner, tutor, booking } = await lesson();
    const { a, b } = await both(booking, learner, tutor);
    say(a, learner.user.id, learner.name, 'Bye for now');
    draw(a, learner.user.id, { kind: 'text', x: 1, y: 1, text: 'Learner’s note', color: '#000' });
    await waitFor(() => lessonParts(b.doc).chat.length === 1 && itemsOn(b).length === 1, 'the tutor to get both');
    await waitFor(async () => (await projection(booking))?.chat.length === 1, 'the projection', 20_000);
    leave(a);
    const client = await signIn(learner.user.email, learner.user.password);
    expect((await client.rpc('delete_my_account')).error).toBeNull();
    // The tutor goes on: a change, then the projection is stored again.
    say(b, tutor.user.id, tutor.name, 'Take care');
    const stored = await waitFor(async () => {
      const p = await projection(booking);
      return p?.chat.length === 2 ? p : null;
    }, 'the projection with the tutor’s message', 20_000);
    expect(stored.chat.map((m) => [m.author, m.authorName, m.text])).toEqual([
      [null, 'Deleted account', 'Bye for now'],
      [tutor.user.id, tutor.name, 'Take care'],
    ]);
    expect(stored.board.map((i) => i.author)).toEqual([null]);
    // And in the room: the learner's client id now belongs to a deleted account.
    await waitFor(() => lessonParts(b.doc).clients.get(String(a.doc.clientID)) === '', 'the room’s record to say so');
    expect(authorOf(lessonParts(b.doc).chat.get(0), ownersIn(b.doc))).toBeNull();
  });
});
