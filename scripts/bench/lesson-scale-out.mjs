// The lesson room across instances: a stroke drawn by the learner, from its change on the learner's device to the
// tutor's copy, with both on one instance and with each on its own instance of two sharing the room through Redis
// (services/lesson/redis.mjs), measured in the same run on the same stack. Own stack (no app), Redis and instances.
import { randomUUID } from 'node:crypto';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { SignJWT } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startStack } from '../../supabase/local/stack.mjs';
import { startInstance, startRedis } from '../lib/lesson-instances.mjs';
import { profileOn } from '../lib/sync-harness.mjs';

const STROKES = Number(process.env.SCALE_OUT_BENCH_STROKES ?? 200);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

console.log('\n## Lesson room across instances (stroke on the learner\'s device → in the tutor\'s copy)');
const stack = await startStack({ ...profileOn(51000, 4721, 'bench-scale-out'), fresh: true, quiet: true });
const { lessonDocName, lessonParts } = await import('../../supabase/functions/_shared/lesson-doc.ts');
const mintToken = (sub) =>
  new SignJWT({ aud: 'authenticated', role: 'authenticated', sub })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(stack.jwtSecret));
/** The browser's client of a room (@hocuspocus/provider, `ws` standing in for the browser's WebSocket). */
const join = (bookingId, token, url) => {
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ url, name: lessonDocName(bookingId), document: doc, token, WebSocketPolyfill: WebSocket });
  return { doc, provider };
};
const waitFor = async (check, what, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
};
const running = [];
let exitCode = 1;
try {
  const redis = await startRedis();
  running.push(redis);
  const instance = () => startInstance({ databaseUrl: stack.dbUrl, jwtSecret: stack.jwtSecret, redisUrl: redis.url });
  const [a, b] = await Promise.all([instance(), instance()]);
  running.push(a, b);
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  /** A lesson under way between a learner and a tutor of the bench's own. */
  const lesson = async () => {
    const ids = { learner: randomUUID(), tutorUser: randomUUID(), tutor: randomUUID(), booking: randomUUID() };
    for (const id of [ids.learner, ids.tutorUser]) {
      await db.query(`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at) values ($1, 'authenticated', 'authenticated', $2, '{"full_name":"Bench"}', now(), now())`, [id, `bench-${id.slice(0, 8)}@example.com`]);
    }
    await db.query(`insert into tutors (id, user_id, slug, full_name, hourly_rate_minor, currency) values ($1, $2, $3, 'Bench Tutor', 3000, 'USD')`, [ids.tutor, ids.tutorUser, `bench-${ids.tutor.slice(0, 8)}`]);
    await db.query(`insert into bookings (id, learner_id, tutor_id, starts_at, ends_at, status) values ($1, $2, $3, now() - interval '5 minutes', now() + interval '55 minutes', 'confirmed')`, [ids.booking, ids.learner, ids.tutor]);
    return { ...ids, learnerToken: await mintToken(ids.learner), tutorToken: await mintToken(ids.tutorUser) };
  };
  /** Stroke latencies (ms) with the learner on `from` and the tutor on `to`. */
  const measure = async (from, to) => {
    const room = await lesson();
    const learner = join(room.booking, room.learnerToken, `ws://127.0.0.1:${from.port}`);
    const tutor = join(room.booking, room.tutorToken, `ws://127.0.0.1:${to.port}`);
    try {
      await waitFor(() => learner.provider.isSynced && tutor.provider.isSynced, 'both to sync');
      const page = new Y.Map();
      learner.doc.transact(() => {
        page.set('id', randomUUID());
        page.set('items', new Y.Array());
        lessonParts(learner.doc).pages.push([page]);
      });
      const items = () => lessonParts(tutor.doc).pages.get(0)?.get('items')?.length ?? -1;
      await waitFor(() => items() === 0, 'the page at the tutor');
      const times = [];
      for (let i = 0; i < STROKES; i++) {
        const item = new Y.Map();
        const started = performance.now();
        learner.doc.transact(() => {
          for (const [k, v] of Object.entries({ id: randomUUID(), author: room.learner, createdAt: Date.now(), kind: 'stroke', color: '#1d4ed8', width: 3, points: [i, i, i + 5, i + 5, i + 9, i + 2] })) item.set(k, v);
          page.get('items').push([item]);
        });
        await waitFor(() => items() === i + 1, `stroke ${i} at the tutor`);
        times.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 15)); // a stroke every ~20 ms, as a hand draws them
      }
      return times.sort((x, y) => x - y);
    } finally {
      learner.provider.destroy();
      tutor.provider.destroy();
    }
  };
  const one = await measure(a, a);
  const two = await measure(a, b);
  await db.end();
  const row = (label, t) => `| ${label} | ${percentile(t, 50).toFixed(1)} ms | ${percentile(t, 95).toFixed(1)} ms | ${t.at(-1).toFixed(1)} ms |`;
  console.log(`${STROKES} strokes each, @hocuspocus/provider clients in Node over loopback, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}:`);
  console.log('| Learner and tutor | p50 | p95 | max |\n|---|---|---|---|');
  console.log(row('on one instance', one));
  console.log(row('on two instances (Redis)', two));
  exitCode = 0;
} catch (error) {
  console.error(`lesson scale-out bench failed: ${error?.stack ?? error}`);
} finally {
  for (const r of running.reverse()) await r.stop().catch(() => {});
  await stack.stop();
}
process.exit(exitCode);
