// The student directory (learner_directory()), read as each role through supabase-js: the database decides who is
// listed. An admin at aal2 lists every learner (search by name or email, sessions booked and held, last activity,
// needs and accommodations); a tutor lists only their current learners, without emails; a learner, an admin
// without the second factor and a guest list no one.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, type TestUser } from '../support/db';
import { signInTestStaff, signInTestStaffAal2 } from '../support/fixtures';

const tutorId = randomUUID();
const tag = randomUUID().slice(0, 8);
let db: pg.Client;
let tutorUser: TestUser;
let current: TestUser; // an upcoming session with the tutor
let former: TestUser; // a session that ended 60 days ago
let other: TestUser; // no session with the tutor

type Row = { user_id: string; full_name: string; email: string | null; sessions_booked: number; sessions_held: number; last_activity: string | null; needs: string[]; accommodations: string };

beforeAll(async () => {
  db = await adminDb();
  tutorUser = await createUser(db, `Directory Tutor ${tag}`);
  current = await createUser(db, `Current Learner ${tag}`);
  former = await createUser(db, `Former Learner ${tag}`);
  other = await createUser(db, `Other Learner ${tag}`);
  await db.query(
    `insert into tutors (id, slug, full_name, hourly_rate_minor, currency, timezone, subjects, session_minutes, buffer_minutes, user_id)
     values ($1, $2, 'Directory Tutor', 4000, 'USD', 'UTC', '{mathematics}', 60, 0, $3)`,
    [tutorId, `directory-${tag}`, tutorUser.id],
  );
  const hour = 3_600_000;
  const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / hour) * hour).toISOString();
  await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $4)`, [current.id, tutorId, at(48 * hour), at(49 * hour)]);
  await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $4)`, [current.id, tutorId, at(-72 * hour), at(-71 * hour)]);
  await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $4)`, [former.id, tutorId, at(-60 * 24 * hour), at(-60 * 24 * hour + hour)]);
  await db.query(
    `insert into learner_profiles (user_id, goals, needs, accommodations) values ($1, 'Pass the exam', '{dyslexia}', 'Larger text, please')`,
    [current.id],
  );
});

afterAll(async () => {
  if (!db) return;
  await db.query(`delete from bookings where tutor_id = $1`, [tutorId]);
  await db.query(`delete from tutors where id = $1`, [tutorId]);
  await db.query(`delete from auth.users where id = any($1)`, [[tutorUser.id, current.id, former.id, other.id]]);
  await db.end();
});

const list = async (client: ReturnType<typeof anonClient>, search = tag) => client.rpc('learner_directory', { p_search: search, p_limit: 50 });

describe('learner_directory as each role', () => {
  test('an admin at aal2 lists every learner, with emails, counts, last activity, needs and accommodations', async () => {
    const { data, error } = await list(await signInTestStaffAal2('admin'));
    expect(error).toBeNull();
    const rows = data as Row[];
    expect(rows.map((r) => r.user_id).sort()).toEqual([current.id, former.id, other.id].sort()); // the tutor's account is not a learner
    const c = rows.find((r) => r.user_id === current.id)!;
    expect(c).toMatchObject({ email: current.email, sessions_booked: 2, sessions_held: 1, needs: ['dyslexia'], accommodations: 'Larger text, please' });
    expect(c.last_activity).not.toBeNull();
    expect(rows.find((r) => r.user_id === other.id)).toMatchObject({ sessions_booked: 0, sessions_held: 0, needs: [], accommodations: '' });
    // Search by email (admins only) and by name.
    expect(((await list(await signInTestStaffAal2('admin'), other.email)).data as Row[]).map((r) => r.user_id)).toEqual([other.id]);
    expect(((await list(await signInTestStaffAal2('admin'), `Former Learner ${tag}`)).data as Row[]).map((r) => r.user_id)).toEqual([former.id]);
  });

  test('a tutor lists only their current learners, without emails', async () => {
    const { data, error } = await list(await signIn(tutorUser.email, tutorUser.password));
    expect(error).toBeNull();
    expect((data as Row[]).map((r) => [r.user_id, r.email])).toEqual([[current.id, null]]);
    // Searching by another learner's email finds nothing for a tutor.
    expect((await list(await signIn(tutorUser.email, tutorUser.password), other.email)).data).toEqual([]);
  });

  test("a tutor's counts and last activity are of their own lessons; an admin sees every tutor's", async () => {
    const otherTutor = randomUUID();
    await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, 'Elsewhere Tutor', 3000, 'USD', 'UTC')`, [
      otherTutor,
      `directory-other-${tag}`,
    ]);
    try {
      const day = 86_400_000;
      for (const k of [5, 6, 7]) {
        const start = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + k * day).toISOString();
        await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`, [current.id, otherTutor, start]);
      }
      const mine = ((await list(await signIn(tutorUser.email, tutorUser.password))).data as Row[]).find((r) => r.user_id === current.id)!;
      expect(mine).toMatchObject({ sessions_booked: 2, sessions_held: 1 });
      // The bookings with the other tutor are the newest activity: the tutor's view stops before them.
      const elsewhere = (await db.query(`select min(created_at) as at from bookings where tutor_id = $1`, [otherTutor])).rows[0].at as Date;
      expect(Date.parse(mine.last_activity!)).toBeLessThan(elsewhere.getTime());
      const seenByAdmin = ((await list(await signInTestStaffAal2('admin'))).data as Row[]).find((r) => r.user_id === current.id)!;
      expect(seenByAdmin).toMatchObject({ sessions_booked: 5, sessions_held: 1 });
    } finally {
      await db.query(`delete from bookings where tutor_id = $1`, [otherTutor]);
      await db.query(`delete from tutors where id = $1`, [otherTutor]);
    }
  });

  test('a learner, an admin without the second factor and a guest list no one', async () => {
    expect((await list(await signIn(current.email, current.password))).data).toEqual([]);
    expect((await list(await signInTestStaff('admin'))).data).toEqual([]);
    const guest = await list(anonClient());
    expect(guest.data).toBeNull();
    expect(guest.error).not.toBeNull();
  });

  test('hostile search text is taken literally', async () => {
    const admin = await signInTestStaffAal2('admin');
    for (const search of ['%', '_', `\\`, `' or 1=1 --`, 'x'.repeat(5000)]) {
      const { data, error } = await list(admin, search);
      expect(error, search.slice(0, 20)).toBeNull();
      expect((data as Row[]).some((r) => [current.id, former.id, other.id].includes(r.user_id)), search.slice(0, 20)).toBe(false);
    }
  });

  test('an admin pages through the learners in name order (limit and offset)', async () => {
    const admin = await signInTestStaffAal2('admin');
    const page = async (offset: number) => {
      const { data, error } = await admin.rpc('learner_directory', { p_search: tag, p_limit: 2, p_offset: offset });
      expect(error).toBeNull();
      return (data as Row[]).map((r) => r.user_id);
    };
    // Current, Former, Other: by name.
    expect(await page(0)).toEqual([current.id, former.id]);
    expect(await page(2)).toEqual([other.id]);
    expect(await page(4)).toEqual([]);
    // An empty search lists everyone, in pages too.
    const first = await admin.rpc('learner_directory', { p_search: '', p_limit: 1, p_offset: 0 });
    const second = await admin.rpc('learner_directory', { p_search: '', p_limit: 1, p_offset: 1 });
    expect((first.data as Row[]).length).toBe(1);
    expect((second.data as Row[])[0]?.user_id).not.toBe((first.data as Row[])[0].user_id);
  });
});
