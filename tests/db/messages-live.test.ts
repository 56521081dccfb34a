// The messages' live signal on the sync server (services/lesson/inbox.mjs): `inbox:<userId>` opens only for that
// user; a message sent through the API pings the recipient's open inbox within 1 s, also when the recipient is on
// another instance of the server; delivered / read changes ping the sender; nothing can be written into an inbox.
import { randomUUID } from 'node:crypto';
import { HocuspocusProvider } from '@hocuspocus/provider';
import type pg from 'pg';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import { startLessonServer } from '../../services/lesson/server.mjs';
import { adminDb, createUser, signIn, type Client, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { createTutor, type TestTutor } from '../support/fixtures';
import { waitFor } from '../support/lesson-peers';

let db: pg.Client;
let learner: TestUser;
let tutor: TestTutor;
let lc: Client;
let tc: Client;
let conversation: string;

interface Inbox {
  provider: HocuspocusProvider;
  pings: { type: string; conversation: string; what: string; at: number }[];
  authenticated: boolean;
  failed: string | null;
}

function openInbox(userId: string, token: string, url = testEnv.lessonUrl): Inbox {
  const inbox: Inbox = { pings: [], authenticated: false, failed: null } as unknown as Inbox;
  inbox.provider = new HocuspocusProvider({
    url,
    name: `inbox:${userId}`,
    document: new Y.Doc(),
    token,
    ...({ WebSocketPolyfill: WebSocket } as object),
    onAuthenticated: () => (inbox.authenticated = true),
    onAuthenticationFailed: ({ reason }) => (inbox.failed = reason),
    onStateless: ({ payload }) => inbox.pings.push({ ...JSON.parse(payload), at: Date.now() }),
  });
  onTestFinished(() => inbox.provider.destroy());
  return inbox;
}

const tokenOf = async (client: Client) => (await client.auth.getSession()).data.session!.access_token;

beforeAll(async () => {
  db = await adminDb();
  learner = await createUser(db, 'Live Learner');
  await db.query(`insert into learner_profiles (user_id, age_bracket) values ($1, '18_plus')`, [learner.id]);
  tutor = await createTutor(db, { fullName: 'Live Tutor', withAccount: true });
  lc = await signIn(learner.email, learner.password);
  tc = await signIn(tutor.user!.email, tutor.user!.password);
  conversation = (await lc.rpc('open_conversation', { p_tutor: tutor.id })).data as string;
});

afterAll(async () => {
  await db.query(`delete from tutors where id = $1`, [tutor.id]);
  await db.query(`delete from auth.users where id = any($1)`, [[learner.id, tutor.user!.id]]);
  await db.end();
});

test('only its user opens an inbox', async () => {
  const someone = openInbox(tutor.user!.id, await tokenOf(lc));
  await waitFor(() => someone.failed, 'the refusal');
  expect(someone.failed).toBe('not-yours');
  const guest = openInbox(tutor.user!.id, testEnv.anonKey);
  await waitFor(() => guest.failed, 'the refusal');
  expect(guest.failed).toBe('signed-out');
  const bad = openInbox('not-a-uuid', await tokenOf(tc));
  await waitFor(() => bad.failed, 'the refusal');
  const own = openInbox(tutor.user!.id, await tokenOf(tc));
  await waitFor(() => own.authenticated, 'the tutor in their inbox');
});

test('a message pings the recipient within 1 s (same and other instance); delivered and read ping the sender', async () => {
  const second = await startLessonServer({ port: 0, databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret });
  onTestFinished(() => second.close());
  const tutorHere = openInbox(tutor.user!.id, await tokenOf(tc));
  const tutorThere = openInbox(tutor.user!.id, await tokenOf(tc), second.url);
  const learnerInbox = openInbox(learner.id, await tokenOf(lc));
  await waitFor(() => tutorHere.authenticated && tutorThere.authenticated && learnerInbox.authenticated, 'the inboxes');

  const sentAt = Date.now();
  const { error } = await lc.rpc('send_message', { p_id: randomUUID(), p_conversation: conversation, p_body: 'Live?' });
  expect(error).toBeNull();
  await waitFor(() => tutorHere.pings.length && tutorThere.pings.length, 'the pings', 2000);
  for (const inbox of [tutorHere, tutorThere]) {
    expect(inbox.pings[0]).toMatchObject({ type: 'inbox', conversation, what: 'message' });
    expect(inbox.pings[0].at - sentAt).toBeLessThan(1000);
  }
  expect(learnerInbox.pings).toHaveLength(0); // the sender is not pinged about their own message
  // The ping says only which conversation: the content is read through RLS.
  const { data } = await tc.from('messages').select('body').eq('conversation_id', conversation);
  expect(data).toEqual([{ body: 'Live?' }]);

  await tc.rpc('mark_messages_delivered', { p_conversation: conversation });
  await waitFor(() => learnerInbox.pings.some((p) => p.what === 'state'), 'the delivered ping', 2000);
  const before = learnerInbox.pings.length;
  await tc.rpc('mark_conversation_read', { p_conversation: conversation });
  await waitFor(() => learnerInbox.pings.length > before, 'the read ping', 2000);
});

test('nothing is written into an inbox', async () => {
  const own = openInbox(learner.id, await tokenOf(lc));
  await waitFor(() => own.authenticated && own.provider.isSynced, 'the inbox');
  own.provider.document.getMap('x').set('y', 'z');
  const other = openInbox(learner.id, await tokenOf(lc));
  await waitFor(() => other.provider.isSynced, 'a second copy');
  // The server's copy stays empty: the second connection gets nothing of the first one's write.
  await new Promise((r) => setTimeout(r, 300)); // a negative check: give a write time to arrive
  expect(other.provider.document.getMap('x').size).toBe(0);
});
