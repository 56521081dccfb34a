// Every start-up failure of the stack ends with one sentence (what is wrong, what to do) and exit code 1, never a
// stack trace: a port held by another program, the stack already running in this project, Postgres unable to
// start, a full disk (real ENOSPC errors from /dev/full, raised once inside Postgres and once inside Node); and the
// leftovers of a killed run (a stale Postgres lock naming a live process, a stale pid file) do not stop a start; a
// database built from the migrations the schema baseline replaced is refused with the command that rebuilds it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { anywhereProfile as profile } from '../../supabase/local/config.mjs';
import { migrationFiles, rebuildInPlace } from '../../supabase/local/database.mjs';
import { explainFailure } from '../../supabase/local/failures.mjs';
import { isAlive, readPidFile } from '../../supabase/local/processes.mjs';
import { pidFileOf, startStack } from '../../supabase/local/stack.mjs';
import { expectOneSentence, runCli, untilRunning } from './stack-cli';

const root = fileURLToPath(new URL('../../', import.meta.url));
const wantedDataDir = resolve(root, profile.dataDir);
const pidFile = pidFileOf(wantedDataDir);
let dataDir: string;

const startCli = (...flags: string[]) => runCli(root, ['start', '--profile', profile.name, ...flags]);

/** Runs `npm run stack` on the profile; expects it to fail with one sentence matching `message`. */
async function expectFailure(message: RegExp) {
  const { code, stderr } = await startCli().exited;
  expect(code).toBe(1);
  expect(expectOneSentence(stderr).single, stderr).toBe(true);
  expect(stderr.trim()).toMatch(message);
  expect(readPidFile(pidFile)).toBeNull(); // nothing left running
}

beforeAll(async () => {
  const stack = await startStack({ ...profile, fresh: true, quiet: true });
  dataDir = stack.dataDir;
  await stack.stop();
}, 60_000);

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a port held by another program: named with its holder', async () => {
  const blocker = createServer();
  await new Promise<void>((r) => blocker.listen(profile.dbPort, '127.0.0.1', () => r()));
  try {
    await expectFailure(
      new RegExp(
        `^Cannot start the local stack because port ${profile.dbPort} \\(Postgres\\) is in use by process ${process.pid} \\(.*\\): ` +
          'stop that program .*or change the ports in supabase/local/config.mjs\\.$',
      ),
    );
  } finally {
    await new Promise((r) => blocker.close(r));
  }
});

test('a stale lock and pid file of a killed run do not stop the next start; a second start while it runs is refused', { timeout: 60_000 }, async () => {
  // Postgres's lock file naming a live process that is not Postgres (a recycled pid), and a pid file of a dead run.
  const sleeper = spawn('sleep', ['60']);
  writeFileSync(resolve(dataDir, 'postmaster.pid'), `${sleeper.pid}\n${dataDir}\n1700000000\n${profile.dbPort}\n\n127.0.0.1\n  1234  5678\nready\n`);
  writeFileSync(pidFile, JSON.stringify({ profile: profile.name, owner: 999_999, children: { postgres: { pid: 999_998, match: 'postgres' } } }));
  const first = startCli();
  try {
    await untilRunning(first);
    expect(isAlive(sleeper.pid!)).toBe(true); // a recycled pid is never killed

    const { code, stderr } = await startCli().exited;
    expect(code).toBe(1);
    expect(expectOneSentence(stderr).single, stderr).toBe(true);
    expect(stderr.trim()).toMatch(
      new RegExp(`^The anywhere stack of this project is already running \\(process ${first.child.pid}, data in .*\\): stop it first`),
    );
  } finally {
    sleeper.kill();
    first.child.kill('SIGINT');
    expect((await first.exited).code).toBe(0);
  }
});

test('Postgres unable to start: its reason and what to do', async () => {
  const versionFile = resolve(dataDir, 'PG_VERSION');
  const version = readFileSync(versionFile, 'utf8');
  writeFileSync(versionFile, '9\n');
  try {
    await expectFailure(
      /^Postgres could not start with the data in .* \(.*database files are incompatible with server; the data directory was initialized by PostgreSQL version 9.*\): delete that folder .* to rebuild it from migrations and seed, then run again\.$/,
    );
  } finally {
    writeFileSync(versionFile, version);
  }
});

test('a full disk inside Postgres (ENOSPC from /dev/full)', async () => {
  const optsFile = resolve(dataDir, 'postmaster.opts');
  rmSync(optsFile, { force: true });
  symlinkSync('/dev/full', optsFile); // Postgres writes this file at start; /dev/full answers every write with ENOSPC
  try {
    await expectFailure(/^The disk is full \(Postgres could not start: .*No space left on device\): free some space, then run again\.$/);
  } finally {
    rmSync(optsFile, { force: true });
  }
});

test('a full disk inside Node (ENOSPC from /dev/full) stops what had started and reads as one sentence', async () => {
  const partial = `${pidFile}.${process.pid}.partial`; // where the pid file is written before it is renamed
  symlinkSync('/dev/full', partial);
  try {
    const error = await startStack({ ...profile, quiet: true }).then(
      (stack) => stack.stop().then(() => null),
      (e: unknown) => e,
    );
    expect(explainFailure(error, { again: 'npm start' })).toMatch(
      /^The disk is full \(no space left on device\): free some space, then run `npm start` again\.$/,
    );
  } finally {
    rmSync(partial, { force: true });
  }
  expect(existsSync(pidFile)).toBe(false);
  // Nothing was left holding a port: the next start works. And a database whose first build was cut short (the
  // marker a killed build leaves) is built again rather than used half-made.
  const unfinished = resolve(wantedDataDir, '..', 'anywhere-db.unfinished');
  writeFileSync(unfinished, 'killed during the first build\n');
  const stack = await startStack({ ...profile, quiet: true });
  try {
    expect(existsSync(unfinished)).toBe(false);
    const res = await fetch(`${stack.apiUrl}/rest/v1/subjects?select=name&limit=1`, { headers: { apikey: stack.anonKey } });
    expect(((await res.json()) as unknown[]).length).toBe(1);
  } finally {
    await stack.stop();
  }
}, 60_000);

test('a database built from the migrations the schema baseline replaced: one sentence, and db:reset rebuilds it', async () => {
  // The data folder of a clone that ran `npm start` before the baseline: the old chain (kept for the schema test),
  // recorded in supabase_migrations as the stack records them (today's seed follows today's schema: left out).
  const preBaseline = migrationFiles(fileURLToPath(new URL('./fixtures/pre-baseline-migrations/', import.meta.url)));
  const before = await startStack({ ...profile, quiet: true });
  try {
    await rebuildInPlace(before.dbUrl, { migrations: preBaseline, seed: false });
  } finally {
    await before.stop();
  }

  await expectFailure(
    /^The local database was built from the migrations that the schema baseline replaced \(the oldest recorded is 20261122000000\): run `npm run db:reset -- --profile anywhere` to rebuild it from the baseline and the seed \(its data is replaced\), then start again\.$/,
  );

  const reset = await runCli(root, ['reset', '--profile', profile.name]).exited;
  expect(reset.code, reset.stderr).toBe(0);
  const after = await startStack({ ...profile, quiet: true });
  try {
    const db = new pg.Client({ connectionString: after.dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query('select version from supabase_migrations.schema_migrations order by version');
      expect(rows.map((r) => r.version)).toEqual(migrationFiles().map((m: { version: string }) => m.version));
    } finally {
      await db.end();
    }
  } finally {
    await after.stop();
  }
}, 120_000);

test('the other errors a start can meet read as one sentence with what to do', () => {
  const fsError = (code: string, message: string, path: string) => Object.assign(new Error(`${code}: ${message}, open '${path}'`), { code, path });
  expect(explainFailure(fsError('EACCES', 'permission denied', '/srv/summit/.local'))).toBe(
    '/srv/summit/.local is not accessible (permission denied): run `npm start` as the user who owns the project folder, or clone the project into a folder you can write to.',
  );
  expect(explainFailure(fsError('EROFS', 'read-only file system', '/mnt/summit/.local'), { again: 'npm test' })).toMatch(
    /^\/mnt\/summit\/\.local is on a read-only file system: .*clone the project into a folder you can write to\.$/,
  );
  expect(explainFailure(new Error('something odd\n    at x (y.js:1:1)'))).toBe(
    '`npm start` failed: something odd (run it again with SUMMIT_DEBUG=1 for the details).',
  );
});
