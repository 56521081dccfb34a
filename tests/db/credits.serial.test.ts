// Lesson credits against shared state: the setting booking.without_credits switched off (then back on), and expiry,
// which the worker runs over every learner's credits (time moved by its p_now argument).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buy, hourFromNow, myCredits, openEveryHour, plans } from '../support/credits';
import { adminDb, createUser, signIn, type Client, type TestUser } from '../support/db';
import { createStaff, createTutor, signInStaffAal2, type TestTutor } from '../support/fixtures';

let db: pg.Client;
let admin: Client;
const tutors: TestTutor[] = [];
const users: TestUser[] = [];

beforeAll(async () => {
  db = await adminDb();
  const staff = await createStaff(db, 'admin', 'Credits Admin');
  users.push(staff);
  admin = await signInStaffAal2(staff);
});
afterAll(async () => {
  if (!db) return;
  await db.query(`update system_settings set value = 'true'::jsonb where key = 'booking.without_credits'`);
  const ids = tutors.map((t) => t.id);
  await db.query(`delete from bookings where tutor_id = any($1)`, [ids]);
  await db.query(`delete from tutors where id = any($1)`, [ids]);
  await db.query(`delete from auth.users where id = any($1)`, [users.map((u) => u.id)]);
  await db.end();
});

async function learner(): Promise<{ user: TestUser; client: Client }> {
  const user = await createUser(db, 'Serial Credit Learner');
  users.push(user);
  return { user, client: await signIn(user.email, user.password) };
}

describe('credits required (booking.without_credits off)', () => {
  test('20 bookings at once with 1 credit: exactly 1 is booked, the others are refused with no_credits', async () => {
    await db.query(`update system_settings set value = 'false'::jsonb where key = 'booking.without_credits'`);
    try {
      // Twenty tutors, so no lock of a tutor orders the requests: only the learner's credit account does.
      const many = await Promise.all(Array.from({ length: 20 }, () => createTutor(db, { subjects: ['mathematics'] })));
      tutors.push(...many);
      await Promise.all(many.map((t) => openEveryHour(db, t.id)));
      const { user, client } = await learner();
      await buy(client, admin, plans.single);
      // One session per request, as two tabs would send them.
      const tabs = await Promise.all(many.map(async () => {
        const c = await signIn(user.email, user.password);
        return c;
      }));
      const start = hourFromNow(48);
      const results = await Promise.all(many.map((t, i) =>
        tabs[i].rpc('book_session', { p_id: randomUUID(), p_tutor_id: t.id, p_starts_at: start, p_subject: null, p_note: '' })));
      const booked = results.filter((r) => !r.error);
      const refused = results.filter((r) => r.error);
      expect(booked).toHaveLength(1);
      expect(new Set(refused.map((r) => r.error!.message))).toEqual(new Set(['no_credits']));
      expect((await myCredits(client)).balance).toBe(0);
      const { rows } = await db.query(`select count(*)::int as n from bookings where learner_id = $1 and status <> 'cancelled'`, [user.id]);
      expect(rows[0].n).toBe(1);

      // Without any credit a booking is refused (a weekly series: below).
      const none = await learner();
      const refusedOne = await none.client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: many[0].id, p_starts_at: hourFromNow(70), p_subject: null, p_note: '' });
      expect(refusedOne.error?.message).toBe('no_credits');
    } finally {
      await db.query(`update system_settings set value = 'true'::jsonb where key = 'booking.without_credits'`);
    }
  }, 60_000);
});

describe('a weekly series when credits run short (booking.without_credits off)', () => {
  test('its weeks are booked in order while credits last, the rest skipped as no_credits; the rolling window goes on after a purchase and tells the learner', async () => {
    await db.query(`update system_settings set value = 'false'::jsonb where key = 'booking.without_credits'`);
    try {
      const t = await createTutor(db, { subjects: ['mathematics'] });
      tutors.push(t);
      await openEveryHour(db, t.id);
      type State = { series_id: string; dates: { week: number; status: string; reason: string | null; booking_id: string | null }[] };
      const book = (client: Client, id = randomUUID()) =>
        client.rpc('book_series', { p_id: id, p_tutor_id: t.id, p_starts_at: hourFromNow(72), p_weeks: 16, p_subject: null, p_note: '' });

      // No credit at all: refused as a single lesson is, saying why.
      const none = await learner();
      expect((await book(none.client)).error?.message).toBe('no_credits');

      // Five credits, 13 weeks inside the 90-day horizon: the first five are booked, the next eight skipped.
      const { user, client } = await learner();
      await buy(client, admin, plans.pack5);
      const { data, error } = await book(client);
      expect(error).toBeNull();
      const state = data as State;
      expect(state.dates.map((d) => d.status)).toEqual([...Array(5).fill('booked'), ...Array(8).fill('unavailable'), 'later', 'later', 'later']);
      expect(new Set(state.dates.filter((d) => d.status === 'unavailable').map((d) => d.reason))).toEqual(new Set(['no_credits']));
      expect((await myCredits(client)).balance).toBe(0);

      // A plan bought later: two weeks on, week 13 takes the new credit, week 14 finds none and the learner is told.
      await buy(client, admin, plans.single);
      const run = await db.query(`select public.book_due_series_as_of(now() + interval '14 days', $1) as r`, [state.series_id]);
      expect(run.rows[0].r).toMatchObject({ booked: 1, unavailable: 1, failed: [] });
      const mid = (await client.rpc('my_series_state', { p_series_id: state.series_id })).data as State;
      expect(mid.dates[13].status).toBe('booked');
      expect(mid.dates[14]).toMatchObject({ status: 'unavailable', reason: 'no_credits' });
      expect(mid.dates[15].status).toBe('later');
      const told = await db.query(`select series_week from notifications where kind = 'series_unavailable' and recipient_id = $1`, [user.id]);
      expect(told.rows).toEqual([{ series_week: 14 }]);
      expect((await myCredits(client)).balance).toBe(0);
      const { rows } = await db.query(`select count(*)::int as n from bookings where series_id = $1 and status <> 'cancelled'`, [state.series_id]);
      expect(rows[0].n).toBe(6);
    } finally {
      await db.query(`update system_settings set value = 'true'::jsonb where key = 'booking.without_credits'`);
    }
  }, 60_000);
});

describe('expiry and carry-over (the worker job, with its "now")', () => {
  test('a pack expires after its months; a monthly period carries over one period at most; expiry is an entry', async () => {
    const pack = await learner();
    const monthly = await learner();
    await buy(pack.client, admin, plans.pack5);
    await buy(monthly.client, admin, plans.monthly);
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const expire = async (days: number) => (await db.query(`select public.expire_credits_as_of($1) as n`, [at(days)])).rows[0].n as number;

    await expire(31 + 1); // the monthly period is over, its credits carry over one period
    expect((await myCredits(monthly.client)).balance).toBe(4);
    expect((await myCredits(pack.client)).balance).toBe(5);
    await expire(62 + 1); // the carried-over period is over too
    expect((await myCredits(monthly.client)).balance).toBe(0);
    expect((await myCredits(pack.client)).balance).toBe(5);
    await expire(92 + 1); // three months
    const credits = await myCredits(pack.client);
    expect(credits.balance).toBe(0);
    expect(credits.history.map((h) => [h.kind, h.amount])).toEqual([['expired', -5], ['purchase', 5]]);
    // Run again: nothing more.
    await expire(200);
    expect((await myCredits(pack.client)).history).toHaveLength(2);
  });

  test('a credit used before expiry is not expired; one given back after the lot expired expires on the next run', async () => {
    const t = await createTutor(db, { subjects: ['mathematics'] });
    tutors.push(t);
    await openEveryHour(db, t.id);
    const { client } = await learner();
    await buy(client, admin, plans.single);
    const b = await client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: t.id, p_starts_at: hourFromNow(50), p_subject: null, p_note: '' }).single();
    expect(b.error).toBeNull();
    await db.query(`select public.expire_credits_as_of(now() + interval '10 years')`);
    expect((await myCredits(client)).history.map((h) => h.kind)).toEqual(['lesson_booked', 'purchase']);
  });
});
