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
  const ids = { override: randomUUID(), notification: randomUUID() };
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
