// Data a test owns: its own staff (with an authenticator of their own), tutors and bookings, so test files can run
// side by side without reading or changing each other's rows (or the demo's). Rows go in through the superuser
// connection (fixtures, not the behaviour under test); what a test checks goes through supabase-js.
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { adminDb, createUser, signIn, totpCode, type Client, type TestUser } from './db';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export interface StaffUser extends TestUser {
  role: 'admin' | 'founder';
  /** The verified TOTP factor of this account alone: no other test shares its codes. */
  factor: { id: string; secret: string };
}

/** A new admin or founder with a verified authenticator of their own. */
export async function createStaff(db: pg.Client, role: 'admin' | 'founder' = 'admin', fullName = 'Test Admin'): Promise<StaffUser> {
  const user = await createUser(db, fullName);
  await db.query(`update public.user_roles set role = $2 where user_id = $1`, [user.id, role]);
  const secret = Array.from(randomBytes(32), (byte) => BASE32[byte % 32]).join('');
  const factorId = randomUUID();
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, 'Test authenticator', 'totp', 'verified', now(), now(), $3)`,
    [factorId, user.id, secret],
  );
  return { ...user, role, factor: { id: factorId, secret } };
}

/** A staff account signed in at aal2: password, then its own factor's current code. */
export async function signInStaffAal2(staff: StaffUser): Promise<Client> {
  const client = await signIn(staff.email, staff.password);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: staff.factor.id, code: totpCode(staff.factor.secret) });
  if (error) throw new Error(`aal2 sign-in of ${staff.email} failed: ${error.message}`);
  return client;
}

export interface TutorOptions {
  fullName?: string;
  /** An account for the tutor (the tutor's own pages, the lesson room); none for a catalogue-only tutor. */
  withAccount?: boolean;
  timezone?: string;
  hourlyRateMinor?: number;
  currency?: string;
  subjects?: string[];
}

export interface TestTutor {
  id: string;
  slug: string;
  fullName: string;
  user?: TestUser;
}

/** A tutor of the test's own (a unique slug), optionally with an account. */
export async function createTutor(db: pg.Client, options: TutorOptions = {}): Promise<TestTutor> {
  const id = randomUUID();
  const fullName = options.fullName ?? 'Theo Tutor';
  const slug = `test-tutor-${id.slice(0, 8)}`;
  const user = options.withAccount ? await createUser(db, fullName) : undefined;
  await db.query(
    `insert into public.tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone, subjects)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, user?.id ?? null, slug, fullName, options.hourlyRateMinor ?? 3000, options.currency ?? 'USD', options.timezone ?? 'UTC', options.subjects ?? []],
  );
  return { id, slug, fullName, user };
}

export interface BookingOptions {
  learnerId: string;
  tutorId: string;
  /** Start relative to now, in minutes (negative: already started). */
  startsInMinutes: number;
  minutes?: number;
  status?: 'confirmed' | 'cancelled' | 'completed';
  note?: string;
}

/** A booking between the test's own learner and tutor; its id. */
export async function createBooking(db: pg.Client, options: BookingOptions): Promise<string> {
  const starts = new Date(Date.now() + options.startsInMinutes * 60_000);
  const ends = new Date(starts.getTime() + (options.minutes ?? 60) * 60_000);
  const status = options.status ?? 'confirmed';
  const { rows } = await db.query(
    `insert into public.bookings (learner_id, tutor_id, starts_at, ends_at, status, cancelled_at, note, created_at)
     values ($1, $2, $3, $4, $5, case when $5 = 'cancelled' then now() end, $6, least(now(), $3::timestamptz) - interval '2 days')
     returning id`,
    [options.learnerId, options.tutorId, starts.toISOString(), ends.toISOString(), status, options.note ?? ''],
  );
  return rows[0].id as string;
}

/**
 * A published copy of a course with all its lessons (bodies and images included), under a new id and with no tutor
 * (no tutor's list of courses taught grows by it): for a test that edits a course, so the seeded one that other files
 * read never changes while they run. Deleting the copy deletes its lessons.
 */
export async function copyCourse(db: pg.Client, sourceId: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into public.courses (id, slug, title, summary, description, subject_id, tutor_id, level, language, price_minor, currency, is_published)
     select $2, $3, title, summary, description, subject_id, null, level, language, price_minor, currency, true
     from public.courses where id = $1`,
    [sourceId, id, `copy-${id.slice(0, 8)}`],
  );
  const { rowCount } = await db.query(
    `insert into public.course_lessons (course_id, position, title, summary, duration_minutes, body)
     select $2, position, title, summary, duration_minutes, body from public.course_lessons where course_id = $1`,
    [sourceId, id],
  );
  if (!rowCount) throw new Error(`course ${sourceId} has no lessons to copy`);
  return id;
}

// One admin and one founder per test process, made on first use: a test that needs "an admin" and nothing of its
// own uses these instead of the demo accounts, whose sessions other files' sign-ins (a verified code revokes the
// account's older refresh tokens) would end while it runs. A process runs its files one after another.
const staffOfProcess = new Map<StaffUser['role'], Promise<StaffUser>>();

export function processStaff(role: StaffUser['role']): Promise<StaffUser> {
  let staff = staffOfProcess.get(role);
  if (!staff) {
    staff = (async () => {
      const db = await adminDb();
      try {
        return await createStaff(db, role, role === 'admin' ? 'Test Admin' : 'Test Founder');
      } finally {
        await db.end();
      }
    })();
    staffOfProcess.set(role, staff);
  }
  return staff;
}

/** The process's admin or founder signed in with the password alone (aal1). */
export async function signInTestStaff(role: StaffUser['role']): Promise<Client> {
  const staff = await processStaff(role);
  return signIn(staff.email, staff.password);
}

/** The process's admin or founder at aal2 (password and the current code of its own authenticator). */
export async function signInTestStaffAal2(role: StaffUser['role']): Promise<Client> {
  return signInStaffAal2(await processStaff(role));
}
