// After the lesson, through supabase-js against the local stack: past lessons read from the projection (the booking's
// learner and tutor only, ended and not cancelled), safeguarding reports (a party reports as themselves, the database
// snapshots the projection, a cap of 3 per user and booking, only admins at aal2 read them), export and deletion.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, createUser, signIn, type TestUser } from '../support/db';
import { signInTestStaff, signInTestStaffAal2 } from '../support/fixtures';
import { createBooking, createTutor, type TestTutor } from '../support/fixtures';

let db: pg.Client;
let learner: TestUser;
let tutor: TestUser;
let stranger: TestUser;
const tutorId = randomUUID();
const otherTutorId = randomUUID();
let otherTutor: TestUser;
let past: string;
let future: string;
const users: string[] = [];
const otherTutorCleanup: string[] = [];

// The same read as src/features/lesson/after/api-past.ts.
const PAST = 'booking_id, notes_markdown, chat, board, bookings!inner(starts_at, ends_at, status, learner_id, tutors(full_name, user_id))';
const pastLessons = (client: Awaited<ReturnType<typeof signIn>>) =>
  client.from('lesson_projections').select(PAST).lte('bookings.ends_at', new Date().toISOString()).neq('bookings.status', 'cancelled');

const chat = (author: string, authorName: string, text: string) => ({ author, authorName, text, sentAt: new Date().toISOString() });

beforeAll(async () => {
  db = await adminDb();
  [learner, tutor, stranger, otherTutor] = await Promise.all([
    createUser(db, 'Pia Past'),
    createUser(db, 'Tom Tutor'),
    createUser(db, 'Sam Stranger'),
    createUser(db, 'Olga Other'),
  ]);
  users.push(learner.id, tutor.id, stranger.id, otherTutor.id);
  for (const [id, user, name] of [[tutorId, tutor, 'Tom Tutor'], [otherTutorId, otherTutor, 'Olga Other']] as const) {
    await db.query(`insert into tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone) values ($1, $2, $3, $4, 3000, 'USD', 'UTC')`, [
      id,
      user.id,
      `lesson-after-${id.slice(0, 8)}`,
      name,
    ]);
  }
  const book = async (startsInMinutes: number) =>
    (
      await db.query(
        `insert into bookings (learner_id, tutor_id, starts_at, ends_at, created_at)
         values ($1, $2, now() + make_interval(mins => $3), now() + make_interval(mins => $3 + 60), now() - interval '3 days') returning id`,
        [learner.id, tutorId, startsInMinutes],
      )
    ).rows[0].id as string;
  past = await book(-24 * 60);
  future = await book(24 * 60);
  for (const id of [past, future]) {
    await db.query(`insert into lesson_projections (booking_id, notes_markdown, chat, board) values ($1, $2, $3, $4)`, [
      id,
      '# Fractions\n- halves',
      JSON.stringify([chat(learner.id, 'Pia Past', 'Hello'), chat(tutor.id, 'Tom Tutor', 'Hi Pia')]),
      JSON.stringify([{ page: 1, kind: 'math', text: null, latex: '\\frac{1}{2}', author: tutor.id }]),
    ]);
  }
});
afterAll(async () => {
  await db.query(`delete from bookings where tutor_id = any($1)`, [[tutorId, otherTutorId, ...otherTutorCleanup]]);
  await db.query(`delete from tutors where id = any($1)`, [[tutorId, otherTutorId, ...otherTutorCleanup]]);
  await db.query(`delete from auth.users where id = any($1)`, [users]);
  await db.end();
});

describe('past lessons', () => {
  test('the learner and the tutor read the ended lesson with its notes, chat and board; the one to come is not past', async () => {
    for (const user of [learner, tutor]) {
      const { data, error } = await pastLessons(await signIn(user.email, user.password));
      expect(error).toBeNull();
      expect(data!.map((r) => r.booking_id)).toEqual([past]);
      expect(data![0].notes_markdown).toBe('# Fractions\n- halves');
      expect((data![0].chat as { text: string }[]).map((m) => m.text)).toEqual(['Hello', 'Hi Pia']);
      expect(data![0].board).toEqual([{ page: 1, kind: 'math', text: null, latex: '\\frac{1}{2}', author: tutor.id }]);
    }
  });

  test('another learner, the tutor of other bookings and an admin read none of it', async () => {
    for (const client of [await signIn(stranger.email, stranger.password), await signIn(otherTutor.email, otherTutor.password), await signInTestStaffAal2('admin')]) {
      const { data, error } = await client.from('lesson_projections').select('booking_id').in('booking_id', [past, future]);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });
});

describe('safeguarding reports', () => {
  test('the learner reports: the database snapshots the projection; only admins at aal2 read it; a fourth report is refused', async () => {
    const client = await signIn(learner.email, learner.password);
    const id = randomUUID();
    const { error } = await client.from('lesson_reports').insert({ id, booking_id: past, reason: '  He asked for my phone number  ' });
    expect(error).toBeNull();
    const { rows } = await db.query(`select reporter_id, reporter_role, reason, notes_markdown, chat, board from lesson_reports where id = $1`, [id]);
    expect(rows[0]).toMatchObject({ reporter_id: learner.id, reporter_role: 'learner', reason: 'He asked for my phone number', notes_markdown: '# Fractions\n- halves' });
    expect(rows[0].chat.map((m: { text: string }) => m.text)).toEqual(['Hello', 'Hi Pia']);
    expect(rows[0].board).toHaveLength(1);
    // The snapshot is the lesson at report time: later changes to the room do not reach it.
    await db.query(`update lesson_projections set notes_markdown = 'changed later' where booking_id = $1`, [past]);
    expect((await db.query(`select notes_markdown from lesson_reports where id = $1`, [id])).rows[0].notes_markdown).toBe('# Fractions\n- halves');

    // Neither the reporter, nor the other party, nor an admin at aal1 reads it back.
    const aal1 = await signInTestStaff('admin');
    for (const reader of [client, await signIn(tutor.email, tutor.password), aal1]) {
      expect((await reader.from('lesson_reports').select('id').eq('id', id)).data).toEqual([]);
    }
    const admin = await signInTestStaffAal2('founder');
    const read = await admin.from('lesson_reports').select('id, reason, reporter_role, chat, bookings(starts_at)').eq('id', id);
    expect(read.error).toBeNull();
    expect(read.data).toHaveLength(1);
    expect(read.data![0].reason).toBe('He asked for my phone number');

    // The cap: 3 per user and booking, with a clear message.
    for (let i = 0; i < 2; i++) expect((await client.from('lesson_reports').insert({ booking_id: past, reason: `again ${i}` })).error).toBeNull();
    const fourth = await client.from('lesson_reports').insert({ booking_id: past, reason: 'fourth' });
    expect(fourth.error?.hint).toBe('report_limit');
    expect(fourth.error?.message).toMatch(/already reported this lesson 3 times/);
    // The tutor has a cap of their own.
    const byTutor = await (await signIn(tutor.email, tutor.password)).from('lesson_reports').insert({ booking_id: past, reason: 'Inappropriate chat' });
    expect(byTutor.error).toBeNull();
    expect((await db.query(`select reporter_role from lesson_reports where booking_id = $1 and reporter_id = $2`, [past, tutor.id])).rows).toEqual([{ reporter_role: 'tutor' }]);
  });

  test('an empty reason, a stranger, another tutor and a reporter named by the client are refused', async () => {
    const client = await signIn(learner.email, learner.password);
    expect((await client.from('lesson_reports').insert({ booking_id: future, reason: '   ' })).error?.code).toBe('23514');
    expect((await client.from('lesson_reports').insert({ booking_id: future, reason: 'x', reporter_id: tutor.id })).error?.code).toBe('42501');
    for (const other of [stranger, otherTutor]) {
      const { error } = await (await signIn(other.email, other.password)).from('lesson_reports').insert({ booking_id: past, reason: 'not mine' });
      expect(error?.code).toBe('42501');
    }
  });

  test('export lists the lessons and the reports a user made; deletion keeps the report, unlinked, and the lesson for the tutor', async () => {
    const client = await signIn(learner.email, learner.password);
    const exported = (await client.rpc('export_my_data')).data as { lessons: { booking_id: string }[]; lesson_reports: { booking_id: string; reason: string }[] };
    expect(exported.lessons.map((l) => l.booking_id)).toEqual(expect.arrayContaining([past, future]));
    expect(exported.lesson_reports.map((r) => r.reason)).toEqual(['He asked for my phone number', 'again 0', 'again 1']);
    const tutorExport = (await (await signIn(tutor.email, tutor.password)).rpc('export_my_data')).data as { lesson_reports: { reason: string }[] };
    expect(tutorExport.lesson_reports.map((r) => r.reason)).toEqual(['Inappropriate chat']);

    expect((await client.rpc('delete_my_account')).error).toBeNull();
    const { rows } = await db.query(`select count(*)::int as n, count(reporter_id)::int as linked from lesson_reports where booking_id = $1 and reporter_role = 'learner'`, [past]);
    expect(rows[0]).toEqual({ n: 3, linked: 0 });
    // The tutor keeps the lesson; the learner's messages are a deleted account's.
    const { data } = await pastLessons(await signIn(tutor.email, tutor.password));
    expect(data!.map((r) => r.booking_id)).toEqual([past]);
    expect((data![0].bookings as unknown as { learner_id: string | null }).learner_id).toBeNull();
    expect((data![0].chat as { author: string | null; authorName: string }[]).map((m) => [m.author, m.authorName])).toEqual([
      [null, 'Deleted account'],
      [tutor.id, 'Tom Tutor'],
    ]);
  });
});

describe('the report cap under concurrent reports', () => {
  // Users, tutor and bookings of its own: nothing here touches the rows the tests above read.
  let reporter: TestUser;
  let teacher: TestTutor;
  let bookings = 0;
  // A past lesson a day apart from the others (one tutor cannot have two at once).
  const bookingFor = () => createBooking(db, { learnerId: reporter.id, tutorId: teacher.id, startsInMinutes: -(2 + bookings++) * 24 * 60 });
  const stored = async (booking: string) =>
    (await db.query(`select count(*)::int as n from lesson_reports where booking_id = $1 and reporter_id = $2`, [booking, reporter.id])).rows[0].n as number;

  beforeAll(async () => {
    reporter = await createUser(db, 'Cap Reporter');
    teacher = await createTutor(db, { fullName: 'Cap Teacher', withAccount: true });
    users.push(reporter.id, teacher.user!.id);
    otherTutorCleanup.push(teacher.id);
  });

  test('two reports in transactions open at the same time: the second waits for the first and counts it', async () => {
    const booking = await bookingFor();
    await db.query(`insert into lesson_reports (booking_id, reporter_id, reason) values ($1, $2, 'one'), ($1, $2, 'two')`, [booking, reporter.id]);
    const [a, b] = await Promise.all([adminDb(), adminDb()]);
    try {
      for (const tx of [a, b]) {
        await tx.query('begin');
        await tx.query(`set local role authenticated`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: reporter.id, role: 'authenticated' })]);
      }
      await a.query(`insert into lesson_reports (booking_id, reason) values ($1, 'third from A')`, [booking]);
      // B's insert is sent while A's transaction is still open.
      const second = b.query(`insert into lesson_reports (booking_id, reason) values ($1, 'third from B')`, [booking]).then(
        () => null,
        (error: { hint?: string }) => error,
      );
      await a.query('commit');
      const refused = await second;
      await b.query(refused ? 'rollback' : 'commit');
      expect(refused?.hint).toBe('report_limit');
      expect(await stored(booking)).toBe(3);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  test('40 reports sent at once through the API store 3', async () => {
    const client = await signIn(reporter.email, reporter.password);
    for (let round = 0; round < 3; round++) {
      const booking = await bookingFor();
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => client.from('lesson_reports').insert({ booking_id: booking, reason: `burst ${i}` })));
      expect(results.filter((r) => r.error === null)).toHaveLength(3);
      expect(results.filter((r) => r.error !== null).every((r) => r.error?.hint === 'report_limit')).toBe(true);
      expect(await stored(booking)).toBe(3);
    }
  });
});
