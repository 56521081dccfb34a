// A weekly series counts as one toward booking.max_upcoming_per_learner (serial: it changes that global setting).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminDb, createUser, signIn } from '../support/db';
import { createTutor, type TestTutor } from '../support/fixtures';

let db: pg.Client;
let tutor: TestTutor;
let previous: unknown;

beforeAll(async () => {
  db = await adminDb();
  previous = (await db.query(`select value from system_settings where key = 'booking.max_upcoming_per_learner'`)).rows[0]?.value;
  tutor = await createTutor(db, { timezone: 'America/Bogota', subjects: ['mathematics'] });
  await db.query(`update tutors set session_minutes = 60, buffer_minutes = 0 where id = $1`, [tutor.id]);
  await db.query(`insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '00:00', '24:00' from generate_series(1, 7) d`, [tutor.id]);
});
afterAll(async () => {
  if (previous === undefined) await db.query(`delete from system_settings where key = 'booking.max_upcoming_per_learner'`);
  else await db.query(`update system_settings set value = $1 where key = 'booking.max_upcoming_per_learner'`, [JSON.stringify(previous)]);
  await db.query(`delete from bookings where tutor_id = $1`, [tutor.id]);
  await db.query(`delete from booking_series where tutor_id = $1`, [tutor.id]);
  await db.query(`delete from tutors where id = $1`, [tutor.id]);
  await db.end();
});

test('with a cap of 2: a 6-week series and one single lesson fit, a third request is refused', async () => {
  await db.query(`insert into system_settings (key, value) values ('booking.max_upcoming_per_learner', '2') on conflict (key) do update set value = '2'`);
  const learner = await createUser(db, 'Capped Learner');
  const client = await signIn(learner.email, learner.password);
  const at = async (days: number, time: string) =>
    ((await db.query(`select (((now() at time zone 'America/Bogota')::date + $1::int) + $2::time) at time zone 'America/Bogota' as s`, [days, time])).rows[0].s as Date).toISOString();
  const series = await client.rpc('book_series', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: await at(3, '09:00'), p_weeks: 6 });
  expect(series.error).toBeNull();
  const single = await client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: await at(4, '09:00') }).single();
  expect(single.error).toBeNull();
  const third = await client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: await at(5, '09:00') }).single();
  expect(third.error?.message).toBe('too_many_upcoming');
  const another = await client.rpc('book_series', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: await at(5, '12:00'), p_weeks: 2 });
  expect(another.error?.message).toBe('too_many_upcoming');
});
