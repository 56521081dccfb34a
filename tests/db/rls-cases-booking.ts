// RLS matrix cases for the booking tables: date overrides, tutors' private notes and the email queue.
// Outcomes per actor: anon, student A, student B, founder, admin, tutor (the account linked to the booking tutor,
// who has a booking with student A).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface BookingCaseContext {
  /** Student A's user id (has a booking with the tutor actor). */
  learnerA: () => string;
  /** The tutor profile linked to the tutor actor. */
  ownTutorId: string;
  /** The bookings fixture (student A with the tutor actor). */
  bookingId: string;
}

export function bookingCases(ctx: BookingCaseContext) {
  const ids = { override: randomUUID(), notification: randomUUID(), series: randomUUID() };
  return [
    {
      // The tutor actor's own override (weekly hours use the same policies; their matrix case is another tutor's).
      table: 'tutor_date_overrides',
      key: 'id',
      target: () => ids.override,
      reset: (db: pg.Client) =>
        db.query(
          `insert into tutor_date_overrides (id, tutor_id, on_date) values ($1, $2, '2030-01-07')
           on conflict (id) do update set on_date = '2030-01-07'`,
          [ids.override, ctx.ownTutorId],
        ),
      insertRow: () => ({ id: randomUUID(), tutor_id: ctx.ownTutorId, on_date: '2030-02-04', start_time: '10:00', end_time: '12:00' }),
      update: { on_date: '2030-01-08' },
      expect: { select: 'o o o o o o', insert: 'd d d o o o', update: 'd n n o o o', delete: 'd n n o o o' },
    },
    {
      // The tutor actor's note about student A; admins read notes but do not write them.
      table: 'tutor_notes',
      key: 'learner_id',
      target: () => ctx.learnerA(),
      reset: (db: pg.Client) =>
        db.query(
          `insert into tutor_notes (tutor_id, learner_id, body) values ($1, $2, 'Fixture note')
           on conflict (tutor_id, learner_id) do update set body = 'Fixture note'`,
          [ctx.ownTutorId, ctx.learnerA()],
        ),
      insertRow: () => ({ tutor_id: ctx.ownTutorId, learner_id: ctx.learnerA(), body: 'Works best with short tasks.' }),
      update: { body: 'Changed' },
      expect: { select: 'd n n o o o', insert: 'd d d d d o', update: 'd n n n n o', delete: 'd n n n n o' },
    },
    {
      // Student A's weekly series with the tutor actor: made through book_series(), read by its learner, its tutor
      // and admins, written directly by admins only.
      table: 'booking_series',
      key: 'id',
      target: () => ids.series,
      reset: (db: pg.Client) =>
        db.query(
          `insert into booking_series (id, learner_id, tutor_id, timezone, weekday, local_time, first_date, weeks)
           values ($1, $2, $3, 'UTC', 1, '10:00', '2030-01-07', 2)
           on conflict (id) do update set weeks = 2`,
          [ids.series, ctx.learnerA(), ctx.ownTutorId],
        ),
      insertRow: () => ({
        id: randomUUID(), learner_id: ctx.learnerA(), tutor_id: ctx.ownTutorId, timezone: 'UTC', weekday: 1, local_time: '10:00',
        first_date: '2030-01-14', weeks: 4,
      }),
      update: { weeks: 3 },
      expect: { select: 'd o n o o o', insert: 'd d d o o d', update: 'd n n o o n', delete: 'd n n o o n' },
    },
    {
      // The email queue: written by triggers and the worker (service role), read by admins only.
      table: 'notifications',
      key: 'id',
      target: () => ids.notification,
      reset: (db: pg.Client) =>
        db.query(
          `insert into notifications (id, booking_id, recipient_id, recipient_role, kind) values ($1, $2, $3, 'learner', 'reminder')
           on conflict (id) do update set status = 'queued'`,
          [ids.notification, ctx.bookingId, ctx.learnerA()],
        ),
      insertRow: () => ({ id: randomUUID(), booking_id: ctx.bookingId, recipient_id: ctx.learnerA(), recipient_role: 'learner', kind: 'cancelled' }),
      update: { status: 'sent' },
      expect: { select: 'd n n o o n', insert: 'd d d d d d', update: 'd d d d d d', delete: 'd d d d d d' },
    },
  ];
}

export interface RoundTwoCaseContext extends BookingCaseContext {
  /** Student B's user id (a learner of the tutor actor only through a session long past, made by these cases). */
  learnerB: () => string;
  /** A user who never had a session with the tutor actor. */
  stranger: () => string;
  /** Puts the tutor actor's tutor profile back (a cell may delete it). */
  restoreOwnTutor: (db: pg.Client) => Promise<unknown>;
}

/**
 * Cases of the second security round: a note cannot be moved off the tutor's learners, a learner profile is not
 * readable after a session long past, the computed next_free_at is not writable. The last one deletes the tutor
 * actor's profile in its delete cells (with its bookings): keep these cases at the end of the matrix.
 */
export function roundTwoCases(ctx: RoundTwoCaseContext) {
  const pastBooking = randomUUID();
  const hour = 3600_000;
  const longAgo = new Date(Math.floor((Date.now() - 60 * 24 * hour) / hour) * hour);
  return [
    {
      // The tutor actor's note about student A, moved (update) or written (insert) onto someone never taught.
      table: 'tutor_notes',
      key: 'learner_id',
      target: () => ctx.learnerA(),
      reset: (db: pg.Client) =>
        db.query(
          `insert into tutor_notes (tutor_id, learner_id, body) values ($1, $2, 'Fixture note')
           on conflict (tutor_id, learner_id) do update set body = 'Fixture note'`,
          [ctx.ownTutorId, ctx.learnerA()],
        ),
      insertRow: () => ({ tutor_id: ctx.ownTutorId, learner_id: ctx.stranger(), body: 'Planted note' }),
      update: {
        get learner_id() {
          return ctx.stranger();
        },
      },
      expect: { select: 'd n n o o o', insert: 'd d d d d d d', update: 'd n n n n d n', delete: 'd n n n n o' },
    },
    {
      // Student B's profile; B's only session with the tutor actor ended 60 days ago.
      table: 'learner_profiles',
      key: 'user_id',
      target: () => ctx.learnerB(),
      reset: async (db: pg.Client) => {
        await db.query(
          `insert into learner_profiles (user_id, goals, accommodations) values ($1, 'Fixture goals', 'Extra time')
           on conflict (user_id) do update set goals = 'Fixture goals'`,
          [ctx.learnerB()],
        );
        await db.query(
          `insert into bookings (id, learner_id, tutor_id, starts_at, ends_at, created_at)
           values ($1, $2, $3, $4, $4::timestamptz + interval '1 hour', $4::timestamptz - interval '7 days') on conflict (id) do nothing`,
          [pastBooking, ctx.learnerB(), ctx.ownTutorId, longAgo.toISOString()],
        );
      },
      insertRow: () => ({ user_id: ctx.learnerB(), goals: 'Learn French' }),
      update: { goals: 'New goals' },
      expect: { select: 'd n o o o n n', insert: 'd d o d d d d', update: 'd n o n n n n', delete: 'd n o n n n n' },
    },
    {
      // The tutor actor's own profile: next_free_at is the database's, refused to the tutor and to admins alike.
      table: 'tutors',
      key: 'id',
      target: () => ctx.ownTutorId,
      reset: (db: pg.Client) => ctx.restoreOwnTutor(db),
      insertRow: () => ({
        id: randomUUID(), slug: `rls-nfa-${randomUUID().slice(0, 8)}`, full_name: 'Early Bird', hourly_rate_minor: 2000, currency: 'EUR',
        next_free_at: new Date(Date.now() + hour).toISOString(),
      }),
      update: { next_free_at: new Date(Math.ceil((Date.now() + 2 * hour) / hour) * hour).toISOString() },
      expect: { select: 'o o o o o o o', insert: 'd d d d d d d', update: 'd n n d d d n', delete: 'd n n o o n n' },
    },
  ];
}
