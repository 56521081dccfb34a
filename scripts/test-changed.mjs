// `npm run test:changed [-- <git ref>]`: the tests of what changed since the ref (default HEAD, i.e. the uncommitted
// changes, new files included), through `npm test`'s stack. The rule:
// - unit and db tests: the ones vitest relates to the changed files through their imports (`vitest list --changed`);
//   a change under supabase/ or services/ (migrations, the local stack, the sync server) runs every db test, since no test
//   imports SQL;
// - browser tests: a changed e2e file itself, the e2e files that import a changed e2e helper, the e2e files whose name
//   contains the name of a changed feature folder (src/features/booking/* → booking-flow, booking-offline, …), and,
//   for a change to the shell (src outside src/features, sw/, index.html, vite.config.ts, the manifest), the
//   cross-cutting e2e files (those whose name contains no feature's name: shell, routes, a11y, prerender, …).
// The app is built only when some browser test runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const ref = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])].filter(existsSync);
if (changed.length === 0) {
  console.log(`Nothing changed since ${ref}: no tests to run.`);
  process.exit(0);
}

const features = readdirSync('src/features');
const e2eFiles = readdirSync('tests/e2e').filter((f) => f.endsWith('.test.ts')).map((f) => `tests/e2e/${f}`);
const featuresNamedIn = (file) => features.filter((feature) => basename(file).includes(feature));
const isShell = (file) =>
  (file.startsWith('src/') && !file.startsWith('src/features/')) ||
  file.startsWith('sw/') ||
  ['index.html', 'vite.config.ts', 'manifest.webmanifest'].includes(file);

const e2e = new Set();
for (const file of changed) {
  if (e2eFiles.includes(file)) e2e.add(file);
  else if (file.startsWith('tests/e2e/') || file.startsWith('tests/support/')) {
    const helper = basename(file).replace(/\.ts$/, '');
    for (const test of e2eFiles) if (readFileSync(test, 'utf8').includes(`/${helper}'`)) e2e.add(test);
  }
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  if (feature) for (const test of e2eFiles) if (featuresNamedIn(test).includes(feature)) e2e.add(test);
  if (isShell(file)) for (const test of e2eFiles) if (featuresNamedIn(test).length === 0) e2e.add(test);
}

const vitestList = (args) =>
  spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'list', '--filesOnly', ...args], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.replace(/^\[[^\]]+\]\s*/, '').trim())
    .filter((line) => line.endsWith('.ts') || line.endsWith('.tsx'));
const dbProjects = ['--project', 'db', '--project', 'db-serial'];
const related = vitestList(['--changed', ref, '--project', 'unit', ...dbProjects]);
const allDb = changed.some((file) => file.startsWith('supabase/') || file.startsWith('services/')) ? vitestList(dbProjects) : [];

const files = [...new Set([...related, ...allDb, ...e2e])].map((file) => file.replace(`${process.cwd()}/`, ''));
if (files.length === 0) {
  console.log(`No tests relate to the ${changed.length} changed files.`);
  process.exit(0);
}
console.log(`Changed since ${ref}: ${changed.length} files. Running ${files.length} test files:\n  ${files.join('\n  ')}`);
const projects = e2e.size > 0 ? [] : ['--project', 'unit', ...dbProjects]; // no browser tests: no app build
const run = spawnSync(process.execPath, ['scripts/test.mjs', ...projects, ...files], { stdio: 'inherit' });
process.exit(run.status ?? 1);
