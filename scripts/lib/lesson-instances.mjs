// Lesson server instances as production runs them (`npm run lesson-server`, a process each, so one can be killed) and
// a Redis of their own (Debian's redis-server on a free port, nothing saved): for the scale-out tests and bench.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { redisServerPath } from './redis.mjs';

const mainScript = fileURLToPath(new URL('../../services/lesson/main.mjs', import.meta.url));

/** A port nobody listens on right now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check, what, running, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null || running.child.signalCode !== null) throw new Error(`${what} exited: ${running.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} did not become ready: ${running.output()}`);
}

/**
 * @typedef {{ port: number, child: import('node:child_process').ChildProcess, output: () => string,
 *   stop: (signal?: NodeJS.Signals) => Promise<void> }} Running  stop(): SIGTERM (a graceful stop) or `signal`; resolves once exited
 */

/** @returns {Running} */
function started(child, port) {
  let log = '';
  child.stdout?.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr?.on('data', (d) => (log = (log + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    child,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

const ping = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
  });

/** @returns {Promise<Running & { url: string }>} a Redis of the caller's own */
export async function startRedis() {
  const port = await freePort();
  const child = spawn(redisServerPath(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const running = started(child, port);
  await until(() => ping(port), 'redis-server', running);
  return { ...running, url: `redis://127.0.0.1:${port}` };
}

/** @returns {Promise<Running>} one lesson server instance on `databaseUrl`, sharing its rooms through `redisUrl` */
export async function startInstance({ databaseUrl, jwtSecret, redisUrl }) {
  const port = await freePort();
  const env = { PATH: process.env.PATH, LESSON_JWT_SECRET: jwtSecret, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl };
  const child = spawn(process.execPath, [mainScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const running = started(child, port);
  await until(async () => (await fetch(`http://127.0.0.1:${port}/health`)).status === 200, 'the lesson server', running);
  return running;
}
