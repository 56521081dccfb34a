// Bookings: the database, not the app, holds the rules. Learners book, cancel and reschedule only through
// functions that ask the one slot function (weekly hours, date overrides, buffer, minimum notice, horizon); the
// exclusion constraint stays the last line of defence; direct writes by learners are refused.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, type Client, type TestUser } from '../support/db';

let db: pg.Client;
const tutorId = randomUUID();
const learners: { user: TestUser; client: Client }[] = [];
const hour = 3600_000;
const day = 24 * hour;

interface Slot {
  starts_at: string;
  ends_at: string;
}

beforeAll(async () => {
  db = await adminDb();
  // Open every day 00:00-24:00 in Bogota (no DST), one-hour sessions, no buffer.
  await db.query(
    `insert into tutors (id, slug, full_name, hourly_rate_minor, currency, timezone, subjects, session_minutes, buffer_minutes)
     values ($1, $2, 'Booking Test Tutor', 4000, 'USD', 'America/Bogota', '{mathematics,physics}', 60, 0)`,
    [tutorId, `booking-${tutorId.slice(0, 8)}`],
  );
  await db.query(`insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '00:00', '24:00' from generate_series(1, 7) d`, [tutorId]);
  const users = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(db, `Learner ${i}`)));
  for (const user of users) learners.push({ user, client: await signIn(user.email, user.password) });
});

afterAll(async () => {
  if (!db) return;
  await db.query(`delete from bookings where tutor_id = $1`, [tutorId]);
  await db.query(`delete from tutors where id = $1`, [tutorId]);
  await db.query(`delete from auth.users where id = any($1)`, [learners.map((l) => l.user.id)]);
  await db.end();
});

/** Free slots of our tutor between two instants, as the app asks for them. */
async function freeSlots(from: number, to: number, client: Client = anonClient()): Promise<Slot[]> {
  const { data, error } = await client.rpc('tutor_free_slots', { p_tutor_id: tutorId, p_from: new Date(from).toISOString(), p_to: new Date(to).toISOString() });
  expect(error).toBeNull();
  return data as Slot[];
}

/** The start of the free slot `n` days ahead at the given hour (UTC), on the hour. */
const at = (days: number, utcHour: number) => {
  const d = new Date(Date.now() + days * day);
  d.setUTCHours(utcHour, 0, 0, 0);
  return d.toISOString();
};

const book = (client: Client, starts: string, extra: Record<string, unknown> = {}) =>
  client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: tutorId, p_starts_at: starts, p_subject: 'mathematics', p_note: '', ...extra }).single();

describe('booking through book_session', () => {
  test('20 learners booking the same slot at once: exactly one booking, the others told the slot is taken', async () => {
    const starts = at(10, 15);
    const results = await Promise.all(learners.map(({ client }) => book(client, starts)));
    const won = results.filter((r) => !r.error);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.error).map((r) => r.error?.message)).toEqual(Array(19).fill('slot_taken'));
    const { rows } = await db.query(`select count(*)::int as n from bookings where tutor_id = $1 and starts_at = $2`, [tutorId, starts]);
    expect(rows[0].n).toBe(1);
    // The slot function no longer offers it.
    const after = await freeSlots(Date.parse(starts) - hour, Date.parse(starts) + 2 * hour);
    expect(after.map((s) => s.starts_at)).not.toContain(starts.replace('.000Z', '+00:00'));
    expect(after.some((s) => Date.parse(s.starts_at) === Date.parse(starts))).toBe(false);
  });

  test('the same request sent twice (offline retry) makes one booking', async () => {
    const [me] = learners;
    const id = randomUUID();
    const starts = at(11, 15);
    const first = await book(me.client, starts, { p_id: id });
    const again = await book(me.client, starts, { p_id: id });
    expect(first.error).toBeNull();
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ id, learner_id: me.user.id, status: 'confirmed', subject: 'mathematics', price_minor: 4000, currency: 'USD' });
    const { rows } = await db.query(`select count(*)::int as n from bookings where id = $1`, [id]);
    expect(rows[0].n).toBe(1);
    // Another learner cannot reuse someone else's request id.
    const stolen = await book(learners[1].client, at(11, 18), { p_id: id });
    expect(stolen.error?.message).toBe('invalid_request');
  });

  test('minimum notice (booking.min_notice_hours = 12): no slot sooner, and book_session refuses one', async () => {
    const now = Date.now();
    const slots = await freeSlots(now, now + 2 * day);
    expect(slots.length).toBeGreaterThan(0);
    expect(Math.min(...slots.map((s) => Date.parse(s.starts_at)))).toBeGreaterThanOrEqual(now + 12 * hour - 60_000);
    const soon = new Date(Math.ceil((now + 6 * hour) / hour) * hour).toISOString();
    const refused = await book(learners[2].client, soon);
    expect(refused.error?.message).toBe('slot_unavailable');
  });

  test('outside the weekly hours, off the session grid, an unknown subject or anonymous: refused', async () => {
    await db.query(`update tutor_weekly_hours set end_time = '12:00' where tutor_id = $1`, [tutorId]);
    try {
      // 20:00 UTC is 15:00 in Bogota, after the shortened hours.
      expect((await book(learners[3].client, at(12, 20))).error?.message).toBe('slot_unavailable');
      // Half past: not a slot start.
      expect((await book(learners[3].client, at(12, 14).replace(':00:00', ':30:00'))).error?.message).toBe('slot_unavailable');
      expect((await book(learners[3].client, at(12, 14), { p_subject: 'music' })).error?.message).toBe('invalid_subject');
      const anon = await anonClient().rpc('book_session', { p_id: randomUUID(), p_tutor_id: tutorId, p_starts_at: at(12, 14) });
      expect(anon.error).not.toBeNull();
    } finally {
      await db.query(`update tutor_weekly_hours set end_time = '24:00' where tutor_id = $1`, [tutorId]);
    }
  });

  test('a date override replaces the weekly hours of that day (day off, or other hours)', async () => {
    const target = new Date(at(20, 17)); // 12:00 in Bogota
    const localDate = target.toISOString().slice(0, 10);
    await db.query(`insert into tutor_date_overrides (tutor_id, on_date) values ($1, $2)`, [tutorId, localDate]);
    try {
      const offDay = await freeSlots(target.getTime() - 4 * hour, target.getTime() + 4 * hour);
      expect(offDay).toEqual([]);
      await db.query(`update tutor_date_overrides set start_time = '12:00', end_time = '14:00' where tutor_id = $1`, [tutorId]);
      const extra = await freeSlots(target.getTime() - 6 * hour, target.getTime() + 6 * hour);
      expect(extra.map((s) => new Date(s.starts_at).toISOString())).toEqual([at(20, 17), at(20, 18)]);
    } finally {
      await db.query(`delete from tutor_date_overrides where tutor_id = $1`, [tutorId]);
    }
  });

  test('buffer: sessions are spaced by buffer_minutes and no slot starts within the buffer of a booking', async () => {
    await db.query(`update tutors set session_minutes = 50, buffer_minutes = 10 where id = $1`, [tutorId]);
    try {
      const from = Date.parse(at(25, 5)); // 00:00 in Bogota
      const slots = await freeSlots(from, from + 4 * hour);
      expect(slots.map((s) => (Date.parse(s.ends_at) - Date.parse(s.starts_at)) / 60_000)).toEqual([50, 50, 50, 50]);
      expect(slots.map((s) => (Date.parse(s.starts_at) - from) / 60_000)).toEqual([0, 60, 120, 180]);
      // Buffer 30 with sessions of 60: 00:00, 01:30, 03:00 …; a booking at 01:30 removes its neighbours too.
      await db.query(`update tutors set session_minutes = 60, buffer_minutes = 30 where id = $1`, [tutorId]);
      const grid = await freeSlots(from, from + 6 * hour);
      expect(grid.map((s) => (Date.parse(s.starts_at) - from) / 60_000)).toEqual([0, 90, 180, 270]);
      const made = await book(learners[4].client, new Date(from + 90 * 60_000).toISOString());
      expect(made.error).toBeNull();
      // A booking made another way (admin) at 03:15-04:15 blocks 03:00 and, with the buffer, 04:30; 00:00 ends
      // exactly where the buffer before the 01:30 booking begins, so it stays.
      await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $4)`, [
        learners[5].user.id,
        tutorId,
        new Date(from + 195 * 60_000).toISOString(),
        new Date(from + 255 * 60_000).toISOString(),
      ]);
      const left = await freeSlots(from, from + 6 * hour);
      expect(left.map((s) => (Date.parse(s.starts_at) - from) / 60_000)).toEqual([0]);
      const wide = await freeSlots(from, from + 8 * hour);
      expect(wide.map((s) => (Date.parse(s.starts_at) - from) / 60_000)).toEqual([0, 360]);
    } finally {
      await db.query(`update tutors set session_minutes = 60, buffer_minutes = 0 where id = $1`, [tutorId]);
    }
  });

  test('a learner cannot hold more upcoming sessions than booking.max_upcoming_per_learner', async () => {
    const me = learners[6];
    await db.query(`insert into system_settings (key, value) values ('booking.max_upcoming_per_learner', '3') on conflict (key) do update set value = '3'`);
    try {
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await book(me.client, at(30 + i, 15)));
      expect(results.map((r) => r.error?.message ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'too_many_upcoming', 'too_many_upcoming']);
      // One request for many slots is not possible either: book_session books exactly one.
    } finally {
      await db.query(`update system_settings set value = '8' where key = 'booking.max_upcoming_per_learner'`);
    }
  });

  test('beyond the horizon (booking.horizon_days, 90) a time cannot be booked', async () => {
    const far = at(95, 15);
    expect((await freeSlots(Date.parse(far) - hour, Date.parse(far) + hour)).some((s) => Date.parse(s.starts_at) === Date.parse(far))).toBe(true);
    expect((await book(learners[12].client, far)).error?.message).toBe('slot_unavailable');
  });
});

describe('direct writes are refused', () => {
  test('a learner cannot insert a booking, even for an open slot', async () => {
    const [me] = learners;
    const direct = await me.client.from('bookings').insert({ tutor_id: tutorId, starts_at: at(40, 15), ends_at: at(40, 16) });
    expect(direct.error?.code).toBe('42501');
    const asAnon = await anonClient().from('bookings').insert({ tutor_id: tutorId, starts_at: at(40, 15), ends_at: at(40, 16) });
    expect(asAnon.error?.code).toBe('42501');
  });

  test('a learner cannot update a booking directly, nor rewrite cancelled_at (not even an admin)', async () => {
    const me = learners[7];
    const made = await book(me.client, at(41, 15));
    expect(made.error).toBeNull();
    const id = (made.data as { id: string }).id;
    const moved = await me.client.from('bookings').update({ starts_at: at(41, 17) }).eq('id', id).select();
    expect(moved.data ?? []).toEqual([]);
    const cancelled = await me.client.rpc('cancel_booking', { p_id: id }).single();
    expect(cancelled.error).toBeNull();
    const before = (await db.query(`select cancelled_at from bookings where id = $1`, [id])).rows[0].cancelled_at;
    const rewrite = await me.client.from('bookings').update({ cancelled_at: new Date(0).toISOString() }).eq('id', id).select();
    expect(rewrite.data ?? []).toEqual([]);
    await expect(db.query(`update bookings set cancelled_at = now() - interval '3 days' where id = $1`, [id])).rejects.toThrow(/cannot be changed/);
    await expect(db.query(`update bookings set status = 'confirmed' where id = $1`, [id])).rejects.toThrow(/stays cancelled/);
    expect((await db.query(`select cancelled_at from bookings where id = $1`, [id])).rows[0].cancelled_at).toEqual(before);
  });
});

describe('cancel and reschedule', () => {
  test('free until booking.free_cancel_hours before the start, later allowed but marked late', async () => {
    const me = learners[8];
    const early = await book(me.client, at(42, 15));
    const cancelEarly = await me.client.rpc('cancel_booking', { p_id: (early.data as { id: string }).id }).single();
    expect(cancelEarly.data).toMatchObject({ status: 'cancelled', late_cancellation: false, cancelled_by: me.user.id });
    // A session 18 hours ahead (inside the 24-hour window), put in place by an admin.
    const soon = new Date(Math.ceil((Date.now() + 18 * hour) / hour) * hour);
    const { rows } = await db.query(
      `insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $4) returning id`,
      [me.user.id, tutorId, soon.toISOString(), new Date(soon.getTime() + hour).toISOString()],
    );
    const late = await me.client.rpc('cancel_booking', { p_id: rows[0].id }).single();
    expect(late.data).toMatchObject({ status: 'cancelled', late_cancellation: true });
    // Someone else's booking: not found.
    const byOther = await learners[9].client.rpc('cancel_booking', { p_id: rows[0].id }).single();
    expect(byOther.error?.message).toBe('booking_not_found');
  });

  test('reschedule moves the session in one step; the old time is free again; a taken time leaves it as it was', async () => {
    const me = learners[10];
    const made = await book(me.client, at(43, 15));
    const oldId = (made.data as { id: string }).id;
    const newId = randomUUID();
    const moved = await me.client.rpc('reschedule_booking', { p_id: oldId, p_new_id: newId, p_starts_at: at(43, 17) }).single();
    expect(moved.error).toBeNull();
    expect(moved.data).toMatchObject({ id: newId, status: 'confirmed', subject: 'mathematics' });
    const { rows } = await db.query(`select status, rescheduled_to from bookings where id = $1`, [oldId]);
    expect(rows[0]).toEqual({ status: 'cancelled', rescheduled_to: newId });
    expect((await book(learners[11].client, at(43, 15))).error).toBeNull();
    // Moving onto a taken time fails and keeps the booking.
    const clash = await me.client.rpc('reschedule_booking', { p_id: newId, p_new_id: randomUUID(), p_starts_at: at(43, 15) }).single();
    expect(clash.error?.message).toBe('slot_taken');
    expect((await db.query(`select status from bookings where id = $1`, [newId])).rows[0].status).toBe('confirmed');
  });
});

describe('time zones: weekly hours stay local across the 2026 DST changes', () => {
  const zoneTutor = randomUUID();
  afterAll(async () => {
    await db.query(`delete from tutors where id = $1`, [zoneTutor]);
  });

  async function slotsAsOf(tz: string, now: string, from: string, to: string): Promise<string[]> {
    await db.query(`update tutors set timezone = $2 where id = $1`, [zoneTutor, tz]);
    const { rows } = await db.query(`select starts_at from free_slots_as_of($1, $2, $3, $4)`, [zoneTutor, from, to, now]);
    return rows.map((r) => (r.starts_at as Date).toISOString());
  }

  beforeAll(async () => {
    await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency) values ($1, $2, 'Zone Tutor', 3000, 'EUR')`, [
      zoneTutor,
      `zone-${zoneTutor.slice(0, 8)}`,
    ]);
    await db.query(`insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '10:00', '11:00' from generate_series(1, 7) d`, [zoneTutor]);
  });

  test('Europe/Madrid: 10:00 is 09:00Z before 29 March and 08:00Z after; back to 09:00Z after 25 October', async () => {
    expect(await slotsAsOf('Europe/Madrid', '2026-03-20T00:00Z', '2026-03-27T00:00Z', '2026-04-01T00:00Z')).toEqual([
      '2026-03-27T09:00:00.000Z', '2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z', '2026-03-30T08:00:00.000Z', '2026-03-31T08:00:00.000Z',
    ]);
    expect(await slotsAsOf('Europe/Madrid', '2026-10-15T00:00Z', '2026-10-24T00:00Z', '2026-10-27T00:00Z')).toEqual([
      '2026-10-24T08:00:00.000Z', '2026-10-25T09:00:00.000Z', '2026-10-26T09:00:00.000Z',
    ]);
  });

  test('America/New_York: 10:00 is 15:00Z before 8 March and 14:00Z after; back to 15:00Z after 1 November', async () => {
    expect(await slotsAsOf('America/New_York', '2026-03-01T00:00Z', '2026-03-07T00:00Z', '2026-03-10T00:00Z')).toEqual([
      '2026-03-07T15:00:00.000Z', '2026-03-08T14:00:00.000Z', '2026-03-09T14:00:00.000Z',
    ]);
    expect(await slotsAsOf('America/New_York', '2026-10-25T00:00Z', '2026-10-31T00:00Z', '2026-11-03T00:00Z')).toEqual([
      '2026-10-31T14:00:00.000Z', '2026-11-01T15:00:00.000Z', '2026-11-02T15:00:00.000Z',
    ]);
  });

  test('America/Bogota has no DST: 10:00 is 15:00Z all year', async () => {
    const spring = await slotsAsOf('America/Bogota', '2026-03-01T00:00Z', '2026-03-07T00:00Z', '2026-04-01T00:00Z');
    const autumn = await slotsAsOf('America/Bogota', '2026-10-15T00:00Z', '2026-10-24T00:00Z', '2026-11-03T00:00Z');
    for (const s of [...spring, ...autumn]) expect(s.slice(11)).toBe('15:00:00.000Z');
    expect(spring).toHaveLength(25);
    expect(autumn).toHaveLength(10);
  });
});

describe('what others see', () => {
  test('anyone sees which times are taken without seeing who took them', async () => {
    const { data, error } = await anonClient().rpc('tutor_busy_times', { p_tutor_id: tutorId, p_from: at(9, 0), p_to: at(11, 23) });
    expect(error).toBeNull();
    expect((data as Slot[]).some((b) => Date.parse(b.starts_at) === Date.parse(at(10, 15)))).toBe(true);
    expect(Object.keys((data as object[])[0]).sort()).toEqual(['ends_at', 'starts_at']);
  });

  test('the demo tutor account reads the bookings made with them, and only those', async () => {
    const tutor = await signIn('tutor@example.com');
    const { data } = await tutor.from('bookings').select('tutor_id, learner_id');
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((b) => b.tutor_id))).toEqual(new Set(['7a000000-0000-4000-8000-000000000002']));
    const names = await tutor.from('profiles').select('full_name').eq('id', '5e1d0000-0000-4000-8000-000000000001');
    expect(names.data).toEqual([{ full_name: 'Sofía Ramírez' }]);
    const role = await tutor.from('user_roles').select('role').single();
    expect(role.data).toEqual({ role: 'tutor' });
  });
});

describe('reviews', () => {
  test('the learner of a past session rates it once; others and future or cancelled sessions cannot', async () => {
    const me = learners[13];
    const { rows } = await db.query(
      `insert into bookings (learner_id, tutor_id, starts_at, ends_at, status) values
         ($1, $2, now() - interval '3 days', now() - interval '3 days' + interval '1 hour', 'completed'),
         ($1, $2, now() + interval '20 days', now() + interval '20 days' + interval '1 hour', 'confirmed')
       returning id`,
      [me.user.id, tutorId],
    );
    const [past, future] = rows.map((r) => r.id as string);
    const before = (await db.query(`select review_count from tutors where id = $1`, [tutorId])).rows[0].review_count;
    expect((await learners[14].client.rpc('review_booking', { p_booking_id: past, p_rating: 5, p_body: 'Not mine' })).error?.message).toBe('booking_not_found');
    expect((await me.client.rpc('review_booking', { p_booking_id: future, p_rating: 5 })).error?.message).toBe('not_reviewable');
    expect((await me.client.rpc('review_booking', { p_booking_id: past, p_rating: 7 })).error?.message).toBe('invalid_request');
    const ok = await me.client.rpc('review_booking', { p_booking_id: past, p_rating: 4, p_body: 'Clear explanations.' }).single();
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ rating: 4, learner_name: 'Learner 1.', booking_id: past });
    expect((await me.client.rpc('review_booking', { p_booking_id: past, p_rating: 5 })).error?.message).toBe('already_reviewed');
    expect((await db.query(`select review_count from tutors where id = $1`, [tutorId])).rows[0].review_count).toBe(before + 1);
    // Direct inserts stay refused.
    expect((await me.client.from('tutor_reviews').insert({ tutor_id: tutorId, learner_name: 'X', rating: 5 })).error?.code).toBe('42501');
  });
});
