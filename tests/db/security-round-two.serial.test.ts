// Security and reliability, second round: each test makes the attack (or the failure) through supabase-js or plain
// HTTP against the local stack and fails if it works.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { drainNotifications, type Mail } from '../../supabase/functions/send-notifications/core';
import { adminDb, anonClient, createUser, signIn, signInDemoAal2, type Client, type TestUser } from '../support/db';
import { testEnv } from '../support/env';

let db: pg.Client;
const users: string[] = [];
const tutors: string[] = [];
const transport = nodemailer.createTransport({ host: '127.0.0.1', port: Number(process.env.SUMMIT_SMTP_PORT), secure: false, ignoreTLS: true });
const deliver = async (mail: Mail) => {
  await transport.sendMail({ from: 'Summit <bookings@summit.local>', to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId, attachments: mail.attachments });
};
const worker = () => ({ restUrl: `${testEnv.apiUrl}/rest/v1`, serviceKey: testEnv.serviceKey, deliver });

interface Received { id: string; to: { address: string }[]; subject: string; text: string; messageId: string }
async function inbox(address: string): Promise<Received[]> {
  const all = (await (await fetch(`${testEnv.mailUrl}/email`)).json()) as Received[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

beforeAll(async () => {
  db = await adminDb();
});
afterAll(async () => {
  transport.close();
  if (!db) return;
  await db.query(`delete from tutors where id = any($1)`, [tutors]);
  await db.query(`delete from auth.users where id = any($1)`, [users]);
  await db.end();
});

async function user(name: string): Promise<TestUser> {
  const u = await createUser(db, name);
  users.push(u.id);
  return u;
}

/** A tutor with an account, open every day 00:00–24:00 UTC, one-hour sessions. */
async function tutorWithAccount(name: string): Promise<{ id: string; account: TestUser }> {
  const account = await user(name);
  const id = randomUUID();
  tutors.push(id);
  await db.query(
    `insert into tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone, subjects) values ($1, $2, $3, $4, 3000, 'USD', 'UTC', '{math}')`,
    [id, account.id, `rls-r2-${id.slice(0, 8)}`, name],
  );
  await db.query(`insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '00:00', '24:00' from generate_series(1, 7) d`, [id]);
  return { id, account };
}

/** A whole hour at least `hours` from now. */
function hourFromNow(hours: number): Date {
  const d = new Date(Date.now() + hours * 3600_000);
  d.setUTCMinutes(0, 0, 0);
  d.setUTCHours(d.getUTCHours() + 1);
  return d;
}

/** A booking made `daysAgo` days ago, as book_session would have stored it then. */
async function oldBooking(learnerId: string | null, tutorId: string, startsAt: Date, daysAgo = 3): Promise<string> {
  const { rows } = await db.query(
    `insert into bookings (learner_id, tutor_id, starts_at, ends_at, status, created_at, note)
     values ($1, $2, $3, $3::timestamptz + interval '1 hour', 'confirmed', now() - make_interval(days => $4), 'Bring the worksheet') returning id`,
    [learnerId, tutorId, startsAt.toISOString(), daysAgo],
  );
  // Its confirmations went out when it was made.
  await db.query(`update notifications set status = 'sent', sent_at = now() where booking_id = $1`, [rows[0].id]);
  return rows[0].id;
}

describe('8. deleting an account never breaks anyone else', () => {
  test('a deleted learner\'s future sessions are cancelled (tutor told, slot freed); reminders and confirmations of others still go out', async () => {
    // Earlier tests' queued emails are not this test's business.
    await db.query(`update notifications set status = 'sent' where status in ('queued', 'sending')`);
    const tutor = await tutorWithAccount('Round Two Tutor');
    const gone = await user('Gina Gone');
    const other = await user('Oscar Other');
    const start = hourFromNow(20);
    const goneBooking = await oldBooking(gone.id, tutor.id, start);
    const otherBooking = await oldBooking(other.id, tutor.id, new Date(start.getTime() + 3600_000));
    // A session left confirmed with no learner by an account deleted before the fix.
    const orphan = await oldBooking(null, tutor.id, new Date(start.getTime() + 2 * 3600_000));

    const goneClient = await signIn(gone.email, gone.password);
    expect((await goneClient.rpc('delete_my_account')).error).toBeNull();

    const after = await db.query(`select status, learner_id from bookings where id = $1`, [goneBooking]);
    expect(after.rows).toEqual([{ status: 'cancelled', learner_id: null }]);
    // The slot is free again.
    const tutorClient = await signIn(tutor.account.email, tutor.account.password);
    const { data: slots } = await tutorClient.rpc('tutor_free_slots', {
      p_tutor_id: tutor.id, p_from: start.toISOString(), p_to: new Date(start.getTime() + 3600_000).toISOString(),
    });
    expect((slots as { starts_at: string }[]).map((s) => Date.parse(s.starts_at))).toEqual([start.getTime()]);
    // The tutor is told; nothing is left for the deleted address.
    const queued = await db.query(`select recipient_id, kind from notifications where booking_id = $1 and status = 'queued'`, [goneBooking]);
    expect(queued.rows).toEqual([{ recipient_id: tutor.account.id, kind: 'cancelled' }]);

    // The tutor's dashboard reads its sessions, names and profiles (the nulls of deleted learners left out).
    const { data: sessions, error: sessionsError } = await tutorClient.from('bookings').select('id, learner_id').eq('tutor_id', tutor.id);
    expect(sessionsError).toBeNull();
    expect(sessions!.some((s) => s.learner_id === null)).toBe(true);
    const ids = [...new Set(sessions!.map((s) => s.learner_id).filter((id): id is string => id !== null))];
    expect((await tutorClient.from('profiles').select('id, full_name').in('id', ids)).error).toBeNull();
    expect((await tutorClient.from('learner_profiles').select('user_id').in('user_id', ids)).error).toBeNull();

    // Another learner books a session now: the confirmation must still go out.
    const booker = await user('Bea Booker');
    const bookerClient = await signIn(booker.email, booker.password);
    const { data: free } = await bookerClient.rpc('tutor_free_slots', {
      p_tutor_id: tutor.id, p_from: new Date(Date.now() + 3 * 86400_000).toISOString(), p_to: new Date(Date.now() + 4 * 86400_000).toISOString(),
    });
    const booked = await bookerClient.rpc('book_session', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: (free as { starts_at: string }[])[0].starts_at });
    expect(booked.error).toBeNull();

    // The worker: reminders of the other learner and the orphan's tutor, the cancellation, the confirmation.
    const problems: string[] = [];
    await drainNotifications(worker(), { onError: (m) => problems.push(m) });
    expect(problems).toEqual([]);
    expect((await inbox(other.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Reminder: your session is tomorrow/)]);
    expect((await inbox(booker.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Session booked/)]);
    const toTutor = await inbox(tutor.account.email);
    const cancelled = toTutor.filter((m) => m.subject.startsWith('Session cancelled'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].text).toContain('with Deleted account');
    expect(toTutor.filter((m) => m.subject.startsWith('Reminder')).length).toBe(2); // other's session and the orphan's
    expect(await inbox(gone.email)).toEqual([]);

    // The orphaned session can be cancelled (here by an admin), freeing its slot for good.
    const admin = await signInDemoAal2('admin');
    const cancel = await admin.rpc('cancel_booking', { p_id: orphan });
    expect(cancel.error).toBeNull();
    expect((cancel.data as { status: string }).status).toBe('cancelled');
  });

  test('reminders are queued booking by booking: one that fails is reported and skipped, the others go out', async () => {
    await db.query(`update notifications set status = 'sent' where status in ('queued', 'sending')`);
    const tutor = await tutorWithAccount('Failing Row Tutor');
    const a = await user('Ann Fine');
    const b = await user('Ben Broken');
    const start = hourFromNow(20);
    const fine = await oldBooking(a.id, tutor.id, start);
    const broken = await oldBooking(b.id, tutor.id, new Date(start.getTime() - 3600_000));
    // A row the queue refuses, whatever the reason.
    await db.query(`create function test_fail_reminder() returns trigger language plpgsql as $$
      begin if new.booking_id = '${broken}' and new.kind = 'reminder' then raise exception 'refused for the test'; end if; return new; end $$`);
    await db.query(`create trigger zz_fail_reminder before insert on notifications for each row execute function test_fail_reminder()`);
    try {
      // The worker: the failed row is reported, the other booking's reminders go out.
      const reported: string[] = [];
      await drainNotifications(worker(), { onError: (m) => reported.push(m) });
      expect(reported).toEqual([`reminder for booking ${broken} not queued: refused for the test`]);
      const { rows } = await db.query(`select booking_id, recipient_role from notifications where kind = 'reminder' and booking_id = any($1) order by 2`, [[fine, broken]]);
      expect(rows).toEqual([{ booking_id: fine, recipient_role: 'learner' }, { booking_id: fine, recipient_role: 'tutor' }]);
      expect((await inbox(a.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Reminder/)]);
    } finally {
      await db.query(`drop trigger zz_fail_reminder on notifications`);
      await db.query(`drop function test_fail_reminder()`);
    }

    // The worker: a reminder run that fails altogether is reported, and queued emails still go out.
    const c = await user('Cal Confirmed');
    const cClient = await signIn(c.email, c.password);
    const { data: free } = await cClient.rpc('tutor_free_slots', {
      p_tutor_id: tutor.id, p_from: new Date(Date.now() + 3 * 86400_000).toISOString(), p_to: new Date(Date.now() + 4 * 86400_000).toISOString(),
    });
    expect((await cClient.rpc('book_session', { p_id: randomUUID(), p_tutor_id: tutor.id, p_starts_at: (free as { starts_at: string }[])[0].starts_at })).error).toBeNull();
    await db.query(`revoke execute on function enqueue_booking_reminders() from service_role`);
    const problems: string[] = [];
    try {
      await drainNotifications(worker(), { onError: (m) => problems.push(m) });
    } finally {
      await db.query(`grant execute on function enqueue_booking_reminders() to service_role`);
    }
    expect(problems).toEqual([expect.stringContaining('reminders not queued')]);
    expect((await inbox(c.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Session booked/)]);
  });
});

describe('10. computed tutor columns are written only by their triggers', () => {
  test("a tutor's (or an admin's) PATCH of next_free_at, rating or review_count is refused; other edits pass", async () => {
    const tutor = await tutorWithAccount('Gaming Tutor');
    const stored = async () => (await db.query(`select next_free_at, rating, review_count from tutors where id = $1`, [tutor.id])).rows[0];
    const before = await stored();
    expect(before.next_free_at).not.toBeNull();
    const client = await signIn(tutor.account.email, tutor.account.password);
    const soon = new Date(Date.now() + 60_000).toISOString();
    for (const patch of [{ next_free_at: soon }, { next_free_at: null }, { rating: 5 }, { review_count: 500 }]) {
      const { data, error } = await client.from('tutors').update(patch).eq('id', tutor.id).select('id');
      expect(error?.code, JSON.stringify(patch)).toBe('42501');
      expect(data).toBeNull();
    }
    const admin = await signInDemoAal2('admin');
    expect((await admin.from('tutors').update({ next_free_at: soon }).eq('id', tutor.id).select('id')).error?.code).toBe('42501');
    // Plain HTTP with the service role as well.
    const res = await fetch(`${testEnv.apiUrl}/rest/v1/tutors?id=eq.${tutor.id}`, {
      method: 'PATCH',
      headers: { apikey: testEnv.serviceKey, Authorization: `Bearer ${testEnv.serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ next_free_at: soon }),
    });
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
    // The tutor's own edits still pass, and the trigger still moves the slot when the hours change.
    expect((await client.from('tutors').update({ headline: 'Algebra without tears' }).eq('id', tutor.id).select('id')).data).toHaveLength(1);
    expect((await client.from('tutor_weekly_hours').delete().eq('tutor_id', tutor.id).select('id')).error).toBeNull();
    expect((await stored()).next_free_at).toBeNull();
  });
});

describe('11. tutor notes stay on the tutor\'s own learners', () => {
  test('updating a note cannot move it to someone who is not the tutor\'s learner', async () => {
    const tutor = await tutorWithAccount('Note Tutor');
    const learner = await user('Lena Learner');
    const stranger = await user('Sam Stranger');
    await oldBooking(learner.id, tutor.id, hourFromNow(48));
    const client = await signIn(tutor.account.email, tutor.account.password);
    expect((await client.from('tutor_notes').insert({ tutor_id: tutor.id, learner_id: learner.id, body: 'Prefers visual examples' })).error).toBeNull();
    // The attack: move the note onto a user the tutor has never taught (e.g. to plant text in their data export).
    const moved = await client.from('tutor_notes').update({ learner_id: stranger.id }).eq('learner_id', learner.id).select('learner_id');
    expect(moved.error?.code).toBe('42501');
    const upserted = await client.from('tutor_notes').upsert({ tutor_id: tutor.id, learner_id: stranger.id, body: 'x' }, { onConflict: 'tutor_id,learner_id' });
    expect(upserted.error?.code).toBe('42501');
    const { rows } = await db.query(`select learner_id, body from tutor_notes where tutor_id = $1`, [tutor.id]);
    expect(rows).toEqual([{ learner_id: learner.id, body: 'Prefers visual examples' }]);
    // Editing the note about the tutor's own learner still works.
    expect((await client.from('tutor_notes').update({ body: 'Visual examples; short sprints' }).eq('learner_id', learner.id).select('body')).data).toEqual([
      { body: 'Visual examples; short sprints' },
    ]);
  });
});

describe('12. a tutor reads a learner profile only around a session', () => {
  test('not after a session long past; yes for one coming up or ended within 30 days', async () => {
    const tutor = await tutorWithAccount('Profile Tutor');
    const learner = await user('Paula Past');
    await db.query(`insert into learner_profiles (user_id, goals, needs, accommodations) values ($1, 'Pass algebra', '{dyslexia}', 'Extra time')`, [learner.id]);
    const longAgo = new Date(Date.now() - 60 * 86400_000);
    longAgo.setUTCMinutes(0, 0, 0);
    await oldBooking(learner.id, tutor.id, longAgo, 70);
    const client = await signIn(tutor.account.email, tutor.account.password);
    const read = async () => (await client.from('learner_profiles').select('needs, accommodations').eq('user_id', learner.id)).data;
    expect(await read()).toEqual([]);
    // The name stays on the tutor's records of that session.
    expect((await client.from('profiles').select('full_name').eq('id', learner.id)).data).toEqual([{ full_name: 'Paula Past' }]);

    const recent = new Date(Date.now() - 10 * 86400_000);
    recent.setUTCMinutes(0, 0, 0);
    const recentBooking = await oldBooking(learner.id, tutor.id, recent, 20);
    expect(await read()).toEqual([{ needs: ['dyslexia'], accommodations: 'Extra time' }]);
    await db.query(`delete from bookings where id = $1`, [recentBooking]);
    expect(await read()).toEqual([]);
    const upcoming = await oldBooking(learner.id, tutor.id, hourFromNow(72), 1);
    expect(await read()).toEqual([{ needs: ['dyslexia'], accommodations: 'Extra time' }]);
    // A cancelled session gives no access.
    await db.query(`update bookings set status = 'cancelled' where id = $1`, [upcoming]);
    expect(await read()).toEqual([]);
  });
});

describe('13. the anonymous directory search writes nothing', () => {
  test('search_tutors neither updates nor locks tutor rows, and still shows the real next free slot', async () => {
    const tutor = await tutorWithAccount('Stale Directory Tutor');
    const real = (await db.query(`select next_free_at from tutors where id = $1`, [tutor.id])).rows[0].next_free_at as Date;
    await db.query(`update tutors set next_free_at = now() - interval '1 day' where id = $1`, [tutor.id]);
    const before = (await db.query(`select xmin::text, next_free_at from tutors where id = $1`, [tutor.id])).rows[0];

    // Another session holds the table in EXCLUSIVE mode: plain reads go on, any row lock or update would wait.
    const holder = await adminDb();
    let settled = false;
    try {
      await holder.query('begin');
      await holder.query('lock table public.tutors in exclusive mode');
      const search = anonClient()
        .rpc('search_tutors', { p_q: 'stale directory tutor', p_page_size: 50 })
        .then((r) => {
          settled = true;
          return r;
        });
      // Whichever comes first: the answer, or the search waiting for a lock on tutors.
      const blocked = (async () => {
        while (!settled) {
          const { rowCount } = await db.query(`select 1 from pg_locks where relation = 'public.tutors'::regclass and not granted`);
          if (rowCount) return true;
        }
        return false;
      })();
      const waited = await blocked;
      if (waited) await holder.query('rollback'); // let the blocked search finish, then fail
      const result = await search;
      expect(waited).toBe(false);
      expect(result.error).toBeNull();
      const row = (result.data as { id: string; next_free_at: string }[]).find((t) => t.id === tutor.id);
      expect(new Date(row!.next_free_at)).toEqual(real);
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.end();
    }
    expect((await db.query(`select xmin::text, next_free_at from tutors where id = $1`, [tutor.id])).rows[0]).toEqual(before);
  });
});

describe('9. row caps and a rate limit on what the anon or a user can insert', () => {
  const message = () => ({ id: randomUUID(), name: 'Visitor', email: 'visitor@example.com', message: 'Do you teach groups?' });

  test('contact messages, security alerts, practice attempts and focus sessions: one row per request, more is 413', async () => {
    const learner = await user('Bulk Sender');
    const client = await signIn(learner.email, learner.password);
    const attempt = () => ({
      id: randomUUID(), user_id: learner.id, skill: 'fractions', question_seed: 7, level: 1, answer: '1/2', correct: true, time_taken_ms: 900,
      answered_at: new Date().toISOString(),
    });
    const session = () => ({ id: randomUUID(), user_id: learner.id, subject: 'math', sprint_minutes: 15, break_style: 'stretch', tasks_total: 3, started_at: new Date().toISOString() });
    const alert = () => ({ id: randomUUID(), user_id: learner.id, context: '/founder-hub' });
    const batches: [string, Client, () => Record<string, unknown>][] = [
      ['contact_messages', anonClient(), message],
      ['contact_messages', client, message],
      ['security_alerts', client, alert],
      ['practice_attempts', client, attempt],
      ['adhd_sessions', client, session],
    ];
    for (const [table, sender, row] of batches) {
      const rows = Array.from({ length: 200 }, row);
      const bulk = await sender.from(table).insert(rows);
      expect(bulk.status, table).toBe(413);
      expect(bulk.error?.code).toBe('PT413');
      expect((await db.query(`select count(*)::int as n from ${table} where id = any($1)`, [rows.map((r) => r.id)])).rows[0].n).toBe(0);
      // Also as an upsert ignoring duplicates (how the outbox resends; alerts are never resent, and their senders
      // cannot read them back, which such an upsert needs).
      if (table !== 'security_alerts') {
        expect((await sender.from(table).upsert(Array.from({ length: 2 }, row), { ignoreDuplicates: true })).status, table).toBe(413);
      }
      // One row, what the app sends, is stored.
      const one = row();
      expect((await sender.from(table).insert(one)).error, table).toBeNull();
      expect((await db.query(`select count(*)::int as n from ${table} where id = $1`, [one.id])).rows[0].n).toBe(1);
    }
    await db.query(`delete from contact_messages where email = 'visitor@example.com'`);
  });

  test('anonymous contact messages: at most the hourly cap per client address, then 429; other addresses and users go on', async () => {
    await db.query(`update system_settings set value = '3'::jsonb where key = 'contact.anon_messages_per_hour'`);
    await db.query(`delete from contact_message_senders`);
    try {
      const post = (body: object, headers: Record<string, string> = {}) =>
        fetch(`${testEnv.apiUrl}/rest/v1/contact_messages`, {
          method: 'POST',
          headers: { apikey: testEnv.anonKey, 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      const first = message();
      expect((await post(first)).status).toBe(201);
      for (let i = 0; i < 2; i++) expect((await post(message())).status).toBe(201);
      const refused = message();
      const res = await post(refused);
      expect(res.status).toBe(429);
      expect((await db.query(`select 1 from contact_messages where id = $1`, [refused.id])).rowCount).toBe(0);
      // A made-up X-Forwarded-For is replaced by the gateway: no way around the limit.
      expect((await post(message(), { 'X-Forwarded-For': '203.0.113.9', Forwarded: 'for=203.0.113.9' })).status).toBe(429);
      // A resend of a stored message (the outbox's retry after a lost answer) is not a new message: accepted.
      expect((await post(first, { Prefer: 'resolution=ignore-duplicates' })).status).toBe(201);
      // Signed-in users are not limited by the visitors' cap.
      const learner = await user('Chatty Learner');
      const client = await signIn(learner.email, learner.password);
      expect((await client.from('contact_messages').insert({ ...message(), user_id: learner.id })).error).toBeNull();
      // Only a hash of the address is kept.
      const { rows } = await db.query(`select client_hash from contact_message_senders`);
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => !String(r.client_hash).includes('127.0.0.1'))).toBe(true);
    } finally {
      await db.query(`update system_settings set value = '10'::jsonb where key = 'contact.anon_messages_per_hour'`);
      await db.query(`delete from contact_message_senders`);
      await db.query(`delete from contact_messages where email = 'visitor@example.com'`);
    }
  });

  test("hourly budgets: a signed-in user's contact messages and security alerts, referral clicks per account or address; then 429", async () => {
    const settings = { 'contact.user_messages_per_hour': 2, 'security.alerts_per_hour': 2, 'referral.clicks_per_hour': 2 };
    for (const [key, value] of Object.entries(settings)) await db.query(`update system_settings set value = $2::jsonb where key = $1`, [key, JSON.stringify(value)]);
    await db.query(`delete from write_budgets`);
    const code = () => `budget-${randomUUID().slice(0, 8)}`;
    try {
      const chatty = await user('Budget Learner');
      const client = await signIn(chatty.email, chatty.password);
      const otherUser = await user('Budget Other');
      const other = await signIn(otherUser.email, otherUser.password);
      const contact = () => client.from('contact_messages').insert({ ...message(), user_id: chatty.id });
      const alert = (c: Client) => c.from('security_alerts').insert({ context: 'test: denied access' });
      for (let i = 0; i < 2; i++) {
        expect((await contact()).error).toBeNull();
        expect((await alert(client)).error).toBeNull();
        expect((await client.from('referral_events').insert({ code: code() })).error).toBeNull();
      }
      for (const refused of [await contact(), await alert(client), await client.from('referral_events').insert({ code: code() })]) {
        expect(refused.status).toBe(429);
        expect(refused.error?.code).toBe('PT429');
      }
      expect((await db.query(`select count(*)::int as n from contact_messages where user_id = $1`, [chatty.id])).rows[0].n).toBe(2);
      // Another account has its own budget; visitors share their address's for referral clicks.
      expect((await alert(other)).error).toBeNull();
      const visitor = anonClient();
      for (let i = 0; i < 2; i++) expect((await visitor.from('referral_events').insert({ code: code() })).error).toBeNull();
      expect((await visitor.from('referral_events').insert({ code: code() })).status).toBe(429);
    } finally {
      await db.query(`update system_settings set value = '10'::jsonb where key = 'contact.user_messages_per_hour'`);
      await db.query(`update system_settings set value = '30'::jsonb where key = 'security.alerts_per_hour'`);
      await db.query(`update system_settings set value = '300'::jsonb where key = 'referral.clicks_per_hour'`);
      await db.query(`delete from write_budgets`);
      await db.query(`delete from referral_events where code like 'budget-%'`);
      await db.query(`delete from contact_messages where email = 'visitor@example.com'`);
    }
  });
});
