import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { assertRedis, redisServerPath } from '../../scripts/lib/redis.mjs';

describe('the redis-server the scale-out tests start', () => {
  const saved = process.env.REDIS_SERVER_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.REDIS_SERVER_PATH;
    else process.env.REDIS_SERVER_PATH = saved;
  });

  it("is Debian's unless REDIS_SERVER_PATH names another", () => {
    delete process.env.REDIS_SERVER_PATH;
    expect(redisServerPath()).toBe('/usr/bin/redis-server');
    process.env.REDIS_SERVER_PATH = '/opt/redis/redis-server';
    expect(redisServerPath()).toBe('/opt/redis/redis-server');
  });

  it('missing, stops `npm test` before it starts anything, in one sentence saying what to do, exit code 1', () => {
    process.env.REDIS_SERVER_PATH = '/nonexistent/redis-server';
    const sentence =
      'redis-server is not installed at /nonexistent/redis-server: install it with `apt-get install -y redis-server` (or set REDIS_SERVER_PATH to a redis-server binary), then run `npm test` again.';
    expect(() => assertRedis('npm test')).toThrow(sentence);
    const run = spawnSync(process.execPath, ['scripts/test.mjs', '--project', 'db'], { env: { ...process.env }, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(sentence);
  }, 60_000);

  it('present and executable, passes', () => {
    process.env.REDIS_SERVER_PATH = process.execPath; // any executable file
    expect(() => assertRedis('npm test')).not.toThrow();
  });
});
