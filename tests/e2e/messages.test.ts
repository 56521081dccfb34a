// Messages in the browser, two contexts (learner and tutor) against the real stack and sync server: "Message" on a
// tutor's profile opens the conversation; a message arrives live (timed alone: messages-latency.serial.test.ts) and its
// state goes Sent → Read; the
// header's link counts unread ones; three messages written offline (socket cut with routeWebSocket, the context
// offline) show "Not sent yet" and arrive once and in order after reconnecting; block; report; axe, keyboard and
// 320 px. Own learner, tutor and conversation, so no other test is affected.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, type TestUser } from '../support/db';
import { createStaff, createTutor, signInStaffAal2, type TestTutor } from '../support/fixtures';
import { signedInContext } from '../support/browser-session';
import { axeViolations, layoutProblems } from './a11y-helpers';
import { browserAndDb } from './browser-and-db';
import { socketSwitch } from './lesson-helpers';
import { app, composer, inboxConnected, items, openConversation as openIn, send, signedInPage as signedIn, startConversation } from './messages-helpers';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
let learner: TestUser;
let tutor: TestTutor;
let learnerContext: BrowserContext;
let learnerPage: Page;
let tutorPage: Page;
let learnerSocket: Awaited<ReturnType<typeof socketSwitch>>;
let conversation = '';

const signedInPage = (user: TestUser, before?: (c: BrowserContext) => Promise<void>) => signedIn(shared.browser, contexts, user, before);
const openConversation = (page: Page) => openIn(page, conversation);
// The header's link (behind the menu toggle when the header's row is full, so found by its name as an attribute).
const headerLink = (page: Page, name?: string) =>
  page.locator(name ? `header a.messages-link[aria-label="${name}"]` : 'header a.messages-link').first();

beforeAll(async () => {
  const db = shared.db;
  learner = await createUser(db, 'Lina Message');
  await db.query(`insert into learner_profiles (user_id, age_bracket) values ($1, '18_plus')`, [learner.id]);
  tutor = await createTutor(db, { fullName: 'Tomas Message', withAccount: true });
  // A booking between them: the contact-details notice (before a first booking) stays out of these tests.
  await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at, status, created_at) values ($1, $2, now() + interval '3 days', now() + interval '3 days 1 hour', 'confirmed', now())`, [learner.id, tutor.id]);
  const l = await signedInPage(learner, async (c) => void (learnerSocket = await socketSwitch(c)));
  learnerContext = l.context;
  learnerPage = l.page;
  tutorPage = (await signedInPage(tutor.user!)).page;
});

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await shared.db.query(`delete from tutors where id = $1`, [tutor.id]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [[learner.id, tutor.user!.id]]);
});

test('"Message" on the tutor profile opens the pair\'s conversation; a guest is asked to sign in first', async () => {
  const guest = await shared.browser.newContext();
  contexts.push(guest);
  const guestPage = await guest.newPage();
  await guestPage.goto(app(`/tutors/${tutor.id}`));
  await guestPage.getByRole('link', { name: 'Message', exact: true }).click();
  await guestPage.waitForURL(/\/auth\?/);
  expect(decodeURIComponent(guestPage.url())).toContain(`/messages/with/${tutor.id}`);

  conversation = await startConversation(learnerPage, tutor.id);
  await openConversation(learnerPage);
});

test('a message arrives live, without a reload; its state goes Sent → Read; the header counts unread ones', async () => {
  // How fast it arrives (within 1 s) is timed alone, on an idle machine: messages-latency.serial.test.ts.
  await openConversation(learnerPage);
  await openConversation(tutorPage);
  await headerLink(learnerPage).waitFor({ state: 'attached', timeout: 20_000 });
  await inboxConnected(tutorPage);

  await send(learnerPage, 'Can you help with calculus for the SAT?');
  await items(tutorPage).filter({ hasText: 'Can you help with calculus for the SAT?' }).waitFor({ timeout: 10_000 });
  // The tutor has it open: read.
  await items(learnerPage).filter({ hasText: 'calculus' }).getByTestId('message-state').filter({ hasText: 'Read' }).waitFor({ timeout: 10_000 });

  // The learner elsewhere: the header counts the tutor's next messages.
  await learnerPage.goto(app('/messages'));
  await learnerPage.getByRole('list', { name: 'Conversations' }).waitFor();
  await send(tutorPage, 'Yes. When is your exam?');
  await send(tutorPage, 'And which topics?');
  await headerLink(learnerPage, 'Messages, 2 unread').waitFor({ state: 'attached', timeout: 10_000 });
  await items(tutorPage).filter({ hasText: 'And which topics?' }).getByTestId('message-state').filter({ hasText: 'Delivered' }).waitFor({ timeout: 10_000 });
  await learnerPage.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  await items(learnerPage).filter({ hasText: 'And which topics?' }).waitFor();
  await headerLink(learnerPage, 'Messages').waitFor({ state: 'attached', timeout: 10_000 });
  await items(tutorPage).filter({ hasText: 'And which topics?' }).getByTestId('message-state').filter({ hasText: 'Read' }).waitFor({ timeout: 10_000 });
});

test('three messages written offline show "Not sent yet" and arrive once, in order, after reconnecting', async () => {
  await openConversation(learnerPage);
  await openConversation(tutorPage);
  await learnerSocket.cut();
  await learnerContext.setOffline(true);
  const texts = ['Offline one', 'Offline two', 'Offline three'];
  for (const text of texts) await send(learnerPage, text);
  for (const text of texts) {
    await items(learnerPage).filter({ hasText: text }).getByTestId('message-state').filter({ hasText: 'Not sent yet' }).waitFor();
  }
  expect(await items(tutorPage).filter({ hasText: /Offline/ }).count()).toBe(0);

  learnerSocket.heal();
  await learnerContext.setOffline(false);
  await items(tutorPage).filter({ hasText: 'Offline three' }).waitFor({ timeout: 20_000 });
  const shown = (await items(tutorPage).allTextContents()).filter((t) => t.includes('Offline'));
  expect(shown.map((t) => texts.find((x) => t.includes(x)))).toEqual(texts);
  const { rows } = await shared.db.query(`select body from messages where conversation_id = $1 and body like 'Offline%' order by seq`, [conversation]);
  expect(rows.map((r) => r.body)).toEqual(texts);
  for (const text of texts) {
    await items(learnerPage).filter({ hasText: text }).getByTestId('message-state').filter({ hasText: /^(Sent|Delivered|Read)$/ }).waitFor({ timeout: 20_000 });
  }
});

test('block: neither side can write, past messages stay; unblock', async () => {
  await openConversation(learnerPage);
  await openConversation(tutorPage);
  // Offline, blocking cannot reach the server: the tutor is told so, and nothing changes.
  await tutorPage.context().setOffline(true);
  await tutorPage.getByRole('button', { name: 'Block', exact: true }).click();
  await tutorPage.getByRole('alert').filter({ hasText: 'That did not work. Check your connection and try again.' }).waitFor();
  expect(await tutorPage.getByTestId('conversation-closed').count()).toBe(0);
  await tutorPage.context().setOffline(false);
  await tutorPage.getByRole('button', { name: 'Block', exact: true }).click();
  await tutorPage.getByTestId('conversation-closed').filter({ hasText: 'You blocked this person' }).waitFor();
  expect(await tutorPage.getByTestId('block-failed').count()).toBe(0);
  await learnerPage.getByTestId('conversation-closed').filter({ hasText: 'You cannot send messages' }).waitFor({ timeout: 10_000 });
  expect(await composer(learnerPage).count()).toBe(0);
  expect(await items(learnerPage).filter({ hasText: 'calculus' }).count()).toBe(1);
  await tutorPage.getByRole('button', { name: 'Unblock', exact: true }).click();
  await composer(learnerPage).waitFor({ timeout: 10_000 });
});

test('a message written offline and refused once it reaches the server (the tutor blocked meanwhile): "Not sent", with Dismiss in its conversation only', async () => {
  const other = await createTutor(shared.db, { fullName: 'Olga Other', withAccount: true });
  try {
    const second = await startConversation(learnerPage, other.id);
    await openConversation(learnerPage);
    await openConversation(tutorPage);
    await learnerSocket.cut();
    await learnerContext.setOffline(true);
    const text = 'Written before the block';
    await send(learnerPage, text);
    const state = items(learnerPage).filter({ hasText: text }).getByTestId('message-state');
    await state.filter({ hasText: 'Not sent yet' }).waitFor();
    await tutorPage.getByRole('button', { name: 'Block', exact: true }).click();
    await tutorPage.getByTestId('conversation-closed').filter({ hasText: 'You blocked this person' }).waitFor();

    learnerSocket.heal();
    await learnerContext.setOffline(false);
    await state.filter({ hasText: /^Not sent$/ }).waitFor({ timeout: 20_000 });
    const dismiss = learnerPage.getByRole('button', { name: 'Dismiss', exact: true });
    await dismiss.waitFor();
    // The other conversation has nothing refused: no Dismiss there.
    await openIn(learnerPage, second);
    await learnerPage.getByRole('log', { name: 'Messages' }).waitFor();
    expect(await dismiss.count()).toBe(0);
    await openConversation(learnerPage);
    await dismiss.click();
    await items(learnerPage).filter({ hasText: text }).waitFor({ state: 'detached' });
    expect(await dismiss.count()).toBe(0);
    expect((await shared.db.query(`select 1 from messages where conversation_id = $1 and body = $2`, [conversation, text])).rowCount).toBe(0);
  } finally {
    await tutorPage.getByRole('button', { name: 'Unblock', exact: true }).click();
    await composer(learnerPage).waitFor({ timeout: 10_000 });
    await shared.db.query(`delete from tutors where id = $1`, [other.id]);
    await shared.db.query(`delete from auth.users where id = $1`, [other.user!.id]);
  }
});

test('report: shared with admins, the other party is not told', async () => {
  await openConversation(learnerPage);
  await learnerPage.getByText('Report this conversation').click();
  await learnerPage.getByRole('textbox', { name: 'Reason' }).fill('Asked for my address');
  await learnerPage.getByRole('button', { name: 'Submit report' }).click();
  await learnerPage.getByTestId('conversation-report-outcome').filter({ hasText: 'Report sent' }).waitFor();
  const { rows } = await shared.db.query(`select reason, reporter_role from conversation_reports where conversation_id = $1`, [conversation]);
  expect(rows).toEqual([{ reason: 'Asked for my address', reporter_role: 'learner' }]);

  // An admin at aal2 finds it in the founder hub: who reported, the parties, the reason, the messages before it.
  const admin = await createStaff(shared.db, 'admin', 'Report Admin');
  try {
    const context = await signedInContext(shared.browser, await signInStaffAal2(admin));
    contexts.push(context);
    const hub = await context.newPage();
    await hub.goto(app('/founder-hub'));
    const report = hub.getByTestId('conversation-report').filter({ has: hub.getByTestId('conversation-report-reason').getByText('Asked for my address', { exact: true }) });
    await report.waitFor({ timeout: 20_000 });
    expect(await report.getByRole('heading').textContent()).toMatch(/by the learner$/);
    await report.getByText('Conversation between Lina Message (learner) and Tomas Message (tutor)').waitFor();
    await report.locator('summary').click();
    expect(await report.getByTestId('conversation-report-messages').textContent()).toContain('calculus');
    expect(await axeViolations(hub, 'founder hub with a conversation report')).toEqual([]);
  } finally {
    await shared.db.query(`delete from auth.users where id = $1`, [admin.id]);
  }
});

test('a first message: the age question once, the minor rule, and the notice before sharing contact details', async () => {
  const teen = await createUser(shared.db, 'Teo Teen');
  const adult = await createUser(shared.db, 'Ada Adult');
  try {
    // Under 18 without a booking: asked once, then told why not.
    const { page: teenPage } = await signedInPage(teen);
    await teenPage.goto(app(`/tutors/${tutor.id}`));
    await teenPage.getByRole('link', { name: 'Message', exact: true }).click();
    await teenPage.getByRole('group', { name: 'How old are you?' }).waitFor();
    await teenPage.getByRole('radio', { name: '13 to 17' }).check();
    await teenPage.getByRole('button', { name: 'Continue' }).click();
    await teenPage.getByRole('alert').filter({ hasText: 'Under 18' }).waitFor();
    const { rows } = await shared.db.query(`select age_bracket from learner_profiles where user_id = $1`, [teen.id]);
    expect(rows).toEqual([{ age_bracket: '13_17' }]);

    // An adult before any booking: contact details are sent only after the notice.
    const { page } = await signedInPage(adult);
    await page.goto(app(`/tutors/${tutor.id}`));
    await page.getByRole('link', { name: 'Message', exact: true }).click();
    await page.getByRole('radio', { name: '18 or over' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: /^(Block|Unblock)$/ }).waitFor({ timeout: 20_000 });
    await send(page, 'Write to me at ada@example.com');
    await page.getByTestId('contact-notice').waitFor();
    expect(await items(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Send anyway' }).click();
    await items(page).filter({ hasText: 'ada@example.com' }).waitFor();
  } finally {
    await shared.db.query(`delete from auth.users where id = any($1)`, [[teen.id, adult.id]]); // retried on a deadlock (adminDb)
  }
});

test('axe-clean, by keyboard, and at 320 px', async () => {
  await openConversation(tutorPage);
  expect(await axeViolations(tutorPage, 'conversation')).toEqual([]);
  await composer(tutorPage).focus();
  await tutorPage.keyboard.type('Sent by keyboard');
  await tutorPage.keyboard.press('Tab');
  await tutorPage.keyboard.press('Enter');
  await items(learnerPage).filter({ hasText: 'Sent by keyboard' }).waitFor({ timeout: 10_000 });
  await tutorPage.goto(app('/messages'));
  await tutorPage.getByRole('list', { name: 'Conversations' }).waitFor();
  expect(await axeViolations(tutorPage, 'conversations')).toEqual([]);
  await tutorPage.setViewportSize({ width: 320, height: 800 });
  expect(await layoutProblems(tutorPage, '/messages at 320 px', { systemFonts: false })).toEqual([]);
  await openConversation(tutorPage);
  expect(await layoutProblems(tutorPage, 'conversation at 320 px', { systemFonts: false })).toEqual([]);
  await tutorPage.setViewportSize({ width: 1280, height: 900 });
});
