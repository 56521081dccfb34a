// A lesson room in Postgres (supabase/migrations/20261125300000_lesson_rooms.sql), written with a service
// connection (RLS does not apply to it; the API roles cannot read the state or the log):
//   lesson_updates      every change as it came (Yjs update, author, time): the replay, and what a restart adds
//                       on top of the last stored state. Written within `logFlushMs` of the change.
//   lesson_rooms        the whole state (Yjs update), and the last log entry it includes.
//   lesson_projections  the plain projection (notes as Markdown, chat, board outline) that SQL can read.
//   lesson_clients      whose Yjs client ids are whose (migration 20261126100000): the authors of the projection.
// It also listens on `lesson_access` (a booking's status, times or parties changed) for the server's live checks.
import pg from 'pg';
import * as Y from 'yjs';
import { readUpdate } from './updates.mjs';

const projectionModule = new URL('../../supabase/functions/_shared/lesson-doc.ts', import.meta.url);

export async function createPersistence({ databaseUrl, logFlushMs = 150, log = () => {} }) {
  const { projectLesson } = await import(projectionModule.href);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 10_000 });
  pool.on('error', (error) => log(`lesson database pool: ${error?.message ?? error}`));
  /** booking id → pending log entries { update, userId, at } */
  const pending = new Map();
  /** booking id → the promise of the flush under way (one at a time per room, so the log keeps its order) */
  const flushing = new Map();
  let timer = null;

  async function booking(bookingId) {
    const { rows } = await pool.query(
      `select b.learner_id, t.user_id as tutor_user_id, b.status, b.starts_at, b.ends_at
       from public.bookings b left join public.tutors t on t.id = b.tutor_id where b.id = $1`,
      [bookingId],
    );
    return rows[0] ?? null;
  }

  /** The room's record of client ids: [{ client, userId (null: deleted account), server }]. */
  async function clients(bookingId) {
    const { rows } = await pool.query(`select client_id, user_id, server from public.lesson_clients where booking_id = $1`, [bookingId]);
    return rows.map((r) => ({ client: Number(r.client_id), userId: r.user_id, server: r.server }));
  }

  /** Records client ids as a user's (or the server's); a client id already recorded keeps its owner. */
  async function claim(bookingId, entries) {
    if (!entries.length) return;
    await pool.query(
      `insert into public.lesson_clients (booking_id, client_id, user_id, server)
       select $1, c, u, s from unnest($2::bigint[], $3::uuid[], $4::boolean[]) as x(c, u, s)
       on conflict (booking_id, client_id) do nothing`,
      [bookingId, entries.map((e) => e.client), entries.map((e) => e.userId ?? null), entries.map((e) => !!e.server)],
    );
  }

  /**
   * For client ids a room holds that were never recorded (rooms stored before the server recorded them, or a crash
   * between a change and its record): the user of the first logged change that wrote with each. Map client → user.
   */
  async function clientsFromLog(bookingId, wanted) {
    const found = new Map();
    // In pages, from the first change: a room's client ids usually all appear early.
    for (let after = 0; found.size < wanted.size; ) {
      const { rows } = await pool.query(
        `select id, update, user_id from public.lesson_updates where booking_id = $1 and id > $2 order by id limit 200`,
        [bookingId, after],
      );
      if (!rows.length) break;
      for (const row of rows) {
        after = Number(row.id);
        let read;
        try {
          read = readUpdate(row.update);
        } catch {
          continue;
        }
        for (const block of read.blocks) {
          if (wanted.has(block.client) && !found.has(block.client) && block.structs.length) found.set(block.client, row.user_id);
        }
      }
    }
    return found;
  }

  /** The stored state with every logged change after it applied, into `doc`. Returns its size in bytes. */
  async function load(bookingId, doc) {
    const { rows } = await pool.query(`select state, last_update_id from public.lesson_rooms where booking_id = $1`, [bookingId]);
    let size = 0;
    let after = 0;
    if (rows[0]) {
      Y.applyUpdate(doc, rows[0].state);
      size += rows[0].state.length;
      after = Number(rows[0].last_update_id);
    }
    const later = await pool.query(`select update from public.lesson_updates where booking_id = $1 and id > $2 order by id`, [bookingId, after]);
    if (later.rows.length) {
      const merged = Y.mergeUpdates(later.rows.map((r) => r.update));
      Y.applyUpdate(doc, merged);
      size += merged.length;
    }
    return size;
  }

  function append(bookingId, update, userId) {
    if (!pending.has(bookingId)) pending.set(bookingId, []);
    pending.get(bookingId).push({ update, userId, at: new Date() });
    timer ??= setTimeout(() => {
      timer = null;
      for (const id of [...pending.keys()]) flushLog(id).catch((e) => log(`lesson log of ${id}: ${e?.message ?? e}`));
    }, logFlushMs);
  }

  /** Writes the room's pending log entries; resolves with the highest log id of the room written so far. */
  function flushLog(bookingId) {
    const previous = flushing.get(bookingId) ?? Promise.resolve(0);
    const next = previous
      .catch(() => 0)
      .then(async () => {
        const entries = pending.get(bookingId) ?? [];
        pending.delete(bookingId);
        if (!entries.length) return null;
        try {
          const { rows } = await pool.query(
            `insert into public.lesson_updates (booking_id, update, user_id, created_at)
             select $1, u, a, t from unnest($2::bytea[], $3::uuid[], $4::timestamptz[]) as x(u, a, t)
             returning id`,
            [bookingId, entries.map((e) => Buffer.from(e.update)), entries.map((e) => e.userId), entries.map((e) => e.at)],
          );
          return Math.max(...rows.map((r) => Number(r.id)));
        } catch (error) {
          // Kept for the next flush: a database hiccup loses nothing.
          pending.set(bookingId, [...entries, ...(pending.get(bookingId) ?? [])]);
          throw error;
        }
      });
    flushing.set(bookingId, next);
    return next;
  }

  /** The room's update log in order, for the replay: [{ update, at (epoch ms) }], pending entries written first. */
  async function history(bookingId) {
    await flushLog(bookingId);
    const { rows } = await pool.query(`select update, created_at from public.lesson_updates where booking_id = $1 order by id`, [bookingId]);
    return rows.map((r) => ({ update: r.update, at: r.created_at.getTime() }));
  }

  /**
   * The log, then the whole state and the projection. `ownerOf`: the server's record of client ids. The projection's
   * authors are checked against the booking as it is now (in the same transaction, after the projection's row is
   * locked, as `delete_my_account()` locks it): someone no longer linked to the booking is "Deleted account", so a
   * deleted account never comes back with the next change; a message's name is the party's own.
   */
  async function store(bookingId, doc, ownerOf) {
    await flushLog(bookingId);
    const { rows } = await pool.query(`select coalesce(max(id), 0) as last from public.lesson_updates where booking_id = $1`, [bookingId]);
    // Every logged change is in the document (it was applied before it was logged); a change arriving meanwhile is
    // in the log too and applies again harmlessly on load (Yjs updates are idempotent).
    const state = Y.encodeStateAsUpdate(doc);
    const projection = ownerOf ? projectLesson(doc, ownerOf) : projectLesson(doc);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`select 1 from public.lesson_projections where booking_id = $1 for update`, [bookingId]);
      const parties = (
        await client.query(
          `select b.learner_id, t.user_id as tutor_user_id, coalesce(p.full_name, '') as learner_name, t.full_name as tutor_name
           from public.bookings b join public.tutors t on t.id = b.tutor_id left join public.profiles p on p.id = b.learner_id
           where b.id = $1 for share of b, t`,
          [bookingId],
        )
      ).rows[0];
      const party = (author) => (author && parties && (author === parties.learner_id || author === parties.tutor_user_id) ? author : null);
      const nameOf = (author, written) =>
        !author ? 'Deleted account' : (author === parties.learner_id ? parties.learner_name : parties.tutor_name) || written;
      projection.board = projection.board.map((item) => ({ ...item, author: party(item.author) }));
      projection.chat = projection.chat.map((m) => {
        const author = party(m.author);
        return { ...m, author, authorName: nameOf(author, m.authorName) };
      });
      await client.query(
        `insert into public.lesson_rooms (booking_id, state, last_update_id, updated_at) values ($1, $2, $3, now())
         on conflict (booking_id) do update set state = excluded.state, last_update_id = excluded.last_update_id, updated_at = now()`,
        [bookingId, Buffer.from(state), rows[0].last],
      );
      await client.query(
        `insert into public.lesson_projections (booking_id, notes_markdown, chat, board, updated_at) values ($1, $2, $3, $4, now())
         on conflict (booking_id) do update set notes_markdown = excluded.notes_markdown, chat = excluded.chat,
           board = excluded.board, updated_at = now()`,
        [bookingId, projection.notesMarkdown, JSON.stringify(projection.chat), JSON.stringify(projection.board)],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return state.length;
  }

  async function close() {
    clearTimeout(timer);
    timer = null;
    for (const id of [...pending.keys()]) await flushLog(id).catch((e) => log(`lesson log of ${id}: ${e?.message ?? e}`));
    await Promise.allSettled([...flushing.values()]);
    await pool.end();
  }

  /**
   * Calls `onChange(payload)` for each notification on `lesson_access` (a booking id, or `tutor:<id>`), and
   * `onReady()` each time the listening connection is (re)established (what changed while it was down is unknown).
   */
  function listen(onChange, onReady = () => {}) {
    let stopped = false;
    let current = null;
    let timer = null;
    const again = () => {
      if (!stopped && !timer) timer = setTimeout(() => ((timer = null), connect()), 1000);
    };
    const connect = async () => {
      if (stopped) return;
      const c = new pg.Client({ connectionString: databaseUrl });
      current = c;
      c.on('error', (error) => {
        log(`lesson access listener: ${error?.message ?? error}`);
        c.end().catch(() => {});
      });
      c.on('end', () => {
        if (current !== c) return;
        current = null;
        again();
      });
      c.on('notification', (n) => {
        if (n.channel === 'lesson_access' && n.payload) onChange(n.payload);
      });
      try {
        await c.connect();
        await c.query('listen lesson_access');
        if (!stopped) onReady();
      } catch (error) {
        log(`lesson access listener: ${error?.message ?? error}`);
        if (current === c) current = null;
        c.end().catch(() => {});
        again();
      }
    };
    connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const c = current;
      current = null;
      await c?.end().catch(() => {});
    };
  }

  return { pool, booking, clients, claim, clientsFromLog, load, append, flushLog, history, store, listen, close };
}
