// `npm run worker` (services/worker/main.mjs), the scheduled jobs of a hosted project, run as its own process against
// the local stack as if it were hosted: a booking's emails go out through the SMTP server it is given, from MAIL_FROM,
// with Message-IDs of that domain and links to APP_URL; SIGTERM stops it cleanly. Missing or wrong settings stop it
// at once with one sentence. Serial: the worker drains everyone's queue.
import { spawn } from 'node:child_process';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminDb, createUser } from '../support/db';
import { testEnv } from '../support/env';
import { createTutor, type TestTutor } from '../support/fixtures';

const MAIN = 'services/worker/main.mjs';
const APP_URL = 'https://app.tutoring.example';
let db: pg.Client;
let tutor: TestTutor;

function settings(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    SUPABASE_URL: testEnv.apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: testEnv.serviceKey,
    SMTP_URL: `smtp://127.0.0.1:${process.env.SUMMIT_SMTP_PORT}`,
    MAIL_FROM: 'Summit Lessons <lessons@tutoring.example>',
    APP_URL,
    WORKER_INTERVAL_SECONDS: '1',
    ...overrides,
  };
}

/** Runs the worker; resolves with its exit code and output once it exits (or it is stopped by `stop`). */
function run(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited, output: () => stdout };
}

interface Received { id: string; to: { address: string }[]; from: { address: string; name: string }[]; subject: string; messageId: string; text: string }
async function inbox(address: string): Promise<Received[]> {
  const all = (await (await fetch(`${testEnv.mailUrl}/email`)).json()) as Received[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

beforeAll(async () => {
  db = await adminDb();
  // Emails other tests queued are not this file's business.
  await db.query(`update notifications set status = 'sent' where status in ('queued', 'sending')`);
  tutor = await createTutor(db, { fullName: 'Worker Mail Tutor', withAccount: true, subjects: ['mathematics'] });
});
afterAll(async () => {
  await db.query(`delete from bookings where tutor_id = $1`, [tutor.id]);
  await db.query(`delete from tutors where id = $1`, [tutor.id]);
  await db?.end();
});

test('missing settings: it stops at once, naming them in one sentence', async () => {
  const { code, stderr } = await run(settings({ SMTP_URL: undefined, APP_URL: undefined })).exited;
  expect(code).toBe(1);
  expect(stderr.trim().split('\n')).toEqual([
    'SMTP_URL, APP_URL are not set: the worker needs SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_URL, MAIL_FROM, APP_URL (see README, "Using a hosted Supabase project instead").',
  ]);
});

test('a key the project refuses: it stops at once and says which setting', async () => {
  const { code, stderr } = await run(settings({ SUPABASE_SERVICE_ROLE_KEY: testEnv.anonKey.slice(0, -4) + 'AAAA' })).exited;
  expect(code).toBe(1);
  expect(stderr.trim()).toMatch(/^The project at .+ refused SUPABASE_SERVICE_ROLE_KEY \(HTTP 401\): set the service_role key/);
});

test("a booking's emails go out through its SMTP server, from MAIL_FROM, linking APP_URL; SIGTERM stops it", async () => {
  const worker = run(settings());
  try {
    await expect.poll(worker.output, { timeout: 30_000 }).toContain('worker running every 1 s');
    const learner = await createUser(db, 'Worker Mail Learner');
    const startsAt = new Date(Date.now() + 9 * 86400_000);
    startsAt.setUTCMinutes(0, 0, 0);
    const { rows } = await db.query(
      `insert into bookings (learner_id, tutor_id, starts_at, ends_at) values ($1, $2, $3, $3::timestamptz + interval '1 hour') returning id`,
      [learner.id, tutor.id, startsAt.toISOString()],
    );
    const bookingId = rows[0].id as string;
    await expect.poll(async () => (await inbox(learner.email)).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await inbox(tutor.user!.email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await inbox(learner.email);
    expect(mail.subject).toMatch(/^Session booked — /);
    expect(mail.from).toEqual([{ address: 'lessons@tutoring.example', name: 'Summit Lessons' }]);
    expect(mail.messageId).toMatch(/^<?notification-[0-9a-f-]+@tutoring\.example>?$/); // the inbox drops the brackets
    expect(mail.text).toContain(`${APP_URL}/lesson/${bookingId}`);
  } finally {
    worker.child.kill('SIGTERM');
  }
  const { code } = await worker.exited;
  expect(code).toBe(0);
});
