// Lesson server instances (a process each) and a Redis of the test's own, on the test stack's database
// (scripts/lib/lesson-instances.mjs, shared with the bench).
import { startInstance as start, type Running } from '../../scripts/lib/lesson-instances.mjs';
import { testEnv } from './env';

export { freePort, startRedis, type Running } from '../../scripts/lib/lesson-instances.mjs';

/** One lesson server instance sharing its rooms through `redisUrl`. */
export const startInstance = (redisUrl: string): Promise<Running> => start({ databaseUrl: testEnv.dbUrl, jwtSecret: testEnv.jwtSecret, redisUrl });
