// Weekly lessons in Chromium against the local stack: on /book a learner ticks "Every week", chooses the number of
// weeks and sees the "Lesson dates" list, a week already taken (made in the database first) saying "Not available"
// and why; the rest is booked, the thanks page lists each date and its calendar file is one event with RRULE and
// EXDATE; the dashboard shows the series as such. Offline, the series request waits in the outbox and its outcome
// shows when back online. The tutor moves one lesson of a series from their dashboard. axe-clean on each page. The
// file owns its tutors and learners.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { controlledBySw, signInPage } from '../../scripts/lib/sync-harness.mjs';
import { randomUUID } from 'node:crypto';
import { createUser, signIn, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { createTutor, type TestTutor } from '../support/fixtures';
import { axeViolations, settle } from './a11y-helpers';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();
const ENGLISH = { locale: 'en-US', country: 'US', currency: 'USD', timezone: 'America/New_York', source: 'device', useDeviceLocale: false };
const TZ = 'Europe/Madrid';

const contexts: BrowserContext[] = [];
const tutors: TestTutor[] = [];
const users: TestUser[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  const ids = tutors.map((t) => t.id);
  await shared.db.query(`delete from bookings where tutor_id = any($1)`, [ids]);
  await shared.db.query(`delete from booking_series where tutor_id = any($1)`, [ids]);
  await shared.db.query(`delete from tutors where id = any($1)`, [ids]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [users.map((u) => u.id)]);
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

/** A tutor of this file in Madrid, open 08:00–20:00 every day, one-hour sessions. */
async function openTutor(withAccount = false): Promise<TestTutor> {
  const tutor = await createTutor(shared.db, { fullName: 'Weekly Tutor', timezone: TZ, subjects: ['mathematics'], withAccount });
  if (tutor.user) users.push(tutor.user);
  tutors.push(tutor);
  await shared.db.query(`update tutors set session_minutes = 60, buffer_minutes = 0 where id = $1`, [tutor.id]);
  await shared.db.query(
    `insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '08:00', '20:00' from generate_series(1, 7) d`,
    [tutor.id],
  );
  return tutor;
}

/** Week `week` of a series whose first lesson is 10:00 Madrid, `days` from today. */
async function madridWeek(days: number, week: number): Promise<string> {
  const { rows } = await shared.db.query(
    `select ((((now() at time zone $1)::date + $2::int) + $3::int * 7) + time '10:00') at time zone $1 as s`,
    [TZ, days, week],
  );
  return (rows[0].s as Date).toISOString();
}

async function learnerPage(options: BrowserContextOptions = {}): Promise<{ page: Page; user: TestUser }> {
  const user = await createUser(shared.db, 'Weekly Learner');
  users.push(user);
  return { page: await pageOf(user, options), user };
}

/** A signed-in page in a new context; `{ serviceWorkers: 'allow' }` for the tests of offline use. */
async function pageOf(user: TestUser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  contexts.push(context);
  await context.addInitScript((state) => {
    if (localStorage.getItem('summit.locale.v1') === null) localStorage.setItem('summit.locale.v1', state);
  }, JSON.stringify(ENGLISH));
  const page = await context.newPage();
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password });
  return page;
}

/** The calendar file's lines, unfolded (RFC 5545 3.1). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
const madridStamp = (iso: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
};

describe('weekly lessons', () => {
  it('a weekly series with one taken week: "Not available" in the list, the rest booked, one .ics event with RRULE and EXDATE', async () => {
    const tutor = await openTutor(true);
    const other = await createUser(shared.db, 'Earlier Learner');
    users.push(other);
    const first = await madridWeek(3, 0);
    const taken = await madridWeek(3, 2);
    await shared.db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`, [
      other.id, tutor.id, taken,
    ]);

    const { page, user } = await learnerPage();
    await page.goto(app(`/book?tutor=${tutor.id}&start=${encodeURIComponent(first)}`));
    await page.getByTestId('booking-tutor').waitFor();
    await page.getByRole('checkbox', { name: 'Every week' }).check();
    const weeks = page.getByRole('spinbutton', { name: 'Number of weeks' });
    await weeks.fill('6');
    const dates = page.getByRole('list', { name: 'Lesson dates' });
    await expect.poll(() => dates.getByRole('listitem').count(), { timeout: 15_000 }).toBe(6);
    const items = await dates.getByRole('listitem').allTextContents();
    expect(items.filter((text) => text.includes('Not available'))).toHaveLength(1);
    expect(items[2]).toContain('Not available: the tutor already has a lesson then');
    expect(items.filter((text) => text.includes('Available'))).toHaveLength(5);
    // Dates in the learner's zone (New York): 10:00 Madrid is 04:00 or 05:00 there.
    expect(items[0]).toMatch(/0[45]:00 AM/);
    await settle(page);
    expect(await axeViolations(page, '/book weekly')).toEqual([]);

    await page.getByTestId('booking-continue').click();
    await page.waitForURL(/\/confirm\?.*weeks=6/);
    await page.getByTestId('booking-confirm').waitFor();
    expect(await page.getByTestId('booking-confirm').textContent()).toBe('Book the available dates');
    await page.getByTestId('booking-confirm').click();
    await page.waitForURL(/\/booking\/thanks\?series=/);
    const seriesId = new URL(page.url()).searchParams.get('series')!;
    await page.getByRole('heading', { name: 'Your weekly lessons are booked' }).waitFor({ timeout: 15_000 });
    const booked = page.getByRole('list', { name: 'Lesson dates' });
    await expect.poll(async () => (await booked.getByRole('listitem').allTextContents()).filter((t) => t.endsWith('Booked')).length, { timeout: 15_000 }).toBe(5);
    const after = await booked.getByRole('listitem').allTextContents();
    expect(after).toHaveLength(6);
    expect(after[2]).toContain('Not available');
    expect(await page.getByTestId('series-label').textContent()).toContain('Weekly, 6 lessons');

    const { rows } = await shared.db.query(`select series_week from bookings where series_id = $1 and learner_id = $2 order by series_week`, [seriesId, user.id]);
    expect(rows.map((r) => r.series_week)).toEqual([0, 1, 3, 4, 5]);

    // The calendar file: one event, weekly for six weeks at 10:00 Madrid, the taken week excluded, UID = the series.
    await page.getByTestId('thanks-ics').waitFor();
    const href = await page.getByTestId('thanks-ics').getAttribute('href');
    const lines = icsLines(decodeURIComponent(href!.replace(/^data:text\/calendar;charset=utf-8,/, '')));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`UID:${seriesId}@summit`);
    expect(lines).toContain('RRULE:FREQ=WEEKLY;COUNT=6');
    expect(lines).toContain(`DTSTART;TZID=${TZ}:${madridStamp(first)}`);
    expect(lines.filter((l) => l.startsWith('EXDATE'))).toEqual([`EXDATE;TZID=${TZ}:${madridStamp(taken)}`]);
    // The TZID it names is defined in the file: one VTIMEZONE block for Madrid (summer and winter time), before the event.
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone[1]).toBe(`TZID:${TZ}`);
    expect(zone).toEqual(expect.arrayContaining(['BEGIN:STANDARD', 'TZOFFSETTO:+0100', 'BEGIN:DAYLIGHT', 'TZOFFSETTO:+0200']));
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    await settle(page);
    expect(await axeViolations(page, '/booking/thanks series')).toEqual([]);

    // The dashboard shows the series as such, with "Cancel the rest of the series".
    await page.goto(app('/dashboard'));
    const series = page.getByTestId('series-item');
    await series.waitFor({ timeout: 15_000 });
    expect(await series.textContent()).toContain('Weekly, 6 lessons');
    expect(await series.getByRole('button', { name: 'Cancel the rest of the series' }).isVisible()).toBe(true);
    await settle(page);
    expect(await axeViolations(page, '/dashboard series')).toEqual([]);

    // Moving the first lesson: the same booking at another time, nothing cancelled, the series keeps it.
    const firstLesson = (await shared.db.query(`select id from bookings where series_id = $1 and series_week = 0`, [seriesId])).rows[0].id as string;
    const lesson = page.getByTestId('upcoming-session').first();
    await lesson.getByTestId('session-reschedule').click();
    const moveGroup = lesson.getByRole('group', { name: 'Choose a new time' });
    await moveGroup.getByRole('listitem').first().getByRole('button').click();
    await expect
      .poll(async () => (await shared.db.query(`select starts_at from bookings where id = $1`, [firstLesson])).rows[0].starts_at.toISOString(), { timeout: 15_000 })
      .not.toBe(first);
    const statuses = await shared.db.query(`select status, late_cancellation from bookings where series_id = $1`, [seriesId]);
    expect(statuses.rows).toHaveLength(5);
    expect(statuses.rows.every((r) => r.status === 'confirmed' && r.late_cancellation === false)).toBe(true);

    // The tutor's dashboard shows the series as such.
    const tutorPage = await pageOf(tutor.user!);
    await tutorPage.goto(app('/tutor'));
    const tutorSeries = tutorPage.getByTestId('series-item');
    await tutorSeries.waitFor({ timeout: 15_000 });
    expect(await tutorSeries.textContent()).toContain('Weekly, 6 lessons');
    expect(await tutorSeries.textContent()).toContain('Weekly Learner');
    expect(await tutorSeries.getByRole('button', { name: 'Cancel the rest of the series' }).isVisible()).toBe(true);
    await settle(tutorPage);
    expect(await axeViolations(tutorPage, '/tutor series')).toEqual([]);
  });

  it('the tutor moves one lesson of a series from their dashboard, by keyboard: the same booking at the new time, the series keeps it', async () => {
    const tutor = await openTutor(true);
    const learner = await createUser(shared.db, 'Moved Learner');
    users.push(learner);
    const seriesId = randomUUID();
    const client = await signIn(learner.email, learner.password);
    const made = await client.rpc('book_series', { p_id: seriesId, p_tutor_id: tutor.id, p_starts_at: await madridWeek(3, 0), p_weeks: 3, p_subject: 'mathematics' });
    expect(made.error).toBeNull();
    const lessons = (await shared.db.query(`select id, starts_at from bookings where series_id = $1 order by series_week`, [seriesId])).rows as { id: string; starts_at: Date }[];
    expect(lessons).toHaveLength(3);

    const page = await pageOf(tutor.user!);
    await page.goto(app('/tutor'));
    const move = page.getByRole('button', { name: 'Move this lesson' });
    await expect.poll(() => move.count(), { timeout: 15_000 }).toBe(3);
    await move.first().focus();
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: 'Choose a new time for this lesson (the rest of the series stays)' });
    await group.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    await settle(page);
    expect(await axeViolations(page, '/tutor move a lesson')).toEqual([]);
    const slot = group.getByRole('listitem').first().getByRole('button');
    await slot.focus();
    await page.keyboard.press('Enter');

    // One change of the same booking: nothing cancelled, nothing added, the other weeks where they were.
    await expect
      .poll(async () => (await shared.db.query(`select starts_at from bookings where id = $1`, [lessons[0].id])).rows[0].starts_at.getTime(), { timeout: 15_000 })
      .not.toBe(lessons[0].starts_at.getTime());
    const after = (await shared.db.query(`select id, starts_at, status, series_week from bookings where series_id = $1 order by series_week`, [seriesId])).rows;
    expect(after.map((r) => [r.id, r.status, r.series_week])).toEqual(lessons.map((l, i) => [l.id, 'confirmed', i]));
    expect(after.slice(1).map((r) => r.starts_at.getTime())).toEqual(lessons.slice(1).map((l) => l.starts_at.getTime()));
    const state = (await shared.db.query(`select public.series_state($1) as s`, [seriesId])).rows[0].s as { dates: { moved: boolean }[] };
    expect(state.dates.map((d) => d.moved)).toEqual([true, false, false]);
    // The group closes once moved.
    await group.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('offline: the series request waits in the outbox and its dates show when back online', async () => {
    const tutor = await openTutor();
    const first = await madridWeek(4, 0);
    const { page } = await learnerPage({ serviceWorkers: 'allow' });
    await controlledBySw(page);
    await page.goto(app(`/confirm?tutor=${tutor.id}&start=${encodeURIComponent(first)}&subject=mathematics&weeks=3`));
    await page.getByTestId('booking-confirm').waitFor();
    await page.context().setOffline(true);
    await page.getByTestId('booking-confirm').click();
    await page.getByTestId('request-pending').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Weekly lessons request saved on this device');
    const seriesId = new URL(page.url()).searchParams.get('seriesRequest')!;
    expect((await shared.db.query(`select count(*)::int as n from booking_series where id = $1`, [seriesId])).rows[0].n).toBe(0);
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Your weekly lessons are booked' }).waitFor({ timeout: 30_000 });
    const dates = page.getByRole('list', { name: 'Lesson dates' });
    await expect.poll(() => dates.getByRole('listitem').count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(async () => (await dates.getByRole('listitem').allTextContents()).filter((t) => t.endsWith('Booked')).length, { timeout: 15_000 }).toBe(3);
    expect((await shared.db.query(`select count(*)::int as n from bookings where series_id = $1`, [seriesId])).rows[0].n).toBe(3);
  });
});
