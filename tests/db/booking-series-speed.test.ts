// The set-based booking of a series keeps every check: the weeks are checked together and booked in one INSERT, and
// should a booking written without the tutor's lock collide with that INSERT (the exclusion constraint), the weeks
// are tried one by one and the colliding week is recorded as taken, the rest booked. The check of several starts at
// once agrees with the check of each; the next free slot is recomputed once per INSERT and not at all for bookings
// beyond the 28 days it looks at. This file owns its tutors and learners.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminDb, createUser, signIn, type TestUser } from '../support/db';
import { createTutor, type TestTutor } from '../support/fixtures';

let db: pg.Client;
const tutors: TestTutor[] = [];
const users: TestUser[] = [];

beforeAll(async () => {
  db = await adminDb();
});
afterAll(async () => {
  if (!db) return;
  const ids = tutors.map((t) => t.id);
  await db.query(`delete from bookings where tutor_id = any($1)`, [ids]);
  await db.query(`delete from booking_series where tutor_id = any($1)`, [ids]);
  await db.query(`delete from tutors where id = any($1)`, [ids]);
  await db.query(`delete from auth.users where id = any($1)`, [users.map((u) => u.id)]);
  await db.end();
});

/** A tutor in `timezone` with weekday hours 09:00–13:00, 45-minute sessions and a 15-minute buffer. */
async function tutorWithHours(timezone: string): Promise<TestTutor> {
  const tutor = await createTutor(db, { timezone, subjects: ['mathematics'] });
  tutors.push(tutor);
  await db.query(`update tutors set session_minutes = 45, buffer_minutes = 15 where id = $1`, [tutor.id]);
  await db.query(`insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '09:00', '13:00' from generate_series(1, 5) d`, [tutor.id]);
  return tutor;
}

async function learner(name: string) {
  const user = await createUser(db, name);
  users.push(user);
  return { user, client: await signIn(user.email, user.password) };
}

test('several starts checked at once give what each checked alone gives (taken, buffer, outside hours, override, too soon)', async () => {
  const tutor = await tutorWithHours('Europe/London');
  const other = await learner('Checks Learner');
  // Next Monday-to-Friday week, 10 days ahead at the earliest, in London.
  const { rows: [{ monday }] } = await db.query(
    `select ((now() at time zone 'Europe/London')::date + 10 + (8 - extract(isodow from (now() at time zone 'Europe/London')::date + 10)::int) % 7) as monday`,
  );
  const at = async (dayOffset: number, time: string) =>
    ((await db.query(`select (($1::date + $2::int) + $3::time) at time zone 'Europe/London' as s`, [monday, dayOffset, time])).rows[0].s as Date).toISOString();
  // Bookings on Monday 10:00–10:45 and Thursday 10:50–11:00 (inside the buffer of the 10:00 slot); Tuesday closed by
  // an override; Wednesday open 14:00–16:00 instead of the weekly hours.
  const taken = await at(0, '10:00');
  await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '45 minutes')`, [other.user.id, tutor.id, taken]);
  await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '10 minutes')`, [other.user.id, tutor.id, await at(3, '10:50')]);
  await db.query(`insert into tutor_date_overrides (tutor_id, on_date, start_time, end_time) values ($1, $2::date + 1, null, null), ($1, $2::date + 2, '14:00', '16:00')`, [tutor.id, monday]);
  const starts = [
    taken, await at(0, '11:00'), await at(3, '10:00'), await at(0, '12:30'), await at(1, '09:00'), await at(2, '09:00'), await at(2, '14:00'),
    await at(5, '10:00'), new Date(Date.now() + 60_000).toISOString(),
  ];
  const { rows: together } = await db.query(`select starts_at, problem from public.slot_problems_as_of($1, $2::timestamptz[], now())`, [tutor.id, starts]);
  const byStart = new Map(together.map((r) => [(r.starts_at as Date).toISOString(), r.problem as string | null]));
  const alone: (string | null)[] = [];
  for (const s of starts) alone.push((await db.query(`select public.slot_problem_as_of($1, $2, now()) as p`, [tutor.id, s])).rows[0].p);
  expect(starts.map((s) => byStart.get(s) ?? null)).toEqual(alone);
  expect(alone).toEqual(['slot_taken', null, 'slot_taken', 'tutor_unavailable', 'tutor_unavailable', 'tutor_unavailable', null, 'tutor_unavailable', 'too_soon']);
});

test('a booking written without the lock collides with the series INSERT: that week is recorded as taken, the others booked', async () => {
  const tutor = await tutorWithHours('America/New_York');
  const { user, client } = await learner('Collision Learner');
  const other = await learner('Unlocked Writer');
  const { rows: [{ s }] } = await db.query(
    `select (((now() at time zone 'America/New_York')::date + 7 + (8 - extract(isodow from (now() at time zone 'America/New_York')::date + 7)::int) % 7) + time '10:00') at time zone 'America/New_York' as s`,
  );
  const start = (s as Date).toISOString();
  const week3 = ((await db.query(`select public.series_occurrence('America/New_York', ($1::timestamptz at time zone 'America/New_York')::date, time '10:00', 3) as s`, [start])).rows[0].s as Date).toISOString();

  // A second connection writes week 3's time without the tutor's lock and keeps its transaction open: the series'
  // check cannot see it, and its INSERT waits on the exclusion constraint until that transaction commits.
  const writer = await adminDb();
  try {
    await writer.query('begin');
    await writer.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '45 minutes')`, [other.user.id, tutor.id, week3]);
    const { rows: [{ xid }] } = await writer.query(`select pg_current_xact_id()::text as xid`);
    // (A query builder sends its request when awaited or then-ed: started here.)
    let settled = false;
    const request = client.rpc('book_series', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: start, p_weeks: 6, p_subject: 'mathematics' })
      .then((answer) => ((settled = true), answer));
    // Wait until the series' INSERT waits on the writer's transaction (or, failing that, the request has answered).
    while (!settled) {
      const { rows } = await db.query(`select count(*)::int as n from pg_locks where locktype = 'transactionid' and transactionid::text = $1 and not granted`, [xid]);
      if (rows[0].n > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(settled).toBe(false);
    await writer.query('commit');
    const { data, error } = await request;
    expect(error).toBeNull();
    const dates = (data as { dates: { week: number; status: string; reason: string | null }[] }).dates;
    expect(dates.map((d) => d.status)).toEqual(['booked', 'booked', 'booked', 'unavailable', 'booked', 'booked']);
    expect(dates[3].reason).toBe('slot_taken');
  } finally {
    await writer.end();
  }
  const { rows } = await db.query(`select series_week from bookings where learner_id = $1 order by series_week`, [user.id]);
  expect(rows.map((r) => r.series_week)).toEqual([0, 1, 2, 4, 5]);
  // Never two bookings at one time.
  const { rows: [{ n }] } = await db.query(`select count(*)::int as n from bookings where tutor_id = $1 and starts_at = $2 and status <> 'cancelled'`, [tutor.id, week3]);
  expect(n).toBe(1);
});

test('the next free slot: recomputed by a series INSERT in the next 28 days, untouched by bookings beyond them', async () => {
  const tutor = await tutorWithHours('UTC');
  const { client } = await learner('Next Free Learner');
  const before = (await db.query(`select next_free_at from tutors where id = $1`, [tutor.id])).rows[0].next_free_at as Date;
  expect(before).not.toBeNull();
  // The tutor's first free slot booked as the first week of a series: next_free_at moves past it.
  const first = before.toISOString();
  const { error } = await client.rpc('book_series', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: first, p_weeks: 3 });
  expect(error).toBeNull();
  const after = (await db.query(`select next_free_at from tutors where id = $1`, [tutor.id])).rows[0].next_free_at as Date;
  expect(after.getTime()).toBeGreaterThan(before.getTime());
  // Counted inside one transaction (rolled back): a booking 60 days ahead recomputes nothing, one this week once.
  const far = ((await db.query(`select starts_at from public.free_slots_as_of($1, now() + interval '60 days', now() + interval '67 days', now()) limit 1`, [tutor.id])).rows[0].starts_at as Date).toISOString();
  const near = ((await db.query(`select starts_at from public.free_slots_as_of($1, now() + interval '2 days', now() + interval '9 days', now()) limit 1`, [tutor.id])).rows[0].starts_at as Date).toISOString();
  const counter = await adminDb();
  try {
    await counter.query('begin');
    await counter.query(`set local track_functions = 'all'`);
    const refreshes = async () =>
      (await counter.query(`select coalesce(sum(calls), 0)::int as n from pg_stat_xact_user_functions where schemaname = 'public' and funcname = 'refresh_tutor_next_free'`)).rows[0].n as number;
    await counter.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values (null, $1, $2, $2::timestamptz + interval '45 minutes')`, [tutor.id, far]);
    expect(await refreshes()).toBe(0);
    await counter.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values (null, $1, $2, $2::timestamptz + interval '45 minutes')`, [tutor.id, near]);
    expect(await refreshes()).toBe(1);
  } finally {
    await counter.query('rollback');
    await counter.end();
  }
});
