// "Message" on the dashboards' bookings and past lessons, against the real stack: a learner opens the tutor's
// conversation from a booking (the age question once), a tutor opens a learner's from a booking and sends, the
// server refuses a tutor a learner without a booking, and both dashboards stay axe-clean with the links. Own
// tutor and learners, so no other test is affected.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, type TestUser } from '../support/db';
import { createBooking, createTutor, type TestTutor } from '../support/fixtures';
import { axeViolations } from './a11y-helpers';
import { browserAndDb } from './browser-and-db';
import { app, items, signedInPage as signedIn } from './messages-helpers';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
let learner: TestUser;
let other: TestUser;
let stranger: TestUser;
let tutor: TestTutor;
let learnerPage: Page;
let tutorPage: Page;

const signedInPage = async (user: TestUser) => (await signedIn(shared.browser, contexts, user)).page;

const conversationUrl = /\/messages\/[0-9a-f-]{36}$/;

async function conversationOf(learnerId: string): Promise<string | undefined> {
  const { rows } = await shared.db.query(`select id from conversations where learner_id = $1 and tutor_id = $2`, [learnerId, tutor.id]);
  return rows[0]?.id as string | undefined;
}

beforeAll(async () => {
  const db = shared.db;
  // No age bracket given: the learner is asked once, from the dashboard's link as from the profile's.
  learner = await createUser(db, 'Lina Booking');
  other = await createUser(db, 'Bea Booking');
  stranger = await createUser(db, 'Sam Stranger');
  tutor = await createTutor(db, { fullName: 'Tomas Booking', withAccount: true });
  await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: 3 * 24 * 60 });
  await createBooking(db, { learnerId: other.id, tutorId: tutor.id, startsInMinutes: 4 * 24 * 60 });
  // A lesson two days ago whose room was used: a past lesson on both dashboards.
  const past = await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: -2 * 24 * 60, status: 'completed' });
  await db.query(`insert into lesson_projections (booking_id, notes_markdown) values ($1, 'Fractions')`, [past]);
  learnerPage = await signedInPage(learner);
  tutorPage = await signedInPage(tutor.user!);
});

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await shared.db.query(`delete from tutors where id = $1`, [tutor.id]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [[learner.id, other.id, stranger.id, tutor.user!.id]]);
});

test('a learner opens the tutor\'s conversation from a booking on the dashboard, the age question once', async () => {
  await learnerPage.goto(app('/dashboard'));
  const name = { name: 'Message Tomas Booking', exact: true };
  // The same link on the past session and on the past lesson.
  const pastLesson = learnerPage.getByTestId('past-lesson').getByRole('link', name);
  await pastLesson.waitFor({ timeout: 20_000 });
  expect(await pastLesson.getAttribute('href')).toBe(`/messages/with/${tutor.id}`);
  expect(await learnerPage.getByTestId('past-session').getByRole('link', name).getAttribute('href')).toBe(`/messages/with/${tutor.id}`);
  expect(await axeViolations(learnerPage, 'learner dashboard with "Message" links')).toEqual([]);

  await learnerPage.getByTestId('upcoming-session').getByRole('link', name).click();
  await learnerPage.getByRole('group', { name: 'How old are you?' }).waitFor({ timeout: 20_000 });
  // Under 18 with a booking: allowed.
  await learnerPage.getByRole('radio', { name: '13 to 17' }).check();
  await learnerPage.getByRole('button', { name: 'Continue' }).click();
  await learnerPage.waitForURL(conversationUrl, { timeout: 20_000 });
  expect(learnerPage.url().split('/').pop()).toBe(await conversationOf(learner.id));

  // Asked once: the next time goes straight to the conversation.
  await learnerPage.goto(app('/dashboard'));
  await learnerPage.getByTestId('upcoming-session').getByRole('link', name).click();
  await learnerPage.waitForURL(conversationUrl, { timeout: 20_000 });
  expect(learnerPage.url().split('/').pop()).toBe(await conversationOf(learner.id));
});

test('a tutor opens a learner\'s conversation from a booking and sends; the past lesson leads to the pair\'s', async () => {
  expect(await conversationOf(other.id)).toBeUndefined();
  await tutorPage.goto(app('/tutor'));
  const session = tutorPage.getByTestId('tutor-session').filter({ has: tutorPage.getByTestId('tutor-session-learner').getByText('Bea Booking', { exact: true }) });
  const link = session.getByRole('link', { name: 'Message Bea Booking', exact: true });
  await link.waitFor({ timeout: 20_000 });
  // The past lesson with the first learner, and its link.
  const pastLesson = tutorPage.getByTestId('past-lesson').getByRole('link', { name: 'Message Lina Booking', exact: true });
  await pastLesson.waitFor({ timeout: 20_000 });
  expect(await axeViolations(tutorPage, 'tutor dashboard with "Message" links')).toEqual([]);

  await link.click();
  await tutorPage.waitForURL(conversationUrl, { timeout: 20_000 });
  const conversation = await conversationOf(other.id);
  expect(tutorPage.url().split('/').pop()).toBe(conversation);
  await tutorPage.getByRole('button', { name: /^(Block|Unblock)$/ }).waitFor({ timeout: 20_000 });
  await tutorPage.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello Bea, bring your homework on Thursday.');
  await tutorPage.getByRole('button', { name: 'Send', exact: true }).click();
  await items(tutorPage).filter({ hasText: 'bring your homework' }).getByTestId('message-state').filter({ hasText: /^(Sent|Delivered|Read)$/ }).waitFor({ timeout: 20_000 });
  const { rows } = await shared.db.query(`select sender_id, body from messages where conversation_id = $1`, [conversation]);
  expect(rows).toEqual([{ sender_id: tutor.user!.id, body: 'Hello Bea, bring your homework on Thursday.' }]);

  // From the past lesson: the conversation the learner opened.
  await tutorPage.goto(app('/tutor'));
  await pastLesson.click();
  await tutorPage.waitForURL(conversationUrl, { timeout: 20_000 });
  expect(tutorPage.url().split('/').pop()).toBe(await conversationOf(learner.id));
});

test('the server is the judge: a tutor cannot open a conversation with a learner without a booking', async () => {
  await tutorPage.goto(app(`/messages/with-learner/${stranger.id}`));
  await tutorPage.getByRole('heading', { level: 1, name: 'Message a learner' }).waitFor({ timeout: 20_000 });
  await tutorPage.getByRole('alert').filter({ hasText: 'You can message learners you have a booking with.' }).waitFor({ timeout: 20_000 });
  expect(await conversationOf(stranger.id)).toBeUndefined();
  expect(await axeViolations(tutorPage, 'message a learner, refused')).toEqual([]);
});
