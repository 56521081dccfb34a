// The stack's lifecycle on its own ports and folder: start, stop, start again with the data kept; and starts after
// `kill -9` (of the Node process that ran the stack, and of Postgres and PostgREST with it) that recover on their
// own; and a port held by another program reported as such instead of a half-started stack.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { lifecycleProfile as profile } from '../../supabase/local/config.mjs';
import { isAlive, readPidFile } from '../../supabase/local/processes.mjs';
import { pidFileOf, startStack } from '../../supabase/local/stack.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pidFile = pidFileOf(resolve(root, profile.dataDir));
const marker = `run-${Date.now()}`;
type Stack = Awaited<ReturnType<typeof startStack>>;
let current: Stack | undefined;

afterAll(async () => {
  await current?.stop();
});

async function readMarker(stack: Stack): Promise<unknown> {
  const res = await fetch(`${stack.apiUrl}/rest/v1/system_settings?key=eq.lifecycle.marker&select=value`, {
    headers: { apikey: stack.anonKey },
  });
  expect(res.status).toBe(200);
  const rows = (await res.json()) as { value: unknown }[];
  return rows[0]?.value;
}

async function writeMarker(stack: Stack) {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  await db.query(`insert into system_settings (key, value) values ('lifecycle.marker', to_jsonb($1::text))`, [marker]);
  await db.end();
}

const childPids = () => {
  const record = readPidFile(pidFile);
  return Object.fromEntries(Object.entries(record.children).map(([name, c]) => [name, (c as { pid: number }).pid])) as Record<
    'postgres' | 'postgrest' | 'maildev',
    number
  >;
};

const waitForDeath = async (pid: number) => {
  for (let i = 0; i < 200 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 25));
  return !isAlive(pid);
};

/** Runs the stack in another Node process, as `npm start` does, and resolves once it is up. */
function startInChildProcess() {
  const code = `
    const { startStack } = await import(${JSON.stringify(new URL('supabase/local/stack.mjs', `file://${root}`).href)});
    const { lifecycleProfile } = await import(${JSON.stringify(new URL('supabase/local/config.mjs', `file://${root}`).href)});
    await startStack({ ...lifecycleProfile, quiet: true });
    console.log('ready');
    setInterval(() => {}, 1 << 30);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise<typeof child>((resolveReady, reject) => {
    child.stdout.on('data', (c) => {
      output += c;
      if (output.includes('ready')) resolveReady(child);
    });
    child.stderr.on('data', (c) => (output += c));
    child.once('exit', (code) => reject(new Error(`stack process exited (${code}): ${output}`)));
  });
}

test('start, stop, start again: data kept, nothing left running', { timeout: 90_000 }, async () => {
  current = await startStack({ ...profile, fresh: true, quiet: true });
  await writeMarker(current);
  const pids = childPids();
  await current.stop();
  current = undefined;
  expect(readPidFile(pidFile)).toBeNull();
  for (const pid of Object.values(pids)) expect(isAlive(pid)).toBe(false);

  current = await startStack({ ...profile, quiet: true });
  expect(await readMarker(current)).toBe(marker);
  await current.stop();
  current = undefined;
});

test('after kill -9 of the stack process, Postgres and PostgREST, the next start recovers', { timeout: 90_000 }, async () => {
  const owner = await startInChildProcess();
  const pids = childPids();
  const exited = new Promise((r) => owner.once('exit', r));
  for (const pid of [owner.pid!, pids.postgres, pids.postgrest]) process.kill(pid, 'SIGKILL');
  await exited;
  // What a crash leaves: an orphaned mail server and Postgres's lock file naming a dead postmaster.
  expect(isAlive(pids.maildev)).toBe(true);

  current = await startStack({ ...profile, quiet: true });
  expect(await waitForDeath(pids.maildev)).toBe(true);
  expect(await readMarker(current)).toBe(marker); // committed data survives Postgres's crash recovery
  await current.stop();
  current = undefined;
});

test('after kill -9 of only the stack process, its orphaned children are stopped by the next start', { timeout: 90_000 }, async () => {
  const owner = await startInChildProcess();
  const pids = childPids();
  const exited = new Promise((r) => owner.once('exit', r));
  process.kill(owner.pid!, 'SIGKILL');
  await exited;
  for (const pid of Object.values(pids)) expect(isAlive(pid)).toBe(true);

  current = await startStack({ ...profile, quiet: true });
  for (const pid of Object.values(pids)) expect(await waitForDeath(pid)).toBe(true);
  expect(await readMarker(current)).toBe(marker);
  await current.stop();
  current = undefined;
});

test('a port held by another program is named in the error, and nothing is left half-started', { timeout: 30_000 }, async () => {
  const blocker = createServer();
  await new Promise<void>((r) => blocker.listen(profile.restPort, '127.0.0.1', () => r()));
  try {
    await expect(startStack({ ...profile, quiet: true })).rejects.toThrow(
      new RegExp(`port ${profile.restPort} \\(PostgREST\\) is in use by process ${process.pid}`),
    );
    expect(readPidFile(pidFile)).toBeNull();
  } finally {
    await new Promise((r) => blocker.close(r));
  }
});
