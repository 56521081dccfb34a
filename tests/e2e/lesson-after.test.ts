// After the lesson, in Chromium against the local stack (its sync server included):
// - the learner's and the tutor's dashboards list past lessons (date in the user's zone, the other party, notes,
//   board outline, chat) and show them offline after a visit;
// - the learner reports a lesson from its room; a founder at aal2 reads it, with its snapshot, in the founder hub;
// - a learner who deleted their account: their items and messages read "Deleted account" for the tutor, in the room
//   and in past lessons, whatever name the document still holds;
// - sign-out: a room with unsent edits and no server keeps its device copy (another user of the device never sees
//   those edits); that user's next sign-out online sends them and deletes the copy; copies the server has are
//   deleted.
// Own users, tutor and bookings (made with the admin connection), so no other test is affected. Two contexts: the
// device shared by the learner and the tutor, and the founder's.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { lessonParts, projectLesson } from '../../supabase/functions/_shared/lesson-doc';
import { controlledBySw, signInPage } from '../../scripts/lib/sync-harness.mjs';
import { createUser, signIn, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { axeViolations } from './a11y-helpers';
import { signedInContext } from '../support/browser-session';
import { createStaff, signInStaffAal2 } from '../support/fixtures';
import { browserAndDb } from './browser-and-db';
import { openPopover, showTab, socketSwitch, status } from './lesson-helpers';
import { keptOnDevice } from './device-helpers';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
const users: string[] = [];
const tutorId = randomUUID();
const run = randomUUID().slice(0, 6);
const NEW_YORK = { locale: 'en-US', country: 'US', currency: 'USD', timezone: 'America/New_York', source: 'device', useDeviceLocale: false };

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await shared.db.query(`delete from bookings where tutor_id = $1`, [tutorId]);
  await shared.db.query(`delete from tutors where id = $1`, [tutorId]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [users]);
});

/** A room's stored state and projection, as the sync server keeps them: one page of items and a chat. */
async function storeRoom(bookingId: string, content: { notes: string; items: Record<string, unknown>[]; chat: Record<string, unknown>[] }) {
  const doc = new Y.Doc();
  const { pages, notes, chat } = lessonParts(doc);
  doc.transact(() => {
    const page = new Y.Map<unknown>();
    page.set('id', randomUUID());
    const items = new Y.Array<Y.Map<unknown>>();
    page.set('items', items);
    pages.push([page]);
    for (const fields of content.items) items.push([new Y.Map<unknown>(Object.entries({ id: randomUUID(), createdAt: Date.now(), x: 100, y: 100, color: '#1f2937', ...fields }))]);
    notes.insert(0, content.notes);
    for (const fields of content.chat) chat.push([new Y.Map<unknown>(Object.entries({ id: randomUUID(), sentAt: new Date().toISOString(), ...fields }))]);
  });
  const projection = projectLesson(doc);
  await shared.db.query(`insert into lesson_rooms (booking_id, state) values ($1, $2)`, [bookingId, Buffer.from(Y.encodeStateAsUpdate(doc))]);
  await shared.db.query(`insert into lesson_projections (booking_id, notes_markdown, chat, board) values ($1, $2, $3, $4)`, [
    bookingId,
    projection.notesMarkdown,
    JSON.stringify(projection.chat),
    JSON.stringify(projection.board),
  ]);
}

/** The lesson room copies (IndexedDB databases) on the device. */
const roomCopies = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('summit-lesson:')).sort());

/** Waits until a room copy on the device holds an update with `text` (y-indexeddb writes each update as it comes). */
async function copyHolds(page: Page, dbName: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([name, wanted]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('updates')) return resolve((db.close(), false));
          const all = db.transaction('updates').objectStore('updates').getAll();
          all.onsuccess = () => {
            const needle = new TextEncoder().encode(wanted);
            const has = (bytes: Uint8Array) => bytes.some((_, i) => needle.every((b, j) => bytes[i + j] === b));
            resolve((db.close(), all.result.some((u) => has(new Uint8Array(u)))));
          };
          all.onerror = () => resolve((db.close(), false));
        };
        open.onerror = () => resolve(false);
      }),
    [dbName, text] as const,
    { timeout: 10_000, polling: 100 },
  );
}

async function projectionHas(bookingId: string, text: string): Promise<void> {
  await expect
    .poll(async () => JSON.stringify((await shared.db.query(`select chat from lesson_projections where booking_id = $1`, [bookingId])).rows[0]?.chat ?? []), { timeout: 20_000 })
    .toContain(text);
}

async function signOut(page: Page) {
  await page.goto(app('/dashboard'));
  await page.locator('main').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
}

const pastLesson = (page: Page, withName: string) => page.getByTestId('past-lesson').filter({ has: page.getByTestId('past-lesson-with').getByText(`With ${withName}`, { exact: true }) });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat' });

describe('after the lesson', () => {
  it('past lessons on both dashboards (offline too), a report read by an aal2 founder, "Deleted account", and room copies at sign-out', async () => {
    const db = shared.db;
    const [learner, tutor, leaving] = await Promise.all([createUser(db, 'Lena Later'), createUser(db, 'Theo Later'), createUser(db, 'Dana Deleted')]);
    users.push(learner.id, tutor.id, leaving.id);
    await db.query(`insert into tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, $3, 'Theo Later', 3000, 'USD', 'UTC')`, [
      tutorId,
      tutor.id,
      `lesson-after-${run}`,
    ]);
    const book = async (who: TestUser, startsAt: string) =>
      (
        await db.query(
          `insert into bookings (learner_id, tutor_id, starts_at, ends_at, created_at) values ($1, $2, ${startsAt}, ${startsAt} + interval '1 hour', now() - interval '3 days') returning id`,
          [who.id, tutorId],
        )
      ).rows[0].id as string;
    // Yesterday 09:00 in New York, the learner's zone (14:00 or 13:00 UTC, as daylight time has it); the browser's own
    // zone is UTC.
    const nineInNewYork = (daysAgo: number) => `((((now() at time zone 'America/New_York')::date - ${daysAgo}) + time '09:00') at time zone 'America/New_York')`;
    const past = await book(learner, nineInNewYork(1));
    const pastUtcHour = (await db.query(`select extract(hour from starts_at at time zone 'UTC')::int as h from bookings where id = $1`, [past])).rows[0].h as number;
    const deletedPast = await book(leaving, nineInNewYork(2));
    const open = await book(learner, `now() - interval '5 minutes'`);
    await storeRoom(past, {
      notes: '# Fractions\n- halves and quarters',
      items: [{ kind: 'math', latex: '\\frac{1}{2}', author: tutor.id }],
      chat: [{ author: learner.id, authorName: 'Lena Later', text: 'Thank you!' }],
    });
    await storeRoom(deletedPast, {
      notes: 'Dana’s notes',
      items: [{ kind: 'text', text: 'Dana was here', author: leaving.id }],
      chat: [
        { author: leaving.id, authorName: 'Dana Deleted', text: 'Hello from Dana' },
        { author: tutor.id, authorName: 'Theo Later', text: 'Hello Dana' },
      ],
    });
    const leavingClient = await signIn(leaving.email, leaving.password);
    expect((await leavingClient.rpc('delete_my_account')).error).toBeNull();

    // One device, shared by the learner and then the tutor; its sync socket can be cut.
    const device = await shared.browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 1000 }, timezoneId: 'UTC' });
    contexts.push(device);
    await device.addInitScript((state) => {
      if (localStorage.getItem('summit.locale.v1') === null) localStorage.setItem('summit.locale.v1', state);
    }, JSON.stringify(NEW_YORK));
    const socket = await socketSwitch(device);
    const page = await device.newPage();
    const learnerCopy = `summit-lesson:${learner.id}:${open}`;

    // The learner's dashboard: the past lesson with its date in New York time, the tutor, notes, board and chat.
    await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: learner.email, password: learner.password, path: '/dashboard' });
    await controlledBySw(page);
    const mine = pastLesson(page, 'Theo Later');
    await mine.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('past-lesson').count()).toBe(1);
    const heading = await mine.getByRole('heading', { level: 3 }).textContent();
    expect(heading).toContain('09:00');
    // Not the browser's zone, in either clock.
    const two = (h: number) => String(h).padStart(2, '0');
    expect(heading).not.toMatch(new RegExp(`\\b(${two(pastUtcHour)}|${two(pastUtcHour % 12)}):00\\b`));
    await mine.getByRole('heading', { name: 'Fractions' }).waitFor();
    // The formula as MathML (read as "1 over 2"), not its LaTeX source.
    await mine.getByTestId('lesson-content-board').locator('math mfrac').waitFor();
    expect(await mine.getByTestId('lesson-content-board').textContent()).toBe('Math by Theo Later: 12');
    expect(await mine.getByTestId('lesson-content-chat').textContent()).toBe('you: Thank you!');
    expect(await mine.getByRole('link', { name: 'Open the lesson and its replay' }).getAttribute('href')).toBe(`/lesson/${past}`);
    expect(await axeViolations(page, 'learner dashboard')).toEqual([]);
    // "Join lesson" for the lesson under way, on the dashboard and on its thanks page.
    const joinOpen = (p: Page) => p.locator(`a[href="/lesson/${open}"]`, { hasText: 'Join lesson' });
    await joinOpen(page).waitFor();
    // Offline after the visit: the device copy, with its age.
    await keptOnDevice(page, `"past","${learner.id}"`);
    await device.setOffline(true);
    await page.reload();
    await pastLesson(page, 'Theo Later').getByRole('heading', { name: 'Fractions' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('past-lessons').getByTestId('data-age').textContent()).toMatch(/You are offline\.$/);
    await device.setOffline(false);

    // In the open room, joined from its thanks page: a message, then a safeguarding report (its snapshot is the
    // projection at that moment).
    const secret = `Please keep this between us ${run}`;
    await page.goto(app(`/booking/thanks?id=${open}`));
    await joinOpen(page).click();
    await status(page).filter({ hasText: /^Online/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Message' }).fill(secret);
    await page.getByRole('button', { name: 'Send' }).click();
    await projectionHas(open, secret);
    const reason = `The tutor asked me to keep a secret ${run}`;
    await openPopover(page, 'Room menu');
    await page.getByText('Report this lesson').click();
    await page.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await page.getByRole('button', { name: 'Submit report' }).click();
    await page.getByTestId('lesson-report-outcome').filter({ hasText: 'Report sent.' }).waitFor({ timeout: 10_000 });
    expect(await axeViolations(page, 'room with the report form')).toEqual([]);

    // The sync socket drops; a message written now is only on this device when the learner signs out: it stays.
    await socket.cut();
    await status(page).filter({ hasText: /^Offline/ }).waitFor({ timeout: 10_000 });
    const unsent = `Unsent while offline ${run}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(unsent);
    await page.getByRole('button', { name: 'Send' }).click();
    await copyHolds(page, learnerCopy, unsent);
    await signOut(page);
    expect(await roomCopies(page)).toContain(learnerCopy);

    // A founder at aal2 reads the report with the lesson's chat as it was.
    const staff = await createStaff(shared.db, 'founder', 'Report Founder');
    const hub = await signedInContext(shared.browser, await signInStaffAal2(staff), { viewport: { width: 1280, height: 1000 } });
    contexts.push(hub);
    const founder = await hub.newPage();
    await founder.goto(app('/founder-hub'));
    const report = founder.getByTestId('lesson-report').filter({ hasText: reason });
    await report.waitFor({ timeout: 20_000 });
    expect(await report.getByRole('heading', { level: 3 }).textContent()).toMatch(/by the learner$/);
    expect(await report.getByTestId('lesson-content-chat').textContent()).toContain(`Lena Later: ${secret}`);
    expect(await report.getByTestId('lesson-content-chat').textContent()).not.toContain(unsent);
    expect(await axeViolations(founder, 'founder hub')).toEqual([]);
    await hub.close();

    // The tutor on the same device, online again: their dashboard lists both lessons, the deleted learner's as such.
    socket.heal();
    await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: tutor.email, password: tutor.password, path: '/tutor' });
    const gone = pastLesson(page, 'Deleted account');
    await gone.waitFor({ timeout: 20_000 });
    await pastLesson(page, 'Lena Later').waitFor();
    await joinOpen(page).waitFor();
    expect(await gone.getByTestId('lesson-content-board').textContent()).toBe('Text by Deleted account: Dana was here');
    expect(await gone.getByTestId('lesson-content-chat').locator('li').allTextContents()).toEqual(['Deleted account: Hello from Dana', 'you: Hello Dana']);
    await keptOnDevice(page, `"past","${tutor.id}"`);
    await device.setOffline(true);
    await page.reload();
    await pastLesson(page, 'Deleted account').getByTestId('lesson-content-chat').waitFor({ timeout: 15_000 });
    await device.setOffline(false);

    // In the deleted learner's room (read-only now), the same names, though the document still says "Dana Deleted".
    await page.goto(app(`/lesson/${deletedPast}`));
    await status(page).filter({ hasText: /^Online/ }).waitFor({ timeout: 20_000 });
    await showTab(page, 'Outline');
    await page.getByRole('list', { name: 'Board outline' }).getByText('Text by Deleted account: Dana was here').waitFor({ timeout: 15_000 });
    await showTab(page, 'Chat');
    await chatLog(page).getByText('Hello from Dana').waitFor();
    // Polled: until the server's answer to 'state' arrives, the copy this device kept from its last visit marks what it
    // lacks "Not shared".
    await expect.poll(() => chatLog(page).locator('li strong').allTextContents()).toEqual(['Deleted account', 'You']);

    // The open room: the tutor gets what the server has, never the learner's copy left on this device.
    await page.goto(app(`/lesson/${open}`));
    await status(page).filter({ hasText: /^Online/ }).waitFor({ timeout: 20_000 });
    await chatLog(page).getByText(secret).waitFor({ timeout: 15_000 });
    expect(await chatLog(page).textContent()).not.toContain(unsent);

    // The tutor signs out online: their copies are on the server, so they go; the learner's stays.
    await signOut(page);
    expect(await roomCopies(page)).toEqual([learnerCopy]);

    // The learner's next sign-out online sends the kept message, then forgets the copy.
    await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: learner.email, password: learner.password, path: '/dashboard' });
    await signOut(page);
    expect(await roomCopies(page)).toEqual([]);
    await projectionHas(open, unsent);
  }, 300_000); // one long scenario: a whole lesson's aftermath on both sides, about 40 s on an idle machine
});
