// RLS matrix cases of the catalogue's tutor tables: exchange rates, weekly hours, reviews. Everyone reads; only
// admins (has_admin_access(): founder or admin) write. Imported by rls-matrix.serial.test.ts.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

const run = randomUUID().slice(0, 8);
const ids = { tutor: randomUUID(), rate: randomUUID(), hours: randomUUID(), review: randomUUID() };
const letters = () => Array.from({ length: 2 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

async function fixtureTutor(db: pg.Client) {
  await db.query(
    `insert into tutors (id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, 'Fixture Hours Tutor', 3000, 'USD', 'Europe/Paris')
     on conflict (id) do nothing`,
    [ids.tutor, `rls-hours-${run}`],
  );
}

export const tutorCases = [
  {
    table: 'exchange_rates',
    key: 'id',
    target: () => ids.rate,
    reset: (db: pg.Client) =>
      db.query(
        `insert into exchange_rates (id, base_currency, quote_currency, rate) values ($1, 'ZZA', 'ZZB', 1.5)
         on conflict (id) do update set base_currency = 'ZZA', quote_currency = 'ZZB', rate = 1.5`,
        [ids.rate],
      ),
    insertRow: () => ({ id: randomUUID(), base_currency: `Q${letters()}`, quote_currency: `R${letters()}`, rate: 2 }),
    update: { quote_currency: 'ZZC' },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'tutor_weekly_hours',
    key: 'id',
    target: () => ids.hours,
    reset: async (db: pg.Client) => {
      await fixtureTutor(db);
      await db.query(
        `insert into tutor_weekly_hours (id, tutor_id, weekday, start_time, end_time) values ($1, $2, 1, '09:00', '10:00')
         on conflict (id) do update set end_time = '10:00'`,
        [ids.hours, ids.tutor],
      );
    },
    insertRow: () => ({ id: randomUUID(), tutor_id: ids.tutor, weekday: 3, start_time: '14:00', end_time: '16:00' }),
    update: { end_time: '11:00:00' },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'tutor_reviews',
    key: 'id',
    target: () => ids.review,
    reset: async (db: pg.Client) => {
      await fixtureTutor(db);
      await db.query(
        `insert into tutor_reviews (id, tutor_id, learner_name, rating, body) values ($1, $2, 'Fixture L.', 4, 'Helpful.')
         on conflict (id) do update set body = 'Helpful.'`,
        [ids.review, ids.tutor],
      );
    },
    insertRow: () => ({ id: randomUUID(), tutor_id: ids.tutor, learner_name: 'Someone', rating: 5, body: 'Great.' }),
    update: { body: 'changed' },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
];

export async function cleanupTutorCases(db: pg.Client): Promise<void> {
  await db.query(`delete from tutors where id = $1`, [ids.tutor]);
  await db.query(`delete from exchange_rates where id = $1 or base_currency ~ '^Q' or base_currency = 'ZZA'`, [ids.rate]);
}
