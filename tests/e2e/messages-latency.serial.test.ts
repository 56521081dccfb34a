// How fast a message arrives: a learner and a tutor, each in a context of their own, have the conversation open; each
// message the learner sends shows on the tutor's side within 1 s of the click. A timing, so it runs alone (the rest
// of messages: messages.test.ts). Own learner, tutor and conversation.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, type TestUser } from '../support/db';
import { createTutor, type TestTutor } from '../support/fixtures';
import { browserAndDb } from './browser-and-db';
import { inboxConnected, items, openConversation, send, signedInPage, startConversation } from './messages-helpers';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
let learner: TestUser;
let tutor: TestTutor;
let learnerPage: Page;
let tutorPage: Page;

beforeAll(async () => {
  learner = await createUser(shared.db, 'Lina Latency');
  await shared.db.query(`insert into learner_profiles (user_id, age_bracket) values ($1, '18_plus')`, [learner.id]);
  tutor = await createTutor(shared.db, { fullName: 'Tomas Latency', withAccount: true });
  // A booking between them: the contact-details notice (before a first booking) stays out of this test.
  await shared.db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at, status, created_at) values ($1, $2, now() + interval '3 days', now() + interval '3 days 1 hour', 'confirmed', now())`, [learner.id, tutor.id]);
  learnerPage = (await signedInPage(shared.browser, contexts, learner)).page;
  tutorPage = (await signedInPage(shared.browser, contexts, tutor.user!)).page;
});

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await shared.db.query(`delete from tutors where id = $1`, [tutor.id]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [[learner.id, tutor.user!.id]]);
});

test('each message shows on the other side within 1 s of the click', async () => {
  const conversation = await startConversation(learnerPage, tutor.id);
  await openConversation(learnerPage, conversation);
  await openConversation(tutorPage, conversation);
  await inboxConnected(tutorPage);
  for (const text of ['Can you help with calculus for the SAT?', 'My exam is in May.', 'Mostly derivatives.']) {
    const started = Date.now();
    await send(learnerPage, text);
    await items(tutorPage).filter({ hasText: text }).waitFor({ timeout: 5000 });
    const elapsed = Date.now() - started;
    const { rows } = await shared.db.query(`select created_at from messages where conversation_id = $1 and body = $2`, [conversation, text]);
    console.info(`live delivery: click → stored ${rows[0].created_at.getTime() - started} ms, click → shown on the other side ${elapsed} ms`);
    expect(elapsed, text).toBeLessThan(1000);
  }
});
