// RLS matrix cases for the booking tables: weekly hours, date overrides and tutors' private notes.
// Outcomes per actor: anon, student A, student B, founder, admin, tutor (the account linked to the booking tutor,
// who has a booking with student A).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface BookingCaseContext {
  /** Student A's user id (has a booking with the tutor actor). */
  learnerA: () => string;
  /** The tutor profile linked to the tutor actor. */
  ownTutorId: string;
  /** A tutor profile no actor is linked to. */
  otherTutorId: string;
  /** The bookings fixture (student A with the tutor actor). */
  bookingId: string;
}

export function bookingCases(ctx: BookingCaseContext) {
  const ids = { weekly: randomUUID(), override: randomUUID(), notification: randomUUID() };
  return [
    {
      table: 'tutor_weekly_hours',
      key: 'id',
      target: () => ids.weekly,
      reset: (db: pg.Client) =>
        db.query(
          `insert into tutor_weekly_hours (id, tutor_id, weekday, start_time, end_time) values ($1, $2, 1, '09:00', '12:00')
           on conflict (id) do update set end_time = '12:00'`,
          [ids.weekly, ctx.ownTutorId],
        ),
      insertRow: () => ({ id: randomUUID(), tutor_id: ctx.ownTutorId, weekday: 3, start_time: '14:00', end_time: '16:00' }),
      update: { end_time: '13:00:00' },
      expect: { select: 'o o o o o o', insert: 'd d d o o o', update: 'd n n o o o', delete: 'd n n o o o' },
    },
    {
      // Another tutor's override: the tutor actor may read it but not write it.
      table: 'tutor_date_overrides',
      key: 'id',
      target: () => ids.override,
      reset: async (db: pg.Client) => {
        // The tutors case deletes this tutor in one of its cells.
        await db.query(
          `insert into tutors (id, slug, full_name, hourly_rate_minor, currency) values ($1, $2, 'Other Tutor', 3000, 'USD')
           on conflict (id) do nothing`,
          [ctx.otherTutorId, `rls-other-${ctx.otherTutorId.slice(0, 8)}`],
        );
        await db.query(
          `insert into tutor_date_overrides (id, tutor_id, on_date) values ($1, $2, '2030-01-07')
           on conflict (id) do update set on_date = '2030-01-07'`,
          [ids.override, ctx.otherTutorId],
        );
      },
      insertRow: () => ({ id: randomUUID(), tutor_id: ctx.otherTutorId, on_date: '2030-02-04', start_time: '10:00', end_time: '12:00' }),
      update: { on_date: '2030-01-08' },
      expect: { select: 'o o o o o o', insert: 'd d d o o d', update: 'd n n o o n', delete: 'd n n o o n' },
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
