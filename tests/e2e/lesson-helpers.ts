// What the lesson room's browser tests share: cutting the sync socket for real, and finding the room's parts.
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { expect } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import type { TestUser } from '../support/db';
import { testEnv } from '../support/env';

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
export const outline = (page: Page) => page.getByRole('list', { name: 'Board outline' }).getByRole('listitem');
export const notes = (page: Page) => page.getByRole('textbox', { name: 'Lesson notes' });
export const canvas = (page: Page) => page.getByTestId('lesson-canvas');

/** The board's box once its top is at the top of the viewport (the video panel above it may push it below the fold). */
export async function canvasBox(page: Page) {
  await canvas(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  return (await canvas(page).boundingBox())!;
}

/** Text added without a pointer: the shortcut moves the focus to the form, Enter adds it. */
export async function addTextByKeyboard(page: Page, text: string) {
  await page.keyboard.press('Alt+Shift+KeyN');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Opens the lesson room of the booking as the user, in a context of its own (added to `contexts` for closing). */
export async function openRoom(
  browser: Browser,
  contexts: BrowserContext[],
  room: { user: TestUser; bookingId: string },
  options: { viewport?: { width: number; height: number }; before?: (c: BrowserContext) => Promise<void> } = {},
) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 1000 }, timezoneId: 'UTC' });
  contexts.push(context);
  await options.before?.(context);
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
