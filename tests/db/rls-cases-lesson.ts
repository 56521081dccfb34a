// RLS matrix cases for the lesson room's tables (written by the sync server with a service connection): the state,
// the update log and the record of whose Yjs client ids are whose are read by nobody through the API; the projection by the booking's learner (student A) and tutor
// (the tutor actor) only, not by admins; nothing is written through the API. Safeguarding reports: a party of the
// booking (student A, the tutor actor) adds one as themselves; only admins at aal2 read them; nobody changes them.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface LessonCaseContext {
  /** Student A's user id. */
  learnerA: () => string;
  /** The bookings fixture (student A with the tutor actor). */
  bookingId: string;
}

export function lessonCases(ctx: LessonCaseContext) {
  const logId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  const reportId = randomUUID();
  return [
    {
      table: 'lesson_rooms',
      key: 'booking_id',
      target: () => ctx.bookingId,
      reset: (db: pg.Client) =>
        db.query(`insert into lesson_rooms (booking_id, state) values ($1, '\\x0000') on conflict (booking_id) do update set state = '\\x0000'`, [ctx.bookingId]),
      insertRow: () => ({ booking_id: ctx.bookingId, state: '\\x0000' }),
      update: { last_update_id: 42 },
      expect: { select: 'd d d d d d', insert: 'd d d d d d', update: 'd d d d d d', delete: 'd d d d d d' },
    },
    {
      table: 'lesson_updates',
      key: 'id',
      target: () => String(logId),
      reset: (db: pg.Client) =>
        db.query(
          `insert into lesson_updates (id, booking_id, update, user_id) values ($1, $2, '\\x0000', $3)
           on conflict (id) do update set update = '\\x0000'`,
          [logId, ctx.bookingId, ctx.learnerA()],
        ),
      insertRow: () => ({ id: logId + 1, booking_id: ctx.bookingId, update: '\\x0000', user_id: ctx.learnerA() }),
      update: { user_id: null },
      expect: { select: 'd d d d d d', insert: 'd d d d d d', update: 'd d d d d d', delete: 'd d d d d d' },
    },
    {
      table: 'lesson_clients',
      key: 'client_id',
      target: () => String(logId),
      reset: (db: pg.Client) =>
        db.query(`insert into lesson_clients (booking_id, client_id, user_id) values ($1, $2, $3) on conflict do nothing`, [ctx.bookingId, logId, ctx.learnerA()]),
      insertRow: () => ({ booking_id: ctx.bookingId, client_id: logId + 1, user_id: ctx.learnerA() }),
      update: { user_id: null },
      expect: { select: 'd d d d d d', insert: 'd d d d d d', update: 'd d d d d d', delete: 'd d d d d d' },
    },
    {
      table: 'lesson_projections',
      key: 'booking_id',
      target: () => ctx.bookingId,
      reset: (db: pg.Client) =>
        db.query(
          `insert into lesson_projections (booking_id, notes_markdown) values ($1, '# Fixture') on conflict (booking_id) do update set notes_markdown = '# Fixture'`,
          [ctx.bookingId],
        ),
      insertRow: () => ({ booking_id: ctx.bookingId, notes_markdown: 'Inserted' }),
      update: { notes_markdown: 'Changed' },
      // Read: student A (the learner) and the tutor actor; admins are not in the booking.
      expect: { select: 'd o n n n o', insert: 'd d d d d d', update: 'd d d d d d', delete: 'd d d d d d' },
    },
      {
      table: 'lesson_reports',
      key: 'id',
      target: () => reportId,
      reset: (db: pg.Client) =>
        db.query(`insert into lesson_reports (id, booking_id, reporter_id, reason) values ($1, $2, $3, 'Fixture report') on conflict (id) do update set reason = 'Fixture report'`, [
          reportId,
          ctx.bookingId,
          ctx.learnerA(),
        ]),
      // The reporter is whoever inserts (the column's default): the booking's learner and tutor may, no one else.
      insertRow: () => ({ id: randomUUID(), booking_id: ctx.bookingId, reason: 'Inserted report' }),
      update: { reason: 'Changed' },
      // Read: admins at aal2 only (not the reporter, not the other party, not an admin at aal1).
      expect: { select: 'd n n o o n n', insert: 'd o d d d o d', update: 'd d d d d d d', delete: 'd d d d d d d' },
    },
  ];
}
