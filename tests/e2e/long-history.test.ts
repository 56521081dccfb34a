// A learner with a long history (210 past lessons, a year and more of weekly lessons) still sees the lesson coming up
// on their dashboard, and the tutor sees that learner among theirs: neither list is the oldest 200 bookings.
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, expect, it } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import { createUser } from '../support/db';
import { testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
const users: string[] = [];
const tutors: string[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await shared.db.query(`delete from bookings where tutor_id = any($1)`, [tutors]);
  await shared.db.query(`delete from tutors where id = any($1)`, [tutors]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [users]);
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

it('after 210 past lessons the upcoming one is on the dashboard, and a new learner among the tutor\'s learners', async () => {
  const db = shared.db;
  const [learner, tutorUser, newcomer] = await Promise.all([createUser(db, 'Loyal Learner'), createUser(db, 'Tina Longtime'), createUser(db, 'Nina Newcomer')]);
  users.push(learner.id, tutorUser.id, newcomer.id);
  const tutorId = randomUUID();
  tutors.push(tutorId);
  await db.query(`insert into tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, $3, 'Tina Longtime', 3000, 'USD', 'UTC')`, [
    tutorId,
    tutorUser.id,
    `long-${tutorId.slice(0, 8)}`,
  ]);
  // One lesson a day for 210 days, then one in three days; the newcomer's first lesson is next week.
  await db.query(
    `insert into bookings (learner_id, tutor_id, starts_at, ends_at, status, created_at)
     select $1, $2, date_trunc('hour', now()) - make_interval(days => d), date_trunc('hour', now()) - make_interval(days => d) + interval '1 hour', 'completed', now() - interval '300 days'
     from generate_series(1, 210) d`,
    [learner.id, tutorId],
  );
  await db.query(
    `insert into bookings (learner_id, tutor_id, starts_at, ends_at, created_at) values ($1, $2, date_trunc('hour', now()) + interval '3 days', date_trunc('hour', now()) + interval '3 days 1 hour', now())`,
    [learner.id, tutorId],
  );
  await db.query(
    `insert into bookings (learner_id, tutor_id, starts_at, ends_at, created_at) values ($1, $2, date_trunc('hour', now()) + interval '7 days', date_trunc('hour', now()) + interval '7 days 1 hour', now())`,
    [newcomer.id, tutorId],
  );

  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: learner.email, password: learner.password, path: '/dashboard' });
  const session = page.getByTestId('upcoming-session');
  await session.first().waitFor({ timeout: 20_000 });
  expect(await session.count()).toBe(1);
  expect(await session.textContent()).toContain('Tina Longtime');

  const tutorContext = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(tutorContext);
  const tutorPage = await tutorContext.newPage();
  await signInPage(tutorPage, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: tutorUser.email, password: tutorUser.password });
  await tutorPage.goto(app('/learner-profiles'));
  const learners = tutorPage.getByTestId('learner-profile');
  await learners.nth(1).waitFor({ timeout: 20_000 });
  expect((await learners.allTextContents()).map((t) => (t.includes('Nina Newcomer') ? 'Nina' : t.includes('Loyal Learner') ? 'Loyal' : t))).toEqual(['Nina', 'Loyal']);
});
