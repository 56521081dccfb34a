// What the messages browser tests share: a signed-in page of its own context, the conversation's parts, sending.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import type { TestUser } from '../support/db';
import { testEnv } from '../support/env';

export const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

/** A context of its own (kept in `contexts` for the file's clean-up), signed in as `user`. */
export async function signedInPage(browser: Browser, contexts: BrowserContext[], user: TestUser, before?: (c: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
  contexts.push(context);
  await before?.(context);
  const page = await context.newPage();
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password });
  return { context, page };
}

export const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
export const items = (page: Page) => log(page).getByTestId('message');
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
export const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

/** Opens the conversation's page (if not already there) and waits until the conversation is known. */
export async function openConversation(page: Page, conversation: string) {
  if (!page.url().endsWith(`/messages/${conversation}`)) await page.goto(app(`/messages/${conversation}`));
  // The log is empty (so not visible) until there are messages; the page is ready once the conversation is known.
  await log(page).waitFor({ state: 'attached', timeout: 20_000 });
  await page.getByRole('button', { name: /^(Block|Unblock)$/ }).waitFor({ timeout: 20_000 });
}

/** "Message" on the tutor's profile: opens (or starts) the pair's conversation; returns its id. */
export async function startConversation(page: Page, tutorId: string): Promise<string> {
  await page.goto(app(`/tutors/${tutorId}`));
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

export async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await sendButton(page).click();
}

/** Both inboxes connected: their first read has happened (the list has loaded on each). */
export async function inboxConnected(page: Page) {
  await page.locator('header a.messages-link').first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('mark_messages_delivered')), null, { timeout: 20_000 });
}
