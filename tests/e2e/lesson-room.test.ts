// The lesson room against the real sync server of the local stack: a learner and a tutor, each in a context of
// their own (how fast each sees the other's work is measured alone: lesson-room-latency.serial.test.ts); one side's sync socket is
// cut (context.routeWebSocket: setOffline leaves open WebSockets alone), both edit, and after the reconnect both hold
// the same board and notes; a fresh context of the learner sees everything; another learner is told the lesson is
// not theirs; the keyboard alone adds a text; the room is axe-clean and reflows at 320 px.
// Own users, tutor and booking (made with the admin connection), so no other test is affected.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import { createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { axeViolations, layoutProblems } from './a11y-helpers';
import { browserAndDb } from './browser-and-db';
import { addTextByKeyboard, canvas, drawStroke, notes, openPopover, openRoom as openLessonRoom, outline, outlineTexts, showTab, socketSwitch, status, waitOnline } from './lesson-helpers';
import { serviceWorkerInControl } from './device-helpers';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
const users: string[] = [];
const tutorId = randomUUID();
let learner: TestUser;
let tutor: TestUser;
let bookingId: string;

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

beforeAll(async () => {
  const db = shared.db;
  [learner, tutor] = await Promise.all([createUser(db, 'Lena Learner'), createUser(db, 'Theo Tutor')]);
  users.push(learner.id, tutor.id);
  await db.query(`insert into tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, $3, 'Theo Tutor', 3000, 'USD', 'UTC')`, [
    tutorId,
    tutor.id,
    `lesson-room-${tutorId.slice(0, 8)}`,
  ]);
  // Started 5 minutes ago, 60 minutes long: the room is open.
  bookingId = (
    await db.query(
      `insert into bookings (learner_id, tutor_id, starts_at, ends_at, created_at)
       values ($1, $2, now() - interval '5 minutes', now() + interval '55 minutes', now() - interval '2 days') returning id`,
      [learner.id, tutorId],
    )
  ).rows[0].id;
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await shared.db.query(`delete from bookings where tutor_id = $1`, [tutorId]);
  await shared.db.query(`delete from tutors where id = $1`, [tutorId]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [users]);
});

const openRoom = (user: TestUser, options: Parameters<typeof openLessonRoom>[3] = {}) =>
  openLessonRoom(shared.browser, contexts, { user, bookingId }, options);

describe('lesson room', () => {
  it('one side offline: both keep editing, and after the reconnect both hold the same board and notes', async () => {
    let sw!: Awaited<ReturnType<typeof socketSwitch>>;
    const a = await openRoom(learner);
    const b = await openRoom(tutor, { before: async (c) => void (sw = await socketSwitch(c)) });
    await Promise.all([waitOnline(a.page), waitOnline(b.page)]);

    await sw.cut();
    await status(b.page).filter({ hasText: /^Offline/ }).waitFor({ timeout: 10_000 });
    const offlineText = `offline ${randomUUID().slice(0, 6)}`;
    await addTextByKeyboard(b.page, offlineText);
    await showTab(b.page, 'Notes');
    await notes(b.page).click();
    await b.page.keyboard.press('Control+End');
    await b.page.keyboard.type('\n- tutor offline');
    await showTab(b.page, 'Outline');
    await outline(b.page).filter({ hasText: offlineText }).waitFor();
    await drawStroke(a.page, [400, 300], [500, 350]);
    await showTab(a.page, 'Notes');
    await notes(a.page).click();
    await a.page.keyboard.press('Control+End');
    await a.page.keyboard.type('\n- learner online');
    // The other side does not have it yet: the socket is cut.
    expect(await outline(a.page).filter({ hasText: offlineText }).count()).toBe(0);

    sw.heal();
    await waitOnline(b.page);
    await showTab(a.page, 'Outline');
    const ids = (p: Page) => outline(p).evaluateAll((items) => items.map((li) => `${li.getAttribute('data-kind')}:${li.getAttribute('data-id')}`).join());
    await outline(a.page).filter({ hasText: offlineText }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await ids(a.page)) === (await ids(b.page)), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await notes(a.page).inputValue()) === (await notes(b.page).inputValue()), { timeout: 15_000 }).toBe(true);
    const notesText = await notes(a.page).inputValue();
    expect(notesText).toContain('- tutor offline');
    expect(notesText).toContain('- learner online');
    expect(await outline(b.page).count()).toBe(await outline(a.page).count());
  });

  it('a fresh context of the learner sees everything', async () => {
    const b = await openRoom(tutor);
    await waitOnline(b.page);
    // Synced is not yet drawn: the outline renders just after the document arrives (a one-look read once saw 0 items).
    await expect.poll(async () => (await outlineTexts(b.page)).length).toBeGreaterThanOrEqual(2);
    const expected = await outlineTexts(b.page);
    const expectedNotes = await notes(b.page).inputValue();
    const a = await openRoom(learner);
    await waitOnline(a.page);
    await expect.poll(async () => (await outlineTexts(a.page)).length).toBe(expected.length);
    expect(await notes(a.page).inputValue()).toBe(expectedNotes);
    expect(expected.length).toBeGreaterThanOrEqual(2);
  });

  it('a room opened once opens offline later, from the device (service worker, device copy of the booking and room)', async () => {
    let sw!: Awaited<ReturnType<typeof socketSwitch>>;
    const { context, page } = await openRoom(learner, { serviceWorkers: 'allow', before: async (c) => void (sw = await socketSwitch(c)) });
    await waitOnline(page);
    await serviceWorkerInControl(page);
    const expected = await outlineTexts(page);
    const expectedNotes = await notes(page).inputValue();
    expect(expected.length).toBeGreaterThan(0);
    await sw.cut();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('region', { name: 'Whiteboard' }).waitFor({ timeout: 20_000 });
    await status(page).filter({ hasText: /^Offline/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => outlineTexts(page)).toEqual(expected);
    expect(await notes(page).inputValue()).toBe(expectedNotes);
    // Nothing was changed here: loading the device copy is not a change waiting to be shared.
    expect(await status(page).textContent()).not.toMatch(/not shared yet/);
    // An edit made offline is counted.
    await addTextByKeyboard(page, `offline ${randomUUID().slice(0, 6)}`);
    await status(page).filter({ hasText: /^Offline — \d+ changes? not shared yet/ }).waitFor();
  });

  it('the keyboard alone adds a text (no pointer), and the shortcuts are listed with a modifier', async () => {
    const { page } = await openRoom(learner);
    const text = `keyboard ${randomUUID().slice(0, 6)}`;
    await addTextByKeyboard(page, text);
    await showTab(page, 'Outline');
    await outline(page).filter({ hasText: `Text by you: ${text}` }).waitFor();
    // Math typed as LaTeX: listed and drawn as MathML, so a screen reader reads the formula, not its source ("Add text
    // or math" opens again from the toolbar).
    await openPopover(page, 'Add text or math');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('math');
    await page.getByRole('textbox', { name: 'Content' }).fill('\\frac{1}{2}');
    await page.getByRole('button', { name: 'Add to board' }).press('Enter');
    const mathRow = outline(page).filter({ hasText: 'Math by you: ' });
    await mathRow.locator('math mfrac').waitFor();
    expect(await mathRow.textContent()).toBe('Math by you: 12');
    await page.locator('[data-kind="math"] math').first().waitFor();
    await page.keyboard.press('Alt+Shift+KeyE');
    expect(await page.getByRole('button', { name: 'Eraser', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await openPopover(page, 'More board actions');
    await page.locator('summary', { hasText: 'Keyboard shortcuts' }).click();
    const keys = await page.locator('.lesson-shortcuts kbd').allTextContents();
    expect(keys.length).toBeGreaterThan(10);
    for (const k of keys) expect(k).toMatch(/^(Alt\+Shift|Ctrl)\+/);
  });

  it('another learner is told the lesson is not theirs', async () => {
    const other = await createUser(shared.db, 'Olga Other');
    users.push(other.id);
    const context = await shared.browser.newContext({ timezoneId: 'UTC' });
    contexts.push(context);
    const page = await context.newPage();
    await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: other.email, password: other.password });
    await page.goto(app(`/lesson/${bookingId}`));
    await page.getByRole('alert').filter({ hasText: 'This lesson is not yours' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', { name: 'Whiteboard' }).count()).toBe(0);
  });

  it('the dashboards link to the room; before the window a countdown and no content; a cancelled booking has no room', async () => {
    const db = shared.db;
    const later = (
      await db.query(
        `insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, now() + interval '3 hours', now() + interval '4 hours') returning id`,
        [learner.id, tutorId],
      )
    ).rows[0].id;
    const cancelled = (
      await db.query(
        `insert into bookings (learner_id, tutor_id, starts_at, ends_at, status, cancelled_at)
         values ($1, $2, now() + interval '6 hours', now() + interval '7 hours', 'cancelled', now()) returning id`,
        [learner.id, tutorId],
      )
    ).rows[0].id;
    const context = await shared.browser.newContext({ timezoneId: 'UTC' });
    contexts.push(context);
    const page = await context.newPage();
    await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: learner.email, password: learner.password });
    await page.goto(app('/dashboard'));
    const join = page.locator(`a[href="/lesson/${bookingId}"]`, { hasText: 'Join lesson' });
    await join.waitFor({ timeout: 20_000 });
    await join.click();
    await page.getByRole('region', { name: 'Whiteboard' }).waitFor({ timeout: 20_000 });

    await page.goto(app(`/lesson/${later}`));
    await page.getByRole('heading', { name: 'Your lesson has not started yet' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('lesson-countdown').textContent()).toMatch(/^Opens in 2 h 4\d min \d+ s$/);
    expect(await page.getByRole('region', { name: 'Whiteboard' }).count()).toBe(0);

    await page.goto(app(`/lesson/${cancelled}`));
    await page.getByRole('heading', { name: 'This lesson was cancelled' }).waitFor({ timeout: 20_000 });

    const tutorContext = await shared.browser.newContext({ timezoneId: 'UTC' });
    contexts.push(tutorContext);
    const tutorPage = await tutorContext.newPage();
    await signInPage(tutorPage, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: tutor.email, password: tutor.password });
    await tutorPage.goto(app('/tutor'));
    await tutorPage.locator(`a[href="/lesson/${bookingId}"]`, { hasText: 'Join lesson' }).waitFor({ timeout: 20_000 });
  });

  it('the room is axe-clean, and at 320 px its bars reflow and the board fills the width without a page scroll', async () => {
    const { page } = await openRoom(learner, { viewport: { width: 320, height: 640 } });
    await waitOnline(page);
    expect(await axeViolations(page, 'lesson room')).toEqual([]);
    expect(await layoutProblems(page, 'lesson room at 320 px')).toEqual([]);
    const box = (await canvas(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320.5);
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= innerHeight && document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
  });
});
