// The booking pages with real data, signed in: axe-clean (WCAG 2 A/AA) for learner, tutor and founder, the
// learner's at 320 px too; the student directory finds a learner by email; guests get sign-in links that say where
// they lead; the tutor edits weekly hours in the browser and the slot function offers the new time to learners.
// The file owns its data: a learner (with a learner profile), a tutor with an account and weekly hours, an upcoming
// and a past session between them with the tutor's note, and an admin at aal2 for the founder pages. The founder
// hub's figures, compared with whole-table counts, are checked in founder-hub-figures.serial.test.ts.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { anonClient, createUser, signIn, type Client, type TestUser } from '../support/db';
import { signedInContext } from '../support/browser-session';
import { testEnv } from '../support/env';
import { createBooking, createStaff, createTutor, signInStaffAal2, type StaffUser, type TestTutor } from '../support/fixtures';
import { browserAndDb } from './browser-and-db';
import { axeViolations, WCAG2_TAGS } from './a11y-helpers';

const shared = browserAndDb();

const tag = randomUUID().slice(0, 6);
let learner: TestUser;
let tutor: TestTutor & { user: TestUser };
let admin: StaffUser;

beforeAll(async () => {
  const db = shared.db;
  learner = await createUser(db, `Sofía Ramírez ${tag}`);
  admin = await createStaff(db, 'admin', `Pages Admin ${tag}`);
  tutor = (await createTutor(db, { fullName: `James Pages ${tag}`, withAccount: true, timezone: 'Europe/London', currency: 'GBP', subjects: ['english'] })) as TestTutor & {
    user: TestUser;
  };
  await db.query(`update public.user_roles set role = 'tutor' where user_id = $1`, [tutor.user.id]);
  // Weekday hours only (Sunday is added in the browser below), 50-minute sessions with a 10-minute break.
  await db.query(`update tutors set session_minutes = 50, buffer_minutes = 10 where id = $1`, [tutor.id]);
  await db.query(
    `insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time)
     select $1, d, r.s, r.e from generate_series(1, 5) d cross join (values ('09:00'::time, '12:00'::time), ('16:00'::time, '19:00'::time)) r (s, e)`,
    [tutor.id],
  );
  await db.query(
    `insert into learner_profiles (user_id, goals, level, subjects, preferred_languages, timezone, needs, accommodations)
     values ($1, 'Pass the IELTS with band 7.', 'intermediate', '{english}', '{es,en}', 'America/Bogota', '{adhd}', 'Short tasks with a visible timer.')
     on conflict (user_id) do update set goals = excluded.goals, level = excluded.level, subjects = excluded.subjects,
       preferred_languages = excluded.preferred_languages, timezone = excluded.timezone, needs = excluded.needs, accommodations = excluded.accommodations`,
    [learner.id],
  );
  // An upcoming session (the tutor's /tutor and the learner's dashboard list it) and one held last week.
  const upcoming = await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: 3 * 24 * 60, minutes: 50 });
  const past = await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: -6 * 24 * 60, minutes: 50, status: 'completed', note: 'IELTS writing task 2.' });
  await db.query(`update bookings set subject = 'english', currency = 'GBP', price_minor = 2500 where id = any($1)`, [[upcoming, past]]);
  await db.query(`insert into tutor_notes (tutor_id, learner_id, body) values ($1, $2, 'Paragraph plans in 5 minutes next time.')`, [tutor.id, learner.id]);
});

afterAll(async () => {
  if (tutor) {
    await shared.db.query(`delete from bookings where tutor_id = $1`, [tutor.id]);
    await shared.db.query(`delete from tutors where id = $1`, [tutor.id]);
  }
  await shared.db.query(`delete from auth.users where id = any($1)`, [[learner?.id, tutor?.user.id, admin?.id].filter(Boolean)]);
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

/** A page in a new context, signed in as the client's user. */
async function pageOf(client: Client, width = 1280): Promise<Page> {
  const context = await signedInContext(shared.browser, client, { viewport: { width, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

const as = (user: TestUser, width = 1280) => signIn(user.email, user.password).then((client) => pageOf(client, width));

const violations = (page: Page) => axeViolations(page, page.url(), WCAG2_TAGS);

async function firstFreeSlot(): Promise<string> {
  const { data } = await anonClient().rpc('tutor_free_slots', {
    p_tutor_id: tutor.id,
    p_from: new Date(Date.now() + 2 * 86400_000).toISOString(),
    p_to: new Date(Date.now() + 30 * 86400_000).toISOString(),
  });
  return new Date((data as { starts_at: string }[])[0].starts_at).toISOString();
}

describe('booking pages are accessible', () => {
  for (const width of [1280, 320]) {
    it(`learner pages at ${width} px`, async () => {
      const page = await as(learner, width);
      const start = await firstFreeSlot();
      for (const [path, ready] of [
        [`/book?tutor=${tutor.id}&start=${encodeURIComponent(start)}`, 'booking-continue'],
        [`/confirm?tutor=${tutor.id}&start=${encodeURIComponent(start)}&subject=english`, 'booking-confirm'],
        ['/dashboard', 'upcoming-session'],
        ['/learner-profiles', null],
      ] as const) {
        await page.goto(app(path));
        if (ready) await page.getByTestId(ready).first().waitFor();
        else await page.locator('main form').waitFor();
        expect(await violations(page), path).toEqual([]);
      }
    });
  }

  it('tutor pages', async () => {
    const page = await as(tutor.user);
    await page.goto(app('/tutor'));
    await page.getByTestId('tutor-session').first().waitFor();
    expect(await page.getByTestId('tutor-session-learner').first().textContent()).toBe(`Sofía Ramírez ${tag}`);
    expect(await violations(page)).toEqual([]);
    await page.goto(app('/dashboard/availability'));
    await page.getByTestId('availability-save').waitFor();
    expect(await violations(page)).toEqual([]);
    // A tutor's page has no directory: the database would list only their current learners anyway.
    await page.goto(app('/learner-profiles'));
    await page.locator('main form').waitFor();
    expect(await page.getByTestId('student-directory').count()).toBe(0);
  });

  it('founder pages: the hub and the student directory', async () => {
    const founder = await pageOf(await signInStaffAal2(admin));
    await founder.goto(app('/founder-hub'));
    await founder.getByTestId('figures-30').waitFor();
    expect(await violations(founder)).toEqual([]);

    // The student directory: every learner for an admin, searchable by email, with their bookings on demand.
    await founder.goto(app('/learner-profiles'));
    const directory = founder.getByTestId('student-directory');
    await directory.getByRole('searchbox', { name: 'Search by name or email' }).fill(learner.email);
    await expect.poll(() => directory.getByTestId('directory-learner').count(), { timeout: 15_000 }).toBe(1);
    const found = directory.getByTestId('directory-learner');
    const booked = (await shared.db.query(`select count(*)::int n from bookings where learner_id = $1 and status <> 'cancelled'`, [learner.id])).rows[0].n;
    expect(booked).toBe(2);
    expect(await found.getByTestId('directory-sessions').textContent()).toMatch(new RegExp(`^${booked} booked, \\d+ held$`));
    await found.getByRole('button', { name: 'Bookings' }).click();
    await found.getByTestId('directory-bookings').waitFor();
    expect(await violations(founder)).toEqual([]);

    // The tutor editor: a rate that cannot be saved is said and nothing is sent; Deactivate changes only that.
    const row = async () => (await shared.db.query(`select hourly_rate_minor, headline, is_active from tutors where id = $1`, [tutor.id])).rows[0];
    const before = await row();
    await founder.goto(app(`/founder/tutors/${tutor.id}`));
    await founder.getByLabel('Hourly rate (in GBP)').fill('12.345');
    await founder.getByLabel('Headline').fill(`Draft headline ${tag}`);
    await founder.getByRole('button', { name: 'Save', exact: true }).click();
    await founder.getByTestId('founder-tutor-problem').filter({ hasText: 'Enter the hourly rate as a number above zero' }).waitFor();
    expect(await row()).toEqual(before);
    await founder.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(async () => (await row()).is_active).toBe(false);
    expect(await row()).toEqual({ ...before, is_active: false });
    await founder.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(async () => (await row()).is_active).toBe(true);
    expect(await violations(founder)).toEqual([]);
  });

  it('the hub: an old open contact message is listed above newer handled ones, and handled ones page back; so do security alerts', async () => {
    const db = shared.db;
    // An open message from 40 days ago, then 55 handled ones from yesterday: the 50 latest of any kind left it out.
    const open = (
      await db.query(`insert into contact_messages (name, email, subject, message, created_at) values ('Old Open', 'old-open@example.com', $1, 'Still waiting.', now() - interval '40 days') returning id`, [`Open ${tag}`])
    ).rows[0].id;
    const handled = (
      await db.query(
        `insert into contact_messages (name, email, subject, message, created_at, handled_at)
         select 'Done', 'done@example.com', $1 || ' ' || n, 'Answered.', now() - interval '1 day' + n * interval '1 second', now() from generate_series(1, 55) n returning id`,
        [`Handled ${tag}`],
      )
    ).rows.map((r: { id: string }) => r.id);
    // 25 alerts older than any other (a year ago, a second apart): they come only after the newer ones, page by page.
    const alerts = (
      await db.query(
        `insert into security_alerts (user_id, email, context, occurred_at)
         select $1, 'paging@example.com', $2 || ' ' || lpad(n::text, 2, '0'), now() - interval '400 days' + n * interval '1 second' from generate_series(1, 25) n returning id`,
        [learner.id, `Paging ${tag}`],
      )
    ).rows.map((r: { id: string }) => r.id);
    onTestFinished(async () => {
      await db.query(`delete from contact_messages where id = any($1)`, [[open, ...handled]]);
      await db.query(`delete from security_alerts where id = any($1)`, [alerts]);
    });

    const founder = await pageOf(await signInStaffAal2(admin));
    await founder.goto(app('/founder-hub'));
    const inbox = founder.getByRole('region', { name: 'Contact messages' });
    const openList = inbox.getByRole('list', { name: 'Open' });
    const handledList = inbox.getByRole('list', { name: 'Handled' });
    const oldOpen = openList.getByTestId('contact-message').filter({ hasText: `Open ${tag}` });
    await oldOpen.waitFor();
    expect(await handledList.getByTestId('contact-message').count(), 'the first page of handled messages').toBe(20);
    // Marked handled by keyboard: it leaves the open list, and focus stays on the inbox, not the page's body.
    await oldOpen.getByRole('button', { name: 'Mark handled' }).press('Enter');
    await oldOpen.waitFor({ state: 'detached' });
    await expect.poll(async () => (await db.query(`select handled_at is not null as done from contact_messages where id = $1`, [open])).rows[0].done).toBe(true);
    await expect.poll(() => founder.evaluate(() => !!document.activeElement?.closest('[aria-labelledby="inbox"]'))).toBe(true);
    // The handled messages page back to the oldest: ours once each, newest first, the one just handled last.
    const olderHandled = inbox.getByRole('button', { name: 'Show older handled messages' });
    for (let presses = 0; await olderHandled.isVisible(); presses++) {
      expect(presses, 'pages of handled messages').toBeLessThan(100);
      const before = await handledList.getByTestId('contact-message').count();
      await olderHandled.press('Enter');
      await expect.poll(() => handledList.getByTestId('contact-message').count()).toBeGreaterThan(before);
    }
    const ourHandled = (await handledList.getByTestId('contact-message').allTextContents()).flatMap((text) => text.match(new RegExp(`(Handled|Open) ${tag}( \\d+)?`))?.[0] ?? []);
    expect(ourHandled).toEqual([...Array.from({ length: 55 }, (_, i) => `Handled ${tag} ${55 - i}`), `Open ${tag}`]);

    const section = founder.getByRole('region', { name: 'Latest security alerts' });
    const older = section.getByRole('button', { name: 'Show older alerts' });
    const ours = section.getByTestId('security-alert').filter({ hasText: `Paging ${tag}` });
    // Each press adds the next page after the last alert shown, with focus on its first alert, until none is older.
    for (let presses = 0; await older.isVisible(); presses++) {
      expect(presses, 'pages of alerts').toBeLessThan(200);
      const before = await section.getByTestId('security-alert').count();
      await older.press('Enter');
      await expect.poll(() => section.getByTestId('security-alert').count()).toBeGreaterThan(before);
      await expect.poll(() => founder.evaluate((at) => document.activeElement === document.querySelectorAll('[data-testid="security-alert"]')[at], before)).toBe(true);
    }
    const shown = (await ours.allTextContents()).map((text) => text.match(/Paging \w+ (\d+)/)![1]);
    // All 25 once each, newest first: no page skipped or repeated one.
    expect(shown).toEqual(Array.from({ length: 25 }, (_, i) => String(25 - i).padStart(2, '0')));
    expect(await violations(founder)).toEqual([]);
  });
});

describe('guests', () => {
  it('the sign-in links of /learner-profiles and /tutor say where they lead, not "Sign in to book"', async () => {
    const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    for (const [path, sentence] of [
      ['/learner-profiles', 'Sign in to see and edit your learner profile.'],
      ['/tutor', 'Sign in with your tutor account to see your sessions.'],
    ] as const) {
      await page.goto(app(path));
      const link = page.locator('main').getByRole('link', { name: 'Sign in', exact: true });
      await link.waitFor();
      expect(new URL((await link.getAttribute('href'))!, app()).pathname, path).toBe('/auth');
      expect(await page.locator('main').textContent(), path).toContain(sentence);
      expect(await page.locator('main').getByText('Sign in to book').count(), path).toBe(0);
    }
  });
});

describe('availability', () => {
  it('a tutor adds Sunday hours in the browser; the learner sees the new time on the tutor profile', async () => {
    const tutorPage = await as(tutor.user);
    await tutorPage.goto(app('/dashboard/availability'));
    const sunday = tutorPage.getByTestId('weekday-7');
    await sunday.getByRole('button', { name: /Add hours/ }).click();
    await sunday.getByLabel('From').fill('06:00');
    await sunday.getByLabel('To').fill('07:00');
    await tutorPage.getByTestId('availability-save').click();
    await expect
      .poll(async () => (await shared.db.query(`select count(*)::int n from tutor_weekly_hours where tutor_id = $1 and weekday = 7`, [tutor.id])).rows[0].n, { timeout: 10_000 })
      .toBe(1);
    const { data } = await anonClient().rpc('tutor_free_slots', {
      p_tutor_id: tutor.id,
      p_from: new Date(Date.now() + 86400_000).toISOString(),
      p_to: new Date(Date.now() + 15 * 86400_000).toISOString(),
    });
    const sundays = (data as { starts_at: string }[]).filter((s) => {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(s.starts_at));
      return local === 'Sun 06:00';
    });
    expect(sundays.length).toBeGreaterThanOrEqual(1);
    // A learner opening the tutor's profile sees the new Sunday time among the slot links.
    const learnerPage = await as(learner);
    await learnerPage.goto(app(`/tutors/${tutor.id}`));
    const sundayStart = new Date(sundays[0].starts_at).toISOString();
    await learnerPage.locator(`[data-testid="tutor-slots"] a[data-start="${sundayStart}"]`).waitFor();
  });

  it('a learner is told availability is for tutors', async () => {
    const page = await as(learner);
    await page.goto(app('/dashboard/availability'));
    await page.getByTestId('availability-not-tutor').waitFor();
  });
});
