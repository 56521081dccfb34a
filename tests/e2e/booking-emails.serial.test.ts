// Booking emails end to end: a learner books in the browser; the notification worker `npm start` runs delivers one
// email to the learner and one to the tutor, each in the recipient's language with a calendar file that parses and
// holds the booked instant. Then a worker stopped the way `npm start` stops it on Ctrl-C, between the emails of a
// batch, and a fresh one started after it: every email of the batch arrives exactly once (counted by Message-ID).
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import { startNotificationWorker } from '../../services/worker/jobs.mjs';
import { anonClient, createUser, signIn, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();

const JAMES = '7a000000-0000-4000-8000-000000000002'; // James Whitaker, tutor@example.com
const TUTOR_EMAIL = 'tutor@example.com';

type Worker = Awaited<ReturnType<typeof startNotificationWorker>>;
const contexts: BrowserContext[] = [];
const workers: Worker[] = [];
let slots: string[] = [];

beforeAll(async () => {
  // Emails other tests queued are not this file's business.
  await shared.db.query(`update notifications set status = 'sent' where status in ('queued', 'sending')`);
  const { data, error } = await anonClient().rpc('tutor_free_slots', {
    p_tutor_id: JAMES,
    p_from: new Date(Date.now() + 20 * 86400_000).toISOString(),
    p_to: new Date(Date.now() + 45 * 86400_000).toISOString(),
  });
  if (error) throw error;
  slots = (data as { starts_at: string }[]).map((s) => new Date(s.starts_at).toISOString());
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

function startWorker(onDelivered?: (mail: { messageId: string }) => void): Promise<Worker> {
  return startNotificationWorker({
    apiUrl: testEnv.apiUrl,
    serviceRoleKey: testEnv.serviceKey,
    smtpPort: Number(process.env.SUMMIT_SMTP_PORT),
    intervalMs: 300,
    onDelivered,
  }).then((w) => {
    workers.push(w);
    return w;
  });
}

async function learnerWithLocale(name: string, locale: string, timezone: string, currency: string, country: string): Promise<TestUser> {
  const user = await createUser(shared.db, name);
  await shared.db.query(
    `insert into user_locale_preferences (user_id, preferred_locale, preferred_currency, preferred_country, preferred_timezone, use_device_locale)
     values ($1, $2, $3, $4, $5, false)`,
    [user.id, locale, currency, country, timezone],
  );
  return user;
}

interface Inboxed { id: string; messageId: string; subject: string; to: { address: string }[]; attachments?: { generatedFileName?: string; fileName?: string }[] }
async function inbox(): Promise<Inboxed[]> {
  return (await (await fetch(`${testEnv.mailUrl}/email`)).json()) as Inboxed[];
}
const idOf = (messageId: string) => messageId.replace(/^<|>$/g, '');

async function notificationsOf(bookingIds: string[]) {
  const { rows } = await shared.db.query(
    `select n.id, n.booking_id, n.recipient_role, n.status from notifications n where n.booking_id = any($1::uuid[]) order by n.booking_id, n.recipient_role`,
    [bookingIds],
  );
  return rows as { id: string; booking_id: string; recipient_role: 'learner' | 'tutor'; status: string }[];
}
const messageIdOf = (notificationId: string) => `notification-${notificationId}@summit.local`;

/** RFC 5545 reading: unfolds the lines, checks every line is NAME[;params]:value and BEGIN/END nest, returns the events. */
function parseIcs(text: string): { calendar: Record<string, string>; events: Record<string, string>[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').slice(0, -1);
  const stack: string[] = [];
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    const m = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=[^:;]*)*):(.*)$/.exec(line);
    if (!m) throw new Error(`not a content line: ${line}`);
    const [, name, , value] = m;
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push({});
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
    } else if (stack.at(-1) === 'VEVENT') events.at(-1)![name] = value;
    else if (stack.at(-1) === 'VCALENDAR') calendar[name] = value;
  }
  expect(stack).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  return { calendar, events };
}
const icsInstant = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

async function attachedIcs(email: Inboxed): Promise<string> {
  const files = (email.attachments ?? []).map((a) => a.generatedFileName ?? a.fileName);
  expect(files.filter((f) => f?.endsWith('.ics'))).toHaveLength(1);
  const file = files.find((f) => f?.endsWith('.ics'))!;
  const res = await fetch(`${testEnv.mailUrl}/email/${email.id}/attachment/${encodeURIComponent(file)}`);
  expect(res.ok).toBe(true);
  return res.text();
}

describe('booking emails', () => {
  it('a booking made in the browser: one email to the learner (French) and one to the tutor (English), each with a parseable .ics', async () => {
    const learner = await learnerWithLocale('Élise Martin', 'fr-FR', 'Europe/Paris', 'EUR', 'FR');
    const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: learner.email, password: learner.password });
    const start = slots[1];
    await page.goto(app(`/book?tutor=${JAMES}&start=${encodeURIComponent(start)}`));
    await page.getByTestId('booking-continue').click();
    await page.waitForURL(/\/confirm\?/);
    await page.getByTestId('booking-confirm').click();
    await page.waitForURL(/\/booking\/thanks\?id=/);
    const bookingId = new URL(page.url()).searchParams.get('id')!;
    const booking = (await shared.db.query(`select starts_at, subject, learner_id from bookings where id = $1`, [bookingId])).rows[0];
    expect(booking.learner_id).toBe(learner.id);
    expect(new Date(booking.starts_at).toISOString()).toBe(start);

    const queued = await notificationsOf([bookingId]);
    expect(queued.map((n) => [n.recipient_role, n.status])).toEqual([['learner', 'queued'], ['tutor', 'queued']]);
    await startWorker();
    await expect.poll(async () => (await notificationsOf([bookingId])).map((n) => n.status), { timeout: 20_000 }).toEqual(['sent', 'sent']);

    const all = await inbox();
    const subject = booking.subject ? `${booking.subject} ` : '';
    for (const n of queued) {
      const mails = all.filter((m) => idOf(m.messageId) === messageIdOf(n.id));
      expect(mails, n.recipient_role).toHaveLength(1);
      const [mail] = mails;
      const address = n.recipient_role === 'learner' ? learner.email : TUTOR_EMAIL;
      expect(mail.to.map((t) => t.address.toLowerCase())).toEqual([address]);
      const { calendar, events } = parseIcs(await attachedIcs(mail));
      expect(calendar.VERSION).toBe('2.0');
      expect(calendar.METHOD).toBe('PUBLISH');
      expect(events).toHaveLength(1);
      expect(events[0].DTSTART).toBe(icsInstant(start));
      expect(events[0].UID).toBe(`${bookingId}@summit`);
      if (n.recipient_role === 'learner') {
        expect(mail.subject).toMatch(/^Séance réservée — .*\(Europe\/Paris\)$/);
        expect(events[0].SUMMARY).toBe(`Summit: ${subject}avec James Whitaker`);
      } else {
        expect(mail.subject).toMatch(/^Session booked — /);
        expect(events[0].SUMMARY).toBe(`Summit: ${subject}with Élise Martin`);
      }
    }
    // Exactly one each: nothing else for this booking reached either inbox.
    expect(all.filter((m) => m.to.some((t) => t.address.toLowerCase() === learner.email.toLowerCase()))).toHaveLength(1);
  });

  it('stopped between the emails of a batch and started again: every email arrives exactly once', async () => {
    const learner = await learnerWithLocale('Mateo Restrepo', 'es-CO', 'America/Bogota', 'COP', 'CO');
    const client = await signIn(learner.email, learner.password);
    const bookingIds: string[] = [];
    for (const start of [slots[4], slots[7]]) {
      const { data, error } = await client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: JAMES, p_starts_at: start, p_subject: 'english', p_note: '' }).single();
      expect(error).toBeNull();
      bookingIds.push((data as { id: string }).id);
    }
    const batch = await notificationsOf(bookingIds);
    expect(batch).toHaveLength(4);
    expect(batch.every((n) => n.status === 'queued')).toBe(true);

    // The first worker is stopped (as Ctrl-C on `npm start` stops it) as soon as it has sent one email.
    let stopping: Promise<void> | undefined;
    const first = await startWorker(() => {
      stopping ??= first.stop();
    });
    await expect.poll(() => stopping !== undefined, { timeout: 20_000 }).toBe(true);
    await stopping;
    const afterStop = await notificationsOf(bookingIds);
    expect(afterStop.filter((n) => n.status === 'sent')).toHaveLength(1);
    expect(afterStop.filter((n) => n.status === 'queued')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a stopped worker sends nothing more
    expect((await notificationsOf(bookingIds)).filter((n) => n.status === 'sent')).toHaveLength(1);

    // A fresh worker finishes the batch.
    await startWorker();
    await expect.poll(async () => (await notificationsOf(bookingIds)).map((n) => n.status), { timeout: 20_000 }).toEqual(['sent', 'sent', 'sent', 'sent']);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ids = (await inbox()).map((m) => idOf(m.messageId));
    for (const n of batch) expect(ids.filter((id) => id === messageIdOf(n.id)), `${n.booking_id} ${n.recipient_role}`).toHaveLength(1);
    const all = await inbox();
    const toLearner = all.filter((m) => m.to.some((t) => t.address.toLowerCase() === learner.email.toLowerCase()));
    expect(toLearner).toHaveLength(2);
    expect(toLearner.every((m) => /^Sesión reservada — .*\(America\/Bogota\)$/.test(m.subject))).toBe(true);
  });
});
