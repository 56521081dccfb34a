// The booking pages with real data, signed in: axe-clean (WCAG 2 A/AA) for learner, tutor and founder, at 320 px
// too; the tutor edits weekly hours in the browser and the slot function offers the new time to learners.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import { completeCodeStep } from './auth-helpers';
import { anonClient } from '../support/db';
import { demoPassword, testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';
import { axeViolations, WCAG2_TAGS } from './a11y-helpers';

const shared = browserAndDb();

const JAMES = '7a000000-0000-4000-8000-000000000002';
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

async function as(email: string, width = 1280): Promise<Page> {
  const context = await shared.browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email, password: demoPassword });
  return page;
}

const violations = (page: Page) => axeViolations(page, page.url(), WCAG2_TAGS);

async function firstFreeSlot(): Promise<string> {
  const { data } = await anonClient().rpc('tutor_free_slots', {
    p_tutor_id: JAMES,
    p_from: new Date(Date.now() + 2 * 86400_000).toISOString(),
    p_to: new Date(Date.now() + 30 * 86400_000).toISOString(),
  });
  return new Date((data as { starts_at: string }[])[0].starts_at).toISOString();
}

describe('booking pages are accessible', () => {
  for (const width of [1280, 320]) {
    it(`learner pages at ${width} px`, async () => {
      const page = await as('student@example.com', width);
      const start = await firstFreeSlot();
      for (const [path, ready] of [
        [`/book?tutor=${JAMES}&start=${encodeURIComponent(start)}`, 'booking-continue'],
        [`/confirm?tutor=${JAMES}&start=${encodeURIComponent(start)}&subject=english`, 'booking-confirm'],
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

  it('tutor and founder pages', async () => {
    const tutor = await as('tutor@example.com');
    await tutor.goto(app('/tutor'));
    await tutor.getByTestId('tutor-session').first().waitFor();
    expect(await tutor.getByTestId('tutor-session-learner').first().textContent()).toBe('Sofía Ramírez');
    expect(await violations(tutor)).toEqual([]);
    await tutor.goto(app('/dashboard/availability'));
    await tutor.getByTestId('availability-save').waitFor();
    expect(await violations(tutor)).toEqual([]);
    const founder = await as('founder@example.com');
    await founder.goto(app('/founder-hub'));
    await completeCodeStep(founder, 'founder@example.com');
    await founder.getByTestId('figures-30').waitFor();
    expect(await violations(founder)).toEqual([]);
    // The hub's figures are the database's.
    const signups = (await shared.db.query(`select count(*)::int n from auth.users where created_at >= now() - interval '30 days'`)).rows[0].n;
    const confirmed = (await shared.db.query(`select count(*)::int n from bookings where created_at >= now() - interval '30 days' and status = 'confirmed'`)).rows[0].n;
    expect(Number(await founder.getByTestId('figures-30').getByTestId('signups').textContent())).toBe(signups);
    expect(Number(await founder.getByTestId('figures-30').locator('[data-testid="bookings"] [data-key="confirmed"]').getAttribute('data-value'))).toBe(confirmed);

    // The student directory: every learner for an admin, searchable by email, with their bookings on demand.
    await founder.goto(app('/learner-profiles'));
    const directory = founder.getByTestId('student-directory');
    await directory.getByRole('searchbox', { name: 'Search by name or email' }).fill('student@example.com');
    await expect.poll(() => directory.getByTestId('directory-learner').count()).toBe(1);
    const learner = directory.getByTestId('directory-learner');
    const booked = (await shared.db.query(`select count(*)::int n from bookings b join auth.users u on u.id = b.learner_id where u.email = 'student@example.com' and b.status <> 'cancelled'`)).rows[0].n;
    expect(await learner.getByTestId('directory-sessions').textContent()).toMatch(new RegExp(`^${booked} booked, \\d+ held$`));
    await learner.getByRole('button', { name: 'Bookings' }).click();
    await learner.getByTestId('directory-bookings').waitFor();
    expect(await violations(founder)).toEqual([]);
    // A tutor's page has no directory: the database would list only their current learners anyway.
    await tutor.goto(app('/learner-profiles'));
    await tutor.locator('main form').waitFor();
    expect(await tutor.getByTestId('student-directory').count()).toBe(0);
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
    const tutor = await as('tutor@example.com');
    await tutor.goto(app('/dashboard/availability'));
    const sunday = tutor.getByTestId('weekday-7');
    await sunday.getByRole('button', { name: /Add hours/ }).click();
    await sunday.getByLabel('From').fill('06:00');
    await sunday.getByLabel('To').fill('07:00');
    await tutor.getByTestId('availability-save').click();
    await expect
      .poll(async () => (await shared.db.query(`select count(*)::int n from tutor_weekly_hours where tutor_id = $1 and weekday = 7`, [JAMES])).rows[0].n, { timeout: 10_000 })
      .toBe(1);
    const { data } = await anonClient().rpc('tutor_free_slots', {
      p_tutor_id: JAMES,
      p_from: new Date(Date.now() + 86400_000).toISOString(),
      p_to: new Date(Date.now() + 15 * 86400_000).toISOString(),
    });
    const sundays = (data as { starts_at: string }[]).filter((s) => {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(s.starts_at));
      return local === 'Sun 06:00';
    });
    expect(sundays.length).toBeGreaterThanOrEqual(1);
    // A learner opening the tutor's profile sees the new Sunday time among the slot links.
    const learner = await as('student@example.com');
    await learner.goto(app(`/tutors/${JAMES}`));
    const sundayStart = new Date(sundays[0].starts_at).toISOString();
    await learner.locator(`[data-testid="tutor-slots"] a[data-start="${sundayStart}"]`).waitFor();
    // Put the seed back for other tests.
    await shared.db.query(`delete from tutor_weekly_hours where tutor_id = $1 and weekday = 7`, [JAMES]);
  });

  it('a learner is told availability is for tutors', async () => {
    const page = await as('student@example.com');
    await page.goto(app('/dashboard/availability'));
    await page.getByTestId('availability-not-tutor').waitFor();
  });
});
