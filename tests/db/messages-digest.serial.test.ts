// The unread-messages email, through the notification worker's job with "now" set by the test: one email per
// conversation after 15 minutes unread, in the recipient's language, with the conversation's address and without the
// messages' text; at most one an hour; nothing more until a newer message. Serial: the job, run at a later "now",
// takes every conversation's due digest.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sendMessageDigests } from '../../supabase/functions/send-notifications/message-digest.ts';
import type { Mail } from '../../supabase/functions/send-notifications/core.ts';
import { adminDb, createUser, signIn, type Client, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { createTutor, type TestTutor } from '../support/fixtures';

let db: pg.Client;
let learner: TestUser;
let tutor: TestTutor;
let lc: Client;
let conversation: string;
const mails: Mail[] = [];
const appUrl = 'https://summit.example';
const job = (minutesFromNow: number) =>
  sendMessageDigests({ restUrl: `${testEnv.apiUrl}/rest/v1`, serviceKey: testEnv.serviceKey, deliver: async (m) => void mails.push(m), appUrl }, new Date(Date.now() + minutesFromNow * 60_000));
const ours = () => mails.filter((m) => m.to === tutor.user!.email);

beforeAll(async () => {
  db = await adminDb();
  learner = await createUser(db, 'Dina Digest');
  await db.query(`insert into learner_profiles (user_id, age_bracket) values ($1, '18_plus')`, [learner.id]);
  tutor = await createTutor(db, { fullName: 'Tariq Digest', withAccount: true });
  await db.query(`insert into user_locale_preferences (user_id, preferred_locale) values ($1, 'fr-FR')`, [tutor.user!.id]);
  lc = await signIn(learner.email, learner.password);
  conversation = (await lc.rpc('open_conversation', { p_tutor: tutor.id })).data as string;
});

afterAll(async () => {
  await db.query(`delete from tutors where id = $1`, [tutor.id]);
  await db.query(`delete from auth.users where id = any($1)`, [[learner.id, tutor.user!.id]]);
  await db.end();
});

test('after 15 minutes unread, one email in the recipient\'s language; one an hour; again only for newer messages', async () => {
  await lc.rpc('send_message', { p_id: randomUUID(), p_conversation: conversation, p_body: 'Secret homework question' });
  await job(10);
  expect(ours()).toHaveLength(0);
  await job(16);
  expect(ours()).toHaveLength(1);
  const [mail] = ours();
  expect(mail!.subject).toBe('Messages non lus de Dina Digest');
  expect(mail!.text).toContain(`${appUrl}/messages/${conversation}`);
  expect(mail!.text).not.toContain('Secret homework question');
  await job(40);
  await job(100); // past the hour, but nothing newer than that email
  expect(ours()).toHaveLength(1);
  await lc.rpc('send_message', { p_id: randomUUID(), p_conversation: conversation, p_body: 'And another one' });
  await db.query(`update message_digests set sent_at = now() - interval '2 hours' where conversation_id = $1`, [conversation]);
  await job(16);
  expect(ours()).toHaveLength(2);
  expect(ours()[1]!.text).toContain('2 message(s) non lu(s)');
});
