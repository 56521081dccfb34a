// Account control on the server: export_my_data() returns everything stored about the caller (and nothing about
// anyone else), covering every table that references auth.users; delete_my_account() needs a fresh sign-in, erases
// every personal row and keeps bookings for the tutor without the learner.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, clientWithToken, createUser, mintAccessToken, signIn, type TestUser } from '../support/db';
import { createBooking, createTutor } from '../support/fixtures';

let db: pg.Client;
let other: TestUser;
const made: string[] = [];
const tutorId = randomUUID();

beforeAll(async () => {
  db = await adminDb();
  other = await createUser(db, 'Olga Other');
  made.push(other.id);
  await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency) values ($1, $2, 'Export Tutor', 3000, 'USD')`, [
    tutorId,
    `export-${tutorId.slice(0, 8)}`,
  ]);
});

afterAll(async () => {
  if (!db) return;
  await db.query(`delete from auth.users where id = any($1)`, [made]);
  await db.query(`delete from tutors where id = $1`, [tutorId]);
  await db.end();
});

/** Tables of public with a column referencing auth.users, and that column. */
async function userTables(): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await db.query(
    `select c.conrelid::regclass::text as t, a.attname as column
     from pg_constraint c
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.contype = 'f' and c.confrelid = 'auth.users'::regclass and c.connamespace = 'public'::regnamespace`,
  );
  return rows.map((r) => ({ table: String(r.t).replace(/^public\./, ''), column: r.column }));
}

/** A learner with a row in every kind of table the app fills. */
async function learnerWithData(name: string) {
  const user = await createUser(db, name);
  made.push(user.id);
  const start = new Date(Date.now() + 30 * 24 * 3600_000 + Math.floor(Math.random() * 1000) * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 3600_000);
  await db.query(`insert into user_locale_preferences (user_id, preferred_locale, preferred_currency, preferred_country) values ($1, 'fr-FR', 'EUR', 'FR')`, [user.id]);
  await db.query(`insert into user_preferences (user_id, font_size) values ($1, 'large')`, [user.id]);
  await db.query(`insert into learner_profiles (user_id, goals) values ($1, 'Pass the DELF B2')`, [user.id]);
  await db.query(`insert into telemetry_events (user_id, event) values ($1, 'locale_preferences_saved')`, [user.id]);
  await db.query(`insert into security_alerts (user_id, email, context) values ($1, $2, '/founder-hub')`, [user.id, user.email]);
  await db.query(`insert into contact_messages (user_id, name, email, message) values ($1, $2, $3, 'Do you teach on weekends?')`, [user.id, name, user.email]);
  await db.query(`insert into contact_messages (name, email, message) values ($1, $2, 'Sent before I had an account')`, [name, user.email.toUpperCase()]);
  const booking = randomUUID();
  await db.query(`insert into bookings (id, learner_id, tutor_id, starts_at, ends_at, note) values ($1, $2, $3, $4, $5, 'My son Leo, 12, dyslexic')`, [
    booking,
    user.id,
    tutorId,
    start.toISOString(),
    end.toISOString(),
  ]);
  return { user, booking };
}

describe('export_my_data()', () => {
  test('has every row about the caller, one key per table referencing auth.users, and nothing of others', async () => {
    const { user } = await learnerWithData('Emma Export');
    const client = await signIn(user.email, user.password);
    const { data, error } = await client.rpc('export_my_data');
    expect(error).toBeNull();
    expect(data.account).toMatchObject({ id: user.id, email: user.email });
    expect(data.profiles).toEqual([expect.objectContaining({ id: user.id, full_name: 'Emma Export' })]);
    expect(data.user_roles).toEqual([expect.objectContaining({ role: 'student' })]);
    expect(data.user_locale_preferences[0].preferred_locale).toBe('fr-FR');
    expect(data.learner_profiles[0].goals).toBe('Pass the DELF B2');
    expect(data.bookings).toEqual([expect.objectContaining({ tutor_name: 'Export Tutor', note: 'My son Leo, 12, dyslexic' })]);
    expect(data.contact_messages).toHaveLength(2);
    expect(data.telemetry_events).toHaveLength(1);
    expect(data.security_alerts).toHaveLength(1);
    for (const { table } of await userTables()) expect(Object.keys(data), `export_my_data() misses ${table}`).toContain(table);
    expect(JSON.stringify(data)).not.toContain(other.id);
    expect(JSON.stringify(data)).not.toContain('encrypted_password');
  });

  test('a visitor gets nothing', async () => {
    const { error } = await anonClient().rpc('export_my_data');
    expect(error?.code).toBe('42501');
  });
});

describe('delete_my_account()', () => {
  test('refuses a session without a sign-in from the last 10 minutes', async () => {
    const { user } = await learnerWithData('Stale Session');
    const old = Math.floor(Date.now() / 1000) - 3600;
    const token = await mintAccessToken({ sub: user.id, email: user.email, role: 'authenticated', amr: [{ method: 'password', timestamp: old }] });
    const { error } = await clientWithToken(token).rpc('delete_my_account');
    expect(error?.code).toBe('42501');
    expect((await db.query(`select 1 from auth.users where id = $1`, [user.id])).rowCount).toBe(1);
    expect((await anonClient().rpc('delete_my_account')).error?.code).toBe('42501');
  });

  test('after a fresh sign-in: no personal row remains, the booking stays without the learner', async () => {
    const { user, booking } = await learnerWithData('Dora Delete');
    const client = await signIn(user.email, user.password);
    const { error } = await client.rpc('delete_my_account');
    expect(error).toBeNull();
    for (const { table, column } of await userTables()) {
      const { rows } = await db.query(`select count(*)::int as n from public."${table}" where "${column}" = $1`, [user.id]);
      expect(rows[0].n, `${table}.${column}`).toBe(0);
    }
    for (const [table, column] of [['users', 'id'], ['identities', 'user_id'], ['sessions', 'user_id']]) {
      const { rows } = await db.query(`select count(*)::int as n from auth."${table}" where "${column}" = $1`, [user.id]);
      expect(rows[0].n, `auth.${table}`).toBe(0);
    }
    expect((await db.query(`select 1 from contact_messages where lower(email) = lower($1)`, [user.email])).rowCount).toBe(0);
    const kept = await db.query(`select learner_id, note, tutor_id from bookings where id = $1`, [booking]);
    expect(kept.rows).toEqual([{ learner_id: null, note: '', tutor_id: tutorId }]);
    // The other learner is untouched, and the deleted user's token no longer works.
    expect((await db.query(`select 1 from profiles where id = $1`, [other.id])).rowCount).toBe(1);
    expect((await client.rpc('export_my_data')).data?.account ?? null).toBeNull();
    // Its id gives nobody the booking back (book_session answers a retry of one's own booking with its row).
    const stranger = await signIn(other.email, other.password);
    const retry = await stranger.rpc('book_session', { p_id: booking, p_tutor_id: tutorId, p_starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(retry.error?.message).toBe('invalid_request');
    expect(retry.data).toBeNull();
  });

  test("a tutor's account: deleted; the profile leaves the directory, its upcoming lessons are cancelled and credited back", async () => {
    const tutor = await createTutor(db, { withAccount: true, fullName: 'Tara Leaving' });
    const learner = await createUser(db, 'Lars Learner');
    made.push(learner.id);
    const past = await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: -3 * 24 * 60 });
    const upcoming = await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: 3 * 24 * 60 });
    try {
      const client = await signIn(tutor.user!.email, tutor.user!.password);
      expect((await client.rpc('delete_my_account')).error).toBeNull();
      expect((await db.query(`select 1 from auth.users where id = $1`, [tutor.user!.id])).rowCount).toBe(0);
      expect((await db.query(`select user_id, is_active from tutors where id = $1`, [tutor.id])).rows).toEqual([{ user_id: null, is_active: false }]);
      const { rows } = await db.query(`select id, status, learner_id from bookings where tutor_id = $1 order by starts_at`, [tutor.id]);
      expect(rows).toEqual([
        { id: past, status: 'confirmed', learner_id: learner.id },
        { id: upcoming, status: 'cancelled', learner_id: learner.id },
      ]);
      // The learner is told (the cancellation email is queued for them).
      const mail = await db.query(`select kind from notifications where booking_id = $1 and recipient_id = $2`, [upcoming, learner.id]);
      expect(mail.rows.map((r) => r.kind)).toContain('cancelled');
      // A tutor's own edits still may not touch identity or approval: the guard stands outside the deletion.
      const still = await createTutor(db, { withAccount: true, fullName: 'Tom Staying' });
      made.push(still.user!.id);
      const stillClient = await signIn(still.user!.email, still.user!.password);
      const { error } = await stillClient.from('tutors').update({ is_active: false }).eq('id', still.id);
      expect(error?.code).toBe('42501');
      await db.query(`delete from tutors where id = $1`, [still.id]);
    } finally {
      await db.query(`delete from bookings where tutor_id = $1`, [tutor.id]);
      await db.query(`delete from tutors where id = $1`, [tutor.id]);
    }
  });
});
