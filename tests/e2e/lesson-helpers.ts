// What the lesson room's browser tests share: cutting the sync socket for real, and finding the room's parts.
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { expect } from 'vitest';

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
