// The availability model and the directory in the database: free slots from weekly hours in the tutor's time
// zone (DST changes included), bookings, buffer and minimum notice; next_free_at kept by triggers and renewed
// once stale; rating and review count derived from reviews; search_tutors against plain SQL over the table.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonClient, type Client } from '../support/db';
import { testEnv } from '../support/env';

let db: pg.Client;
let anon: Client;
const made: string[] = [];

async function tutor(timezone: string, extra: { session?: number; buffer?: number; currency?: string; rate?: number } = {}): Promise<string> {
  const id = randomUUID();
  made.push(id);
  await db.query(
    `insert into tutors (id, slug, full_name, hourly_rate_minor, currency, timezone, session_minutes, buffer_minutes)
     values ($1, $2, 'Slot Test Tutor', $3, $4, $5, $6, $7)`,
    [id, `slot-${id.slice(0, 8)}`, extra.rate ?? 3000, extra.currency ?? 'USD', timezone, extra.session ?? 60, extra.buffer ?? 0],
  );
  return id;
}

async function hours(tutorId: string, weekdays: number[], start: string, end: string) {
  await db.query(
    `insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, $3, $4 from unnest($2::int[]) d`,
    [tutorId, weekdays, start, end],
  );
}

async function slots(tutorId: string, from: string, to: string): Promise<string[]> {
  const { data, error } = await anon.rpc('tutor_free_slots', { p_tutor_id: tutorId, p_from: from, p_to: to });
  expect(error).toBeNull();
  return (data as { starts_at: string }[]).map((s) => new Date(s.starts_at).toISOString());
}

beforeAll(async () => {
  db = await adminDb();
  anon = anonClient();
});
afterAll(async () => {
  if (!db) return;
  await db.query('delete from tutors where id = any($1)', [made]);
  await db.end();
});

// The DST changes and the June day of next year: ahead of now + notice whenever the suite runs (slots are never in the past).
const YEAR = new Date().getUTCFullYear() + 1;
const dayOf = (month: number, date: number) => new Date(Date.UTC(YEAR, month, date));
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** The instant `hhmm` UTC on day `d` (as the RPC's ISO strings). */
const at = (d: Date, hhmm: string) => `${d.toISOString().slice(0, 10)}T${hhmm}:00.000Z`;
const EU_SPRING = plusDays(dayOf(3, 0), -dayOf(3, 0).getUTCDay()); // the last Sunday of March
const US_AUTUMN = plusDays(dayOf(10, 1), (7 - dayOf(10, 1).getUTCDay()) % 7); // the first Sunday of November
const JUNE_WEDNESDAY = plusDays(dayOf(5, 14), (3 - dayOf(5, 14).getUTCDay() + 7) % 7);

describe('tutor_free_slots', () => {
  it(`follows local hours across the spring DST change (Madrid, ${at(EU_SPRING, '01:00')})`, async () => {
    const id = await tutor('Europe/Madrid');
    await hours(id, [1, 2, 3, 4, 5, 6, 7], '09:00', '10:00');
    expect(await slots(id, at(plusDays(EU_SPRING, -2), '00:00'), at(plusDays(EU_SPRING, 2), '00:00'))).toEqual([
      at(plusDays(EU_SPRING, -2), '08:00'), // CET, UTC+1
      at(plusDays(EU_SPRING, -1), '08:00'),
      at(EU_SPRING, '07:00'), // CEST, UTC+2
      at(plusDays(EU_SPRING, 1), '07:00'),
    ]);
  });

  it(`follows local hours across the autumn DST change (New York, ${at(US_AUTUMN, '06:00')}) with session and buffer`, async () => {
    const id = await tutor('America/New_York', { session: 45, buffer: 15 });
    await hours(id, [6, 7, 1], '08:00', '10:00');
    const saturday = plusDays(US_AUTUMN, -1);
    const monday = plusDays(US_AUTUMN, 1);
    expect(await slots(id, at(saturday, '00:00'), at(plusDays(US_AUTUMN, 2), '00:00'))).toEqual([
      at(saturday, '12:00'), // Saturday, EDT (UTC-4): 08:00 and 09:00 local
      at(saturday, '13:00'),
      at(US_AUTUMN, '13:00'), // Sunday, EST (UTC-5)
      at(US_AUTUMN, '14:00'),
      at(monday, '13:00'),
      at(monday, '14:00'),
    ]);
  });

  it('leaves out booked times (buffer included) but not cancelled bookings', async () => {
    const id = await tutor('Europe/London', { buffer: 30 });
    await hours(id, [3], '09:00', '13:00'); // Wednesday: 09:00, 10:30 and 12:00 (60 min + 30 min buffer), BST
    const wed = JUNE_WEDNESDAY;
    const day = [at(wed, '00:00'), at(plusDays(wed, 1), '00:00')] as const;
    expect(await slots(id, ...day)).toEqual([at(wed, '08:00'), at(wed, '09:30'), at(wed, '11:00')]);
    const learner = (await db.query(`select id from auth.users where email = 'student@example.com'`)).rows[0].id;
    await db.query(
      `insert into bookings (learner_id, tutor_id, starts_at, ends_at, status) values ($1, $2, $3, $4, 'confirmed'), ($1, $2, $5, $6, 'cancelled')`,
      [learner, id, at(wed, '09:45'), at(wed, '10:15'), at(wed, '08:00'), at(wed, '09:00')],
    );
    // The 09:30 slot overlaps the booking; 11:00 starts 45 min after it ends (more than the buffer).
    expect(await slots(id, ...day)).toEqual([at(wed, '08:00'), at(wed, '11:00')]);
  });

  it('starts no earlier than now + the minimum notice, and nothing for an unknown or inactive tutor', async () => {
    const id = await tutor('UTC');
    // Round the clock (24:00 ends the day), so the first slot is always within the hour after now + notice.
    await hours(id, [1, 2, 3, 4, 5, 6, 7], '00:00', '24:00');
    const notice = Number((await db.query(`select value from system_settings where key = 'booking.min_notice_hours'`)).rows[0].value);
    const now = Date.now();
    const found = await slots(id, new Date(now).toISOString(), new Date(now + 2 * 86_400_000).toISOString());
    expect(found.length).toBeGreaterThan(20);
    expect(new Date(found[0]!).getTime()).toBeGreaterThanOrEqual(now + notice * 3600_000 - 5000);
    // Within the hour after (a minute more: the database's now() is read after ours, maybe past an hour mark).
    expect(new Date(found[0]!).getTime()).toBeLessThan(now + notice * 3600_000 + 3600_000 + 60_000);
    expect(await slots(randomUUID(), '2027-01-01T00:00:00Z', '2027-01-08T00:00:00Z')).toEqual([]);
    await db.query('update tutors set is_active = false where id = $1', [id]);
    expect(await slots(id, new Date(now).toISOString(), new Date(now + 2 * 86_400_000).toISOString())).toEqual([]);
  });

  it('refuses an unknown time zone when a tutor is written', async () => {
    await expect(tutor('Mars/Olympus_Mons')).rejects.toThrow(/Unknown time zone/);
  });
});

describe('next_free_at', () => {
  const nextFree = async (id: string) => (await db.query('select next_free_at from tutors where id = $1', [id])).rows[0].next_free_at as Date | null;
  const firstSlots = async (id: string) =>
    (await db.query(`select starts_at from tutor_free_slots($1, now(), now() + interval '28 days') limit 2`, [id])).rows.map((r) => r.starts_at as Date);

  it('follows hours, bookings and cancellations, and is renewed once time has passed it', async () => {
    const id = await tutor('America/Bogota');
    expect(await nextFree(id)).toBeNull();
    // Hours on one weekday only, the one three days from now in Bogotá (UTC-5 all year): its first slot is two days or
    // more past now + notice, so it cannot fall behind the notice while the test runs (an hour mark passing would
    // drop it), and the second slot is the next hour of that day.
    const isoWeekday = new Date(Date.now() - 5 * 3600_000 + 3 * 86_400_000).getUTCDay() || 7;
    await hours(id, [isoWeekday], '08:00', '12:00');
    const [first, second] = await firstSlots(id);
    expect(first).toBeDefined();
    expect(second!.getTime() - first!.getTime()).toBe(3600_000);
    expect(first!.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(await nextFree(id)).toEqual(first);

    const learner = (await db.query(`select id from auth.users where email = 'student@example.com'`)).rows[0].id;
    const booking = (
      await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour') returning id`, [
        learner,
        id,
        first,
      ])
    ).rows[0].id;
    expect(await nextFree(id)).toEqual(second);
    await db.query(`update bookings set status = 'cancelled' where id = $1`, [booking]);
    expect(await nextFree(id)).toEqual(first);

    // Time passes: a stored value before now + notice is stale. The directory shows the real next slot without
    // writing; the scheduled refresh (the worker's, with the service role) renews the stored value.
    await db.query(`update tutors set next_free_at = now() - interval '1 day' where id = $1`, [id]);
    const { data, error } = await anon.rpc('search_tutors', { p_q: 'slot test tutor', p_page_size: 50 });
    expect(error).toBeNull();
    const shown = (data as { id: string; next_free_at: string }[]).find((t) => t.id === id);
    expect(new Date(shown!.next_free_at)).toEqual(first);
    expect((await nextFree(id))!.getTime()).toBeLessThan(Date.now());
    const res = await fetch(`${testEnv.apiUrl}/rest/v1/rpc/refresh_stale_next_free`, {
      method: 'POST',
      headers: { apikey: testEnv.serviceKey, Authorization: `Bearer ${testEnv.serviceKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(await nextFree(id)).toEqual(first);
  });
});

describe('ratings come from reviews', () => {
  it('average and count follow the reviews; typed values are overwritten', async () => {
    const id = await tutor('Europe/Paris');
    expect((await db.query('select rating, review_count from tutors where id = $1', [id])).rows[0]).toEqual({ rating: null, review_count: 0 });
    await db.query(`insert into tutor_reviews (tutor_id, learner_name, rating, body) values ($1, 'A.', 5, 'x'), ($1, 'B.', 4, 'y'), ($1, 'C.', 4, 'z')`, [id]);
    expect((await db.query('select rating, review_count from tutors where id = $1', [id])).rows[0]).toEqual({ rating: '4.3', review_count: 3 });
    await db.query('update tutors set rating = 1.0, review_count = 999 where id = $1', [id]);
    expect((await db.query('select rating, review_count from tutors where id = $1', [id])).rows[0]).toEqual({ rating: '4.3', review_count: 3 });
    await db.query(`delete from tutor_reviews where tutor_id = $1 and rating = 5`, [id]);
    expect((await db.query('select rating, review_count from tutors where id = $1', [id])).rows[0]).toEqual({ rating: '4.0', review_count: 2 });
  });

  it('the seeded catalogue: at least 40 active tutors, each with weekly hours, reviews and a time zone of its own', async () => {
    const { rows } = await db.query(`
      select count(*)::int as tutors,
             count(*) filter (where exists (select 1 from tutor_weekly_hours h where h.tutor_id = t.id))::int as with_hours,
             count(*) filter (where review_count > 0 and rating is not null)::int as with_reviews,
             count(distinct timezone)::int as zones, count(distinct currency)::int as currencies
      from tutors t where slug !~ '^(rls|slot)-'`);
    expect(rows[0].tutors).toBeGreaterThanOrEqual(40);
    expect(rows[0]).toMatchObject({ with_hours: rows[0].tutors, with_reviews: rows[0].tutors, currencies: 4 });
    expect(rows[0].zones).toBeGreaterThanOrEqual(5);
  });
});

describe('search_tutors against plain SQL', () => {
  const ORDER = {
    rating: 'rating desc nulls last, review_count desc, id',
    price: 'converted asc nulls last, rating desc nulls last, review_count desc, id',
    soonest: 'next_free_at asc nulls last, rating desc nulls last, review_count desc, id',
  } as const;
  const cases: [Record<string, unknown>, string][] = [
    [{}, 'true'],
    [{ p_subject: 'mathematics' }, `subjects @> '{mathematics}'`],
    [{ p_lang: 'fr' }, `languages @> '{fr}'`],
    [{ p_max_minor: 4000, p_currency: 'EUR' }, 'converted <= 4000'],
    [{ p_max_minor: 20_000_000, p_currency: 'COP', p_sort: 'price' }, 'converted <= 20000000'],
    [{ p_q: 'Gómez' }, `search_text like '%gomez%'`],
    [{ p_q: 'computer science' }, `search_text like '%computer science%'`],
    [{ p_q: '50%_' }, `false`],
    [{ p_available_week: true, p_sort: 'soonest' }, `next_free_at < now() + interval '7 days'`],
    [{ p_subject: 'english', p_lang: 'es', p_max_minor: 3000, p_currency: 'GBP', p_sort: 'price' }, `subjects @> '{english}' and languages @> '{es}' and converted <= 3000`],
    [{ p_page: 2 }, 'true'],
  ];
  for (const [args, where] of cases) {
    it(`${JSON.stringify(args)}`, async () => {
      const currency = (args.p_currency as string) ?? 'USD';
      const sort = ((args.p_sort as string) ?? 'rating') as keyof typeof ORDER;
      const page = (args.p_page as number) ?? 1;
      const { rows } = await db.query(
        `with t as (select *, round(hourly_rate_minor * exchange_rate(currency, $1)) as converted from tutors where is_active)
         select id, converted::bigint, count(*) over () as total from t where ${where} order by ${ORDER[sort]} limit 20 offset $2`,
        [currency, (page - 1) * 20],
      );
      const { data, error } = await anon.rpc('search_tutors', args);
      expect(error).toBeNull();
      const got = data as { id: string; rate_in_currency: number; total_count: number }[];
      expect(got.map((r) => r.id)).toEqual(rows.map((r) => r.id));
      expect(got.map((r) => Number(r.rate_in_currency))).toEqual(rows.map((r) => Number(r.converted)));
      if (rows.length) expect(Number(got[0]!.total_count)).toBe(Number(rows[0].total));
    });
  }

  it('leaves out a rate that cannot be converted from the price filter, and sorts it last by price', async () => {
    const id = await tutor('UTC', { currency: 'USD', rate: 100 });
    await db.query(`alter table tutors drop constraint tutors_currency_check`).catch(() => undefined);
    try {
      await db.query(`update tutors set currency = 'JPY', full_name = 'Unconvertible Yen Tutor' where id = $1`, [id]);
      const priced = await anon.rpc('search_tutors', { p_q: 'unconvertible yen', p_max_minor: 999_999_999 });
      expect(priced.data).toEqual([]);
      const sorted = await anon.rpc('search_tutors', { p_q: 'unconvertible yen', p_sort: 'price' });
      expect((sorted.data as { id: string; rate_in_currency: number | null }[]).map((r) => [r.id, r.rate_in_currency])).toEqual([[id, null]]);
    } finally {
      await db.query(`delete from tutors where id = $1`, [id]);
      await db.query(`alter table tutors add constraint tutors_currency_check check (currency in ('USD', 'COP', 'EUR', 'GBP'))`);
    }
  });

  it('clamps hostile arguments instead of failing', async () => {
    for (const args of [{ p_page: -5 }, { p_page: 1e9 }, { p_page_size: 10_000 }, { p_sort: "'; drop table tutors;--" }, { p_currency: 'eur' }, { p_q: 'x'.repeat(5000) }]) {
      const { data, error } = await anon.rpc('search_tutors', args);
      expect(error, JSON.stringify(args)).toBeNull();
      expect((data as unknown[]).length).toBeLessThanOrEqual(50);
    }
  });
});
