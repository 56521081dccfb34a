// Weekly series emails through the worker (serial: the worker drains everyone's queue): a series of 5 lessons is one
// "booked" email to the learner and one to the tutor, each with one calendar event (RRULE, UID = the series, EXDATE
// for the week taken by someone else); reminders stay per lesson; a week that could not be booked when it entered
// the horizon is an email to the learner; a lesson cancelled on its own cancels that occurrence of the series' event.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { drainNotifications, type Mail } from '../../supabase/functions/send-notifications/core';
import { adminDb, createUser, signIn } from '../support/db';
import { testEnv } from '../support/env';
import { createTutor, type TestTutor } from '../support/fixtures';

let db: pg.Client;
let tutor: TestTutor;
const transport = nodemailer.createTransport({ host: '127.0.0.1', port: Number(process.env.SUMMIT_SMTP_PORT), secure: false, ignoreTLS: true });
const deliver = async (mail: Mail) => {
  await transport.sendMail({ from: 'Summit <bookings@summit.local>', to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId, attachments: mail.attachments });
};
const worker = { restUrl: `${testEnv.apiUrl}/rest/v1`, serviceKey: testEnv.serviceKey, deliver };

interface Received { id: string; to: { address: string }[]; subject: string; messageId: string }
async function inbox(address: string): Promise<Received[]> {
  const all = (await (await fetch(`${testEnv.mailUrl}/email`)).json()) as Received[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}
async function calendarOf(mail: Received): Promise<string[]> {
  const source = await (await fetch(`${testEnv.mailUrl}/email/${mail.id}/source`)).text();
  const plain = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(source.replace(/=\r?\n/g, ''))?.[0]
    ?? Buffer.from(/Content-Disposition: attachment[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(source)![1], 'base64').toString();
  return plain.replace(/\r\n[ \t]/g, '').split(/\r?\n/).filter(Boolean);
}

type SeriesDate = { week: number; status: string; planned_at: string; booking_id: string | null };
/** A learner of this test's own and their series, booked through book_series from `days` days ahead at `time` in Madrid. */
async function learnerWithSeries(name: string, days: number, time: string, weeks: number) {
  const learner = await createUser(db, name);
  const client = await signIn(learner.email, learner.password);
  const { rows } = await db.query(`select (((now() at time zone 'Europe/Madrid')::date + $1::int) + $2::time) at time zone 'Europe/Madrid' as s`, [days, time]);
  const seriesId = randomUUID();
  const booked = await client.rpc('book_series', { p_id: seriesId, p_tutor_id: tutor.id, p_starts_at: (rows[0].s as Date).toISOString(), p_weeks: weeks, p_subject: 'mathematics' });
  expect(booked.error).toBeNull();
  return { learner, client, seriesId, dates: (booked.data as { dates: SeriesDate[] }).dates };
}

beforeAll(async () => {
  db = await adminDb();
  await db.query(`update notifications set status = 'sent' where status in ('queued', 'sending')`);
  tutor = await createTutor(db, { fullName: 'Series Mail Tutor', timezone: 'Europe/Madrid', withAccount: true, subjects: ['mathematics'] });
  await db.query(`update tutors set session_minutes = 60, buffer_minutes = 0 where id = $1`, [tutor.id]);
  await db.query(`insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '08:00', '20:00' from generate_series(1, 7) d`, [tutor.id]);
});
afterAll(async () => {
  transport.close();
  await db.query(`delete from bookings where tutor_id = $1`, [tutor.id]);
  await db.query(`delete from booking_series where tutor_id = $1`, [tutor.id]);
  await db.query(`delete from tutors where id = $1`, [tutor.id]);
  await db?.end();
});

test('one booked email per person for a series, with one event carrying RRULE, UID = the series and an EXDATE', async () => {
  const learner = await createUser(db, 'Series Mail Learner');
  const other = await createUser(db, 'Earlier Learner');
  const client = await signIn(learner.email, learner.password);
  const { rows } = await db.query(`select (((now() at time zone 'Europe/Madrid')::date + 3) + time '11:00') at time zone 'Europe/Madrid' as s`);
  const start = (rows[0].s as Date).toISOString();
  const taken = (await db.query(`select public.series_occurrence('Europe/Madrid', ($1::timestamptz at time zone 'Europe/Madrid')::date, time '11:00', 3) as s`, [start])).rows[0].s as Date;
  await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`, [other.id, tutor.id, taken]);
  const seriesId = randomUUID();
  const { error } = await client.rpc('book_series', { p_id: seriesId, p_tutor_id: tutor.id, p_starts_at: start, p_weeks: 5, p_subject: 'mathematics' });
  expect(error).toBeNull();
  // The other learner's single booking has its own email; this series has two (learner, tutor), not ten.
  const queued = await db.query(
    `select n.recipient_role, n.kind from notifications n join bookings b on b.id = n.booking_id where b.series_id = $1 order by 1`,
    [seriesId],
  );
  expect(queued.rows).toEqual([{ recipient_role: 'learner', kind: 'booked' }, { recipient_role: 'tutor', kind: 'booked' }]);

  while ((await drainNotifications(worker)) > 0);
  const mails = await inbox(learner.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('Weekly lessons booked — Weekly, 5 lessons');
  // The tutor: the other learner's single booking and the series, one email each.
  const tutorMails = await inbox(tutor.user!.email);
  expect(tutorMails.map((m) => m.subject.split(' — ')[0]).sort()).toEqual(['Session booked', 'Weekly lessons booked']);
  const ics = await calendarOf(mails[0]);
  expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(ics).toContain(`UID:${seriesId}@summit`);
  expect(ics).toContain('RRULE:FREQ=WEEKLY;COUNT=5');
  expect(ics.filter((l) => l.startsWith('EXDATE'))).toHaveLength(1);
  expect(ics.find((l) => l.startsWith('EXDATE'))).toMatch(/^EXDATE;TZID=Europe\/Madrid:\d{8}T110000$/);
});

test('a later week that cannot be booked when it enters the horizon: the learner is emailed', async () => {
  const learner = await createUser(db, 'Later Week Learner');
  const other = await createUser(db, 'Quicker Learner');
  const client = await signIn(learner.email, learner.password);
  const { rows } = await db.query(`select (((now() at time zone 'Europe/Madrid')::date + 3) + time '15:00') at time zone 'Europe/Madrid' as s`);
  const seriesId = randomUUID();
  const booked = await client.rpc('book_series', { p_id: seriesId, p_tutor_id: tutor.id, p_starts_at: (rows[0].s as Date).toISOString(), p_weeks: 16 });
  expect(booked.error).toBeNull();
  const week14 = (booked.data as { dates: { starts_at: string; status: string }[] }).dates[14];
  expect(week14.status).toBe('later');
  await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour')`, [other.id, tutor.id, week14.starts_at]);
  await db.query(`select public.book_due_series_as_of(now() + interval '14 days', $1)`, [seriesId]);
  while ((await drainNotifications(worker)) > 0);
  const mails = (await inbox(learner.email)).filter((m) => m.subject.startsWith('A weekly lesson could not be booked'));
  expect(mails).toHaveLength(1);
});

test('a lesson cancelled on its own: its email\'s calendar file cancels that occurrence of the series, not an event of its own', async () => {
  const { learner, client, seriesId, dates } = await learnerWithSeries('One Lesson Off Learner', 5, '09:00', 3);
  const week1 = dates[1];
  while ((await drainNotifications(worker)) > 0);
  const before = (await inbox(learner.email)).length;
  const tutorBefore = (await inbox(tutor.user!.email)).length;

  expect((await client.rpc('cancel_booking', { p_id: week1.booking_id })).error).toBeNull();
  while ((await drainNotifications(worker)) > 0);
  for (const mails of [(await inbox(learner.email)).slice(before), (await inbox(tutor.user!.email)).slice(tutorBefore)]) {
    expect(mails.map((m) => m.subject.split(' — ')[0])).toEqual(['Session cancelled']);
    const ics = await calendarOf(mails[0]);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics).toContain(`UID:${seriesId}@summit`);
    expect(ics).not.toContain(`UID:${week1.booking_id}@summit`);
    expect(ics.find((l) => l.startsWith('RECURRENCE-ID'))).toMatch(/^RECURRENCE-ID;TZID=Europe\/Madrid:\d{8}T090000$/);
    expect(ics).toContain('STATUS:CANCELLED');
  }
});

test('"cancel the rest of the series": one email per person, its calendar file cancelling the remaining occurrences of the series', async () => {
  // 16 weeks: the first ones booked now, the last ones later (beyond the horizon), one cancelled alone first.
  const { learner, client, seriesId, dates } = await learnerWithSeries('Cancelling Series Learner', 4, '17:00', 16);
  expect(dates.some((d) => d.status === 'later')).toBe(true);
  expect((await client.rpc('cancel_booking', { p_id: dates[1].booking_id })).error).toBeNull();
  while ((await drainNotifications(worker)) > 0);
  const before = (await inbox(learner.email)).length;
  const tutorBefore = (await inbox(tutor.user!.email)).length;

  const rest = await client.rpc('cancel_series', { p_series_id: seriesId });
  expect(rest.error).toBeNull();
  const queued = await db.query(
    `select n.recipient_role, n.kind from notifications n join bookings b on b.id = n.booking_id
     where b.series_id = $1 and n.status = 'queued' order by 1`,
    [seriesId],
  );
  expect(queued.rows).toEqual([{ recipient_role: 'learner', kind: 'series_cancelled' }, { recipient_role: 'tutor', kind: 'series_cancelled' }]);
  while ((await drainNotifications(worker)) > 0);
  const mails = (await inbox(learner.email)).slice(before);
  expect(mails.map((m) => m.subject)).toEqual(['Weekly lessons cancelled — Weekly, 16 lessons']);
  expect((await inbox(tutor.user!.email)).slice(tutorBefore).map((m) => m.subject)).toEqual(['Weekly lessons cancelled — Weekly, 16 lessons']);

  // One METHOD:CANCEL file: each of the 16 occurrences (all still to come; week 1 cancelled alone before), the
  // series' UID, RECURRENCE-ID at the planned local time, and the zone defined.
  const ics = await calendarOf(mails[0]);
  expect(ics).toContain('METHOD:CANCEL');
  expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(16);
  expect(new Set(ics.filter((l) => l.startsWith('UID:')))).toEqual(new Set([`UID:${seriesId}@summit`]));
  const ids = ics.filter((l) => l.startsWith('RECURRENCE-ID'));
  expect(ids).toHaveLength(16);
  for (const id of ids) expect(id).toMatch(/^RECURRENCE-ID;TZID=Europe\/Madrid:\d{8}T170000$/);
  expect(ics.filter((l) => l === 'STATUS:CANCELLED')).toHaveLength(16);
  expect(ics).toContain('TZID:Europe/Madrid');

  // Cancelling again sends nothing more; reminders stay per lesson (none for a cancelled one).
  expect((await client.rpc('cancel_series', { p_series_id: seriesId })).error).toBeNull();
  while ((await drainNotifications(worker)) > 0);
  expect((await inbox(learner.email)).slice(before)).toHaveLength(1);
  const reminders = await db.query(
    `select count(*)::int as n from notifications n join bookings b on b.id = n.booking_id where b.series_id = $1 and n.kind = 'reminder'`,
    [seriesId],
  );
  expect(reminders.rows[0].n).toBe(0);
});
