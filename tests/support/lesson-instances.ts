// Lesson server instances as production runs them (`npm run lesson-server`, a process each, so one can be killed) and
// a Redis of their own (Debian's redis-server on a free port, nothing saved), for the scale-out tests.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { redisServerPath } from '../../scripts/lib/redis.mjs';
import { testEnv } from './env';

const mainScript = fileURLToPath(new URL('../../services/lesson/main.mjs', import.meta.url));

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => Promise<boolean>, what: string, child: ChildProcess, output: () => string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited: ${output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} did not become ready: ${output()}`);
}

export interface Running {
  port: number;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM (a graceful stop), or `signal`; resolves once the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

function started(child: ChildProcess, port: number): Running {
  let log = '';
  child.stdout?.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr?.on('data', (d) => (log = (log + d).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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

const ping = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
  });

/** A Redis of the test's own. */
export async function startRedis(): Promise<Running & { url: string }> {
  const port = await freePort();
  const child = spawn(redisServerPath(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const running = started(child, port);
  await until(() => ping(port), 'redis-server', child, running.output);
  return { ...running, url: `redis://127.0.0.1:${port}` };
}

/** One lesson server instance on the test stack's database, sharing its rooms through `redisUrl`. */
export async function startInstance(redisUrl: string): Promise<Running> {
  const port = await freePort();
  const env = { PATH: process.env.PATH, LESSON_JWT_SECRET: testEnv.jwtSecret, DATABASE_URL: testEnv.dbUrl, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl };
  const child = spawn(process.execPath, [mainScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const running = started(child, port);
  await until(async () => (await fetch(`http://127.0.0.1:${port}/health`)).status === 200, 'the lesson server', child, running.output);
  return running;
}
