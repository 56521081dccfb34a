// The demo lesson rooms that `npm start` puts in place (fixed ids, written as the service, outside the booking
// rules, no emails): one between the demo learner and the demo tutor, open from start-up for an hour, and one that
// took place two days ago, with a board, notes and chat, and an update log for its replay.
import * as Y from 'yjs';
import { withClient } from './database.mjs';

export const demoLessons = {
  live: 'b0000000-0000-4000-8000-000000000101',
  past: 'b0000000-0000-4000-8000-000000000102',
};
const learnerId = '5e1d0000-0000-4000-8000-000000000001'; // student@example.com
const tutorUserId = '5e1d0000-0000-4000-8000-000000000004'; // tutor@example.com
const tutorId = '7a000000-0000-4000-8000-000000000002'; // James Whitaker, linked to tutor@example.com

/**
 * The past lesson, change by change, as the two parties' devices made it (each its own Yjs document, so each its own
 * client id, synced through the room): { doc (the room), steps: [{ update, userId, at }], clients: [{ client, userId }] }.
 * Its first change draws a stroke.
 */
async function pastLesson(startsAt, { learnerId, tutorUserId, learnerName, tutorName }) {
  const { lessonParts } = await import('../functions/_shared/lesson-doc.ts');
  const doc = new Y.Doc();
  const devices = new Map([
    [tutorUserId, new Y.Doc()],
    [learnerId, new Y.Doc()],
  ]);
  const steps = [];
  let at = startsAt.getTime();
  const step = (who, minutes, change) => {
    at += minutes * 60_000;
    const own = devices.get(who);
    const made = [];
    const keep = (update) => made.push(update);
    own.on('update', keep);
    own.transact(() => change(lessonParts(own), who));
    own.off('update', keep);
    for (const update of made) {
      steps.push({ update, userId: who, at: new Date(at) });
      Y.applyUpdate(doc, update);
      for (const [other, device] of devices) if (other !== who) Y.applyUpdate(device, update);
    }
  };
  const item = (author, fields) => {
    const m = new Y.Map();
    for (const [k, v] of Object.entries({ id: crypto.randomUUID(), author, createdAt: at, ...fields })) m.set(k, v);
    return m;
  };
  const items = (parts) => parts.pages.get(0).get('items');
  const say = (author, authorName, text) => (parts) => {
    const m = new Y.Map();
    for (const [k, v] of Object.entries({ id: crypto.randomUUID(), author, authorName, text, sentAt: new Date(at).toISOString() })) m.set(k, v);
    parts.chat.push([m]);
  };
  step(tutorUserId, 1, (parts, who) => {
    const page = new Y.Map();
    const list = new Y.Array();
    page.set('id', 'page-1');
    page.set('items', list);
    parts.pages.push([page]);
    list.push([item(who, { kind: 'stroke', points: [40, 70, 120, 72, 200, 70, 280, 74], color: '#1d4ed8', width: 4 })]);
  });
  step(tutorUserId, 1, (parts, who) => items(parts).push([item(who, { kind: 'text', x: 40, y: 40, text: 'Task 2: plan in 5 minutes', color: '#1f2937' })]));
  step(tutorUserId, 2, (parts) => parts.notes.insert(0, '# IELTS writing, task 2\n\n'));
  step(learnerId, 3, say(learnerId, learnerName, 'Hi! I brought my last essay.'));
  step(tutorUserId, 4, (parts, who) => items(parts).push([item(who, { kind: 'rect', x: 40, y: 100, w: 360, h: 200, color: '#2563eb', width: 2 })]));
  step(learnerId, 6, (parts, who) =>
    items(parts).push([item(who, { kind: 'stroke', points: [60, 140, 90, 150, 130, 148, 170, 160, 210, 158], color: '#b91c1c', width: 3 })]),
  );
  step(learnerId, 3, (parts, who) => items(parts).push([item(who, { kind: 'sticky', x: 440, y: 100, text: 'Intro: restate + position', color: '#fde68a' })]));
  step(tutorUserId, 5, (parts) => parts.notes.insert(parts.notes.length, '- One idea per paragraph\n- Topic sentence first\n'));
  step(tutorUserId, 4, (parts, who) => items(parts).push([item(who, { kind: 'math', x: 440, y: 260, latex: '4 \\times 40 = 160\\ \\text{min}', color: '#1f2937' })]));
  step(tutorUserId, 2, say(tutorUserId, tutorName, 'Good plan. Try the timer next time.'));
  step(learnerId, 8, (parts) => parts.notes.insert(parts.notes.length, '\nHomework: one essay, 40 minutes, with a plan.\n'));
  const clients = [...devices].map(([userId, device]) => ({ client: device.clientID, userId }));
  return { doc, steps, clients };
}

/** Upserts both demo lessons; returns what the summary prints. */
export async function upsertDemoLessons(dbUrl, { now = new Date() } = {}) {
  const liveStart = new Date(now.getTime() - 5 * 60_000);
  const pastStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 2 * 24 * 3_600_000);
  const placed = [];
  await withClient(dbUrl, async (db) => {
    const upsert = async (id, startsAt, minutes, status, label) => {
      await db.query('begin');
      try {
        // Outside the booking functions (their rules, e.g. the minimum notice, would refuse a lesson starting now).
        await db.query(`select set_config('summit.booking_write', 'on', true)`);
        await db.query(
          `insert into public.bookings (id, learner_id, tutor_id, starts_at, ends_at, status, note, subject)
           values ($1, $2, $3, $4, $5, $6, 'Demo lesson room', 'english')
           on conflict (id) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at,
             status = excluded.status, learner_id = excluded.learner_id, tutor_id = excluded.tutor_id`,
          [id, learnerId, tutorId, startsAt, new Date(startsAt.getTime() + minutes * 60_000), status],
        );
        // No emails about demo lessons.
        await db.query(`delete from public.notifications where booking_id = $1`, [id]);
        await db.query('commit');
        placed.push({ id, label });
      } catch (error) {
        await db.query('rollback');
        // The demo tutor has another session then (exclusion constraint): that room is not made this time.
        if (error?.code !== '23P01' && error?.code !== '23503') throw error;
      }
    };
    await upsert(demoLessons.live, liveStart, 60, 'confirmed', 'open now (1 hour)');
    await upsert(demoLessons.past, pastStart, 50, 'completed', 'two days ago (replay)');
    if (!placed.some((p) => p.id === demoLessons.past)) return;
    // Made again at each start, so its log's times follow the booking's (which moves with the start date).
    await writePastLesson(db, demoLessons.past, { learnerId, tutorUserId, learnerName: 'Sofía Ramírez', tutorName: 'James Whitaker', startsAt: pastStart });
  });
  return placed;
}

/**
 * Writes the past lesson's update log, state and projection for a booking (replacing what it had), as if it had taken
 * place from `startsAt`: the demo's past room, and the replay's browser test with its own users.
 */
export async function writePastLesson(db, bookingId, { learnerId, tutorUserId, learnerName, tutorName, startsAt }) {
  const { projectLesson } = await import('../functions/_shared/lesson-doc.ts');
  const { doc, steps, clients } = await pastLesson(startsAt, { learnerId, tutorUserId, learnerName, tutorName });
  const owners = new Map(clients.map((c) => [c.client, c.userId]));
  const projection = projectLesson(doc, (client) => owners.get(client));
  await db.query('begin');
  try {
    await db.query(`delete from public.lesson_updates where booking_id = $1`, [bookingId]);
    await db.query(`delete from public.lesson_rooms where booking_id = $1`, [bookingId]);
    // Whose client ids are whose, as the sync server records them (lesson/rooms.mjs).
    await db.query(`delete from public.lesson_clients where booking_id = $1`, [bookingId]);
    await db.query(
      `insert into public.lesson_clients (booking_id, client_id, user_id) select $1, c, u from unnest($2::bigint[], $3::uuid[]) as x(c, u)`,
      [bookingId, clients.map((c) => c.client), clients.map((c) => c.userId)],
    );
    const { rows } = await db.query(
      `insert into public.lesson_updates (booking_id, update, user_id, created_at)
       select $1, u, a, t from unnest($2::bytea[], $3::uuid[], $4::timestamptz[]) with ordinality as x(u, a, t, n) order by n
       returning id`,
      [bookingId, steps.map((s) => Buffer.from(s.update)), steps.map((s) => s.userId), steps.map((s) => s.at)],
    );
    await db.query(`insert into public.lesson_rooms (booking_id, state, last_update_id) values ($1, $2, $3)`, [
      bookingId,
      Buffer.from(Y.encodeStateAsUpdate(doc)),
      Math.max(...rows.map((r) => Number(r.id))),
    ]);
    await db.query(
      `insert into public.lesson_projections (booking_id, notes_markdown, chat, board) values ($1, $2, $3, $4)
       on conflict (booking_id) do update set notes_markdown = excluded.notes_markdown, chat = excluded.chat, board = excluded.board, updated_at = now()`,
      [bookingId, projection.notesMarkdown, JSON.stringify(projection.chat), JSON.stringify(projection.board)],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
