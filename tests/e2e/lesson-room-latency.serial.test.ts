// How fast the lesson room is: a learner and a tutor, each in a context of their own, draw, write notes and chat,
// and each sees the other's work within a second. A timing, so it runs alone (the rest of the room: lesson-room.test.ts).
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/db';
import { createBooking, createTutor } from '../support/fixtures';
import { browserAndDb } from './browser-and-db';
import { drawStroke, notes, openRoom as openLessonRoom, outline, outlineTexts, showTab, waitOnline } from './lesson-helpers';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
let learner: TestUser;
let tutor: TestUser;
let bookingId: string;

beforeAll(async () => {
  const db = shared.db;
  learner = await createUser(db, 'Lena Learner');
  const made = await createTutor(db, { fullName: 'Theo Tutor', withAccount: true });
  tutor = made.user!;
  bookingId = await createBooking(db, { learnerId: learner.id, tutorId: made.id, startsInMinutes: -5 }); // the room is open
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await shared.db.query(`delete from bookings where id = $1`, [bookingId]);
});

const openRoom = (user: TestUser) => openLessonRoom(shared.browser, contexts, { user, bookingId });

/** Waits (up to `ms`) for the other side to show what `change` did. */
async function within(ms: number, wait: () => Promise<unknown>) {
  const started = Date.now();
  await wait();
  return Date.now() - started;
}

describe('lesson room', () => {
  it('learner and tutor draw, write notes and chat; each sees the other\'s work within a second', async () => {
    const [a, b] = await Promise.all([openRoom(learner), openRoom(tutor)]);
    await Promise.all([waitOnline(a.page), waitOnline(b.page)]);
    const before = (await outlineTexts(b.page)).length;
    await showTab(b.page, 'Outline');

    await drawStroke(a.page, [100, 100], [300, 200]);
    await within(1000, () => outline(b.page).nth(before).waitFor({ timeout: 1000 }));
    expect((await outlineTexts(b.page))[before]).toBe('Pen by Lena Learner');
    expect((await outlineTexts(a.page))[before]).toBe('Pen by you');

    await showTab(b.page, 'Notes');
    await notes(b.page).click();
    await b.page.keyboard.type('# Fractions');
    await expect.poll(() => notes(a.page).inputValue(), { timeout: 1000 }).toContain('# Fractions');

    const message = `Hello ${randomUUID().slice(0, 6)}`;
    await showTab(b.page, 'Chat');
    await a.page.getByRole('textbox', { name: 'Message' }).fill(message);
    await a.page.getByRole('button', { name: 'Send' }).click();
    await b.page.getByRole('log', { name: 'Chat' }).getByText(message).waitFor({ timeout: 1000 });
    // The log holds only the messages: the field and the button are outside it.
    expect(await b.page.getByRole('log', { name: 'Chat' }).getByRole('textbox').count()).toBe(0);
    expect(await b.page.getByRole('log', { name: 'Chat' }).getByRole('button').count()).toBe(0);
  });

});
