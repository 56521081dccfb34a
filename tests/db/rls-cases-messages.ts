// RLS matrix cases for messages: a conversation between student A and the tutor actor (the bookings fixture's tutor),
// reported (so admins at aal2 read it, as they read reported conversations only; an unreported one is covered in
// tests/db/messages.test.ts), with one message of A's, A's block of the tutor, A's report and a digest record. Nobody
// writes any of these through the API (the messages functions do), and the digests are the worker's alone.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface MessageCaseContext {
  learnerA: () => string;
  tutorUser: () => string;
  /** The tutor profile the tutor actor is linked to. */
  ownTutorId: string;
}

export function messageCases(ctx: MessageCaseContext) {
  const conversation = randomUUID();
  const message = randomUUID();
  const report = randomUUID();
  const digest = randomUUID();
  const ensure = async (db: pg.Client) => {
    await db.query(
      `insert into conversations (id, learner_id, tutor_id, tutor_user_id, last_seq) values ($1, $2, $3, $4, 1) on conflict (id) do nothing`,
      [conversation, ctx.learnerA(), ctx.ownTutorId, ctx.tutorUser()],
    );
    await db.query(
      `insert into conversation_reports (id, conversation_id, reporter_id, reporter_role, reason) values ($1, $2, $3, 'learner', 'Fixture report')
       on conflict (id) do update set reason = 'Fixture report'`,
      [report, conversation, ctx.learnerA()],
    );
  };
  return [
    {
      table: 'conversations',
      key: 'id',
      target: () => conversation,
      reset: (db: pg.Client) => ensure(db).then(() => db.query(`update conversations set last_seq = 1 where id = $1`, [conversation])),
      insertRow: () => ({ id: randomUUID(), learner_id: ctx.learnerA(), tutor_id: ctx.ownTutorId, tutor_user_id: ctx.tutorUser() }),
      update: { last_seq: 7 },
      // Read: the two parties; admins at aal2 because it is reported.
      expect: { select: 'd o n o o o n', insert: 'd d d d d d d', update: 'd d d d d d d', delete: 'd d d d d d d' },
    },
    {
      table: 'messages',
      key: 'id',
      target: () => message,
      reset: async (db: pg.Client) => {
        await ensure(db);
        await db.query(
          `insert into messages (id, conversation_id, sender_id, seq, body) values ($1, $2, $3, 1, 'Fixture message')
           on conflict (id) do update set body = 'Fixture message'`,
          [message, conversation, ctx.learnerA()],
        );
      },
      insertRow: () => ({ id: randomUUID(), conversation_id: conversation, sender_id: ctx.learnerA(), seq: 99, body: 'Inserted' }),
      update: { body: 'Changed' },
      expect: { select: 'd o n o o o n', insert: 'd d d d d d d', update: 'd d d d d d d', delete: 'd d d d d d d' },
    },
    {
      table: 'message_blocks',
      key: 'blocker_id',
      target: () => ctx.learnerA(),
      reset: (db: pg.Client) =>
        db.query(`insert into message_blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing`, [ctx.learnerA(), ctx.tutorUser()]),
      insertRow: () => ({ blocker_id: ctx.tutorUser(), blocked_id: ctx.learnerA() }),
      update: { created_at: new Date(0).toISOString() },
      // Read: the blocker only (the blocked party learns it from the conversation, not from this table).
      expect: { select: 'd o n n n n n', insert: 'd d d d d d d', update: 'd d d d d d d', delete: 'd d d d d d d' },
    },
    {
      table: 'conversation_reports',
      key: 'id',
      target: () => report,
      reset: ensure,
      insertRow: () => ({ id: randomUUID(), conversation_id: conversation, reporter_id: ctx.learnerA(), reporter_role: 'learner', reason: 'Inserted' }),
      update: { reason: 'Changed' },
      // Read: admins at aal2 only (not the reporter, not the other party); made only through report_conversation.
      expect: { select: 'd n n o o n n', insert: 'd d d d d d d', update: 'd d d d d d d', delete: 'd d d d d d d' },
    },
    {
      table: 'message_digests',
      key: 'id',
      target: () => digest,
      reset: async (db: pg.Client) => {
        await ensure(db);
        await db.query(
          `insert into message_digests (id, conversation_id, recipient_id, unread, sent_at) values ($1, $2, $3, 1, now()) on conflict (id) do update set unread = 1`,
          [digest, conversation, ctx.tutorUser()],
        );
      },
      insertRow: () => ({ id: randomUUID(), conversation_id: conversation, recipient_id: ctx.tutorUser(), unread: 1, sent_at: new Date().toISOString() }),
      update: { unread: 9 },
      expect: { select: 'd d d d d d d', insert: 'd d d d d d d', update: 'd d d d d d d', delete: 'd d d d d d d' },
    },
  ];
}
