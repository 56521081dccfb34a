// What the lesson room's browser tests share: a room of a file's own, cutting the sync socket for real, and finding
// the room's parts.
import type { Browser, BrowserContext, BrowserContextOptions, Page, WebSocketRoute } from 'playwright-core';
import type pg from 'pg';
import { expect } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import { createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { createBooking, createTutor, type TestTutor } from '../support/fixtures';

export interface OwnRoom {
  learner: TestUser;
  tutor: TestTutor & { user: TestUser };
  bookingId: string;
}

/** A file's own lesson room: a learner, a tutor with an account, and their booking, started 5 minutes ago for an hour (open). */
export async function createOwnRoom(db: pg.Client, names: { learner: string; tutor: string }): Promise<OwnRoom> {
  const learner = await createUser(db, names.learner);
  const tutor = await createTutor(db, { fullName: names.tutor, withAccount: true });
  const bookingId = await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: -5, minutes: 60 });
  return { learner, tutor: tutor as OwnRoom['tutor'], bookingId };
}

/** Deletes what createOwnRoom made: the booking (and whatever the room stored for it), the tutor, both accounts. */
export async function deleteOwnRoom(db: pg.Client, room: OwnRoom) {
  await db.query(`delete from bookings where tutor_id = $1`, [room.tutor.id]);
  await db.query(`delete from tutors where id = $1`, [room.tutor.id]);
  await db.query(`delete from auth.users where id = any($1)`, [[room.learner.id, room.tutor.user.id]]);
}

/**
 * A socket switch for a context: while "offline" the sync socket is closed and every reconnect refused
 * (Playwright's setOffline leaves open WebSockets alone, so it cannot cut the room's connection).
 */
export async function socketSwitch(context: BrowserContext) {
  let online = true;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/lesson\/v1/, (ws) => {
    if (!online) return void ws.close({ code: 4000, reason: 'test offline' });
    open.add(ws);
    ws.connectToServer();
    ws.onClose(() => open.delete(ws));
  });
  return {
    async cut() {
      online = false;
      await Promise.all([...open].map((ws) => ws.close({ code: 4000, reason: 'test offline' })));
      open.clear();
    },
    heal() {
      online = true;
    },
  };
}

export const status = (page: Page) => page.getByRole('status', { name: 'Lesson connection' });
/** Online and holding the server's copy (the status line says "Online" as soon as the socket is open). */
export const waitOnline = (page: Page) =>
  page.locator('[data-testid="lesson-status"][data-synced="true"]').filter({ hasText: /^Online/ }).waitFor({ timeout: 20_000 });
// The outline and the notes are tabs of the room's side panel (a bottom tab bar on a phone): read whichever tab is
// shown (includeHidden); to wait for something to show or to type, show its tab first (showTab).
export const outline = (page: Page) => page.getByRole('list', { name: 'Board outline', includeHidden: true }).getByRole('listitem', { includeHidden: true });
export const notes = (page: Page) => page.getByRole('textbox', { name: 'Lesson notes', includeHidden: true });
export const canvas = (page: Page) => page.getByTestId('lesson-canvas');

/** Shows one of the room's tabs (side panel on a laptop, bottom bar on a phone): Board, Notes, Chat or Outline. */
export async function showTab(page: Page, name: 'Board' | 'Notes' | 'Chat' | 'Outline') {
  const tab = page.getByRole('tablist', { name: 'Lesson parts' }).getByRole('tab', { name: new RegExp(`^${name}\\b`) });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

/** Opens a popover of the board's toolbar (or of the room bar) by its button's name, if it is closed. */
export async function openPopover(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true }).and(page.locator('[aria-expanded]'));
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
}

/** The board's box (the room is one screen: the board is always in view on a laptop and on the phone's Board tab). */
export async function canvasBox(page: Page) {
  return (await canvas(page).boundingBox())!;
}

/** Text added without a pointer: the shortcut opens "Add text or math" with the focus in its field, Enter adds it, Escape closes it. */
export async function addTextByKeyboard(page: Page, text: string) {
  await page.keyboard.press('Alt+Shift+KeyN');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  // Escape closes "Add text or math" (the focus back on its button).
  await page.keyboard.press('Escape');
}

/**
 * Opens the lesson room of the booking as the user, in a context of its own (added to `contexts` for closing): 1280×1000
 * unless the options say otherwise (any of the context's options); `before` prepares the context before the page opens.
 */
export async function openRoom(
  browser: Browser,
  contexts: BrowserContext[],
  room: { user: TestUser; bookingId: string },
  { before, ...options }: BrowserContextOptions & { before?: (c: BrowserContext) => Promise<void> } = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, timezoneId: 'UTC', ...options });
  contexts.push(context);
  await before?.(context);
  const page = await context.newPage();
  const appUrl = testEnv.appUrl.replace(/\/$/, '');
  const { user } = room;
  await signInPage(page, { appUrl, apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password });
  await page.goto(`${appUrl}/lesson/${room.bookingId}`);
  await page.getByRole('region', { name: 'Whiteboard' }).waitFor({ timeout: 20_000 });
  return { context, page };
}

/** A pen stroke on the board, in five moves. */
export async function drawStroke(page: Page, from: [number, number], to: [number, number]) {
  await page.getByRole('region', { name: 'Whiteboard' }).getByRole('button', { name: 'Pen', exact: true }).click();
  const box = await canvasBox(page);
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(box.x + from[0] + ((to[0] - from[0]) * i) / 5, box.y + from[1] + ((to[1] - from[1]) * i) / 5);
  await page.mouse.up();
}

export const outlineTexts = (page: Page) => outline(page).allTextContents();
