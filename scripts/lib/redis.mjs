// Debian's redis-server (apt), which the tests of several lesson server instances start: never downloaded.
import { accessSync, constants } from 'node:fs';
import { StackError } from '../../supabase/local/failures.mjs';

export const redisServerPath = () => process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

/** Throws one sentence (what is missing, what to do) when redis-server cannot be run, before anything starts. */
export function assertRedis(again) {
  const path = redisServerPath();
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new StackError(
      `redis-server is not installed at ${path}: install it with \`apt-get install -y redis-server\` (or set REDIS_SERVER_PATH to a redis-server binary), then run \`${again}\` again.`,
    );
  }
}
