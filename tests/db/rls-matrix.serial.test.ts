// Row-level security, cell by cell: every table × {anon, student A, student B, founder, admin, tutor, admin without
// the second factor} × {select, insert, update, delete}, through supabase-js and PostgREST against the local Postgres.
// Founder and admin sign in at aal2 (password and TOTP code); `adminAal1` is the admin with the password alone,
// which must read and write no more than any other signed-in user (student B, who owns no fixture row).
// Before each cell the fixture row is put back with a superuser connection, and after each write the table itself
// is checked, so "no error" is never mistaken for "done" (PostgREST answers 200 [] when RLS hides the row).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, signInDemo, signInDemoAal2, type Client, type TestUser } from '../support/db';
import { bookingCases, roundTwoCases } from './rls-cases-booking';
import { cleanUpCoursesCases, coursesCases } from './rls-cases-courses';
import { cleanupTutorCases, tutorCases } from './rls-cases-tutors';
import { learningCases } from './rls-cases-learning';
import { lessonCases } from './rls-cases-lesson';
import { creditCases } from './rls-cases-credits';
import { messageCases } from './rls-cases-messages';

type Outcome = 'ok' | 'none' | 'denied';
// The tutor is linked to the tutor profile of the bookings fixture, which has a booking with student A.
const actors = ['anon', 'studentA', 'studentB', 'founder', 'admin', 'tutor', 'adminAal1'] as const;
type Actor = (typeof actors)[number];
type Op = 'select' | 'insert' | 'update' | 'delete';

/**
 * 'd o n o o' → outcome per actor, in the order of `actors`. Without a sixth letter the tutor, who has no tie to the
 * fixture, gets student B's outcome; without a seventh the admin at aal1 fares exactly as student B: a stolen admin
 * password alone gives no admin rights.
 */
function row(spec: string): Record<Actor, Outcome> {
  const letters = spec.split(' ');
  if (letters.length === 5) letters.push(letters[2]);
  if (letters.length === 6) letters.push(letters[2]);
  const word = { o: 'ok', n: 'none', d: 'denied' } as const;
  return Object.fromEntries(actors.map((a, i) => [a, word[letters[i] as keyof typeof word]])) as Record<Actor, Outcome>;
}

interface Case {
  table: string;
  key: string;
  target: () => string;
  reset: (db: pg.Client) => Promise<unknown>;
  insertRow: () => Record<string, unknown>;
  update: Record<string, unknown>;
  expect: Record<Op, string>;
}

let db: pg.Client;
const clients = {} as Record<Actor, Client>;
let A: TestUser;
let B: TestUser;
let C: TestUser; // has no role row or profile when a cell tries to create one
let T: TestUser; // the tutor actor
const run = randomUUID().slice(0, 8);
const ids = {
  telemetry: randomUUID(),
  alert: randomUUID(),
  referral: randomUUID(),
  session: randomUUID(),
  pageView: randomUUID(),
  recording: randomUUID(),
  subject: randomUUID(),
  tutor: randomUUID(),
  bookingTutor: randomUUID(),
  slot: randomUUID(),
  course: randomUUID(),
  lesson: randomUUID(),
  booking: randomUUID(),
  message: randomUUID(),
  sender: randomUUID(),
  budget: randomUUID(),
};
const day = 24 * 3600 * 1000;
const base = new Date(Math.ceil((Date.now() + 40 * day) / 3600_000) * 3600_000);
let slotsMade = 0;
const at = (hours: number) => new Date(base.getTime() + hours * 3600_000).toISOString();

const cases: Case[] = [
  {
    table: 'user_roles',
    key: 'user_id',
    target: () => A.id,
    reset: (db) => db.query(`insert into user_roles (user_id, role) values ($1, 'student') on conflict (user_id) do update set role = 'student'`, [A.id]),
    insertRow: () => ({ user_id: C.id, role: 'student' }),
    update: { role: 'founder' },
    expect: { select: 'd o n o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'profiles',
    key: 'id',
    target: () => A.id,
    reset: (db) => db.query(`insert into profiles (id, full_name) values ($1, 'Ana') on conflict (id) do update set full_name = 'Ana'`, [A.id]),
    insertRow: () => ({ id: C.id, full_name: 'Carla' }),
    update: { full_name: 'Renamed' },
    expect: { select: 'd o n o o o', insert: 'd d d d d', update: 'd o n o o', delete: 'd d d d d' },
  },
  {
    table: 'user_locale_preferences',
    key: 'user_id',
    target: () => A.id,
    reset: (db) =>
      db.query(
        `insert into user_locale_preferences (user_id, preferred_locale, preferred_currency, preferred_country, preferred_timezone, use_device_locale)
         values ($1, 'en-US', 'USD', 'US', '', true)
         on conflict (user_id) do update set preferred_locale = 'en-US'`,
        [A.id],
      ),
    insertRow: () => ({ user_id: A.id, preferred_locale: 'fr-FR', preferred_currency: 'EUR', preferred_country: 'FR', preferred_timezone: 'Europe/Paris', use_device_locale: false }),
    update: { preferred_locale: 'es-CO' },
    expect: { select: 'd o n o o', insert: 'd o d d d', update: 'd o n n n', delete: 'd o n n n' },
  },
  {
    table: 'user_preferences',
    key: 'user_id',
    target: () => A.id,
    reset: (db) =>
      db.query(
        `insert into user_preferences (user_id, font_size) values ($1, 'medium') on conflict (user_id) do update set font_size = 'medium'`,
        [A.id],
      ),
    insertRow: () => ({ user_id: A.id, text_color: '#111111', background_color: 'default', font_size: 'xlarge', dyslexia_friendly_font: true }),
    update: { font_size: 'large' },
    expect: { select: 'd o n o o', insert: 'd o d d d', update: 'd o n n n', delete: 'd o n n n' },
  },
  {
    table: 'telemetry_events',
    key: 'id',
    target: () => ids.telemetry,
    reset: (db) =>
      db.query(
        `insert into telemetry_events (id, user_id, event, payload) values ($1, $2, 'fixture', '{}')
         on conflict (id) do update set event = 'fixture'`,
        [ids.telemetry, A.id],
      ),
    insertRow: () => ({ id: randomUUID(), user_id: A.id, event: 'locale_preferences_saved', payload: { locale: 'en-US' } }),
    update: { event: 'changed' },
    expect: { select: 'd n n o o', insert: 'd o d d d', update: 'd d d d d', delete: 'd d d d d' },
  },
  {
    table: 'security_alerts',
    key: 'id',
    target: () => ids.alert,
    reset: (db) =>
      db.query(
        `insert into security_alerts (id, user_id, email, context, user_agent) values ($1, $2, $3, '/founder-hub', 'fixture')
         on conflict (id) do update set context = '/founder-hub'`,
        [ids.alert, A.id, A.email],
      ),
    insertRow: () => ({ id: randomUUID(), user_id: A.id, email: A.email, context: '/founder/ai', user_agent: 'vitest' }),
    update: { context: 'changed' },
    expect: { select: 'd n n o o', insert: 'd o d d d', update: 'd d d d d', delete: 'd d d d d' },
  },
  {
    table: 'referral_events',
    key: 'id',
    target: () => ids.referral,
    reset: (db) =>
      db.query(`insert into referral_events (id, code, type) values ($1, 'fixture', 'click') on conflict (id) do update set code = 'fixture'`, [ids.referral]),
    insertRow: () => ({ id: randomUUID(), code: 'spring-campaign', type: 'click' }),
    update: { code: 'changed' },
    expect: { select: 'n n n o o', insert: 'o o o o o', update: 'd d d d d', delete: 'd d d d d' },
  },
  {
    table: 'system_settings',
    key: 'key',
    target: () => `test.fixture-${run}`,
    reset: (db) =>
      db.query(`insert into system_settings (key, value) values ($1, '1') on conflict (key) do update set value = '1'`, [`test.fixture-${run}`]),
    insertRow: () => ({ key: `test.new-${randomUUID().slice(0, 8)}`, value: { enabled: true } }),
    update: { value: 3 },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'analytics_sessions',
    key: 'id',
    target: () => ids.session,
    reset: (db) => db.query(`insert into analytics_sessions (id, landing_path) values ($1, '/') on conflict (id) do update set landing_path = '/'`, [ids.session]),
    insertRow: () => ({ id: randomUUID(), landing_path: '/pricing' }),
    update: { landing_path: '/changed' },
    expect: { select: 'd d d d d', insert: 'd d d d d', update: 'd d d d d', delete: 'd d d d d' },
  },
  {
    table: 'analytics_page_views',
    key: 'id',
    target: () => ids.pageView,
    reset: async (db) => {
      await db.query(`insert into analytics_sessions (id, landing_path) values ($1, '/') on conflict (id) do nothing`, [ids.session]);
      await db.query(`insert into analytics_page_views (id, session_id, path) values ($1, $2, '/') on conflict (id) do update set path = '/'`, [ids.pageView, ids.session]);
    },
    insertRow: () => ({ id: randomUUID(), session_id: ids.session, path: '/courses' }),
    update: { path: '/changed' },
    expect: { select: 'd d d d d', insert: 'd d d d d', update: 'd d d d d', delete: 'd d d d d' },
  },
  {
    table: 'session_recordings',
    key: 'id',
    target: () => ids.recording,
    reset: async (db) => {
      await db.query(`insert into analytics_sessions (id, landing_path) values ($1, '/') on conflict (id) do nothing`, [ids.session]);
      await db.query(`insert into session_recordings (id, session_id, events) values ($1, $2, '[]') on conflict (id) do update set events = '[]'`, [ids.recording, ids.session]);
    },
    insertRow: () => ({ id: randomUUID(), session_id: ids.session, events: [{ type: 'click' }] }),
    update: { events: [{ type: 'changed' }] },
    expect: { select: 'd d d d d', insert: 'd d d d d', update: 'd d d d d', delete: 'd d d d d' },
  },
  {
    table: 'subjects',
    key: 'id',
    target: () => ids.subject,
    reset: (db) =>
      db.query(`insert into subjects (id, slug, name) values ($1, $2, 'Fixture') on conflict (id) do update set name = 'Fixture'`, [ids.subject, `rls-${run}`]),
    insertRow: () => ({ id: randomUUID(), slug: `rls-new-${randomUUID().slice(0, 8)}`, name: 'Astronomy' }),
    update: { name: 'Renamed' },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'tutors',
    key: 'id',
    target: () => ids.tutor,
    reset: (db) =>
      db.query(
        `insert into tutors (id, slug, full_name, hourly_rate_minor, currency) values ($1, $2, 'Fixture Tutor', 3000, 'USD')
         on conflict (id) do update set full_name = 'Fixture Tutor'`,
        [ids.tutor, `rls-tutor-${run}`],
      ),
    insertRow: () => ({ id: randomUUID(), slug: `rls-new-${randomUUID().slice(0, 8)}`, full_name: 'New Tutor', hourly_rate_minor: 2000, currency: 'EUR' }),
    update: { full_name: 'Renamed' },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'tutor_availability',
    key: 'id',
    target: () => ids.slot,
    reset: (db) =>
      db.query(
        `insert into tutor_availability (id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $4)
         on conflict (id) do update set ends_at = excluded.ends_at`,
        [ids.slot, ids.bookingTutor, at(100), at(101)],
      ),
    insertRow: () => ({ id: randomUUID(), tutor_id: ids.bookingTutor, starts_at: at(110 + ++slotsMade), ends_at: at(111 + slotsMade) }),
    update: { ends_at: at(102) },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'courses',
    key: 'id',
    target: () => ids.course,
    reset: (db) =>
      db.query(`insert into courses (id, slug, title) values ($1, $2, 'Fixture Course') on conflict (id) do update set title = 'Fixture Course'`, [
        ids.course,
        `rls-course-${run}`,
      ]),
    insertRow: () => ({ id: randomUUID(), slug: `rls-new-${randomUUID().slice(0, 8)}`, title: 'New Course' }),
    update: { title: 'Renamed' },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'course_lessons',
    key: 'id',
    target: () => ids.lesson,
    reset: async (db) => {
      await db.query(`insert into courses (id, slug, title) values ($1, $2, 'Fixture Course') on conflict (id) do nothing`, [ids.course, `rls-course-${run}`]);
      await db.query(
        `insert into course_lessons (id, course_id, position, title) values ($1, $2, 1, 'Fixture Lesson')
         on conflict (id) do update set title = 'Fixture Lesson'`,
        [ids.lesson, ids.course],
      );
    },
    insertRow: () => ({ id: randomUUID(), course_id: ids.course, position: 2 + Math.floor(Math.random() * 1e6), title: 'New Lesson' }),
    update: { title: 'Renamed' },
    expect: { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' },
  },
  {
    table: 'bookings',
    key: 'id',
    target: () => ids.booking,
    reset: async (db) => {
      // A cancelled booking cannot be reopened: the fixture is made again.
      await db.query(`delete from bookings where tutor_id = $1`, [ids.bookingTutor]);
      await db.query(
        `insert into bookings (id, learner_id, tutor_id, starts_at, ends_at, status) values ($1, $2, $3, $4, $5, 'confirmed')`,
        [ids.booking, A.id, ids.bookingTutor, at(0), at(1)],
      );
    },
    insertRow: () => ({ id: randomUUID(), learner_id: A.id, tutor_id: ids.bookingTutor, starts_at: at(1), ends_at: at(2) }),
    update: { status: 'cancelled' },
    // Bookings are made and cancelled through book_session / cancel_booking (tests/db/booking.serial.test.ts).
    expect: { select: 'd o n o o o', insert: 'd d d o o d', update: 'd n n o o n', delete: 'd n n o o n' },
  },
  {
    table: 'learner_profiles',
    key: 'user_id',
    target: () => A.id,
    reset: (db) =>
      db.query(`insert into learner_profiles (user_id, goals) values ($1, 'Fixture goals') on conflict (user_id) do update set goals = 'Fixture goals'`, [A.id]),
    insertRow: () => ({ user_id: A.id, goals: 'Learn French', level: 'beginner', subjects: ['french'] }),
    update: { goals: 'New goals' },
    expect: { select: 'd o n o o o', insert: 'd o d d d', update: 'd o n n n', delete: 'd o n n n' },
  },
  {
    table: 'contact_messages',
    key: 'id',
    target: () => ids.message,
    reset: (db) =>
      db.query(
        `insert into contact_messages (id, name, email, message) values ($1, 'Fixture', 'fixture@example.com', 'Hello')
         on conflict (id) do update set message = 'Hello'`,
        [ids.message],
      ),
    insertRow: () => ({ id: randomUUID(), name: 'Visitor', email: 'visitor@example.com', subject: 'Group lessons', message: 'Do you teach groups?' }),
    update: { message: 'changed' },
    expect: { select: 'n n n o o', insert: 'o o o o o', update: 'd d d d d', delete: 'd d d d d' },
  },
  ...coursesCases,
  ...tutorCases,
  ...bookingCases({ learnerA: () => A.id, ownTutorId: ids.bookingTutor, bookingId: ids.booking }),
  ...learningCases(() => ({ A })),
  ...lessonCases({ learnerA: () => A.id, bookingId: ids.booking }),
  ...creditCases(() => A.id),
  ...messageCases({ learnerA: () => A.id, tutorUser: () => T.id, ownTutorId: ids.bookingTutor }),
  {
    // Hashed addresses of anonymous contact senders (the rate limit's memory): nobody reads or writes them.
    table: 'contact_message_senders',
    key: 'id',
    target: () => ids.sender,
    reset: (db) => db.query(`insert into contact_message_senders (id, client_hash) values ($1, '\\x00') on conflict (id) do nothing`, [ids.sender]),
    insertRow: () => ({ id: randomUUID(), client_hash: '\\x01' }),
    update: { sent_at: '2030-01-01T00:00:00Z' },
    expect: { select: 'd d d d d', insert: 'd d d d d', update: 'd d d d d', delete: 'd d d d d' },
  },
  {
    // The hourly write budgets' memory (hashed owners): nobody reads or writes it.
    table: 'write_budgets',
    key: 'id',
    target: () => ids.budget,
    reset: (db) => db.query(`insert into write_budgets (id, owner_hash) values ($1, '\\x00') on conflict (id) do nothing`, [ids.budget]),
    insertRow: () => ({ id: randomUUID(), owner_hash: '\\x01' }),
    update: { spent_at: '2030-01-01T00:00:00Z' },
    expect: { select: 'd d d d d', insert: 'd d d d d', update: 'd d d d d', delete: 'd d d d d' },
  },
  // Last: its delete cells remove the tutor actor's profile.
  ...roundTwoCases({
    learnerA: () => A.id,
    learnerB: () => B.id,
    stranger: () => C.id,
    ownTutorId: ids.bookingTutor,
    bookingId: ids.booking,
    restoreOwnTutor: (db) =>
      db.query(
        `insert into tutors (id, slug, full_name, hourly_rate_minor, currency, user_id) values ($1, $2, 'Booking Tutor', 3000, 'USD', $3)
         on conflict (id) do nothing`,
        [ids.bookingTutor, `rls-booking-${run}`, T.id],
      ),
  }),
];

beforeAll(async () => {
  db = await adminDb();
  [A, B, C, T] = await Promise.all([createUser(db, 'Ana'), createUser(db, 'Bruno'), createUser(db, 'Carla'), createUser(db, 'Teo')]);
  await db.query(`update user_roles set role = 'tutor' where user_id = $1`, [T.id]);
  await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency, user_id) values ($1, $2, 'Booking Tutor', 3000, 'USD', $3)`, [
    ids.bookingTutor,
    `rls-booking-${run}`,
    T.id,
  ]);
  // The other tutor exists before the override fixture needs it.
  await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency) values ($1, $2, 'Fixture Tutor', 3000, 'USD') on conflict (id) do nothing`, [
    ids.tutor,
    `rls-tutor-${run}`,
  ]);
  // The tutor actor's tie to student A, from the first cell on (the bookings case makes it again in its cells).
  await db.query(`insert into bookings (id, learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $4, $5)`, [
    ids.booking,
    A.id,
    ids.bookingTutor,
    at(0),
    at(1),
  ]);
  // Open slots covering the booking fixture (hour 0) and the slot a cell books (hour 1).
  await db.query(`insert into tutor_availability (tutor_id, starts_at, ends_at) values ($1, $2, $3)`, [ids.bookingTutor, at(0), at(2)]);
  clients.anon = anonClient();
  [clients.studentA, clients.studentB, clients.founder, clients.admin, clients.adminAal1, clients.tutor] = await Promise.all([
    signIn(A.email, A.password),
    signIn(B.email, B.password),
    signInDemoAal2('founder'),
    signInDemoAal2('admin'),
    signInDemo('admin'),
    signIn(T.email, T.password),
  ]);
});

afterAll(async () => {
  if (!db) return;
  await cleanupTutorCases(db);
  await db.query(`delete from tutors where id = any($1)`, [[ids.tutor, ids.bookingTutor]]);
  await db.query(`delete from courses where id = $1`, [ids.course]);
  await db.query(`delete from subjects where id = $1`, [ids.subject]);
  await db.query(`delete from system_settings where key like 'test.%'`);
  await db.query(`delete from analytics_sessions where id = $1`, [ids.session]);
  await cleanUpCoursesCases(db);
  await db.query(`delete from auth.users where id = any($1)`, [[A.id, B.id, C.id, T.id]]);
  await db.end();
});

const isDenied = (error: { code?: string } | null) => {
  // Permission and policy refusals are SQLSTATE 42501; anything else is a broken test, not a refusal.
  expect(error?.code, JSON.stringify(error)).toBe('42501');
  return 'denied' as const;
};

async function stored(c: Case, key: string, column?: string): Promise<unknown[]> {
  const { rows } = await db.query(`select ${column ? `"${column}" as v` : '1 as v'} from public."${c.table}" where "${c.key}" = $1`, [key]);
  return rows.map((r) => r.v);
}

function same(actual: unknown, wanted: unknown): boolean {
  if (actual instanceof Date) return actual.getTime() === new Date(wanted as string).getTime();
  return JSON.stringify(actual) === JSON.stringify(wanted);
}

async function attempt(c: Case, actor: Actor, op: Op): Promise<Outcome> {
  const client = clients[actor];
  await c.reset(db);
  const target = c.target();
  if (op === 'select') {
    const { data, error } = await client.from(c.table).select(c.key).eq(c.key, target);
    if (error) return isDenied(error);
    return data.length === 1 ? 'ok' : (expect(data).toEqual([]), 'none');
  }
  if (op === 'insert') {
    const values = c.insertRow();
    const key = String(values[c.key]);
    await db.query(`delete from public."${c.table}" where "${c.key}" = $1`, [key]);
    const { error } = await client.from(c.table).insert(values);
    const present = (await stored(c, key)).length === 1;
    await db.query(`delete from public."${c.table}" where "${c.key}" = $1`, [key]);
    if (error) return (expect(present).toBe(false), isDenied(error));
    expect(present, 'insert reported success but no row was stored').toBe(true);
    return 'ok';
  }
  const [column, value] = Object.entries(c.update)[0];
  if (op === 'update') {
    const { data, error } = await client.from(c.table).update(c.update).eq(c.key, target).select(c.key);
    const [now] = await stored(c, target, column);
    if (error) return (expect(same(now, value)).toBe(false), isDenied(error));
    expect(data.length, 'update returned more than the one row').toBeLessThanOrEqual(1);
    expect(same(now, value), 'rows returned by the update and the table disagree').toBe(data.length === 1);
    return data.length === 1 ? 'ok' : 'none';
  }
  const { data, error } = await client.from(c.table).delete().eq(c.key, target).select(c.key);
  const present = (await stored(c, target)).length === 1;
  if (error) return (expect(present).toBe(true), isDenied(error));
  expect(present, 'rows returned by the delete and the table disagree').toBe(data.length === 0);
  return data.length === 1 ? 'ok' : 'none';
}

describe.each(cases)('RLS on $table', (c) => {
  test.each(['select', 'insert', 'update', 'delete'] as const)('%s', async (op) => {
    const actual = {} as Record<Actor, Outcome>;
    for (const actor of actors) actual[actor] = await attempt(c, actor, op);
    expect(actual).toEqual(row(c.expect[op]));
  });
});

test('every table in public has row-level security enabled and is covered by this matrix', async () => {
  const { rows } = await db.query(
    `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  expect(rows.map((r) => r.relname).sort()).toEqual([...new Set(cases.map((c) => c.table))].sort());
});
