// The lesson room as one screen, with video on (Chromium with a fake camera, media relayed through a TURN server on
// loopback as in lesson-video.serial.test.ts): at 1280×720 and 1366×768 the drawing surface covers at least 55 % of
// the viewport, the other party's video is fully visible at 160×120 or more and covers neither the toolbar nor the
// board's surface counted, and the message box shows; at 390×844 (a phone: touch, isMobile) the surface is at least
// 60 %; at 844×390 (the phone turned) the room still fits. In every layout: no page scroll, every control of the room
// bar in view (none in a sideways-scrolled row), the chat's tab counts the other party's messages that arrived unseen,
// the room is axe-clean, and the tools work from the keyboard. On the phone, two fingers pan and pinch-zoom the board,
// and a touch is ignored while a pen draws.
// Own users, tutor and booking (made with the admin connection), so no other test is affected.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchVideoBrowser, relayOnlyScript, turnRelay, waitForRemoteVideo } from '../../scripts/lib/lesson-video.mjs';
import { adminDb, type TestUser } from '../support/db';
import { runPortOffset } from '../support/env';
import { axeViolations } from './a11y-helpers';
import { canvas, createOwnRoom, deleteOwnRoom, openPopover, openRoom, outline, type OwnRoom, showTab, waitOnline } from './lesson-helpers';

// Ports of its own (the video test's relay is on 55378), moved for a run beside another (runPortOffset).
const turn = turnRelay({ port: 55392 + runPortOffset(), minPort: 55700 + runPortOffset(), maxPort: 55749 + runPortOffset() });
let browser: Browser;
let db: Awaited<ReturnType<typeof adminDb>>;
let room: OwnRoom;
let tutorPage: Page;
const contexts: BrowserContext[] = [];

async function open(user: TestUser, options: BrowserContextOptions, init?: () => void) {
  const opened = await openRoom(browser, contexts, { user, bookingId: room.bookingId }, {
    ...options,
    before: async (context) => {
      await context.addInitScript(relayOnlyScript(turn.url));
      if (init) await context.addInitScript(init);
    },
  });
  await waitOnline(opened.page);
  return opened;
}

beforeAll(async () => {
  db = await adminDb();
  room = await createOwnRoom(db, { learner: 'Lena Layout', tutor: 'Theo Layout' });
  turn.start();
  browser = await launchVideoBrowser();
  ({ page: tutorPage } = await open(room.tutor.user, { viewport: { width: 1280, height: 720 } }));
  await tutorPage.getByRole('button', { name: 'Start video' }).click();
  await tutorPage.getByRole('button', { name: 'Mute microphone' }).waitFor({ timeout: 20_000 });
});
// Each test's learner leaves (one learner in the call at a time); the tutor stays for the whole file.
afterEach(async () => {
  await Promise.all(contexts.splice(1).map((c) => c.close()));
});
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
  turn.stop();
  if (room) await deleteOwnRoom(db, room);
  await db?.end();
});

const shots = new Set<string>();
type Box = { x: number; y: number; width: number; height: number };
const area = (b: Box) => Math.max(0, b.width) * Math.max(0, b.height);
const clip = (a: Box, b: Box): Box => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.min(a.x + a.width, b.x + b.width) - x, height: Math.min(a.y + a.height, b.y + b.height) - y };
};
const overlaps = (a: Box, b: Box) => area(clip(a, b)) > 0;

/** What the geometry checks read, in one go. */
async function geometry(page: Page) {
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox()) as Box;
  const viewport = page.viewportSize()!;
  const screen: Box = { x: 0, y: 0, ...viewport };
  const surface = clip(await box('[data-testid="lesson-canvas"]'), screen);
  const video = await box('[data-testid="video-remote"]');
  const tile = await box('.lesson-room__video');
  const toolbar = await box('[role="toolbar"]');
  // The drawing surface: the board's canvas inside the viewport, less the tile floating over it.
  const covered = overlaps(tile, surface) ? area(clip(tile, surface)) : 0;
  const scroll = await pageScroll(page);
  // LESSON_SHOTS=<folder>: a screenshot of each layout as first measured (for the README).
  const shot = `${viewport.width}x${viewport.height}`;
  if (process.env.LESSON_SHOTS && !shots.has(shot) && shots.add(shot)) await page.screenshot({ path: `${process.env.LESSON_SHOTS}/lesson-room-${viewport.width}x${viewport.height}.png` });
  return { viewport, screen, share: (area(surface) - covered) / area(screen), video, toolbar, scroll };
}

/** The learner's room at a size, video on (the tutor's already is): the other party's video playing. */
async function roomWithVideo(options: BrowserContextOptions, init?: () => void) {
  const { page } = await open(room.learner, options, init);
  await page.getByRole('button', { name: 'Start video' }).click();
  await page.getByRole('button', { name: 'Mute microphone' }).waitFor({ timeout: 20_000 });
  await waitForRemoteVideo(page, { timeout: 30_000 });
  return page;
}

/** The tutor writes while the learner looks elsewhere: the learner's chat tab counts it, and forgets it once shown. */
async function unreadCounted(page: Page, away: 'Notes' | 'Board') {
  await showTab(page, away);
  const text = `Unread ${Math.random().toString(36).slice(2, 8)}`;
  await tutorPage.getByRole('textbox', { name: 'Message' }).fill(text);
  await tutorPage.getByRole('button', { name: 'Send' }).click();
  const chatTab = page.getByRole('tab', { name: /^Chat\b/ });
  await page.getByRole('tab', { name: 'Chat 1 unread message', exact: true }).waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('lesson-unread').textContent()).toBe('1');
  await chatTab.click();
  await page.getByRole('log', { name: 'Chat' }).getByText(text).waitFor();
  await expect.poll(() => page.getByTestId('lesson-unread').count()).toBe(0);
}

/** No page scroll, either way. */
function noPageScroll(g: { scroll: Awaited<ReturnType<typeof pageScroll>> }) {
  expect(g.scroll.height).toBeLessThanOrEqual(g.scroll.innerHeight);
  expect(g.scroll.width).toBeLessThanOrEqual(g.scroll.innerWidth);
}

/**
 * Every control of the room bar (the call's, full screen, the room menu, Leave) wholly on screen, none hidden in a
 * sideways-scrolled row: the names of those that are not (empty when all are in view).
 */
const barControlsOutOfView = (page: Page) =>
  page.locator('.room-bar').evaluate((bar) => {
    const within = (r: DOMRect, box: DOMRect) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
    const screen = new DOMRect(0, 0, innerWidth, innerHeight);
    return [...bar.querySelectorAll('button, a')]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return !within(r, screen) || !within(r, el.closest('.room-bar__actions, .room-bar__about')!.getBoundingClientRect());
      })
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim());
  });

/** The other party's video fully in the viewport, and clear of the toolbar. */
function videoInView(g: Awaited<ReturnType<typeof geometry>>) {
  expect(area(clip(g.video, g.screen))).toBeCloseTo(area(g.video), 0);
  expect(overlaps(g.video, g.toolbar)).toBe(false);
}

/** The tools by keyboard: a tool, the colour in its popover, text added from "Add text or math", the popover closed. */
async function toolsByKeyboard(page: Page) {
  const board = page.getByRole('region', { name: 'Whiteboard' });
  const pen = board.getByRole('button', { name: 'Pen', exact: true });
  const eraser = board.getByRole('button', { name: 'Eraser', exact: true });
  await pen.focus();
  await page.keyboard.press('Tab');
  expect(await eraser.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await eraser.getAttribute('aria-pressed')).toBe('true');
  // Colour: the popover opens from its button; a choice by Enter.
  const colour = board.getByRole('button', { name: 'Colour', exact: true });
  await colour.focus();
  await page.keyboard.press('Enter');
  const red = board.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Red' });
  await red.focus();
  await page.keyboard.press('Enter');
  expect(await red.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('Escape');
  expect(await colour.getAttribute('aria-expanded')).toBe('false');
  expect(await colour.evaluate((el) => el === document.activeElement)).toBe(true);
  // "Add text or math" is closed until asked for; from its button, Enter opens it, the field takes the text.
  const content = page.getByRole('textbox', { name: 'Content' });
  expect(await content.isVisible()).toBe(false);
  const add = board.getByRole('button', { name: 'Add text or math' });
  await add.focus();
  await page.keyboard.press('Enter');
  await content.focus();
  const text = `Typed ${Math.random().toString(36).slice(2, 8)}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  expect(await add.getAttribute('aria-expanded')).toBe('false');
  // "Move or resize your items" opens from its button too, the new item in its picker.
  await openPopover(page, 'Move or resize your items');
  await expect.poll(() => board.getByTestId('lesson-arrange-item').locator('option', { hasText: text }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await pen.click();
  await showTab(page, 'Outline');
  await outline(page).filter({ hasText: `Text by you: ${text}` }).waitFor();
}

/** The page's own scroll size against the viewport's. */
const pageScroll = (page: Page) =>
  page.evaluate(() => ({ height: document.scrollingElement!.scrollHeight, width: document.scrollingElement!.scrollWidth, innerHeight, innerWidth }));

/**
 * On a touch screen (CDP touch events): two fingers spread apart zoom in and two moving together pan, drawing nothing;
 * while a pen draws (CDP pointer events of type pen) a touch elsewhere is ignored (only the pen's stroke is added), and
 * the pen's stroke is drawn with its pressure.
 */
async function touchGestures(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const c = (await canvas(page).boundingBox())!;
  const [cx, cy] = [c.x + c.width / 2 - 40, c.y + c.height / 2];
  const view = async () => (await canvas(page).getAttribute('viewBox'))!.split(' ').map(Number) as [number, number, number, number];
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  const items = await outline(page).count();
  const [, , width] = await view();
  await touch('touchStart', [[cx - 30, cy], [cx + 30, cy]]);
  for (let i = 1; i <= 5; i++) await touch('touchMove', [[cx - 30 - i * 6, cy], [cx + 30 + i * 6, cy]]);
  await touch('touchEnd', []);
  // Spread from 60 to 120 px: twice the zoom, half the width of board shown.
  await expect.poll(async () => (await view())[2]).toBeCloseTo(width / 2, 0);
  const [x, y] = await view();
  await touch('touchStart', [[cx - 30, cy], [cx + 30, cy]]);
  for (let i = 1; i <= 5; i++) await touch('touchMove', [[cx - 30 + i * 8, cy + i * 4], [cx + 30 + i * 8, cy + i * 4]]);
  await touch('touchEnd', []);
  // Moved 40 px right and 20 px down at zoom 2: the view starts 20 and 10 board units earlier.
  await expect.poll(async () => (await view()).slice(0, 2).map((n) => Math.round(n))).toEqual([Math.round(x - 20), Math.round(y - 10)]);
  expect(await outline(page).count()).toBe(items);

  // The pen draws, pressing harder as it goes; a hand resting on the board meanwhile draws nothing.
  const pen = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', px: number, py: number, force = 0.5) =>
    cdp.send('Input.dispatchMouseEvent', { type, x: px, y: py, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1, pointerType: 'pen', force });
  const strokesWithPressure = () => canvas(page).locator('g[data-pressure="true"]').count();
  const withPressure = await strokesWithPressure();
  await pen('mouseMoved', cx - 60, cy - 60, 0.1);
  await pen('mousePressed', cx - 60, cy - 60, 0.1);
  await touch('touchStart', [[cx + 20, cy + 80]]);
  for (let i = 1; i <= 5; i++) {
    await pen('mouseMoved', cx - 60 + i * 10, cy - 60 + i * 5, 0.1 + i * 0.16);
    await touch('touchMove', [[cx + 20 + i * 10, cy + 80]]);
  }
  await pen('mouseReleased', cx - 10, cy - 35, 0.9);
  await touch('touchEnd', []);
  await expect.poll(() => outline(page).count()).toBe(items + 1);
  expect(await outline(page).last().textContent()).toBe('Pen by you');
  // Drawn with the pressure: its segments widen from the light start to the firm end.
  await expect.poll(strokesWithPressure).toBe(withPressure + 1);
  const widths = await canvas(page)
    .locator('g[data-pressure="true"]')
    .last()
    .locator('line')
    .evaluateAll((lines) => lines.map((line) => Number(line.getAttribute('stroke-width'))));
  expect(widths.length).toBeGreaterThanOrEqual(4);
  expect(widths.at(-1)!).toBeGreaterThan(2 * widths[0]!);
  await cdp.detach();
}

/** A finger drags the floating video out of the way (it stays inside the room); a drag does not also enlarge it. */
async function dragTile(page: Page) {
  const tile = page.locator('.lesson-room__video');
  const before = (await tile.boundingBox())!;
  const views = page.locator('.lesson-video__views');
  const large = await views.getAttribute('data-large');
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y]) => ({ x, y, id: 0 })) });
  const [x, y] = [before.x + before.width / 2, before.y + before.height / 2];
  await touch('touchStart', [[x, y]]);
  for (let i = 1; i <= 10; i++) await touch('touchMove', [[x - i * 20, y + i * 30]]);
  await touch('touchEnd', []);
  await cdp.detach();
  // 200 px to the left and 300 px down, as far as the room lets it.
  await expect.poll(async () => Math.round((await tile.boundingBox())!.x)).toBe(Math.round(before.x - 200));
  expect(Math.round((await tile.boundingBox())!.y)).toBe(Math.round(before.y + 300));
  expect(await views.getAttribute('data-large')).toBe(large);
  // As far as the room lets it: dragged far past the left edge, it stops there.
  const cdp2 = await page.context().newCDPSession(page);
  const moved = (await tile.boundingBox())!;
  const [mx, my] = [moved.x + moved.width / 2, moved.y + moved.height / 2];
  await cdp2.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: mx, y: my, id: 0 }] });
  await cdp2.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: mx - 20, y: my, id: 0 }] });
  await cdp2.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: mx - 600, y: my, id: 0 }] });
  await cdp2.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp2.detach();
  const room = (await page.locator('.lesson-room__body').boundingBox())!;
  await expect.poll(async () => Math.round((await tile.boundingBox())!.x)).toBe(Math.round(room.x));
}

describe('lesson room layout', () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
  ]) {
    it(`laptop ${viewport.width}×${viewport.height}: board ≥ 55 %, the other party's video ≥ 160×120 in view, message box, side panel tabs, no page scroll`, async () => {
      const page = await roomWithVideo({ viewport });
      expect(await page.getByRole('navigation').count()).toBe(0); // no site navigation
      expect(await page.locator('footer').count()).toBe(0);
      expect(await page.getByRole('status', { name: 'Lesson connection' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Leave' }).getAttribute('href')).toBe('/dashboard');
      const g = await geometry(page);
      noPageScroll(g);
      expect(await barControlsOutOfView(page)).toEqual([]);
      expect(g.share).toBeGreaterThanOrEqual(0.55);
      videoInView(g);
      expect(g.video.width).toBeGreaterThanOrEqual(160);
      expect(g.video.height).toBeGreaterThanOrEqual(120);
      // The video's tile is beside the board, not over it.
      expect(overlaps(await page.locator('.lesson-room__video').boundingBox().then((b) => b!), (await canvas(page).boundingBox())!)).toBe(false);
      const message = page.getByRole('textbox', { name: 'Message' });
      expect(await message.isVisible()).toBe(true);
      const m = (await message.boundingBox())!;
      expect(m.y + m.height).toBeLessThanOrEqual(viewport.height);
      expect(await axeViolations(page, `lesson room ${viewport.width}×${viewport.height}`)).toEqual([]);

      await unreadCounted(page, 'Notes');
      // The side panel collapses to its tabs and comes back; the board gets the room.
      const before = (await canvas(page).boundingBox())!.width;
      await page.getByRole('button', { name: 'Hide the side panel' }).click();
      await expect.poll(async () => (await canvas(page).boundingBox())!.width).toBeGreaterThan(before);
      noPageScroll(await geometry(page));
      videoInView(await geometry(page));
      await page.getByRole('button', { name: 'Show the side panel' }).click();
      await message.waitFor();

      await toolsByKeyboard(page);
      noPageScroll(await geometry(page));
    });
  }

  it('the screen stays on (wake lock, taken again when the page is visible again); the other party in picture-in-picture', async () => {
    // Counts the app's requests for a wake lock (headless Chromium grants them).
    const page = await roomWithVideo({ viewport: { width: 1280, height: 720 } }, () => {
      const w = window as unknown as { wakeLockRequests: number };
      w.wakeLockRequests = 0;
      const request = navigator.wakeLock.request.bind(navigator.wakeLock);
      navigator.wakeLock.request = (type) => {
        w.wakeLockRequests += 1;
        return request(type);
      };
    });
    const room = page.getByTestId('lesson-room');
    await expect.poll(() => room.getAttribute('data-wake-lock')).toBe('held');
    const requests = () => page.evaluate(() => (window as unknown as { wakeLockRequests: number }).wakeLockRequests);
    expect(await requests()).toBe(1);

    // Picture-in-picture of the other party's video, by its button in the room bar, and back.
    const pip = page.getByRole('button', { name: 'Picture in picture' });
    await pip.click();
    await expect.poll(() => page.evaluate(() => (document.pictureInPictureElement as HTMLElement | null)?.dataset.testid)).toBe('video-remote');
    expect(await pip.getAttribute('aria-pressed')).toBe('true');
    await pip.click();
    await expect.poll(() => page.evaluate(() => document.pictureInPictureElement === null)).toBe(true);
    expect(await pip.getAttribute('aria-pressed')).toBe('false');

    // A headless page stays visible: hidden and visible again are faked. Hidden releases the lock; visible takes it again.
    const visibility = (state: 'hidden' | 'visible') =>
      page.evaluate((state) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await visibility('hidden');
    await expect.poll(() => room.getAttribute('data-wake-lock')).toBe('released');
    await visibility('visible');
    await expect.poll(() => room.getAttribute('data-wake-lock')).toBe('held');
    expect(await requests()).toBe(2);
  });

  it('phone 390×844: board ≥ 60 %, a small video tile, the bottom tabs with the unread count, no page scroll', async () => {
    const viewport = { width: 390, height: 844 };
    const page = await roomWithVideo({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const g = await geometry(page);
    noPageScroll(g);
    // In a call on a phone the bar's controls take more lines, all of them in view.
    expect(await barControlsOutOfView(page)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Leave', exact: true }).isVisible()).toBe(true);
    expect(g.share).toBeGreaterThanOrEqual(0.6);
    videoInView(g);
    const tabs = page.getByRole('tablist', { name: 'Lesson parts' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['✎Board', '☰Notes', '✉Chat', '≡Outline']);
    const bar = (await tabs.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(viewport.height + 0.5);
    expect(bar.y + bar.height).toBeGreaterThan(viewport.height - 2);
    expect(await axeViolations(page, 'lesson room 390×844, board')).toEqual([]);
    await touchGestures(page);
    await dragTile(page);
    await unreadCounted(page, 'Board');
    // Each tab fills the room; the page never scrolls.
    for (const name of ['Notes', 'Outline', 'Chat'] as const) {
      await showTab(page, name);
      noPageScroll({ scroll: await pageScroll(page) });
      expect(await canvas(page).isVisible()).toBe(false);
    }
    expect(await axeViolations(page, 'lesson room 390×844, chat')).toEqual([]);
    await showTab(page, 'Board');
    await toolsByKeyboard(page);
    await showTab(page, 'Board');
    noPageScroll(await geometry(page));
  });

  it('phone turned, 844×390: the board, the tile and the bottom tabs fit, no page scroll', async () => {
    const viewport = { width: 844, height: 390 };
    const page = await roomWithVideo({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const g = await geometry(page);
    noPageScroll(g);
    expect(await barControlsOutOfView(page)).toEqual([]);
    videoInView(g);
    expect(g.share).toBeGreaterThan(0.3);
    expect(await page.getByRole('tab', { name: /^Chat\b/ }).isVisible()).toBe(true);
    expect(await axeViolations(page, 'lesson room 844×390')).toEqual([]);
    await unreadCounted(page, 'Board');
    await showTab(page, 'Board');
    await toolsByKeyboard(page);
    await showTab(page, 'Board');
    noPageScroll(await geometry(page));
  });
});
