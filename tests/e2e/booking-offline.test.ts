// The booking pages offline: the tutor dashboard lists the courses the tutor teaches (each a link, saveable for
// offline with the course pages' button), and the tutor's and the learner's dashboards and a booking's thanks page,
// visited online, open offline after a reload with their last data and its age.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { controlledBySw, signInPage } from '../../scripts/lib/sync-harness.mjs';
import { axeViolations, layoutProblems, useWideFont, WCAG2_TAGS } from './a11y-helpers';
import { anonClient, createUser, signIn } from '../support/db';
import { demoPassword, testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';
import { keptOnDevice } from './device-helpers';

const shared = browserAndDb();

const JAMES = '7a000000-0000-4000-8000-000000000002';
const VALENTINA = '7a000000-0000-4000-8000-000000000001';
const IELTS = 'c0000000-0000-4000-8000-000000000002'; // taught by James
const ENGLISH = { locale: 'en-US', country: 'US', currency: 'USD', timezone: 'America/New_York', source: 'device', useDeviceLocale: false };

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

async function signedIn(email: string, password = demoPassword, path = '/'): Promise<{ page: Page; context: BrowserContext }> {
  const context = await shared.browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.addInitScript((state) => {
    if (localStorage.getItem('summit.locale.v1') === null) localStorage.setItem('summit.locale.v1', state);
  }, JSON.stringify(ENGLISH));
  const page = await context.newPage();
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email, password, path });
  await controlledBySw(page);
  return { page, context };
}

const violations = (page: Page) => axeViolations(page, page.url(), WCAG2_TAGS);

const AGE = /^Data from (now|\d+ seconds? ago|1 minute ago)\. You are offline\.$/;

describe('tutor dashboard', () => {
  it('lists the courses the tutor teaches, saveable for offline; visited online, it opens offline after a reload', async () => {
    const { page, context } = await signedIn('tutor@example.com', demoPassword, '/tutor');
    await page.goto(app('/tutor'));
    await page.getByTestId('tutor-session').first().waitFor();
    const course = page.getByTestId('taught-course').filter({ hasText: 'IELTS Speaking Bootcamp' });
    await course.waitFor();
    const taught = (await shared.db.query(`select count(*)::int n from courses where tutor_id = $1 and is_published`, [JAMES])).rows[0].n;
    expect(await page.getByTestId('taught-course').count()).toBe(taught);
    expect(await course.getByRole('link', { name: 'IELTS Speaking Bootcamp' }).getAttribute('href')).toBe(`/courses/${IELTS}`);
    expect(await violations(page)).toEqual([]);

    await course.getByRole('button', { name: 'Save for offline' }).click();
    await course.getByTestId('course-saved').waitFor({ timeout: 20_000 });
    const sessions = await page.getByTestId('tutor-session-learner').allTextContents();
    // The device copies are written just after the data arrives.
    await keptOnDevice(page, '"booking","tutor-dashboard"');
    await keptOnDevice(page, '"booking","taught-courses"');

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('tutor-session').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('tutor-session-learner').allTextContents()).toEqual(sessions);
    await page.getByTestId('taught-course').filter({ hasText: 'IELTS Speaking Bootcamp' }).getByTestId('course-saved').waitFor();
    expect(await page.getByTestId('data-age').first().textContent()).toMatch(AGE);
    // The saved course opens offline from the dashboard's link.
    await page.getByRole('link', { name: 'IELTS Speaking Bootcamp' }).click();
    await page.locator('main h1', { hasText: 'IELTS Speaking Bootcamp' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('reading-saved').waitFor();
    await context.setOffline(false);
  });
});

describe('tutor dashboard in five languages', () => {
  const XLARGE = JSON.stringify({ textColor: 'default', backgroundColor: 'default', fontSize: 'xlarge', dyslexiaFriendlyFont: false });
  const heading: Record<string, string> = { 'en-US': 'Courses you teach', 'en-GB': 'Courses you teach', 'es-CO': 'Cursos que enseñas', 'es-ES': 'Cursos que enseñas', 'fr-FR': 'Vos cours' };
  it.each(Object.keys(heading))('%s at 320 px, font size xlarge: the courses section translated, axe-clean, no reflow problem', async (locale) => {
    const context = await shared.browser.newContext({ locale, viewport: { width: 320, height: 640 } });
    contexts.push(context);
    await useWideFont(context);
    await context.addInitScript((settings) => {
      if (!localStorage.getItem('accessibility_settings')) localStorage.setItem('accessibility_settings', settings);
    }, XLARGE);
    const page = await context.newPage();
    await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: 'tutor@example.com', password: demoPassword, path: '/tutor' });
    await page.getByTestId('taught-course').first().getByRole('button').waitFor();
    expect(await page.locator('#taught-courses').textContent()).toBe(heading[locale]);
    expect([...(await axeViolations(page, locale)), ...(await layoutProblems(page, locale))]).toEqual([]);
  });
});

describe('learner dashboard', () => {
  it("a learner's sessions, visited online, open offline after a reload; a cancellation refreshes them", async () => {
    const user = await createUser(shared.db, 'Offline Reader');
    const { data } = await anonClient().rpc('tutor_free_slots', {
      p_tutor_id: VALENTINA,
      p_from: new Date(Date.now() + 5 * 86400_000).toISOString(),
      p_to: new Date(Date.now() + 40 * 86400_000).toISOString(),
    });
    const slots = (data as { starts_at: string }[]).map((s) => new Date(s.starts_at).toISOString());
    const client = await signIn(user.email, user.password);
    const start = slots[slots.length - 3];
    const { error } = await client.rpc('book_session', { p_id: crypto.randomUUID(), p_tutor_id: VALENTINA, p_starts_at: start, p_subject: 'mathematics', p_note: '' }).single();
    expect(error).toBeNull();

    const { page, context } = await signedIn(user.email, user.password, '/dashboard');
    await page.goto(app('/dashboard'));
    const session = page.getByTestId('upcoming-session');
    await session.first().waitFor();
    expect(await session.count()).toBe(1);
    expect(await session.first().textContent()).toContain('Valentina Gómez');
    await keptOnDevice(page, '"booking","learner-sessions"');

    await context.setOffline(true);
    await page.reload();
    await session.first().waitFor({ timeout: 15_000 });
    expect(await session.first().textContent()).toContain('Valentina Gómez');
    expect(await page.getByTestId('data-age').first().textContent()).toMatch(AGE);

    // Back online: cancelling refreshes the list (the cancelled session moves to the past ones).
    await context.setOffline(false);
    await page.reload();
    await session.first().getByTestId('session-cancel').click();
    await session.first().getByTestId('session-cancel-confirm').click();
    await expect.poll(() => session.count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('past-session').first().textContent()).toContain('Valentina Gómez');
  });
});

describe('booking thanks page', () => {
  it('a booking\'s thanks page, visited online, opens offline after a reload with its details and their age', async () => {
    const user = await createUser(shared.db, 'Thanks Offline');
    const { data } = await anonClient().rpc('tutor_free_slots', {
      p_tutor_id: VALENTINA,
      p_from: new Date(Date.now() + 6 * 86400_000).toISOString(),
      p_to: new Date(Date.now() + 40 * 86400_000).toISOString(),
    });
    const slots = (data as { starts_at: string }[]).map((s) => new Date(s.starts_at).toISOString());
    const client = await signIn(user.email, user.password);
    const id = crypto.randomUUID();
    const { error } = await client.rpc('book_session', { p_id: id, p_tutor_id: VALENTINA, p_starts_at: slots[slots.length - 5], p_subject: 'mathematics', p_note: '' }).single();
    expect(error).toBeNull();

    const path = `/booking/thanks?id=${id}`;
    const { page, context } = await signedIn(user.email, user.password, path);
    await page.goto(app(path));
    const details = page.getByTestId('thanks-details');
    await details.waitFor();
    const online = await details.textContent();
    expect(online).toContain('Valentina Gómez');
    expect(await page.getByTestId('data-age').count()).toBe(0);
    await keptOnDevice(page, id);

    await context.setOffline(true);
    await page.reload();
    await details.waitFor({ timeout: 15_000 });
    expect(await details.textContent()).toBe(online);
    expect(await page.getByTestId('thanks-ics').count()).toBe(1);
    expect(await page.getByTestId('data-age').textContent()).toMatch(AGE);
    await context.setOffline(false);
  });
});
