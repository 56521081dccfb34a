// The founder hub's figures come from SQL (founder_figures), equal the tables' own counts, and only admins get them.
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminDb, anonClient, signInDemo, signInDemoAal2 } from '../support/db';

let db: pg.Client;
beforeAll(async () => {
  db = await adminDb();
});
afterAll(async () => {
  await db?.end();
});

test('figures for 7 and 30 days equal the database', async () => {
  const founder = await signInDemoAal2('founder');
  for (const days of [7, 30]) {
    const { data, error } = await founder.rpc('founder_figures', { p_days: days });
    expect(error).toBeNull();
    const since = `now() - make_interval(days => ${days})`;
    const signups = (await db.query(`select count(*)::int n from auth.users where created_at >= ${since}`)).rows[0].n;
    const byStatus = Object.fromEntries(
      (await db.query(`select status, count(*)::int n from bookings where created_at >= ${since} group by status`)).rows.map((r) => [r.status, r.n]),
    );
    const revenue = Object.fromEntries(
      (await db.query(`select currency, sum(price_minor)::int n from bookings where created_at >= ${since} and status in ('confirmed','completed') and currency is not null group by currency`)).rows.map((r) => [r.currency, r.n]),
    );
    expect(data).toMatchObject({ days, signups, bookingsByStatus: byStatus, revenueByCurrency: revenue });
  }
});

test('learners, tutors and visitors are refused', async () => {
  for (const client of [await signInDemo('student'), await signInDemo('tutor'), anonClient()]) {
    const { error } = await client.rpc('founder_figures', { p_days: 7 });
    expect(error?.code).toBe('42501');
  }
});

test('an admin marks a contact message handled; a learner cannot', async () => {
  const { rows } = await db.query(`insert into contact_messages (name, email, message) values ('Ana', 'ana@example.com', 'Do you teach groups?') returning id`);
  const id = rows[0].id;
  const student = await signInDemo('student');
  expect((await student.rpc('mark_contact_handled', { p_id: id })).error?.code).toBe('42501');
  const admin = await signInDemoAal2('admin');
  expect((await admin.rpc('mark_contact_handled', { p_id: id })).error).toBeNull();
  expect((await db.query(`select handled_at is not null as done from contact_messages where id = $1`, [id])).rows[0].done).toBe(true);
  await db.query(`delete from contact_messages where id = $1`, [id]);
});
