// `npm run lesson-server`: one instance of the lesson room's sync server, configured by the environment:
//   LESSON_JWT_SECRET  the project's JWT secret (the users' access tokens are checked with it)
//   DATABASE_URL       a session connection to the project's Postgres (the server LISTENs for booking changes)
//   PORT, HOST         where it listens (default 1234 on 0.0.0.0, behind a TLS-terminating proxy or load balancer)
//   REDIS_URL          when set, this instance shares its rooms with every other instance on the same Redis
// SIGTERM or SIGINT: the rooms are stored and every socket is closed with 1012 "server-restart", which the provider
// answers by reconnecting (through the load balancer, to another instance).
import { startLessonServer } from './server.mjs';

const need = (name) => {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set: the lesson server needs LESSON_JWT_SECRET and DATABASE_URL (see README, "The lesson room's sync server").`);
    process.exit(1);
  }
  return value;
};

const port = Number(process.env.PORT ?? 1234);
let server;
try {
  server = await startLessonServer({
    port,
    host: process.env.HOST ?? '0.0.0.0',
    databaseUrl: need('DATABASE_URL'),
    jwtSecret: need('LESSON_JWT_SECRET'),
    redisUrl: process.env.REDIS_URL || undefined,
    log: (m) => console.log(m),
  });
} catch (error) {
  const why = error?.code === 'EADDRINUSE' ? `port ${port} is in use` : String(error?.message ?? error).split('\n')[0].replace(/\.$/, '');
  console.error(`The lesson server did not start (${why}): check its settings (see README, "The lesson room's sync server") and start it again.`);
  process.exit(1);
}
console.log(`lesson server listening on ${server.url}${process.env.REDIS_URL ? ' (rooms shared through Redis)' : ''}`);
// Not stopOnSignals (supabase/local/summary.mjs), whose second signal exits at once: a Ctrl-C under `npm start` reaches
// this process as SIGINT and then, from the stack stopping its children, as SIGTERM, and the rooms must still be stored.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0), () => process.exit(1));
  });
}
