// Rules beyond the matrix: what the sign-up trigger creates, upserts the app relies on, insert-only tables that
// stay write-only under retries, hidden catalogue entries, server-side admin checks and input checks.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, signInDemo, type Client, type TestUser } from '../support/db';
import { signInTestStaff, signInTestStaffAal2 } from '../support/fixtures';

let db: pg.Client;
let user: TestUser;
let client: Client;
const cleanup: string[] = [];

beforeAll(async () => {
  db = await adminDb();
  user = await createUser(db, 'Rita Rules');
  client = await signIn(user.email, user.password);
});

afterAll(async () => {
  if (!db) return;
  await db.query(`delete from auth.users where id = any($1)`, [[user.id, ...cleanup]]);
  await db.end();
});

describe('new accounts', () => {
  test('get a profile named from the sign-up metadata and the student role', async () => {
    expect((await client.from('profiles').select('full_name').eq('id', user.id).single()).data).toEqual({ full_name: 'Rita Rules' });
    expect((await client.from('user_roles').select('role').eq('user_id', user.id).single()).data).toEqual({ role: 'student' });
  });

  test('without a full_name in the metadata the profile name is empty', async () => {
    const id = randomUUID();
    cleanup.push(id);
    await db.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, '{"role":"user"}')`, [id, `noname-${id.slice(0, 8)}@example.com`]);
    const { rows } = await db.query(`select p.full_name, r.role from profiles p join user_roles r on r.user_id = p.id where p.id = $1`, [id]);
    expect(rows).toEqual([{ full_name: '', role: 'student' }]);
  });

  test('the demo accounts have their roles, and is_admin() answers on the server', async () => {
    const asStudent = await signInDemo('student');
    const asFounder = await signInTestStaff('founder');
    const asAdmin = await signInTestStaff('admin');
    expect((await asStudent.rpc('is_admin')).data).toBe(false);
    expect((await asFounder.rpc('is_admin')).data).toBe(true);
    expect((await asAdmin.rpc('is_admin')).data).toBe(true);
    expect((await anonClient().rpc('is_admin')).data).toBe(false);
    expect((await client.rpc('is_admin')).data).toBe(false);
    // Admin powers need the second factor: the role alone (is_admin) is not enough.
    expect((await asFounder.rpc('has_admin_access')).data).toBe(false);
    expect((await asAdmin.rpc('has_admin_access')).data).toBe(false);
    expect((await (await signInTestStaffAal2('admin')).rpc('has_admin_access')).data).toBe(true);
    expect((await asStudent.rpc('has_admin_access')).data).toBe(false);
  });

  test('a student cannot make themselves admin', async () => {
    const { data } = await client.from('user_roles').update({ role: 'admin' }).eq('user_id', user.id).select();
    expect(data).toEqual([]);
    const upsert = await client.from('user_roles').upsert({ user_id: user.id, role: 'admin' });
    expect(upsert.error?.code).toBe('42501');
    expect((await client.rpc('is_admin')).data).toBe(false);
  });
});

describe('preferences, as the app saves them', () => {
  test('accessibility preferences upsert on user_id, and updated_at moves on every save', async () => {
    const first = await client
      .from('user_preferences')
      .upsert({ user_id: user.id, text_color: 'default', background_color: '#fffbe6', font_size: 'large', dyslexia_friendly_font: true }, { onConflict: 'user_id' })
      .select('font_size, updated_at')
      .single();
    expect(first.error).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    const second = await client
      .from('user_preferences')
      .upsert({ user_id: user.id, text_color: 'default', background_color: 'default', font_size: 'xlarge', dyslexia_friendly_font: false }, { onConflict: 'user_id' })
      .select('font_size, updated_at')
      .single();
    expect(second.error).toBeNull();
    expect(second.data!.font_size).toBe('xlarge');
    expect(new Date(second.data!.updated_at).getTime()).toBeGreaterThan(new Date(first.data!.updated_at).getTime());
    const latest = await client.from('user_preferences').select('*').eq('user_id', user.id).order('updated_at', { ascending: false }).limit(1);
    expect(latest.data).toHaveLength(1);
    const bad = await client.from('user_preferences').upsert({ user_id: user.id, font_size: 'huge' }, { onConflict: 'user_id' });
    expect(bad.error?.code).toBe('23514');
  });

  test('locale preferences upsert and read back as a single row', async () => {
    const values = { preferred_locale: 'es-CO', preferred_currency: 'COP', preferred_country: 'CO', preferred_timezone: 'America/Bogota', use_device_locale: false };
    expect((await client.from('user_locale_preferences').upsert({ user_id: user.id, ...values })).error).toBeNull();
    expect((await client.from('user_locale_preferences').upsert({ user_id: user.id, ...values, preferred_locale: 'fr-FR' })).error).toBeNull();
    const { data } = await client
      .from('user_locale_preferences')
      .select('preferred_locale, preferred_currency, preferred_country, preferred_timezone, use_device_locale')
      .eq('user_id', user.id)
      .single();
    expect(data).toEqual({ ...values, preferred_locale: 'fr-FR' });
  });
});

describe('insert-only tables under retries', () => {
  test('a referral click sent twice with ignore-duplicates is stored once, and never readable by its sender', async () => {
    const id = randomUUID();
    for (const sender of [anonClient(), anonClient(), client]) {
      const { error } = await sender.from('referral_events').upsert({ id, code: 'spring-campaign', type: 'click' }, { ignoreDuplicates: true });
      expect(error).toBeNull();
    }
    const { rows } = await db.query(`select code, type from referral_events where id = $1`, [id]);
    expect(rows).toEqual([{ code: 'spring-campaign', type: 'click' }]);
    expect((await anonClient().from('referral_events').select('id').eq('id', id)).data).toEqual([]);
    expect((await client.from('referral_events').select('*').eq('id', id)).data).toEqual([]);
    expect((await anonClient().from('referral_events').select('code')).error?.code).toBe('42501');
  });

  test('referral codes must be lower-case, at most 64 characters, of type click', async () => {
    const anon = anonClient();
    expect((await anon.from('referral_events').insert({ code: 'Spring', type: 'click' })).error?.code).toBe('23514');
    expect((await anon.from('referral_events').insert({ code: 'a'.repeat(65), type: 'click' })).error?.code).toBe('23514');
    expect((await anon.from('referral_events').insert({ code: 'spring', type: 'view' })).error?.code).toBe('23514');
  });

  test('telemetry and contact messages can also be retried with ignore-duplicates', async () => {
    const eventId = randomUUID();
    const event = { id: eventId, user_id: user.id, event: 'locale_preferences_saved', payload: { locale: 'fr-FR' } };
    expect((await client.from('telemetry_events').upsert(event, { ignoreDuplicates: true })).error).toBeNull();
    expect((await client.from('telemetry_events').upsert(event, { ignoreDuplicates: true })).error).toBeNull();
    expect((await db.query(`select 1 from telemetry_events where id = $1`, [eventId])).rowCount).toBe(1);

    const messageId = randomUUID();
    const message = { id: messageId, name: 'Visitor', email: 'visitor@example.com', message: 'Do you teach groups?' };
    expect((await anonClient().from('contact_messages').upsert(message, { ignoreDuplicates: true })).error).toBeNull();
    expect((await anonClient().from('contact_messages').upsert(message, { ignoreDuplicates: true })).error).toBeNull();
    expect((await db.query(`select 1 from contact_messages where id = $1`, [messageId])).rowCount).toBe(1);
  });

  test('contact messages are checked: empty text and malformed email are refused, and visitors cannot sign as a user', async () => {
    const anon = anonClient();
    expect((await anon.from('contact_messages').insert({ name: 'V', email: 'v@example.com', message: '   ' })).error?.code).toBe('23514');
    expect((await anon.from('contact_messages').insert({ name: 'V', email: 'not-an-email', message: 'Hi' })).error?.code).toBe('23514');
    expect((await anon.from('contact_messages').insert({ name: 'V', email: 'v@example.com', message: 'x'.repeat(5001) })).error?.code).toBe('23514');
    expect((await anon.from('contact_messages').insert({ name: 'V', email: 'v@example.com', message: 'Hi', user_id: user.id })).error?.code).toBe('42501');
  });

  test('a security alert records the signed-in user even when the client omits user_id', async () => {
    const { error } = await client.from('security_alerts').insert({ email: user.email, context: '/founder-hub', user_agent: 'vitest', occurred_at: new Date().toISOString() });
    expect(error).toBeNull();
    const { rows } = await db.query(`select user_id from security_alerts where email = $1`, [user.email]);
    expect(rows).toEqual([{ user_id: user.id }]);
    const admin = await signInTestStaffAal2('admin');
    expect((await admin.from('security_alerts').select('context').eq('email', user.email)).data).toEqual([{ context: '/founder-hub' }]);
  });
});

describe('the catalogue', () => {
  test('demo data is there for visitors: tutors, subjects, courses with lessons, future availability', async () => {
    const anon = anonClient();
    const tutors = await anon.from('tutors').select('slug, subjects, languages, hourly_rate_minor, currency');
    expect(tutors.data!.length).toBeGreaterThanOrEqual(6);
    expect(new Set(tutors.data!.map((t) => t.currency)).size).toBeGreaterThan(1);
    const seeded = ['algebra-foundations', 'ielts-speaking-bootcamp', 'french-for-travellers', 'python-from-zero', 'persuasive-essays'];
    const courses = await anon.from('courses').select('slug, course_lessons(position, title)').in('slug', seeded);
    expect(courses.data).toHaveLength(seeded.length);
    for (const course of courses.data!) expect(course.course_lessons.length).toBeGreaterThan(0);
    const slots = await anon.rpc('tutor_free_slots', {
      p_tutor_id: '7a000000-0000-4000-8000-000000000001',
      p_from: new Date().toISOString(),
      p_to: new Date(Date.now() + 21 * 24 * 3600_000).toISOString(),
    });
    expect(slots.data!.length).toBeGreaterThan(20);
  });

  test('inactive tutors and unpublished courses are seen by admins only', async () => {
    const tutorId = randomUUID();
    const courseId = randomUUID();
    await db.query(`insert into tutors (id, slug, full_name, hourly_rate_minor, currency, is_active) values ($1, $2, 'Hidden', 1, 'USD', false)`, [tutorId, `hidden-${tutorId.slice(0, 8)}`]);
    await db.query(`insert into courses (id, slug, title, is_published) values ($1, $2, 'Draft', false)`, [courseId, `draft-${courseId.slice(0, 8)}`]);
    await db.query(`insert into course_lessons (course_id, position, title) values ($1, 1, 'Draft lesson')`, [courseId]);
    try {
      const admin = await signInTestStaffAal2('founder');
      const passwordOnly = await signInTestStaff('founder');
      for (const [viewer, visible] of [[anonClient(), 0], [client, 0], [passwordOnly, 0], [admin, 1]] as const) {
        expect((await viewer.from('tutors').select('id').eq('id', tutorId)).data).toHaveLength(visible);
        expect((await viewer.from('courses').select('id').eq('id', courseId)).data).toHaveLength(visible);
        expect((await viewer.from('course_lessons').select('id').eq('course_id', courseId)).data).toHaveLength(visible);
      }
    } finally {
      await db.query(`delete from tutors where id = $1`, [tutorId]);
      await db.query(`delete from courses where id = $1`, [courseId]);
    }
  });
});

describe('policies', () => {
  test('tutors and weekly hours keep one policy per command and audience (the baseline\'s redundant admin ones are gone)', async () => {
    const { rows } = await db.query(
      `select tablename, cmd, policyname from pg_policies where schemaname = 'public' and tablename in ('tutors', 'tutor_weekly_hours') order by 1, 2, 3`,
    );
    expect(rows.map((r) => `${r.tablename} ${r.cmd}: ${r.policyname}`)).toEqual([
      'tutor_weekly_hours DELETE: tutors and admins remove tutor_weekly_hours',
      'tutor_weekly_hours INSERT: tutors and admins add tutor_weekly_hours',
      // Postgres keeps the first 63 bytes of a policy's name.
      'tutor_weekly_hours SELECT: everyone reads tutor_weekly_hours of active tutors, tutors thei',
      'tutor_weekly_hours UPDATE: tutors and admins change tutor_weekly_hours',
      'tutors DELETE: admins remove tutors',
      'tutors INSERT: admins add tutors',
      'tutors SELECT: everyone reads active tutors',
      'tutors SELECT: tutors read their own profile',
      'tutors UPDATE: admins with access change tutors',
      'tutors UPDATE: tutors edit their own profile',
    ]);
  });
});
