// The local Supabase: Postgres, PostgREST, maildev, the auth service, the lesson room's sync server and a gateway in
// front, started together and stopped together. A start after a crash stops what the previous run left behind, or says what is in the way.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localJwtSecret, projectAuthEnv } from './config.mjs';
import { buildDatabase, migrateExisting, rebuildInPlace } from './database.mjs';
import { lessonPath, parseUpstreams, startGateway } from './gateway.mjs';
import { serverFunctions } from './functions.mjs';
import { StackError } from './failures.mjs';
import { apiKeys } from './keys.mjs';
import { dbPassword, dbUser, initCluster, isInitialised, locatePostgres, startPostgres, stopPostgres } from './postgres.mjs';
import { assertPortsFree, isAlive, readPidFile, removePidFile, stopLeftovers, stopOrphanPostmaster, writePidFile } from './processes.mjs';
import { startLessonService, startMaildev, startPostgrest, stopChild } from './services.mjs';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const authModule = new URL('./auth/index.mjs', import.meta.url);

export const pidFileOf = (dataDir) => resolve(dataDir, '..', `${dataDir.split(/[\\/]/).pop()}.stack.json`);
// Present from the creation of a database until its migrations and seed are in: a run killed in between
// leaves it, and the next start builds the database again instead of using a half-made one.
const unfinishedMarkerOf = (dataDir) => resolve(dataDir, '..', `${dataDir.split(/[\\/]/).pop()}.unfinished`);
export const dbUrlOf = (port) => `postgresql://${dbUser}:${dbPassword}@127.0.0.1:${port}/postgres`;

/**
 * Loads and starts the GoTrue-compatible auth service (`module`: its entry, for tests). A stack without it is not
 * ready (every sign-in would fail), so a failure to import or start it is a failed start, in one sentence.
 */
export async function mountAuth(options, module = authModule) {
  const where = relative(projectRoot, fileURLToPath(module));
  if (!existsSync(fileURLToPath(module))) {
    throw new StackError(`The auth service is missing (${where} not found): restore it from git, then start the stack again.`);
  }
  try {
    const { createAuthService } = await import(module.href);
    return await createAuthService(options);
  } catch (error) {
    throw new StackError(
      `The auth service did not start (${String(error?.message ?? error).split('\n')[0].replace(/\.$/, '')}): run again with SUMMIT_DEBUG=1 to see the whole error.`,
      { cause: error },
    );
  }
}

/**
 * @param {typeof import('./config.mjs').devProfile & { fresh?: boolean, quiet?: boolean, durable?: boolean, withApp?: boolean, authEnv?: Record<string, string> }} profile
 */
export async function startStack(profile) {
  const { fresh = false, quiet = false } = profile;
  const say = quiet ? () => {} : (m) => console.log(`[stack] ${m}`);
  const warn = (m) => console.warn(`[stack] ${m}`);
  const wantedDataDir = resolve(projectRoot, profile.dataDir);
  const pidFile = pidFileOf(wantedDataDir);
  const unfinished = unfinishedMarkerOf(wantedDataDir);
  mkdirSync(dirname(wantedDataDir), { recursive: true });
  // As root, Postgres may have to run from a folder of the postgres user's own (see postgres-home.mjs).
  const place = await locatePostgres(wantedDataDir);
  const { dataDir } = place;
  if (dataDir !== wantedDataDir) say(`Postgres runs as the postgres user, which cannot enter this folder: its data is in ${dataDir}`);

  const leftovers = await stopLeftovers(pidFile, { dataDir });
  const orphan = await stopOrphanPostmaster(dataDir);
  if (orphan) leftovers.push(orphan);
  if (leftovers.length) say(`stopped processes left over from an earlier run: ${leftovers.join(', ')}`);
  await assertPortsFree({
    ...(profile.withApp ? { app: profile.appPort } : {}), // npm start / npm test serve the app there afterwards
    API: profile.apiPort,
    Postgres: profile.dbPort,
    PostgREST: profile.restPort,
    'PostgREST admin': profile.restAdminPort,
    'mail inbox': profile.mailPort,
    SMTP: profile.smtpPort,
    'lesson server': profile.lessonPort,
  });

  const jwtSecret = localJwtSecret;
  const dbUrl = dbUrlOf(profile.dbPort);
  const apiUrl = `http://127.0.0.1:${profile.apiPort}`;
  const mailUrl = `http://127.0.0.1:${profile.mailPort}`;
  const siteUrl = `http://localhost:${profile.appPort}`;
  const durable = profile.durable ?? profile.name !== 'test';
  const children = {};
  const record = () =>
    writePidFile(pidFile, {
      profile: profile.name,
      owner: process.pid,
      children: Object.fromEntries(
        Object.entries(children).map(([name, c]) => [name, { pid: c.pid, match: name === 'maildev' ? 'maildev' : name }]),
      ),
    });
  let gateway;
  let auth;

  // Last resort when the process exits without stop() (someone calls process.exit): signal the children so they
  // do not outlive us. Postgres's SIGINT is its fast shutdown, which it completes on its own.
  const signalChildren = () => {
    for (const [name, child] of Object.entries(children)) {
      if (child.exitCode === null && child.signalCode === null) child.kill(name === 'postgres' ? 'SIGINT' : 'SIGTERM');
    }
  };
  process.on('exit', signalChildren);

  const stop = async () => {
    process.off('exit', signalChildren);
    await gateway?.close();
    // The lesson server stores its rooms before it exits (SIGTERM); a little more time than the others for that.
    await stopChild(children.lesson, 8000);
    await auth?.close?.().catch((e) => warn(`auth close: ${e?.message ?? e}`));
    await Promise.all([stopChild(children.postgrest), stopChild(children.maildev)]);
    await stopPostgres(children.postgres);
    removePidFile(pidFile);
  };

  try {
    const keysReady = apiKeys(jwtSecret);
    const mail = startMaildev({
      smtpPort: profile.smtpPort,
      mailPort: profile.mailPort,
      onSpawn: (child) => ((children.maildev = child), record()),
    });
    mail.catch(() => {}); // awaited below; this only keeps an early failure from being reported as unhandled

    const created = fresh || !isInitialised(dataDir) || existsSync(unfinished);
    if (created) {
      say(`creating the database in ${dataDir === wantedDataDir ? profile.dataDir : dataDir}`);
      writeFileSync(unfinished, `${new Date().toISOString()}\n`);
      await initCluster(place);
    }
    children.postgres = await startPostgres({
      place,
      port: profile.dbPort,
      durable,
      onSpawn: (child) => ((children.postgres = child), record()),
      // Once it runs (a failed start is reported in one sentence with Postgres's own reason).
      onLog: quiet ? undefined : (t) => children.postgres?.ready && /ERROR|FATAL|PANIC/.test(t) && process.stderr.write(`[postgres] ${t}`),
    });
    children.postgres.ready = true;
    record();
    if (created) {
      await buildDatabase(dbUrl);
      rmSync(unfinished, { force: true });
      say('applied bootstrap, auth schema, migrations and seed');
    } else {
      const reset = profile.name === 'dev' ? 'npm run db:reset' : `npm run db:reset -- --profile ${profile.name}`;
      const applied = await migrateExisting(dbUrl, { reset });
      if (applied.length) say(`applied new migrations: ${applied.join(', ')}`);
    }

    const { anonKey, serviceRoleKey } = await keysReady;
    // Each settles before a failure is raised, so stop() below finds everything that did start.
    const started = await Promise.allSettled([
      startPostgrest({
        dbPort: profile.dbPort,
        restPort: profile.restPort,
        restAdminPort: profile.restAdminPort,
        jwtSecret,
        onLog: quiet ? undefined : (t) => /error|fatal|failed/i.test(t) && process.stderr.write(t),
        onSpawn: (child) => ((children.postgrest = child), record()),
      }),
      mail,
      mountAuth({
        databaseUrl: dbUrl,
        jwtSecret,
        apiUrl,
        siteUrl,
        smtp: { host: '127.0.0.1', port: profile.smtpPort },
        env: { ...projectAuthEnv, ...process.env, ...profile.authEnv },
      }).then((a) => (auth = a)),
      startLessonService({
        port: profile.lessonPort,
        databaseUrl: dbUrl,
        jwtSecret,
        redisUrl: process.env.REDIS_URL || undefined,
        onLog: quiet ? undefined : (t) => process.stdout.write(t),
        onSpawn: (child) => ((children.lesson = child), record()),
      }),
    ]);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    record();
    gateway = await startGateway({
      port: profile.apiPort,
      restPort: profile.restPort,
      keys: [anonKey, serviceRoleKey],
      appPort: profile.appPort,
      auth: () => auth,
      // This stack's instance, then any others (LESSON_UPSTREAMS, "host:port,…": instances sharing rooms through Redis).
      lessonUpstreams: [{ host: '127.0.0.1', port: profile.lessonPort }, ...parseUpstreams(process.env.LESSON_UPSTREAMS)],
      functions: serverFunctions({ apiUrl, serviceRoleKey, appUrl: siteUrl }),
    });
    const lessonUrl = `${apiUrl.replace(/^http/, 'ws')}${lessonPath}`;
    return { apiUrl, anonKey, serviceRoleKey, jwtSecret, mailUrl, smtpPort: profile.smtpPort, dbUrl, dataDir, lessonUrl, lessonPort: profile.lessonPort, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/**
 * Rebuilds the database from bootstrap, migrations and seed. On a running stack it happens in place (PostgREST and
 * the auth service keep their connections and PostgREST reloads its schema); otherwise on a fresh cluster.
 */
export async function resetDatabase(profile, { log = console.log } = {}) {
  const wantedDataDir = resolve(projectRoot, profile.dataDir);
  const pidFile = pidFileOf(wantedDataDir);
  const unfinished = unfinishedMarkerOf(wantedDataDir);
  const running = readPidFile(pidFile);
  if (running?.owner && isAlive(running.owner) && isAlive(running.children?.postgres?.pid)) {
    log(`rebuilding the database of the running ${profile.name} stack`);
    await rebuildInPlace(dbUrlOf(profile.dbPort));
    return;
  }
  const place = await locatePostgres(wantedDataDir);
  const { dataDir } = place;
  const leftovers = await stopLeftovers(pidFile, { dataDir });
  const orphan = await stopOrphanPostmaster(dataDir);
  if (orphan) leftovers.push(orphan);
  if (leftovers.length) log(`stopped processes left over from an earlier run: ${leftovers.join(', ')}`);
  await assertPortsFree({ Postgres: profile.dbPort });
  log(`creating a new database in ${dataDir === wantedDataDir ? profile.dataDir : dataDir}`);
  writeFileSync(unfinished, `${new Date().toISOString()}\n`);
  await initCluster(place);
  const postgres = await startPostgres({ place, port: profile.dbPort, durable: profile.name !== 'test' });
  try {
    await buildDatabase(dbUrlOf(profile.dbPort));
    rmSync(unfinished, { force: true });
  } finally {
    await stopPostgres(postgres);
  }
}
