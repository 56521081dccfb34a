// Weekly lessons: a series is expanded in the tutor's time zone (the local time stays across DST changes), every
// occurrence is checked like a single booking, those inside the horizon are booked at once and later ones when they
// enter it; one occurrence can be moved (one update) or cancelled; the rest of a series can be cancelled. This file
// owns its tutors and learners (fixtures), so it runs beside other files.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, type Client, type TestUser } from '../support/db';
import { createStaff, createTutor, signInStaffAal2, type TestTutor } from '../support/fixtures';

let db: pg.Client;
const tutors: TestTutor[] = [];
const users: TestUser[] = [];

interface SeriesDate {
  week: number;
  starts_at: string;
  status: 'booked' | 'cancelled' | 'unavailable' | 'later';
  reason: string | null;
  booking_id: string | null;
  moved: boolean;
}
interface SeriesState {
  series_id: string;
  status: string;
  weeks: number;
  dates: SeriesDate[];
}

beforeAll(async () => {
  db = await adminDb();
});

afterAll(async () => {
  if (!db) return;
  const ids = tutors.map((t) => t.id);
  await db.query(`delete from bookings where tutor_id = any($1)`, [ids]);
  await db.query(`delete from booking_series where tutor_id = any($1)`, [ids]);
  await db.query(`delete from tutors where id = any($1)`, [ids]);
  await db.query(`delete from auth.users where id = any($1)`, [[...users.map((u) => u.id), ...tutors.flatMap((t) => (t.user ? [t.user.id] : []))]]);
  await db.end();
});

/** A tutor of this file open every day 00:00–24:00 in `timezone`, one-hour sessions, no buffer. */
async function openTutor(timezone: string, withAccount = false): Promise<TestTutor> {
  const tutor = await createTutor(db, { timezone, withAccount, subjects: ['mathematics'] });
  tutors.push(tutor);
  await db.query(`update tutors set session_minutes = 60, buffer_minutes = 0 where id = $1`, [tutor.id]);
  await db.query(
    `insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '00:00', '24:00' from generate_series(1, 7) d`,
    [tutor.id],
  );
  return tutor;
}

async function learner(name = 'Series Learner'): Promise<{ user: TestUser; client: Client }> {
  const user = await createUser(db, name);
  users.push(user);
  return { user, client: await signIn(user.email, user.password) };
}

/** The instant of local date + days at a local time in a zone, from the database (its own zone rules). */
async function localStart(timezone: string, daysAhead: number, time: string): Promise<string> {
  const { rows } = await db.query(
    `select (((now() at time zone $1)::date + $2::int) + $3::time) at time zone $1 as s`,
    [timezone, daysAhead, time],
  );
  return (rows[0].s as Date).toISOString();
}

async function occurrence(timezone: string, start: string, week: number): Promise<string> {
  const { rows } = await db.query(
    `select public.series_occurrence($1, ($2::timestamptz at time zone $1)::date, ($2::timestamptz at time zone $1)::time, $3) as s`,
    [timezone, start, week],
  );
  return (rows[0].s as Date).toISOString();
}

const bookSeries = (client: Client, tutorId: string, start: string, weeks: number, id = randomUUID()) =>
  client.rpc('book_series', { p_id: id, p_tutor_id: tutorId, p_starts_at: start, p_weeks: weeks, p_subject: 'mathematics', p_note: '' });

function localParts(iso: string, timezone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('weekday')} ${get('hour')}:${get('minute')}`;
}

describe('expansion in the tutor\'s time zone', () => {
  // 2027: the US changes on 14 March and 7 November, the EU (and the UK) on 28 March and 31 October; Bogota never.
  const zones = [
    { tz: 'America/New_York', spring: [22, 21], autumn: [21, 22] },
    { tz: 'Europe/London', spring: [17, 16], autumn: [16, 17] },
    { tz: 'Europe/Madrid', spring: [16, 15], autumn: [15, 16] },
    { tz: 'Europe/Paris', spring: [16, 15], autumn: [15, 16] },
    { tz: 'America/Bogota', spring: [22, 22], autumn: [22, 22] },
  ];
  for (const { tz, spring, autumn } of zones) {
    test(`${tz}: Monday 17:00 stays Monday 17:00 local across the changes of spring and autumn`, async () => {
      const tutor = await openTutor(tz);
      for (const [firstDate, now, utcHours] of [
        ['2027-02-22', '2027-02-20T00:00:00Z', spring],
        ['2027-10-04', '2027-10-02T00:00:00Z', autumn],
      ] as const) {
        const { rows } = await db.query(
          `select week, starts_at, status, reason from public.preview_series_as_of($1, ($2::date + time '17:00') at time zone $3, 8, $4)`,
          [tutor.id, firstDate, tz, now],
        );
        expect(rows).toHaveLength(8);
        const hours = rows.map((r) => (r.starts_at as Date).getUTCHours());
        for (const r of rows) {
          expect(localParts((r.starts_at as Date).toISOString(), tz)).toBe('Mon 17:00');
          expect(r.status).toBe('available');
        }
        // Weekly steps: 7 days apart except across the change (±1 hour); the UTC hour before and after.
        expect(hours[0]).toBe(utcHours[0]);
        expect(hours[7]).toBe(utcHours[1]);
        if (utcHours[0] === utcHours[1]) expect(new Set(hours).size).toBe(1);
        else expect(new Set(hours).size).toBe(2);
      }
    });
  }
});

describe('booking a series', () => {
  test('a conflict in the 9th occurrence is found; the other eleven are booked and the series is one request', async () => {
    const tutor = await openTutor('Europe/Madrid');
    const { user, client } = await learner();
    const other = await learner('Other Learner');
    const start = await localStart('Europe/Madrid', 3, '10:00');
    const ninth = await occurrence('Europe/Madrid', start, 8);
    await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`, [
      other.user.id, tutor.id, ninth,
    ]);

    const preview = await client.rpc('preview_series', { p_tutor_id: tutor.id, p_starts_at: start, p_weeks: 12 });
    expect(preview.error).toBeNull();
    const previewRows = preview.data as { week: number; status: string; reason: string | null }[];
    expect(previewRows.filter((r) => r.status !== 'available')).toEqual([expect.objectContaining({ week: 8, status: 'unavailable', reason: 'slot_taken' })]);

    const { data, error } = await bookSeries(client, tutor.id, start, 12);
    expect(error).toBeNull();
    const state = data as SeriesState;
    expect(state.dates).toHaveLength(12);
    expect(state.dates[8]).toMatchObject({ status: 'unavailable', reason: 'slot_taken', booking_id: null });
    expect(state.dates.filter((d) => d.status === 'booked')).toHaveLength(11);
    const { rows } = await db.query(`select count(*)::int as n from bookings where series_id = $1 and learner_id = $2`, [state.series_id, user.id]);
    expect(rows[0].n).toBe(11);
    // One "booked" email for the series, not eleven.
    const mails = await db.query(
      `select count(*)::int as n from notifications n join bookings b on b.id = n.booking_id where b.series_id = $1 and n.kind = 'booked' and n.recipient_id = $2`,
      [state.series_id, user.id],
    );
    expect(mails.rows[0].n).toBe(1);
    // The same request again (an offline retry) returns the same series, books nothing more.
    const again = await client.rpc('book_series', { p_id: state.series_id, p_tutor_id: tutor.id, p_starts_at: start, p_weeks: 12 });
    expect((again.data as SeriesState).series_id).toBe(state.series_id);
    const after = await db.query(`select count(*)::int as n from bookings where tutor_id = $1`, [tutor.id]);
    expect(after.rows[0].n).toBe(12);
  });

  test('weeks outside 2–16 are refused', async () => {
    const tutor = await openTutor('UTC');
    const { client } = await learner();
    const start = await localStart('UTC', 3, '10:00');
    for (const weeks of [1, 17]) {
      const { error } = await bookSeries(client, tutor.id, start, weeks);
      expect(error?.message).toBe('invalid_request');
    }
  });

  test('the rolling window: weeks beyond the horizon wait, are booked when they enter it, and one that cannot be is reported', async () => {
    const tutor = await openTutor('America/New_York');
    const { user, client } = await learner();
    const start = await localStart('America/New_York', 3, '09:00');
    const { data, error } = await bookSeries(client, tutor.id, start, 16);
    expect(error).toBeNull();
    const state = data as SeriesState;
    // Day 3 + 7k beyond 90 days: weeks 13, 14, 15 wait.
    expect(state.dates.map((d) => d.status)).toEqual([...Array(13).fill('booked'), 'later', 'later', 'later']);

    // Someone takes week 14 meanwhile.
    const other = await learner('Other Learner');
    const week14 = state.dates[14].starts_at;
    await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`, [
      other.user.id, tutor.id, week14,
    ]);

    // Two weeks on: weeks 13 and 14 are inside the horizon.
    const run = await db.query(`select public.book_due_series_as_of(now() + interval '14 days', $1) as r`, [state.series_id]);
    expect(run.rows[0].r).toMatchObject({ booked: 1, unavailable: 1, failed: [] });
    const mid = (await client.rpc('my_series_state', { p_series_id: state.series_id })).data as SeriesState;
    expect(mid.dates[13].status).toBe('booked');
    expect(mid.dates[14]).toMatchObject({ status: 'unavailable', reason: 'slot_taken' });
    expect(mid.dates[15].status).toBe('later');
    const mail = await db.query(
      `select recipient_id, series_week, recipient_role from notifications where kind = 'series_unavailable' and booking_id = $1`,
      [state.dates[0].booking_id],
    );
    expect(mail.rows).toEqual([{ recipient_id: user.id, series_week: 14, recipient_role: 'learner' }]);

    // Running again books nothing twice; a month on the last week is booked.
    const again = await db.query(`select public.book_due_series_as_of(now() + interval '14 days', $1) as r`, [state.series_id]);
    expect(again.rows[0].r).toMatchObject({ booked: 0, unavailable: 0 });
    await db.query(`select public.book_due_series_as_of(now() + interval '30 days', $1)`, [state.series_id]);
    const last = (await client.rpc('my_series_state', { p_series_id: state.series_id })).data as SeriesState;
    expect(last.dates[15].status).toBe('booked');
    const { rows } = await db.query(`select count(*)::int as n from bookings where series_id = $1`, [state.series_id]);
    expect(rows[0].n).toBe(15);
  });

  test('a series cancelled while the rolling window runs gets no new lesson', async () => {
    const tutor = await openTutor('UTC');
    const { user, client } = await learner('Cancelling Learner');
    const { data, error } = await bookSeries(client, tutor.id, await localStart('UTC', 3, '09:00'), 16);
    expect(error).toBeNull();
    const seriesId = (data as SeriesState).series_id;
    // The learner's cancel holds the series' row, not yet committed ...
    const canceller = await adminDb();
    const worker = await adminDb();
    try {
      await canceller.query('begin');
      await canceller.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: user.id, role: 'authenticated' })]);
      await canceller.query('set local role authenticated');
      await canceller.query('select public.cancel_series($1)', [seriesId]);
      // ... while the worker starts two weeks on (its first read still finds the series active) and waits for the row.
      const pid = (await worker.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      const run = worker.query(`select public.book_due_series_as_of(now() + interval '14 days', $1) as r`, [seriesId]);
      await expect
        .poll(async () => (await db.query(`select wait_event_type from pg_stat_activity where pid = $1`, [pid])).rows[0]?.wait_event_type, { timeout: 10_000 })
        .toBe('Lock');
      await canceller.query('commit');
      expect(((await run) as pg.QueryResult).rows[0].r).toMatchObject({ booked: 0, failed: [] });
    } finally {
      await canceller.end();
      await worker.end();
    }
    const { rows } = await db.query(`select count(*)::int as n from bookings where series_id = $1 and status <> 'cancelled'`, [seriesId]);
    expect(rows[0].n).toBe(0);
  });

  test('moving one occurrence is one update of the same booking: no duplicate, no cancellation, not late', async () => {
    const tutor = await openTutor('Europe/London');
    const { client } = await learner();
    const start = await localStart('Europe/London', 3, '14:00');
    const state = (await bookSeries(client, tutor.id, start, 4)).data as SeriesState;
    const target = state.dates[1];
    const newStart = new Date(new Date(target.starts_at).getTime() + 24 * 3600_000).toISOString();

    // Onto a taken time: refused, nothing changed.
    const other = await learner('Other Learner');
    await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`, [
      other.user.id, tutor.id, new Date(new Date(newStart).getTime() + 3600_000).toISOString(),
    ]);
    const taken = await client.rpc('move_booking', { p_id: target.booking_id, p_starts_at: new Date(new Date(newStart).getTime() + 3600_000).toISOString() });
    expect(taken.error?.message).toBe('slot_taken');

    const { data, error } = await client.rpc('move_booking', { p_id: target.booking_id, p_starts_at: newStart }).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: target.booking_id, status: 'confirmed', late_cancellation: false, series_id: state.series_id, series_week: 1 });
    expect(new Date((data as { starts_at: string }).starts_at).toISOString()).toBe(newStart);
    const { rows } = await db.query(`select status, count(*)::int as n from bookings where series_id = $1 group by status`, [state.series_id]);
    expect(rows).toEqual([{ status: 'confirmed', n: 4 }]);
    const after = (await client.rpc('my_series_state', { p_series_id: state.series_id })).data as SeriesState;
    expect(after.dates[1]).toMatchObject({ status: 'booked', moved: true, booking_id: target.booking_id });
    expect(after.dates.filter((d) => d.moved)).toHaveLength(1);
    // Moving back onto its own time's neighbour: the booking itself is never in its own way.
    const back = await client.rpc('move_booking', { p_id: target.booking_id, p_starts_at: new Date(new Date(newStart).getTime() - 3600_000).toISOString() });
    expect(back.error).toBeNull();
  });

  test('one occurrence cancelled alone; then "cancel the rest of the series"', async () => {
    const tutor = await openTutor('America/Bogota', true);
    const { client } = await learner();
    const start = await localStart('America/Bogota', 3, '08:00');
    const state = (await bookSeries(client, tutor.id, start, 5)).data as SeriesState;
    const one = await client.rpc('cancel_booking', { p_id: state.dates[0].booking_id }).single();
    expect(one.error).toBeNull();
    let now = (await client.rpc('my_series_state', { p_series_id: state.series_id })).data as SeriesState;
    expect(now.status).toBe('active');
    expect(now.dates.map((d) => d.status)).toEqual(['cancelled', 'booked', 'booked', 'booked', 'booked']);

    // The tutor cancels the rest.
    const tutorClient = await signIn(tutor.user!.email, tutor.user!.password);
    const rest = await tutorClient.rpc('cancel_series', { p_series_id: state.series_id });
    expect(rest.error).toBeNull();
    now = rest.data as SeriesState;
    expect(now.status).toBe('cancelled');
    expect(now.dates.every((d) => d.status === 'cancelled')).toBe(true);
    const stranger = await learner('Stranger');
    const refused = await stranger.client.rpc('cancel_series', { p_series_id: state.series_id });
    expect(refused.error?.message).toBe('booking_not_found');
  });

  test('20 parallel series requests for overlapping slots: every time booked once, never twice', async () => {
    const tutor = await openTutor('Europe/Paris');
    const start = await localStart('Europe/Paris', 3, '11:00');
    const learners = await Promise.all(Array.from({ length: 20 }, (_, i) => learner(`Parallel ${i}`)));
    // Learner i starts (i mod 5) weeks later, for 6 weeks: the requests overlap on weeks 0–10.
    const starts = await Promise.all([0, 1, 2, 3, 4].map((k) => occurrence('Europe/Paris', start, k)));
    const results = await Promise.all(learners.map((l, i) => bookSeries(l.client, tutor.id, starts[i % 5], 6)));
    for (const r of results) {
      if (r.error) expect(r.error.message).toBe('slot_unavailable');
    }
    const { rows } = await db.query(
      `select starts_at, count(*)::int as n from bookings where tutor_id = $1 and status <> 'cancelled' group by starts_at order by starts_at`,
      [tutor.id],
    );
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const overlaps = await db.query(
      `select count(*)::int as n from bookings a join bookings b on a.tutor_id = b.tutor_id and a.id < b.id
       where a.tutor_id = $1 and a.status <> 'cancelled' and b.status <> 'cancelled' and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
      [tutor.id],
    );
    expect(overlaps.rows[0].n).toBe(0);
    // What each series says it booked is what is in the table.
    const booked = results.flatMap((r) => (r.data ? (r.data as SeriesState).dates.filter((d) => d.status === 'booked') : []));
    expect(booked).toHaveLength(10);
  });
});

describe('row-level security of booking_series', () => {
  let seriesId: string;
  let owner: { user: TestUser; client: Client };
  let tutor: TestTutor;

  beforeAll(async () => {
    tutor = await openTutor('UTC', true);
    owner = await learner('Owner');
    const start = await localStart('UTC', 3, '12:00');
    seriesId = ((await bookSeries(owner.client, tutor.id, start, 2)).data as SeriesState).series_id;
  });

  const read = async (client: Client) => client.from('booking_series').select('id').eq('id', seriesId);

  test('anon reads nothing and writes nothing', async () => {
    const { data, error } = await read(anonClient());
    expect(error?.code === '42501' || (data ?? []).length === 0).toBe(true);
    const ins = await anonClient().from('booking_series').insert({ tutor_id: tutor.id, timezone: 'UTC', weekday: 1, local_time: '10:00', first_date: '2030-01-07', weeks: 2 });
    expect(ins.error).not.toBeNull();
    const book = await anonClient().rpc('book_series', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: new Date().toISOString(), p_weeks: 2 });
    expect(book.error).not.toBeNull();
  });

  test('the learner reads their own series, cannot change it directly', async () => {
    expect((await read(owner.client)).data).toEqual([{ id: seriesId }]);
    const upd = await owner.client.from('booking_series').update({ weeks: 16 }).eq('id', seriesId).select();
    expect(upd.data ?? []).toEqual([]);
    const ins = await owner.client.from('booking_series').insert({ tutor_id: tutor.id, timezone: 'UTC', weekday: 1, local_time: '10:00', first_date: '2030-01-07', weeks: 2 });
    expect(ins.error?.code).toBe('42501');
    const { rows } = await db.query(`select weeks from booking_series where id = $1`, [seriesId]);
    expect(rows[0].weeks).toBe(2);
  });

  test('another learner sees nothing; the tutor sees theirs, another tutor nothing', async () => {
    const other = await learner('Other');
    expect((await read(other.client)).data).toEqual([]);
    const tutorClient = await signIn(tutor.user!.email, tutor.user!.password);
    expect((await read(tutorClient)).data).toEqual([{ id: seriesId }]);
    const upd = await tutorClient.from('booking_series').delete().eq('id', seriesId).select();
    expect(upd.data ?? []).toEqual([]);
    const otherTutor = await openTutor('UTC', true);
    const otherClient = await signIn(otherTutor.user!.email, otherTutor.user!.password);
    expect((await read(otherClient)).data).toEqual([]);
  });

  test('an admin at aal2 reads and changes every series; at aal1 sees nothing', async () => {
    const admin = await createStaff(db, 'admin');
    users.push(admin);
    const aal2 = await signInStaffAal2(admin);
    expect((await read(aal2)).data).toEqual([{ id: seriesId }]);
    const upd = await aal2.from('booking_series').update({ note: 'Admin note' }).eq('id', seriesId).select('note');
    expect(upd.data).toEqual([{ note: 'Admin note' }]);
    const aal1 = await signIn(admin.email, admin.password);
    expect((await read(aal1)).data).toEqual([]);
  });
});
