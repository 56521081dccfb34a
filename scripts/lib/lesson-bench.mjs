// What the lesson room's bench shares: learner/tutor pairs with an open booking each (written with the admin
// connection, as the e2e tests do), a generated lesson stored as the sync server stores one, real access tokens
// from the auth service, and page helpers for the room (open it signed in, cut its sync socket, read its content).
import { randomUUID } from 'node:crypto';
import * as fsSync from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import * as Y from 'yjs';
import { signInPage } from './sync-harness.mjs';

const { projectLesson } = await import('../../supabase/functions/_shared/lesson-doc.ts');

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
export const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
export const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
export const verdict = (ok) => (ok ? 'PASS' : 'MISS');

/**
 * `count` pairs of a learner and a tutor (confirmed users with a password, a tutor row), each with a booking that
 * started 5 minutes ago and lasts 2 hours: the room is open and writable. Returns [{ bookingId, learner, tutor }].
 */
export async function createLessonPairs(db, count, label = 'bench') {
  const pairs = Array.from({ length: count }, (_, i) => {
    const user = (role) => {
      const id = randomUUID();
      return { id, email: `${label}-${role}-${i}-${id.slice(0, 6)}@example.com`, password: `pw-${id.slice(0, 12)}`, name: `${role === 'learner' ? 'Learner' : 'Tutor'} ${i}` };
    };
    return { bookingId: randomUUID(), tutorId: randomUUID(), learner: user('learner'), tutor: user('tutor') };
  });
  const users = pairs.flatMap((p) => [p.learner, p.tutor]);
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
       recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select id, 'authenticated', 'authenticated', email, extensions.crypt(pw, extensions.gen_salt('bf', 4)), now(), '', '', '', '',
       '{"provider":"email","providers":["email"]}', jsonb_build_object('role', 'user', 'full_name', name), now(), now()
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as u(id, email, pw, name)`,
    [users.map((u) => u.id), users.map((u) => u.email), users.map((u) => u.password), users.map((u) => u.name)],
  );
  await db.query(
    `insert into public.tutors (id, user_id, slug, full_name, hourly_rate_minor, currency, timezone)
     select id, user_id, slug, name, 3000, 'USD', 'UTC' from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) as t(id, user_id, slug, name)`,
    [pairs.map((p) => p.tutorId), pairs.map((p) => p.tutor.id), pairs.map((p) => `${label}-${p.tutorId.slice(0, 8)}`), pairs.map((p) => p.tutor.name)],
  );
  await db.query(
    `insert into public.bookings (id, learner_id, tutor_id, starts_at, ends_at, created_at)
     select id, learner_id, tutor_id, now() - interval '5 minutes', now() + interval '115 minutes', now() - interval '2 days'
     from unnest($1::uuid[], $2::uuid[], $3::uuid[]) as b(id, learner_id, tutor_id)`,
    [pairs.map((p) => p.bookingId), pairs.map((p) => p.learner.id), pairs.map((p) => p.tutorId)],
  );
  return pairs;
}

/** Stores a lesson as the sync server does (lesson/persistence.mjs): its update log, its whole state, its projection. */
export async function storeLesson(db, bookingId, { doc, updates }) {
  let last = 0;
  for (let i = 0; i < updates.length; i += 2000) {
    const batch = updates.slice(i, i + 2000);
    const { rows } = await db.query(
      `insert into public.lesson_updates (booking_id, update, user_id, created_at)
       select $1, u, a, t from unnest($2::bytea[], $3::uuid[], $4::timestamptz[]) with ordinality as x(u, a, t, n) order by n
       returning id`,
      [bookingId, batch.map((s) => Buffer.from(s.update)), batch.map((s) => s.userId), batch.map((s) => s.at)],
    );
    last = Math.max(last, ...rows.map((r) => Number(r.id)));
  }
  const projection = projectLesson(doc);
  await db.query(`insert into public.lesson_rooms (booking_id, state, last_update_id) values ($1, $2, $3)`, [bookingId, Buffer.from(Y.encodeStateAsUpdate(doc)), last]);
  await db.query(`insert into public.lesson_projections (booking_id, notes_markdown, chat, board) values ($1, $2, $3, $4)`, [
    bookingId,
    projection.notesMarkdown,
    JSON.stringify(projection.chat),
    JSON.stringify(projection.board),
  ]);
}

/** Bytes one lesson takes in Postgres, per table: the rows as stored (pg_column_size of the row, TOAST compressed). */
export async function lessonBytes(db, bookingId) {
  const one = async (table) => (await db.query(`select count(*)::int as rows, coalesce(sum(pg_column_size(t.*)), 0)::bigint as bytes from public.${table} t where booking_id = $1`, [bookingId])).rows[0];
  return { lesson_rooms: await one('lesson_rooms'), lesson_updates: await one('lesson_updates'), lesson_projections: await one('lesson_projections') };
}

/** A user's access token from the auth service (a real sign-in, as the app makes one). */
export async function accessTokenOf(apiUrl, anonKey, { email, password }) {
  const client = createClient(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return data.session.access_token;
}

export const SYNC_SOCKET = /\/lesson\/v1/;

/**
 * A switch for a context's sync socket (Playwright's routeWebSocket: setOffline leaves open WebSockets alone). While
 * cut, the open socket is closed and every reconnect refused. `reconnected()` resolves at the next connection let
 * through after heal() (epoch ms).
 */
export async function socketSwitch(context) {
  let online = true;
  let waiting = null;
  const open = new Set();
  await context.routeWebSocket(SYNC_SOCKET, (ws) => {
    if (!online) {
      void ws.close({ code: 4000, reason: 'bench offline' });
      return;
    }
    open.add(ws);
    ws.connectToServer();
    ws.onClose(() => open.delete(ws));
    waiting?.resolve(Date.now());
    waiting = null;
  });
  return {
    get openSockets() {
      return open.size;
    },
    async cut() {
      online = false;
      await Promise.all([...open].map((ws) => ws.close({ code: 4000, reason: 'bench offline' })));
      open.clear();
    },
    heal() {
      online = true;
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      waiting = { resolve };
      return promise;
    },
  };
}

/** A context signed in as `user` on the room of `bookingId`, shown and online; `before(context)` runs first. */
export async function openRoom(browser, { appUrl, apiUrl, anonKey }, user, bookingId, { before, online = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, timezoneId: 'UTC', locale: 'en-US' });
  const extra = await before?.(context);
  const page = await context.newPage();
  await signInPage(page, { appUrl, apiUrl, anonKey, email: user.email, password: user.password });
  await page.goto(`${appUrl}/lesson/${bookingId}`);
  await page.getByTestId('lesson-canvas').waitFor({ timeout: 60_000 });
  if (online) await waitOnline(page);
  return { context, page, extra };
}

export const waitOnline = (page, timeout = 60_000) => page.getByTestId('lesson-status').filter({ hasText: /^Online/ }).waitFor({ timeout });

/** Draws one stroke with the pen through the board's pointer events (Playwright's mouse). */
export async function drawStroke(page, box, from, to, steps = 4) {
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(box.x + from[0] + ((to[0] - from[0]) * i) / steps, box.y + from[1] + ((to[1] - from[1]) * i) / steps);
  await page.mouse.up();
}

/** What the room shows: the outline's item ids (current page), the notes, the chat's message texts. */
export function roomContent(page) {
  return page.evaluate(() => ({
    outline: [...document.querySelectorAll('[data-testid="lesson-outline"] li')].map((li) => `${li.getAttribute('data-kind')}:${li.getAttribute('data-id')}`),
    notes: document.querySelector('[data-testid="lesson-notes"]')?.value ?? '',
    chat: [...document.querySelectorAll('[data-testid="lesson-chat"] li p')].map((p) => p.textContent ?? ''),
  }));
}

/**
 * A short digest of roomContent() computed in the page (cheap to poll) and the connection status text.
 */
export function roomDigest(page) {
  return page.evaluate(() => {
    const text = [
      [...document.querySelectorAll('[data-testid="lesson-outline"] li')].map((li) => `${li.getAttribute('data-kind')}:${li.getAttribute('data-id')}`).join(),
      document.querySelector('[data-testid="lesson-notes"]')?.value ?? '',
      [...document.querySelectorAll('[data-testid="lesson-chat"] li p')].map((p) => p.textContent ?? '').join('\n'),
    ].join('\u0000');
    let hash = 2166136261; // FNV-1a
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    return { digest: `${text.length}:${hash >>> 0}`, status: document.querySelector('[data-testid="lesson-status"]')?.textContent ?? '' };
  });
}

export const sameContent = (a, b) => a.notes === b.notes && a.outline.join() === b.outline.join() && a.chat.join('\n') === b.chat.join('\n');

/** CPU seconds (user + system) used so far by `pid` and its direct children, waited-for children included (/proc). */
export function treeCpuSeconds(pid) {
  const { readdirSync, readFileSync } = fsSync;
  const fields = (p) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from "state" on (3rd in proc(5))
    } catch {
      return null;
    }
  };
  const ticks = (f, withChildren) => Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
  const root = fields(pid);
  if (!root) return NaN;
  let total = ticks(root, true);
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const f = fields(name);
    if (f && Number(f[1]) === pid) total += ticks(f, false);
  }
  return total / 100; // USER_HZ
}

/** The Y.Doc of the room shown in `page`, read through React's fiber of the board (the app has no hook for it): its state vector as text. */
export function shownDocStateVector(page) {
  return page.evaluate(() => {
    const el = document.querySelector('.lesson-board');
    const key = el && Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    let fiber = key ? el[key] : null;
    while (fiber && !fiber.memoizedProps?.doc) fiber = fiber.return;
    const doc = fiber?.memoizedProps.doc;
    if (!doc?.store?.clients) return null;
    return [...doc.store.clients.entries()]
      .map(([client, structs]) => {
        const last = structs[structs.length - 1];
        return [client, last.id.clock + last.length];
      })
      .sort((a, b) => a[0] - b[0])
      .map(([client, clock]) => `${client}:${clock}`)
      .join(',');
  });
}

/** Counts, from now on, the changes the page's room document receives from elsewhere (not its own edits). */
export function countRemoteUpdates(page) {
  return page.evaluate(() => {
    const el = document.querySelector('.lesson-board');
    const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    let fiber = el[key];
    while (fiber && !fiber.memoizedProps?.doc) fiber = fiber.return;
    const stats = (window.__remote = { count: 0, bytes: 0, first: 0, last: 0 });
    fiber.memoizedProps.doc.on('update', (update, origin) => {
      // Local edits carry the app's origin object ({ userId, … }) or none; the provider and y-indexeddb are instances of their classes.
      if (!origin || origin.constructor === Object) return;
      const t = performance.timeOrigin + performance.now();
      stats.count += 1;
      stats.bytes += update.length;
      stats.first ||= t;
      stats.last = t;
    });
  });
}
export const remoteUpdates = (page) => page.evaluate(() => window.__remote);
