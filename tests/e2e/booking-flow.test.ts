// The booking flow in Chromium against the local stack: book → thanks → .ics → dashboard → cancel; two learners
// confirming the same time at once; confirming offline (booked on reconnect, or a conflict when the time was
// taken meanwhile); a guest signs in and comes back to the same selection; a tutor's weekly hours change the slots.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlledBySw, signInPage, waitForOutbox } from '../../scripts/lib/sync-harness.mjs';
import { anonClient, createUser, signIn, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { createBooking, createTutor } from '../support/fixtures';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();

const TUTOR = '7a000000-0000-4000-8000-000000000001'; // Valentina Gómez, America/Bogota
const ENGLISH = { locale: 'en-US', country: 'US', currency: 'USD', timezone: 'America/New_York', source: 'device', useDeviceLocale: false };

const contexts: BrowserContext[] = [];
let slots: string[] = [];
let nextSlot = 0;
/** A free slot of the tutor nobody else in this file uses. */
const takeSlot = () => slots[(nextSlot += 2)];

beforeAll(async () => {
  const { data, error } = await anonClient().rpc('tutor_free_slots', {
    p_tutor_id: TUTOR,
    p_from: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    p_to: new Date(Date.now() + 40 * 24 * 3600_000).toISOString(),
  });
  if (error) throw error;
  slots = (data as { starts_at: string }[]).map((s) => new Date(s.starts_at).toISOString());
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

/** A page in a new context; `{ serviceWorkers: 'allow' }` for the tests of offline use. */
async function freshPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, ...options });
  contexts.push(context);
  await context.addInitScript((state) => {
    if (localStorage.getItem('summit.locale.v1') === null) localStorage.setItem('summit.locale.v1', state);
  }, JSON.stringify(ENGLISH));
  return context.newPage();
}

async function learnerPage(options: BrowserContextOptions = {}): Promise<{ page: Page; user: TestUser }> {
  const user = await createUser(shared.db, 'Flow Learner');
  const page = await freshPage(options);
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password });
  return { page, user };
}

const bookingsAt = async (start: string) =>
  (await shared.db.query(`select id, learner_id, status from bookings where tutor_id = $1 and starts_at = $2 and status <> 'cancelled'`, [TUTOR, start])).rows;

async function openConfirm(page: Page, start: string) {
  await page.goto(app(`/confirm?tutor=${TUTOR}&start=${encodeURIComponent(start)}&subject=mathematics`));
  await page.getByTestId('booking-confirm').waitFor();
}

describe('booking', () => {
  it('book → thanks → .ics with the right DTSTART → dashboard → cancel', async () => {
    const { page, user } = await learnerPage();
    const start = takeSlot();
    await page.goto(app(`/book?tutor=${TUTOR}&start=${encodeURIComponent(start)}`));
    await page.getByTestId('booking-tutor').waitFor();
    expect(await page.getByTestId('booking-tutor').textContent()).toBe('Valentina Gómez');
    expect(await page.getByTestId('booking-tutor-time').textContent()).toBeTruthy();
    // Subjects show as names in the visitor's language, never as slugs.
    expect(await page.getByTestId('booking-subject').locator('option[value="physics"]').textContent()).toBe('Physics');
    await page.getByTestId('booking-subject').selectOption('physics');
    await page.getByTestId('booking-continue').click();
    await page.waitForURL(/\/confirm\?/);
    expect(new URL(page.url()).searchParams.get('subject')).toBe('physics');
    await page.getByTestId('booking-confirm').click();
    await page.waitForURL(/\/booking\/thanks\?id=/);
    const href = await page.getByTestId('thanks-ics').getAttribute('href');
    const ics = decodeURIComponent(href!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    const dtstart = /DTSTART:(\d{8}T\d{6}Z)/.exec(ics)![1];
    expect(dtstart).toBe(start.replace(/[-:]/g, '').replace('.000', ''));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // The calendar entry names the subject as the page does, never its slug.
    expect(ics).toContain('\r\nSUMMARY:Physics · Valentina Gómez\r\n');
    const [row] = await bookingsAt(start);
    expect(row.learner_id).toBe(user.id);

    await page.goto(app('/dashboard'));
    const session = page.getByTestId('upcoming-session').first();
    await session.waitFor();
    expect(await session.textContent()).toContain('Valentina Gómez · Physics · ');
    await session.getByTestId('session-cancel').click();
    expect(await session.textContent()).toContain('free until 24 hours');
    await session.getByTestId('session-cancel-confirm').click();
    await expect.poll(async () => (await shared.db.query(`select status from bookings where id = $1`, [row.id])).rows[0].status, { timeout: 10_000 }).toBe('cancelled');
  });

  it('two learners confirm the same time at once: one booking, the other sees it was taken and three other times', async () => {
    const [a, b] = await Promise.all([learnerPage(), learnerPage()]);
    const start = takeSlot();
    await Promise.all([openConfirm(a.page, start), openConfirm(b.page, start)]);
    await Promise.all([a.page.getByTestId('booking-confirm').click(), b.page.getByTestId('booking-confirm').click()]);
    const outcome = async (p: Page) => {
      await p.waitForFunction(() => location.pathname === '/booking/thanks' || !!document.querySelector('[data-testid="booking-error"]'));
      return new URL(p.url()).pathname === '/booking/thanks' ? 'booked' : 'conflict';
    };
    const results = await Promise.all([outcome(a.page), outcome(b.page)]);
    expect([...results].sort()).toEqual(['booked', 'conflict']);
    const loser = results[0] === 'conflict' ? a.page : b.page;
    expect(await loser.getByTestId('booking-error').textContent()).toBe('That time was just taken by someone else.');
    const alternatives = loser.getByTestId('booking-alternatives').getByRole('link');
    await expect.poll(() => alternatives.count(), { timeout: 10_000 }).toBe(3);
    expect(await bookingsAt(start)).toHaveLength(1);
  });

  it('offline confirm → pending → online → booked, once', async () => {
    const { page, user } = await learnerPage({ serviceWorkers: 'allow' });
    await controlledBySw(page);
    const start = takeSlot();
    await openConfirm(page, start);
    await page.context().setOffline(true);
    await page.getByTestId('booking-confirm').click();
    await page.getByTestId('request-pending').waitFor();
    expect(await bookingsAt(start)).toHaveLength(0);
    await page.context().setOffline(false);
    await page.getByTestId('thanks-ics').waitFor({ timeout: 30_000 });
    const rows = await bookingsAt(start);
    expect(rows).toHaveLength(1);
    expect(rows[0].learner_id).toBe(user.id);
  });

  it('offline confirm of a time taken meanwhile → conflict shown with other times', async () => {
    const { page } = await learnerPage({ serviceWorkers: 'allow' });
    await controlledBySw(page);
    const start = takeSlot();
    await openConfirm(page, start);
    await page.context().setOffline(true);
    await page.getByTestId('booking-confirm').click();
    await page.getByTestId('request-pending').waitFor();
    const other = await createUser(shared.db, 'Quicker Learner');
    const quick = await signIn(other.email, other.password);
    const taken = await quick.rpc('book_session', { p_id: crypto.randomUUID(), p_tutor_id: TUTOR, p_starts_at: start });
    expect(taken.error).toBeNull();
    await page.context().setOffline(false);
    await page.getByTestId('request-conflict').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('request-conflict').textContent()).toBe('That time was just taken by someone else.');
    await page.getByTestId('booking-alternatives').getByRole('link').first().waitFor();
    expect(await bookingsAt(start)).toHaveLength(1);
  });

  it('a guest is sent to sign in and comes back to the same selection', async () => {
    const user = await createUser(shared.db, 'Guest Learner');
    const page = await freshPage();
    const start = takeSlot();
    await page.goto(app(`/book?tutor=${TUTOR}&start=${encodeURIComponent(start)}`));
    await page.getByTestId('booking-continue').click();
    await page.waitForURL(/\/auth/);
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Email').fill(user.email);
    await panel.getByLabel('Password').fill(user.password);
    await panel.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/confirm\?/);
    expect(new URL(page.url()).searchParams.get('start')).toBe(start);
    await page.getByTestId('booking-confirm').waitFor();
  });

  it('hostile query parameters get a clear message', async () => {
    const page = await freshPage();
    await page.goto(app('/book?tutor=%3Cscript%3E&start=yesterday'));
    await page.getByRole('alert').getByText('This booking link is not valid.').waitFor();
    await page.goto(app(`/book?tutor=00000000-0000-4000-8000-000000000000&start=${encodeURIComponent(slots[0])}`));
    await page.getByRole('alert').getByText('This tutor is not available for booking.').waitFor();
  });
});

describe('a session in progress', () => {
  it('shows on the learner\'s dashboard as in progress with "Join lesson" only, not under "Upcoming" with "Cancel"', async () => {
    const { page, user } = await learnerPage();
    // A tutor of this test's own, so the session takes nobody else's time.
    const { id: tutorId } = await createTutor(shared.db, { fullName: 'Iris Inprogress', subjects: ['physics'] });
    try {
      const booking = await createBooking(shared.db, { learnerId: user.id, tutorId, startsInMinutes: -10 });
      await shared.db.query(`update bookings set subject = 'physics' where id = $1`, [booking]);
      await page.goto(app('/dashboard'));
      const session = page.getByTestId('session-in-progress');
      await session.waitFor();
      expect(await session.textContent()).toContain('Iris Inprogress · Physics');
      expect(await session.textContent()).toMatch(/In progress until /);
      expect(await session.getByRole('link', { name: 'Join lesson' }).count()).toBe(1);
      expect(await session.getByRole('button').count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'In progress', level: 3 }).count()).toBe(1);
      // Nothing under "Upcoming": no countdown at zero, no Cancel.
      expect(await page.getByTestId('upcoming-session').count()).toBe(0);
      expect(await page.getByTestId('session-countdown').count()).toBe(0);
    } finally {
      await shared.db.query(`delete from bookings where tutor_id = $1`, [tutorId]);
      await shared.db.query(`delete from tutors where id = $1`, [tutorId]);
    }
  });
});
