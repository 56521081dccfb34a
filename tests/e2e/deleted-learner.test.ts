// A learner deletes their account: the tutor's dashboard still loads, shows the learner's session of today as
// "Deleted account" (no name, profile or notes), the other learners' sessions as before, and not the deleted
// learner's session of tomorrow, which the deletion cancelled.
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, expect, it } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import { createUser, signIn } from '../support/db';
import { testEnv } from '../support/env';
import { middayZone } from '../support/midday-zone';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
const users: string[] = [];
const tutorId = randomUUID();
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await shared.db.query(`delete from tutors where id = $1`, [tutorId]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [users]);
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

it("the tutor's dashboard labels a deleted learner's session 'Deleted account' and still lists the others", async () => {
  const db = shared.db;
  const [tutor, gone, other] = await Promise.all([createUser(db, 'Dana Dashboard'), createUser(db, 'Gil Gone'), createUser(db, 'Olivia Other')]);
  users.push(tutor.id, gone.id, other.id);
  await db.query(`insert into tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, $3, 'Dana Dashboard', 3000, 'USD', 'UTC')`, [
    tutorId,
    tutor.id,
    `rls-dash-${tutorId.slice(0, 8)}`,
  ]);
  await db.query(`insert into learner_profiles (user_id, goals) values ($1, 'Pass the exam')`, [gone.id]);
  const add = (learner: string, startsInMinutes: number, minutes: number) =>
    db.query(
      `insert into bookings (learner_id, tutor_id, starts_at, ends_at, created_at)
       values ($1, $2, now() + make_interval(mins => $3), now() + make_interval(mins => $3 + $4), now() - interval '3 days') returning id`,
      [learner, tutorId, startsInMinutes, minutes],
    );
  // Today, just ended; tomorrow (20 hours away); the other learner's session the day after.
  const today = (await add(gone.id, -5, 4)).rows[0].id;
  const tomorrow = (await add(gone.id, 20 * 60, 60)).rows[0].id;
  await add(other.id, 44 * 60, 60);

  const client = await signIn(gone.email, gone.password);
  expect((await client.rpc('delete_my_account')).error).toBeNull();
  const { rows } = await db.query(`select id, status, learner_id from bookings where id = any($1) order by starts_at`, [[today, tomorrow]]);
  expect(rows).toEqual([
    { id: today, status: 'confirmed', learner_id: null },
    { id: tomorrow, status: 'cancelled', learner_id: null },
  ]);

  // Noon on the device: the session that ended a minute ago is today's whenever the suite runs.
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: middayZone() });
  contexts.push(context);
  const page = await context.newPage();
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: tutor.email, password: tutor.password });
  await page.goto(app('/tutor'));
  await page.getByTestId('tutor-session').nth(1).waitFor();
  expect(await page.getByTestId('tutor-session-learner').allTextContents()).toEqual(['Deleted account', 'Olivia Other']);
  // Notes are offered for the learner who still has an account only.
  expect(await page.getByTestId('tutor-session').nth(0).locator('textarea').count()).toBe(0);
  expect(await page.getByTestId('tutor-session').nth(1).locator('textarea').count()).toBe(1);
});
