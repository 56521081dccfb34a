// What users already hold on their devices keeps working with the open outbox: rows queued in the format of every
// kind the app has shipped (kind names, payload shapes, local-copy keys, dead letters) are flushed through the app's
// registry of offline kinds to the real local stack; a row of a kind the registry does not know stays queued.
import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { offlineKinds } from '../../src/app/outbox-kinds';
import { SummitDb } from '../../src/data/db';
import { DexieOutboxStore } from '../../src/data/outbox/dexie-store';
import { SyncEngine } from '../../src/data/outbox/engine';
import { provideOfflineKinds, resolveKind } from '../../src/data/outbox/kind-registry';
import { supabaseSession, supabaseTransport } from '../../src/data/outbox/supabase-transport';
import type { OutboxRow } from '../../src/data/outbox/types';
import { adminDb, anonClient, createUser, signIn, type Client, type TestUser } from '../support/db';

const tutorId = randomUUID();
let db: pg.Client;
let user: TestUser;
let client: Client;

beforeAll(async () => {
  db = await adminDb();
  user = await createUser(db, 'Outbox Upgrade Learner');
  client = await signIn(user.email, user.password);
  await db.query(
    `insert into tutors (id, slug, full_name, hourly_rate_minor, currency, timezone, subjects, session_minutes, buffer_minutes)
     values ($1, $2, 'Outbox Kinds Tutor', 4000, 'USD', 'America/Bogota', '{mathematics}', 60, 0)`,
    [tutorId, `outbox-kinds-${tutorId.slice(0, 8)}`],
  );
  await db.query(`insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '00:00', '24:00' from generate_series(1, 7) d`, [tutorId]);
});

afterAll(async () => {
  if (!db) return;
  await db.query(`delete from bookings where tutor_id = $1`, [tutorId]);
  await db.query(`delete from tutors where id = $1`, [tutorId]);
  await db.query(`delete from auth.users where id = $1`, [user.id]);
  await db.end();
});

/** A row exactly as the app has stored it in IndexedDB since schema version 2. */
function storedRow(userId: string | null, kind: string, payload: unknown): OutboxRow {
  return { id: uuidv7(), userId, kind, payload, v: 1, attempts: 0, nextAt: 0, lastError: null, createdAt: Date.now() };
}

async function firstFreeSlot(): Promise<string> {
  const from = Date.now() + 26 * 3_600_000;
  const { data, error } = await client.rpc('tutor_free_slots', { p_tutor_id: tutorId, p_from: new Date(from).toISOString(), p_to: new Date(from + 48 * 3_600_000).toISOString() });
  if (error) throw error;
  return (data as Array<{ starts_at: string }>)[0]!.starts_at;
}

describe('the open outbox and rows queued by earlier versions', () => {
  test('every shipped kind flushes to the server; an unknown kind stays queued, never dead-lettered', async () => {
    provideOfflineKinds(async () => offlineKinds);
    const idb = new SummitDb(`outbox-kinds-${randomUUID()}`, undefined, { indexedDB: new IDBFactory(), IDBKeyRange });
    await idb.open();

    const startsAt = await firstFreeSlot();
    const bookingId = randomUUID();
    const telemetryId = randomUUID();
    const attemptId = uuidv7();
    const sessionId = uuidv7();
    // A conversation of the user's with a tutor who has an account (made as a fixture), for 'message-send'.
    const tutorUser = await createUser(db, 'Outbox Kinds Tutor User');
    const conversationId = randomUUID();
    const messageId = randomUUID();
    await db.query(`insert into learner_profiles (user_id, age_bracket) values ($1, '18_plus') on conflict (user_id) do update set age_bracket = '18_plus'`, [user.id]);
    await db.query(`update tutors set user_id = $2 where id = $1`, [tutorId, tutorUser.id]);
    await db.query(`insert into conversations (id, learner_id, tutor_id, tutor_user_id) values ($1, $2, $3, $4)`, [conversationId, user.id, tutorId, tutorUser.id]);
    const rows = [
      storedRow(user.id, 'locale', {
        row: { user_id: user.id, preferred_locale: 'fr-FR', preferred_currency: 'EUR', preferred_country: 'FR', preferred_timezone: 'Europe/Paris', use_device_locale: false },
        telemetry: { id: telemetryId, user_id: user.id, event: 'locale_preferences_saved', payload: { locale: 'fr-FR' } },
      }),
      storedRow(user.id, 'accessibility', {
        row: { user_id: user.id, text_color: '#000000', background_color: '#ffffff', font_size: 'large', dyslexia_friendly_font: true },
      }),
      storedRow(null, 'referral-click', { code: 'upgrade-guest' }),
      storedRow(user.id, 'referral-click', { code: 'upgrade-user' }),
      storedRow(null, 'contact-message', { row: { user_id: null, name: 'Guest', email: 'guest@example.com', subject: '', message: 'Queued as a guest' } }),
      storedRow(user.id, 'booking-request', { bookingId, tutorId, startsAt, subject: null, note: 'queued offline' }),
      storedRow(user.id, 'practice-attempt', {
        row: { id: attemptId, user_id: user.id, skill: 'fractions', question_seed: 7, level: 1, answer: '3/4', correct: true, time_taken_ms: 5000, mode: 'practice', answered_at: new Date().toISOString() },
      }),
      storedRow(user.id, 'adhd-session', {
        row: { id: sessionId, user_id: user.id, subject: 'math', sprint_minutes: 15, break_style: 'walk', tasks_total: 3, tasks_done: 1, focused_seconds: 600, status: 'active', started_at: new Date().toISOString(), ended_at: null },
      }),
      // The same message queued twice (a resend): one row on the server.
      storedRow(user.id, 'message-send', { id: messageId, conversationId, body: 'Queued offline' }),
      storedRow(user.id, 'message-send', { id: messageId, conversationId, body: 'Queued offline' }),
      storedRow(user.id, 'lesson-board', { from: 'a later version of the app' }),
    ];
    const unknown = rows.at(-1)!;
    await idb.outbox.bulkAdd(rows);
    await idb.localCopies.bulkPut([
      { key: `${user.id}:locale`, value: { locale: 'fr-FR' }, updatedAt: 1 },
      { key: `${user.id}:booking-requests`, value: [{ bookingId, tutorId, startsAt }], updatedAt: 1 },
    ]);
    const oldDeadLetter = { id: uuidv7(), userId: user.id, kind: 'booking-request', payload: { bookingId: randomUUID() }, status: 409, code: 'P0001', error: 'slot_taken', createdAt: 1, rejectedAt: 2 };
    await idb.deadLetters.add(oldDeadLetter);

    const store = new DexieOutboxStore(idb);
    const engine = new SyncEngine({
      store,
      transport: supabaseTransport(async () => client, async () => anonClient(), resolveKind),
      session: supabaseSession(async () => client),
      isOnline: () => true,
    });
    try {
      await engine.flush({ force: true });
      await engine.flush({ force: true }); // a second start-up: the unknown row is still not given up

      expect((await store.list([user.id, null])).map((r) => r.id)).toEqual([unknown.id]);
      expect((await store.list([user.id]))[0]).toMatchObject({ kind: 'lesson-board', attempts: 0 });
      expect((await store.deadLetters([user.id, null])).map((d) => d.id)).toEqual([oldDeadLetter.id]);
      expect((await store.getLocal(`${user.id}:locale`))?.value).toEqual({ locale: 'fr-FR' });
      expect((await store.getLocal(`${user.id}:booking-requests`))?.value).toEqual([{ bookingId, tutorId, startsAt }]);

      const one = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0] as Record<string, unknown> | undefined;
      expect(await one(`select preferred_locale from user_locale_preferences where user_id = $1`, [user.id])).toEqual({ preferred_locale: 'fr-FR' });
      expect(await one(`select event from telemetry_events where id = $1`, [telemetryId])).toEqual({ event: 'locale_preferences_saved' });
      expect(await one(`select font_size from user_preferences where user_id = $1`, [user.id])).toEqual({ font_size: 'large' });
      for (const row of rows.filter((r) => r.kind === 'referral-click')) {
        expect(await one(`select code from referral_events where id = $1`, [row.id])).toEqual({ code: (row.payload as { code: string }).code });
      }
      expect(await one(`select message from contact_messages where id = $1`, [rows[4]!.id])).toEqual({ message: 'Queued as a guest' });
      expect(await one(`select learner_id from bookings where id = $1`, [bookingId])).toEqual({ learner_id: user.id });
      expect(await one(`select answer from practice_attempts where id = $1`, [attemptId])).toEqual({ answer: '3/4' });
      expect(await one(`select tasks_done from adhd_sessions where id = $1`, [sessionId])).toEqual({ tasks_done: 1 });
      expect((await db.query(`select body from messages where conversation_id = $1`, [conversationId])).rows).toEqual([{ body: 'Queued offline' }]);
    } finally {
      engine.stop();
      await db.query(`delete from contact_messages where id = $1`, [rows[4]!.id]);
      await db.query(`delete from referral_events where id = any($1::uuid[])`, [rows.filter((r) => r.kind === 'referral-click').map((r) => r.id)]);
      idb.close();
      await db.query(`update tutors set user_id = null where id = $1`, [tutorId]);
      await db.query(`delete from auth.users where id = $1`, [tutorUser.id]);
    }
  });
});
