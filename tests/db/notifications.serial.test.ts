// Booking emails: a booking queues one email for the learner and one for the tutor; the worker (the Edge-Function-
// ready core) delivers them to the mail catcher in each one's language and time zone with a parseable .ics; stopped
// and restarted between the emails of a batch it still sends one each; a claimed email is not sent twice; the booked
// and reminder emails carry the lesson room's absolute address, a cancellation does not.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { drainNotifications, type Mail } from '../../supabase/functions/send-notifications/core';
import { adminDb, createUser, signIn } from '../support/db';
import { testEnv } from '../support/env';

const TUTOR = '7a000000-0000-4000-8000-000000000002'; // James Whitaker, linked to tutor@example.com
let db: pg.Client;
const transport = nodemailer.createTransport({ host: '127.0.0.1', port: Number(process.env.SUMMIT_SMTP_PORT), secure: false, ignoreTLS: true });
const deliver = async (mail: Mail) => {
  await transport.sendMail({ from: 'Summit <bookings@summit.local>', to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId, attachments: mail.attachments });
};
const worker = (appUrl?: string) => ({ restUrl: `${testEnv.apiUrl}/rest/v1`, serviceKey: testEnv.serviceKey, deliver, appUrl });

interface Received { to: { address: string }[]; subject: string; messageId: string; attachments?: { fileName: string; generatedFileName?: string; contentId?: string }[] }
async function inbox(address: string): Promise<Received[]> {
  const res = await fetch(`${testEnv.mailUrl}/email`);
  const all = (await res.json()) as Received[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

beforeAll(async () => {
  db = await adminDb();
  // Earlier tests' emails are not this test's business.
  await db.query(`update notifications set status = 'sent' where status in ('queued', 'sending')`);
});
afterAll(async () => {
  transport.close();
  await db?.end();
});

test('one email each to learner (French, Paris time) and tutor, with the .ics; a restart between emails sends none twice', async () => {
  const learner = await createUser(db, 'Élise Martin');
  await db.query(
    `insert into user_locale_preferences (user_id, preferred_locale, preferred_currency, preferred_country, preferred_timezone, use_device_locale)
     values ($1, 'fr-FR', 'EUR', 'FR', 'Europe/Paris', false)`,
    [learner.id],
  );
  const client = await signIn(learner.email, learner.password);
  const { data: slots } = await client.rpc('tutor_free_slots', {
    p_tutor_id: TUTOR,
    p_from: new Date(Date.now() + 5 * 86400_000).toISOString(),
    p_to: new Date(Date.now() + 30 * 86400_000).toISOString(),
  });
  const start = (slots as { starts_at: string }[]).at(-1)!.starts_at;
  const booked = await client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: TUTOR, p_starts_at: start, p_subject: 'english' }).single();
  expect(booked.error).toBeNull();
  const bookingId = (booked.data as { id: string }).id;
  const { rows } = await db.query(`select recipient_role, kind, status from notifications where booking_id = $1 order by recipient_role`, [bookingId]);
  expect(rows).toEqual([
    { recipient_role: 'learner', kind: 'booked', status: 'queued' },
    { recipient_role: 'tutor', kind: 'booked', status: 'queued' },
  ]);

  // The worker stops after one email, then a new one starts and finishes the batch.
  expect(await drainNotifications(worker(), { max: 1 })).toBe(1);
  expect(await drainNotifications(worker())).toBe(1);
  expect(await drainNotifications(worker())).toBe(0);

  const toLearner = await inbox(learner.email);
  expect(toLearner).toHaveLength(1);
  expect(toLearner[0].subject).toMatch(/^Séance réservée — /);
  expect(toLearner[0].subject).toContain('(Europe/Paris)');
  const tutorNotification = (await db.query(`select id from notifications where booking_id = $1 and recipient_role = 'tutor'`, [bookingId])).rows[0].id;
  const toTutor = (await inbox('tutor@example.com')).filter((m) => m.messageId.includes(tutorNotification));
  expect(toTutor).toHaveLength(1);
  expect(toTutor[0].subject).toMatch(/^Session booked — /);
  // The attachment is a calendar file with the session's start.
  const detail = await (await fetch(`${testEnv.mailUrl}/email/${(toLearner[0] as unknown as { id: string }).id}/source`)).text();
  const ics = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(detail.replace(/=\r?\n/g, ''));
  const dtstart = new Date(start).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(ics?.[0] ?? Buffer.from(/Content-Disposition: attachment[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(detail)![1], 'base64').toString()).toContain(`DTSTART:${dtstart}`);
  const sent = await db.query(`select status from notifications where booking_id = $1`, [bookingId]);
  expect(sent.rows.map((r) => r.status)).toEqual(['sent', 'sent']);
});

test('an email claimed by a worker that died is not sent again before its claim expires', async () => {
  const learner = await createUser(db, 'Claimed Learner');
  const client = await signIn(learner.email, learner.password);
  const { data: slots } = await client.rpc('tutor_free_slots', {
    p_tutor_id: TUTOR,
    p_from: new Date(Date.now() + 5 * 86400_000).toISOString(),
    p_to: new Date(Date.now() + 30 * 86400_000).toISOString(),
  });
  const start = (slots as { starts_at: string }[]).at(-2)!.starts_at;
  const booked = await client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: TUTOR, p_starts_at: start }).single();
  expect(booked.error).toBeNull();
  const id = (booked.data as { id: string }).id;
  await db.query(`update notifications set status = 'sending', claimed_at = now() where booking_id = $1 and recipient_role = 'learner'`, [id]);
  expect(await drainNotifications(worker())).toBe(1); // the tutor's only
  expect(await inbox(learner.email)).toHaveLength(0);
  await db.query(`update notifications set claimed_at = now() - interval '6 minutes' where booking_id = $1`, [id]);
  expect(await drainNotifications(worker())).toBe(1);
  expect(await inbox(learner.email)).toHaveLength(1);
});

test('learners cannot read or write the queue', async () => {
  const learner = await createUser(db, 'Nosy Learner');
  const client = await signIn(learner.email, learner.password);
  expect((await client.from('notifications').select('id')).data).toEqual([]);
  expect((await client.rpc('claim_notifications', { p_limit: 1 })).error?.code).toBe('42501');
});

test('booked and reminder emails carry the "Join lesson" address of the room; the cancellation does not', async () => {
  const appUrl = 'https://summit.test/';
  const learner = await createUser(db, 'Joining Learner');
  const client = await signIn(learner.email, learner.password);
  const { data: slots } = await client.rpc('tutor_free_slots', {
    p_tutor_id: TUTOR,
    p_from: new Date(Date.now() + 5 * 86400_000).toISOString(),
    p_to: new Date(Date.now() + 30 * 86400_000).toISOString(),
  });
  const start = (slots as { starts_at: string }[]).at(-3)!.starts_at;
  const booked = await client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: TUTOR, p_starts_at: start }).single();
  expect(booked.error).toBeNull();
  const id = (booked.data as { id: string }).id;
  // The 24-hour reminder, queued as enqueue_booking_reminders() queues it the day before.
  await db.query(`insert into notifications (booking_id, recipient_id, recipient_role, kind) values ($1, $2, 'learner', 'reminder')`, [id, learner.id]);
  while ((await drainNotifications(worker(appUrl))) > 0);
  const room = `https://summit.test/lesson/${id}`;
  const texts = async () => {
    const all = (await (await fetch(`${testEnv.mailUrl}/email`)).json()) as { to: { address: string }[]; subject: string; text: string; messageId: string }[];
    const ids = (await db.query(`select id, recipient_role, kind from notifications where booking_id = $1`, [id])).rows as { id: string; recipient_role: string; kind: string }[];
    return ids.map((n) => ({ who: `${n.recipient_role} ${n.kind}`, text: all.find((m) => m.messageId.includes(n.id))?.text ?? '' }));
  };
  const sent = await texts();
  expect(sent.map((m) => m.who).sort()).toEqual(['learner booked', 'learner reminder', 'tutor booked']);
  for (const m of sent) expect(m.text, m.who).toContain(`Join lesson (the room opens 15 minutes before the start):\n${room}`);

  expect((await client.rpc('cancel_booking', { p_id: id })).error).toBeNull();
  while ((await drainNotifications(worker(appUrl))) > 0);
  const cancelled = (await texts()).filter((m) => m.who.endsWith('cancelled'));
  expect(cancelled.length).toBeGreaterThan(0);
  for (const m of cancelled) expect(m.text, m.who).not.toContain('/lesson/');
});
