// Builds the database: what hosted Supabase provides (bootstrap, auth tables), then the project's migrations
// (tracked like the Supabase CLI does, so later migrations apply to an existing dev database), then the seed.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { StackError } from './failures.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const projectRoot = here('../../');
const paths = {
  bootstrap: here('./bootstrap.sql'),
  authSchema: here('./auth/schema.sql'),
  migrations: here('../migrations/'),
  seed: here('../seed/'),
};

export async function withClient(dbUrl, fn) {
  const client = new pg.Client({ connectionString: dbUrl });
  client.on('error', () => {}); // the server going away mid-shutdown must not crash the process
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function runFile(client, file, label = file) {
  const sql = readFileSync(file, 'utf8');
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    const where = error.position ? ` near: ${sql.slice(Math.max(0, error.position - 80), Number(error.position) + 40)}` : '';
    throw new Error(`${label}: ${error.message}${where}`, { cause: error });
  }
}

/** The .sql files of a migrations folder in name order, with the version and name the Supabase CLI records. */
export function migrationFiles(dir = paths.migrations) {
  if (!existsSync(dir)) return [];
  const folder = dir.endsWith('/') ? dir : `${dir}/`;
  return readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ file: folder + f, version: f.split('_')[0], name: f.replace(/^\d+_?/, '').replace(/\.sql$/, '') }));
}

// The schema baseline: one migration per domain, versions 20261125000000 up to (not including) 20261125100000. It
// replaced the first 20 migrations (2026-11-22/23, kept only for a test in tests/db/fixtures/pre-baseline-migrations)
// before the first release; later changes are new migrations that sort after it.
export const baseline = { from: '20261125000000', before: '20261125100000' };
export const isBaselineVersion = (version) => version >= baseline.from && version < baseline.before;

/** Supabase's roles and helpers, then GoTrue's tables as the auth service defines them. */
export async function applyPlatform(client) {
  await runFile(client, paths.bootstrap, 'supabase/local/bootstrap.sql');
  await runFile(client, paths.authSchema, 'supabase/local/auth/schema.sql');
}

/**
 * Applies the migrations (default: supabase/migrations) not yet recorded in supabase_migrations.schema_migrations;
 * returns their file names.
 */
export async function applyMigrations(client, files = migrationFiles()) {
  const { rows } = await client.query('select version from supabase_migrations.schema_migrations');
  const done = new Set(rows.map((r) => r.version));
  const applied = [];
  for (const m of files) {
    if (done.has(m.version)) continue;
    await runFile(client, m.file, relative(projectRoot, m.file));
    await client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
    applied.push(m.file.split('/').pop());
  }
  return applied;
}

/**
 * A database built from the migrations the baseline replaced has them recorded and not the baseline; applying the
 * baseline on top would fail on its first table. Says so in one sentence, with the command that rebuilds it.
 */
export async function assertNotPreBaseline(client, { reset = 'npm run db:reset' } = {}) {
  const { rows } = await client.query('select version from supabase_migrations.schema_migrations where version < $1 order by version limit 1', [
    baseline.from,
  ]);
  if (rows.length === 0) return;
  throw new StackError(
    `The local database was built from the migrations that the schema baseline replaced (the oldest recorded is ${rows[0].version}): ` +
      `run \`${reset}\` to rebuild it from the baseline and the seed (its data is replaced), then start again.`,
  );
}

/** Every supabase/seed/*.sql in name order (as the Supabase CLI's `db.seed.sql_paths = ['./seed/*.sql']`). */
export async function applySeed(client) {
  if (!existsSync(paths.seed)) return;
  for (const f of readdirSync(paths.seed).filter((n) => n.endsWith('.sql')).sort()) {
    await runFile(client, paths.seed + f, `supabase/seed/${f}`);
  }
}

/** A new database: platform, every migration, seed. */
export async function buildDatabase(dbUrl) {
  await withClient(dbUrl, async (client) => {
    await applyPlatform(client);
    await applyMigrations(client);
    await applySeed(client);
  });
}

/**
 * Rebuilds the schema inside a running cluster without dropping connections (PostgREST and the auth service keep
 * theirs): drops what bootstrap, auth schema and migrations created, then builds again and reloads PostgREST.
 * `migrations`: the files to build from (default: supabase/migrations); `seed: false` leaves the demo data out (the
 * seed follows the current schema, so it does not apply to an older chain).
 */
export async function rebuildInPlace(dbUrl, { migrations = migrationFiles(), seed = true } = {}) {
  await withClient(dbUrl, async (client) => {
    await client.query(`
      drop schema if exists public cascade;
      drop schema if exists auth cascade;
      drop schema if exists supabase_migrations cascade;
      drop schema if exists extensions cascade;
      create schema public;
      grant all on schema public to postgres;
    `);
    await applyPlatform(client);
    await applyMigrations(client, migrations);
    if (seed) await applySeed(client);
    await client.query(`notify pgrst, 'reload schema'`);
  });
}

/**
 * On start of an existing database: migrations added since, then a schema reload is not needed (PostgREST starts
 * after). A database built before the baseline is refused (`reset`: the command that rebuilds it).
 */
export async function migrateExisting(dbUrl, { reset } = {}) {
  return withClient(dbUrl, async (client) => {
    // Platform SQL is idempotent; re-applying it picks up an auth schema that arrived after the database was made.
    await applyPlatform(client);
    await assertNotPreBaseline(client, { reset });
    return applyMigrations(client);
  });
}
