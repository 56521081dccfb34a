// The lesson room's live and after-the-lesson parts against the real sync server: presence over awareness (the
// other's cursor with their name, the laser pointer, "Follow me"), the replay of a past lesson (its first step shows
// the first stroke), the exports, and changes made offline across the end of the writable window, kept on the device
// marked "Not shared". One learner context (with a switch for its sync socket) and one tutor context for the file.
// Own users, tutor and bookings (made with the admin connection), so no other test is affected.
import { randomUUID } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import { writePastLesson } from '../../supabase/local/lesson-demo.mjs';
import { lessonParts } from '../../supabase/functions/_shared/lesson-doc';
import { createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { axeViolations } from './a11y-helpers';
import { browserAndDb } from './browser-and-db';
import { addTextByKeyboard, canvas, canvasBox, notes, openPopover, outline, showTab, socketSwitch, status, waitOnline } from './lesson-helpers';
import { serviceWorkerInControl } from './device-helpers';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
const users: string[] = [];
const tutorId = randomUUID();
// The closing room's tutor: a profile of its own, so that room's end can move without overlapping the live room.
const closingTutorId = randomUUID();
let learner: TestUser;
let tutor: TestUser;
const rooms = { live: '', past: '', closing: '' };
let learnerPage: Page;
let tutorPage: Page;
let learnerSocket: Awaited<ReturnType<typeof socketSwitch>>;

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

async function book(startsIn: string, endsIn: string, status = 'confirmed', onTutor = tutorId): Promise<string> {
  const { rows } = await shared.db.query(
    `insert into bookings (learner_id, tutor_id, starts_at, ends_at, status, created_at)
     values ($1, $2, now() + $3::interval, now() + $4::interval, $5, now() - interval '3 days') returning id`,
    [learner.id, onTutor, startsIn, endsIn, status],
  );
  return rows[0].id;
}

async function signedInPage(user: TestUser, before?: (c: BrowserContext) => Promise<void>, options: BrowserContextOptions = {}) {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 1000 }, timezoneId: 'UTC', acceptDownloads: true, ...options });
  contexts.push(context);
  await before?.(context);
  const page = await context.newPage();
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password });
  return page;
}

async function openRoom(page: Page, bookingId: string) {
  await page.goto(app(`/lesson/${bookingId}`));
  await page.getByRole('region', { name: 'Whiteboard' }).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  const db = shared.db;
  [learner, tutor] = await Promise.all([createUser(db, 'Lena Live'), createUser(db, 'Theo Live')]);
  users.push(learner.id, tutor.id);
  await db.query(`insert into tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, $3, 'Theo Live', 3000, 'USD', 'UTC')`, [
    tutorId,
    tutor.id,
    `lesson-live-${tutorId.slice(0, 8)}`,
  ]);
  await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, 'Clara Closing', 3000, 'USD', 'UTC')`, [
    closingTutorId,
    `lesson-closing-${closingTutorId.slice(0, 8)}`,
  ]);
  // A course of the tutor's with an image, for a figure on the board.
  const course = await db.query(`insert into courses (slug, title, tutor_id) values ($1, 'Parabolas', $2) returning id`, [`live-${tutorId.slice(0, 8)}`, tutorId]);
  await db.query(`insert into course_lessons (course_id, position, title, body) values ($1, 1, 'Roots', $2)`, [
    course.rows[0].id,
    '# Roots\n\n![The parabola y = x² − 4x + 3](/lessons/parabola.svg)\n',
  ]);
  rooms.live = await book('-5 minutes', '55 minutes');
  // Ended 6 minutes ago: writable for 4 minutes more (its test moves the end to 6 minutes before it starts, then past
  // the 10 minutes).
  rooms.closing = await book('-70 minutes', '-6 minutes', 'confirmed', closingTutorId);
  rooms.past = await book('-2 days', '-2 days +50 minutes', 'completed');
  const { rows } = await db.query(`select starts_at from bookings where id = $1`, [rooms.past]);
  await writePastLesson(db, rooms.past, { learnerId: learner.id, tutorUserId: tutor.id, learnerName: 'Lena Live', tutorName: 'Theo Live', startsAt: rows[0].starts_at });
  // The learner's room is opened offline too (from the service worker), so the learner's context keeps the worker.
  [learnerPage, tutorPage] = await Promise.all([signedInPage(learner, async (c) => void (learnerSocket = await socketSwitch(c)), { serviceWorkers: 'allow' }), signedInPage(tutor)]);
});
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await shared.db.query(`delete from bookings where tutor_id = any($1)`, [[tutorId, closingTutorId]]);
  await shared.db.query(`delete from courses where tutor_id = $1`, [tutorId]);
  await shared.db.query(`delete from tutors where id = any($1)`, [[tutorId, closingTutorId]]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [users]);
});

/** The board's view: where it starts and its zoom (the viewBox's x, y and width, the drawing being as wide on both
 * sides here); how much of the board shows below depends on each screen's height. */
const viewBox = async (page: Page) => (await canvas(page).getAttribute('viewBox'))?.split(' ').slice(0, 3).join(' ');
const board = (page: Page) => page.getByRole('region', { name: 'Whiteboard' });

/** The texts on the server's copy of a room (stored state and logged changes), read with Yjs. */
async function serverTexts(bookingId: string): Promise<string[]> {
  const doc = new Y.Doc();
  const state = await shared.db.query(`select state from lesson_rooms where booking_id = $1`, [bookingId]);
  if (state.rows[0]) Y.applyUpdate(doc, state.rows[0].state);
  const log = await shared.db.query(`select update from lesson_updates where booking_id = $1 order by id`, [bookingId]);
  for (const row of log.rows) Y.applyUpdate(doc, row.update);
  return lessonParts(doc)
    .pages.toArray()
    .flatMap((page) => (page.get('items') as Y.Array<Y.Map<unknown>>).toArray().map((item) => String(item.get('text') ?? '')));
}

describe('lesson room, live and after the lesson', () => {
  it("each sees the other's cursor with their name and laser pointer; the learner's view follows the tutor's until they move it; a figure from the tutor's courses; one's own items move and resize", async () => {
    await Promise.all([openRoom(learnerPage, rooms.live), openRoom(tutorPage, rooms.live)]);
    await Promise.all([waitOnline(learnerPage), waitOnline(tutorPage)]);

    // The tutor's pointer over the board: the learner sees it, named.
    const box = await canvasBox(tutorPage);
    await tutorPage.mouse.move(box.x + 200, box.y + 150);
    await tutorPage.mouse.move(box.x + 220, box.y + 160);
    const cursor = learnerPage.getByTestId('lesson-peer-cursor');
    await cursor.filter({ hasText: 'Theo Live' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => cursor.getAttribute('transform'), { timeout: 15_000 }).toMatch(/^translate\(220(\.\d+)? 160(\.\d+)?\)/);

    // The learner's laser (Alt+Shift+K): the tutor sees a trail; nothing is added to the board.
    const before = await outline(tutorPage).count();
    await learnerPage.keyboard.press('Alt+Shift+KeyK');
    expect(await board(learnerPage).getByRole('button', { name: 'Laser pointer' }).getAttribute('aria-pressed')).toBe('true');
    const lbox = await canvasBox(learnerPage);
    await learnerPage.mouse.move(lbox.x + 300, lbox.y + 300);
    await learnerPage.mouse.down();
    for (let i = 1; i <= 6; i++) await learnerPage.mouse.move(lbox.x + 300 + i * 20, lbox.y + 300);
    // (A trail of thin lines has no area: attached, not "visible", is what can be waited on.)
    await tutorPage.getByTestId('lesson-laser').first().waitFor({ state: 'attached', timeout: 15_000 });
    await learnerPage.mouse.up();
    await tutorPage.getByTestId('lesson-laser').first().waitFor({ state: 'detached', timeout: 15_000 }); // it fades
    expect(await outline(tutorPage).count()).toBe(before);
    await tutorPage.getByTestId('lesson-peer-cursor').filter({ hasText: 'Lena Live' }).waitFor({ timeout: 15_000 });

    // Follow me: the tutor zooms and adds a page; the learner's page and view follow.
    await board(tutorPage).getByRole('button', { name: 'Follow me' }).click();
    await board(tutorPage).getByRole('button', { name: 'Zoom in' }).click();
    await board(tutorPage).getByRole('button', { name: 'Add page' }).click();
    const tutorView = await viewBox(tutorPage);
    await expect.poll(() => viewBox(learnerPage), { timeout: 15_000 }).toBe(tutorView);
    await expect.poll(() => learnerPage.getByTestId('lesson-page').textContent(), { timeout: 15_000 }).toBe(await tutorPage.getByTestId('lesson-page').textContent());
    expect(await learnerPage.getByTestId('lesson-following').textContent()).toContain('Theo Live');

    // The learner zooms out themselves: they stop following, and can follow again.
    await board(learnerPage).getByRole('button', { name: 'Zoom out' }).click();
    const again = board(learnerPage).getByRole('button', { name: 'Follow tutor again' });
    await again.waitFor({ timeout: 15_000 });
    await board(tutorPage).getByRole('button', { name: 'Zoom in' }).click();
    const tutorView2 = await viewBox(tutorPage);
    await expect.poll(() => viewBox(tutorPage)).not.toBe(tutorView);
    expect(await viewBox(learnerPage)).not.toBe(tutorView2);
    await again.click();
    await expect.poll(() => viewBox(learnerPage), { timeout: 15_000 }).toBe(tutorView2);

    // A figure from the tutor's courses, by its address: another site's address is refused with a reason.
    await openPopover(tutorPage, 'Figure from your courses');
    const address = board(tutorPage).getByRole('combobox', { name: 'Image address' }); // a field with suggestions
    await address.fill('https://example.org/lessons/parabola.svg');
    await board(tutorPage).getByRole('button', { name: 'Add figure' }).click();
    await board(tutorPage).getByRole('alert').filter({ hasText: 'not addresses of other sites' }).waitFor();
    await address.fill('/lessons/parabola.svg');
    await address.press('Enter');
    await showTab(learnerPage, 'Outline');
    await outline(learnerPage).filter({ hasText: 'Figure by Theo Live: The parabola y = x² − 4x + 3' }).waitFor({ timeout: 15_000 });
    expect(await learnerPage.locator('[data-testid="lesson-canvas"] image[data-kind="figure"]').getAttribute('href')).toBe('/lessons/parabola.svg');

    // One's own items move and resize, by keyboard and by pointer; the other side sees it.
    const movable = `move me ${randomUUID().slice(0, 6)}`;
    await addTextByKeyboard(learnerPage, movable);
    const tutorText = tutorPage.locator('[data-kind="text"]', { hasText: movable }).locator('text');
    await tutorText.waitFor({ timeout: 15_000 });
    const x0 = Number(await tutorText.getAttribute('x'));
    await openPopover(learnerPage, 'Move or resize your items');
    const picker = board(learnerPage).getByTestId('lesson-arrange-item');
    await picker.selectOption({ label: `1. Text: ${movable}` });
    await picker.focus(); // (in a text field the arrows stay the field's own)
    await learnerPage.keyboard.press('Alt+Shift+ArrowRight');
    await learnerPage.keyboard.press('Alt+Shift+ArrowRight');
    await expect.poll(async () => Number(await tutorText.getAttribute('x')), { timeout: 15_000 }).toBeCloseTo(x0 + 20, 5);

    // The picker's popover closes (Escape), then the board by pointer.
    await learnerPage.keyboard.press('Escape');
    const cbox = await canvasBox(learnerPage);
    await learnerPage.keyboard.press('Alt+Shift+KeyR');
    await learnerPage.mouse.move(cbox.x + 60, cbox.y + 60);
    await learnerPage.mouse.down();
    await learnerPage.mouse.move(cbox.x + 120, cbox.y + 100);
    await learnerPage.mouse.move(cbox.x + 160, cbox.y + 120);
    await learnerPage.mouse.up();
    const tutorRect = tutorPage.locator('rect[data-kind="rect"]');
    await tutorRect.waitFor({ timeout: 15_000 });
    const rect0 = { x: Number(await tutorRect.getAttribute('x')), w: Number(await tutorRect.getAttribute('width')) };
    await learnerPage.keyboard.press('Alt+Shift+KeyV');
    await learnerPage.mouse.move(cbox.x + 100, cbox.y + 90);
    await learnerPage.mouse.down();
    await learnerPage.mouse.move(cbox.x + 130, cbox.y + 90);
    await learnerPage.mouse.move(cbox.x + 160, cbox.y + 90);
    await learnerPage.mouse.up();
    await expect.poll(async () => Number(await tutorRect.getAttribute('x')), { timeout: 15_000 }).toBeGreaterThan(rect0.x + 10);
    const handle = (await learnerPage.getByTestId('lesson-resize-handle').boundingBox())!;
    await learnerPage.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await learnerPage.mouse.down();
    await learnerPage.mouse.move(handle.x + 30, handle.y + 20);
    await learnerPage.mouse.move(handle.x + 60, handle.y + 40);
    await learnerPage.mouse.up();
    await expect.poll(async () => Number(await tutorRect.getAttribute('width')), { timeout: 15_000 }).toBeGreaterThan(rect0.w + 20);
    // The tutor's figure is not the learner's to move.
    expect(await learnerPage.getByTestId('lesson-arrange-item').locator('option', { hasText: 'Figure' }).count()).toBe(0);
    expect(await axeViolations(tutorPage, 'live room, the tutor\'s side')).toEqual([]);
  });

  it('a past lesson: the replay slider steps over the stored changes, its first step showing the first stroke; the exports', async () => {
    await openRoom(learnerPage, rooms.past);
    await learnerPage.getByTestId('lesson-readonly').waitFor();
    const slider = learnerPage.getByRole('slider', { name: 'Replay' });
    await slider.waitFor({ timeout: 15_000 });
    // The slider can show before the stored changes are all drawn: wait for the whole lesson, not one look.
    const all = 6;
    await expect.poll(() => outline(learnerPage).count()).toBe(all);
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toMatch(/^Step 11 of 11, /);
    expect(await axeViolations(learnerPage, 'past lesson room with its replay')).toEqual([]);

    await slider.focus();
    await learnerPage.keyboard.press('Home');
    await expect.poll(() => outline(learnerPage).allTextContents()).toEqual(['Pen by Theo Live']);
    await expect.poll(() => learnerPage.locator('[data-testid="lesson-canvas"] [data-kind="stroke"]').count()).toBe(1);
    await learnerPage.keyboard.press('ArrowRight');
    await expect.poll(() => outline(learnerPage).count()).toBe(2);
    await learnerPage.keyboard.press('End');
    await expect.poll(() => outline(learnerPage).count()).toBe(all);
    // Play from the start runs to the end.
    await board(learnerPage).getByRole('button', { name: 'Play' }).click();
    await board(learnerPage).getByRole('button', { name: 'Pause' }).waitFor();
    // 10 steps of 0.7 s each, each drawn: a ceiling for a loaded host, not a measure.
    await board(learnerPage).getByRole('button', { name: 'Play' }).waitFor({ timeout: 60_000 });
    expect(await outline(learnerPage).count()).toBe(all);

    // The notes as Markdown, the page as PNG (in the board's "More board actions").
    await openPopover(learnerPage, 'More board actions');
    const [markdown] = await Promise.all([learnerPage.waitForEvent('download'), board(learnerPage).getByRole('button', { name: 'Download the notes as Markdown' }).click()]);
    expect(markdown.suggestedFilename()).toMatch(/^lesson-notes-\d{4}-\d\d-\d\d\.md$/);
    expect(await text(await markdown.createReadStream())).toBe(
      '# IELTS writing, task 2\n\n- One idea per paragraph\n- Topic sentence first\n\nHomework: one essay, 40 minutes, with a plan.\n',
    );
    const [png] = await Promise.all([learnerPage.waitForEvent('download'), board(learnerPage).getByRole('button', { name: 'Download this page as PNG' }).click()]);
    expect(png.suggestedFilename()).toMatch(/^lesson-board-\d{4}-\d\d-\d\d-page-1\.png$/);
    const bytes = await buffer(await png.createReadStream());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(bytes.length).toBeGreaterThan(2000);
  });

  /** Moves the closing room's end to `ago` before now (a booking's times change only with the write flag set). */
  async function endClosingRoom(ago: string) {
    await shared.db.query('begin');
    await shared.db.query(`select set_config('summit.booking_write', 'on', true)`);
    await shared.db.query(`update bookings set ends_at = now() - $2::interval where id = $1`, [rooms.closing, ago]);
    await shared.db.query('commit');
  }

  it('changes made offline that could not be sent before the window closed stay on the device, marked "Not shared"', async () => {
    const page = learnerPage;
    // The window from here: the tests before this one may have used up the minutes left from beforeAll.
    await endClosingRoom('6 minutes');
    await openRoom(page, rooms.closing);
    await waitOnline(page);
    const sharedText = `shared ${randomUUID().slice(0, 6)}`;
    await addTextByKeyboard(page, sharedText);
    await expect.poll(() => serverTexts(rooms.closing), { timeout: 10_000 }).toContain(sharedText);

    await learnerSocket.cut();
    await status(page).filter({ hasText: /^Offline/ }).waitFor({ timeout: 10_000 });
    const unsentText = `unsent ${randomUUID().slice(0, 6)}`;
    await addTextByKeyboard(page, unsentText);
    await showTab(page, 'Notes');
    await notes(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n- written offline');
    await showTab(page, 'Chat');
    await page.getByRole('textbox', { name: 'Message' }).fill('sent offline');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log', { name: 'Chat' }).getByText('sent offline').waitFor();

    // Meanwhile the writable window closes (the booking's end moves back past the 10 minutes), then the device
    // reconnects: the server grants read-only and refuses the changes.
    await endClosingRoom('11 minutes');
    learnerSocket.heal();
    await page.getByTestId('lesson-readonly').waitFor({ timeout: 20_000 });

    const marked = async () => {
      await showTab(page, 'Outline');
      await outline(page).filter({ hasText: `Text by you: ${unsentText} — Not shared` }).waitFor({ timeout: 20_000 });
      expect(await outline(page).filter({ hasText: sharedText }).textContent()).toBe(`Text by you: ${sharedText}`);
      expect(await page.locator('[data-testid="lesson-canvas"] [data-not-shared="true"]').count()).toBe(1);
      await page.getByTestId('lesson-unshared').filter({ hasText: /^3 changes made on this device while offline were not shared/ }).waitFor();
      await showTab(page, 'Chat');
      expect(await page.getByRole('log', { name: 'Chat' }).getByRole('listitem').filter({ hasText: 'sent offline' }).textContent()).toContain('Not shared');
      expect(await page.getByTestId('lesson-unshared-notes').textContent()).toContain('- written offline');
      expect(await notes(page).inputValue()).not.toContain('- written offline');
    };
    await marked();
    expect(await serverTexts(rooms.closing)).not.toContain(unsentText);
    // Kept on the device: opened again, the same.
    await page.reload();
    await page.getByRole('region', { name: 'Whiteboard' }).waitFor({ timeout: 20_000 });
    await marked();
    // And offline, from the device alone: the server's copy was kept beside the room's.
    await serviceWorkerInControl(page);
    await learnerSocket.cut();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByRole('region', { name: 'Whiteboard' }).waitFor({ timeout: 20_000 });
      await status(page).filter({ hasText: /^Offline/ }).waitFor({ timeout: 15_000 });
      await marked();
    } finally {
      await page.context().setOffline(false);
      learnerSocket.heal();
    }
  });
});
