// Bookings: the database, not the app, makes double-booking impossible, and learners can only book open future
// slots and cancel their own bookings.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, type Client, type TestUser } from '../support/db';

let db: pg.Client;
const tutorId = randomUUID();
const learners: { user: TestUser; client: Client }[] = [];
const hour = 3600_000;
// A block of open time 50 days ahead, on the hour, for a tutor of our own.
const start = Math.ceil((Date.now() + 50 * 24 * hour) / hour) * hour;
const slot = (h: number, length = 1) => ({
  tutor_id: tutorId,
  starts_at: new Date(start + h * hour).toISOString(),
  ends_at: new Date(start + (h + length) * hour).toISOString(),
});

beforeAll(async () => {
  db = await adminDb();
  await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency) values ($1, $2, 'Booking Test Tutor', 4000, 'USD')`, [
    tutorId,
    `booking-${tutorId.slice(0, 8)}`,
  ]);
  await db.query(`insert into tutor_availability (tutor_id, starts_at, ends_at) values ($1, $2, $3)`, [
    tutorId,
    slot(0).starts_at,
    slot(0, 24).ends_at,
  ]);
  for (let i = 0; i < 6; i++) {
    const user = await createUser(db, `Learner ${i}`);
    learners.push({ user, client: await signIn(user.email, user.password) });
  }
});

afterAll(async () => {
  if (!db) return;
  await db.query(`delete from tutors where id = $1`, [tutorId]);
  await db.query(`delete from auth.users where id = any($1)`, [learners.map((l) => l.user.id)]);
  await db.end();
});

const bookingsOfTutor = async () =>
  (await db.query(`select learner_id, status from bookings where tutor_id = $1 and status <> 'cancelled'`, [tutorId])).rows;

describe('double booking', () => {
  test('a second booking of the same slot is rejected by the exclusion constraint', async () => {
    const [first, second] = learners;
    const ok = await first.client.from('bookings').insert(slot(1)).select('id, learner_id, status').single();
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ learner_id: first.user.id, status: 'confirmed' });

    const clash = await second.client.from('bookings').insert(slot(1));
    expect(clash.error?.code).toBe('23P01'); // exclusion_violation

    // Overlapping by half an hour is a double booking too.
    const overlap = await second.client.from('bookings').insert({
      ...slot(1),
      starts_at: new Date(start + 1.5 * hour).toISOString(),
      ends_at: new Date(start + 2.5 * hour).toISOString(),
    });
    expect(overlap.error?.code).toBe('23P01');
    expect((await bookingsOfTutor()).filter((b) => b.learner_id === second.user.id)).toEqual([]);
  });

  test('under concurrent inserts exactly one learner gets the slot', async () => {
    const results = await Promise.all(learners.map(({ client }) => client.from('bookings').insert(slot(5))));
    const won = results.filter((r) => !r.error);
    const lost = results.filter((r) => r.error);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.error?.code)).toEqual(Array(learners.length - 1).fill('23P01'));
    const { rows } = await db.query(`select count(*)::int as n from bookings where tutor_id = $1 and starts_at = $2`, [tutorId, slot(5).starts_at]);
    expect(rows[0].n).toBe(1);
  });

  test('a cancelled booking frees the slot for someone else', async () => {
    const [first, second] = learners;
    const made = await first.client.from('bookings').insert(slot(8)).select('id').single();
    expect(made.error).toBeNull();
    const cancelled = await first.client.from('bookings').update({ status: 'cancelled' }).eq('id', made.data!.id).select('status, cancelled_at');
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toHaveLength(1);
    expect(cancelled.data![0].status).toBe('cancelled');
    expect(cancelled.data![0].cancelled_at).not.toBeNull();
    const rebooked = await second.client.from('bookings').insert(slot(8));
    expect(rebooked.error).toBeNull();
  });
});

describe('what a learner may do', () => {
  test('cannot book outside the tutor availability, in the past, or for someone else', async () => {
    const [me, other] = learners;
    const outside = await me.client.from('bookings').insert(slot(30)); // availability ends at hour 24
    expect(outside.error?.code).toBe('42501');
    await db.query(`insert into tutor_availability (tutor_id, starts_at, ends_at) values ($1, now() - interval '3 hours', now() - interval '2 hours')`, [tutorId]);
    const { rows } = await db.query(`select starts_at, ends_at from tutor_availability where tutor_id = $1 and starts_at < now()`, [tutorId]);
    const past = await me.client.from('bookings').insert({ tutor_id: tutorId, starts_at: rows[0].starts_at, ends_at: rows[0].ends_at });
    expect(past.error?.code).toBe('42501');
    const forOther = await me.client.from('bookings').insert({ ...slot(12), learner_id: other.user.id });
    expect(forOther.error?.code).toBe('42501');
    const asAnon = await anonClient().from('bookings').insert(slot(12));
    expect(asAnon.error?.code).toBe('42501');
  });

  test('can cancel but not move, reopen or reassign a booking', async () => {
    const [me, other] = learners;
    const made = await me.client.from('bookings').insert(slot(14)).select('id').single();
    expect(made.error).toBeNull();
    const id = made.data!.id;
    const moved = await me.client.from('bookings').update({ starts_at: slot(15).starts_at, ends_at: slot(15).ends_at }).eq('id', id).select();
    expect(moved.error?.code).toBe('42501');
    const reassigned = await me.client.from('bookings').update({ learner_id: other.user.id, status: 'cancelled' }).eq('id', id).select();
    expect(reassigned.error?.code).toBe('42501');
    const byOther = await other.client.from('bookings').update({ status: 'cancelled' }).eq('id', id).select();
    expect(byOther.error).toBeNull();
    expect(byOther.data).toEqual([]);
    expect((await me.client.from('bookings').update({ status: 'cancelled' }).eq('id', id).select()).data).toHaveLength(1);
    const reopened = await me.client.from('bookings').update({ status: 'confirmed' }).eq('id', id).select();
    expect(reopened.error?.code).toBe('42501');
    const { rows } = await db.query(`select status, starts_at, learner_id from bookings where id = $1`, [id]);
    expect(rows[0]).toMatchObject({ status: 'cancelled', learner_id: me.user.id, starts_at: new Date(slot(14).starts_at) });
  });

  test('sees which times are taken without seeing who took them', async () => {
    const viewer = anonClient();
    const { data, error } = await viewer.rpc('tutor_busy_times', {
      p_tutor_id: tutorId,
      p_from: slot(0).starts_at,
      p_to: slot(0, 24).ends_at,
    });
    expect(error).toBeNull();
    const taken = (data as { starts_at: string }[]).map((b) => new Date(b.starts_at).getTime());
    expect(taken).toEqual(expect.arrayContaining([start + 1 * hour, start + 5 * hour, start + 8 * hour]));
    expect(Object.keys((data as object[])[0]).sort()).toEqual(['ends_at', 'starts_at']);
  });
});
