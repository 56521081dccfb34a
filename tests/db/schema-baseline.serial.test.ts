// The schema baseline (supabase/migrations/20261125000000_* …, one file per domain) builds exactly the schema that
// the 20 migrations it replaced built (kept in tests/db/fixtures/pre-baseline-migrations): two scratch databases in
// the test cluster, one per chain, each on the platform (bootstrap, auth schema) as the local stack builds it, then
// their catalogue fingerprints (functions, triggers, policies, constraints, indexes, columns, grants, RLS flags,
// views, types, sequences, and the rows the migrations insert) compared object by object.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  applyMigrations,
  applyPlatform,
  baseline,
  isBaselineVersion,
  migrationFiles,
  withClient,
} from '../../supabase/local/database.mjs';
import { adminDb } from '../support/db';
import { testEnv } from '../support/env';
import { fingerprintDiff, schemaFingerprint, type Fingerprint } from '../support/schema-fingerprint';

const preBaselineDir = fileURLToPath(new URL('./fixtures/pre-baseline-migrations/', import.meta.url));
const databases = { chain: 'summit_schema_pre_baseline', baseline: 'summit_schema_baseline' } as const;

const urlOf = (name: string) => {
  const url = new URL(testEnv.dbUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function recreateDatabases(drop: boolean) {
  const db = await adminDb();
  try {
    for (const name of Object.values(databases)) {
      await db.query(`drop database if exists ${name} with (force)`);
      if (!drop) await db.query(`create database ${name}`);
    }
  } finally {
    await db.end();
  }
}

/** The platform, as the local stack builds it, then the given migrations. */
const build = (name: string, files: ReturnType<typeof migrationFiles>) =>
  withClient(urlOf(name), async (client: import('pg').Client) => {
    await applyPlatform(client);
    await applyMigrations(client, files);
  });

const fingerprintOf = (name: string): Promise<Fingerprint> => withClient(urlOf(name), schemaFingerprint);

const preBaselineFiles = migrationFiles(preBaselineDir);
const baselineFiles = migrationFiles().filter((m: { version: string }) => isBaselineVersion(m.version));
let chain: Fingerprint;

beforeAll(async () => {
  await recreateDatabases(false);
  await build(databases.chain, preBaselineFiles);
  await build(databases.baseline, baselineFiles);
  chain = await fingerprintOf(databases.chain);
}, 120_000);

afterAll(() => recreateDatabases(true));

test('every migration is part of the baseline or sorts after it', () => {
  expect(preBaselineFiles.length).toBe(20);
  expect(baselineFiles.map((m: { name: string }) => m.name)).toEqual([
    'accounts_and_roles',
    'settings',
    'catalogue',
    'booking',
    'learning',
    'notifications',
    'analytics_and_contact',
    'security_and_limits',
    'account_control',
  ]);
  const before = migrationFiles().filter((m: { version: string }) => m.version < baseline.from);
  expect(before.map((m: { file: string }) => m.file)).toEqual([]);
});

test('the baseline builds the same schema as the migrations it replaced', async () => {
  // The fingerprint sees the whole schema (a query that silently matched nothing would compare nothing).
  expect(chain.functions.size).toBeGreaterThan(40);
  expect(chain.policies.size).toBeGreaterThan(100);
  expect(chain.triggers.size).toBeGreaterThan(30);
  expect(chain.columns.size).toBeGreaterThan(250);
  expect(chain.constraints.size).toBeGreaterThan(150);
  expect(chain.grants.size).toBeGreaterThan(30);

  const differences = fingerprintDiff(chain, await fingerprintOf(databases.baseline), ['old chain', 'baseline']);
  expect(differences, `the baseline differs from the old chain:\n\n${differences.join('\n\n')}\n`).toEqual([]);
});

test('the comparison names each object that differs', async () => {
  // Changes of one kind each, made to the baseline's scratch database after the comparison above.
  await withClient(urlOf(databases.baseline), (client: import('pg').Client) =>
    client.query(`
      alter policy "admins read alerts" on public.security_alerts using (true);
      revoke select (id) on table public.referral_events from anon;
      alter table public.tutors alter column bio_language set default 'es';
      alter table public.tutors drop constraint tutors_session_minutes_check;
      drop trigger tutors_check_timezone on public.tutors;
      drop index public.tutors_languages_idx;
      revoke execute on function public.booking_setting(text, numeric) from anon;
      create or replace function public.raise_booking_error(p_code text) returns void
      language plpgsql
      set search_path = ''
      as $$
      begin
        raise exception '%', p_code using errcode = 'P0002', hint = 'booking';
      end
      $$;
      update public.system_settings set value = '13' where key = 'booking.min_notice_hours';
    `),
  );
  const differences = fingerprintDiff(chain, await fingerprintOf(databases.baseline), ['old chain', 'baseline']);
  expect(differences.map((d) => d.split(/:| differs/)[0])).toEqual([
    'columns public.referral_events.id',
    'columns public.tutors.bio_language',
    'constraints public.tutors.tutors_session_minutes_check',
    'indexes public.tutors_languages_idx',
    'triggers public.tutors.tutors_check_timezone',
    'policies public.security_alerts."admins read alerts"',
    'functions public.booking_setting(p_key text, p_default numeric)',
    'functions public.raise_booking_error(p_code text)',
    'rows of public tables public.system_settings',
  ]);
  expect(differences.find((d) => d.startsWith('functions public.raise_booking_error'))).toMatch(
    /old chain: .*errcode = 'P0001'[^]*\n {4}baseline: .*errcode = 'P0002'/,
  );
});
