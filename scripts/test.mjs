// `npm test`: starts the local Supabase stack on the test ports with a fresh database, builds the app against it,
// serves the build, runs every vitest project (unit, db, e2e) and stops everything, whatever the outcome.
// Extra arguments go to vitest (`npm test -- --project unit`).
import { spawn } from 'node:child_process';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportFailure } from '../supabase/local/failures.mjs';
import { startStack } from '../supabase/local/stack.mjs';
import { testProfiles } from '../supabase/local/config.mjs';
import { buildApp, serveApp } from './lib/app-build.mjs';
import { cpuSince, cpuSnapshot } from './lib/machine-cpu.mjs';
import { describeOutcome, takeOutcomes } from './lib/test-outcome.mjs';
import { assertChromium } from './lib/chromium.mjs';
import { assertRedis } from './lib/redis.mjs';
import { forgetVariants } from './lib/test-variants.mjs';
import { keepOnlySignalHandler, stopOnSignals } from '../supabase/local/summary.mjs';

const args = process.argv.slice(2);
// SUMMIT_TEST_PROFILE=side1|side2 runs a second suite beside another on ports of its own (see config.mjs).
const testProfile = testProfiles[process.env.SUMMIT_TEST_PROFILE ?? 'test'];
if (!testProfile) throw new Error(`SUMMIT_TEST_PROFILE must be one of ${Object.keys(testProfiles).join(', ')}.`);
const projects = args.flatMap((a, i) => (args[i - 1] === '--project' ? [a] : a.startsWith('--project=') ? [a.slice(10)] : []));
const onlyUnit = projects.length > 0 && projects.every((p) => p === 'unit');
// A whole run (no project or file named): the unit tests go to a vitest process of their own, started when the
// one-file-at-a-time projects begin (tests/support/phase-reporter.ts says when), on the core those leave idle,
// instead of taking their share of the busy parallel part.
const unitBeside = projects.length === 0 && args.every((a) => a.startsWith('--'));
const PROJECTS_BUT_UNIT = ['db', 'e2e', 'db-serial', 'e2e-serial'].flatMap((p) => ['--project', p]);
// The app is built and served only when browser tests run (`--project db` needs the stack alone).
const needsApp = projects.length === 0 || projects.some((p) => p.startsWith('e2e'));

let stack;
let server;
let code = 1;
let child;
let unit;
let variants;
// Ctrl-C or SIGTERM: stop vitest, the app server and the stack, so no child outlives the run.
const onSignal = stopOnSignals(async () => {
  child?.kill('SIGTERM');
  unit?.child.kill('SIGTERM');
  variants?.kill('SIGTERM');
  await server?.close();
  await stack?.stop();
});
// Every vitest process of the run writes what failed here (tests/support/outcome-reporter.ts); printed last.
const outcomeFile = join(tmpdir(), `summit-test-outcome-${process.pid}.jsonl`);
try {
  const env = { ...process.env, SUMMIT_OUTCOME_FILE: outcomeFile };
  if (needsApp) assertChromium('npm test'); // browser tests: say so now, not after the stack and the build
  if (!onlyUnit) assertRedis('npm test'); // the lesson server's scale-out tests start a Redis of their own
  if (!onlyUnit) {
    stack = await startStack({ ...testProfile, fresh: true, quiet: true, withApp: needsApp });
    const appUrl = `http://localhost:${testProfile.appPort}`;
    if (needsApp) {
      await buildApp({ outDir: `dist-${testProfile.name}`, apiUrl: stack.apiUrl, anonKey: stack.anonKey });
      server = await serveApp({ outDir: `dist-${testProfile.name}`, port: testProfile.appPort, compress: false });
      // The other builds browser tests need are made beside the first tests, in a process of their own.
      forgetVariants();
      variants = spawn(process.execPath, ['scripts/build-test-variants.mjs'], { stdio: 'inherit' });
      env.SUMMIT_VARIANTS_BUILDING = '1';
    }
    keepOnlySignalHandler(onSignal); // Vite's preview server would otherwise exit on SIGTERM without stopping the stack
    Object.assign(env, {
      SUMMIT_API_URL: stack.apiUrl,
      SUMMIT_ANON_KEY: stack.anonKey,
      SUMMIT_SERVICE_KEY: stack.serviceRoleKey,
      SUMMIT_JWT_SECRET: stack.jwtSecret,
      SUMMIT_MAIL_URL: stack.mailUrl,
      SUMMIT_SMTP_PORT: String(stack.smtpPort),
      SUMMIT_DB_URL: stack.dbUrl,
      SUMMIT_LESSON_URL: stack.lessonUrl,
      SUMMIT_APP_URL: appUrl,
    });
  }
  const started = performance.now();
  const cpuBefore = cpuSnapshot();
  code = await new Promise((resolve) => {
    const vitestArgs = unitBeside ? [...args, ...PROJECTS_BUT_UNIT] : args;
    child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...vitestArgs], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env });
    child.on('message', (message) => {
      if (unitBeside && message?.phase === 'serial') unit ??= startUnit(env);
    });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (unitBeside) {
    unit ??= startUnit(env); // the serial projects did not run (or the reporter was replaced): now, then
    const unitCode = await unit.done;
    process.stdout.write(`\nUnit tests (run beside the serial files):\n${unit.output()}`);
    code ||= unitCode;
    process.stdout.write(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(1)} s for every project, unit tests included.\n`);
    // The machine's work beside it: hosts of the same size differ about twofold (README, "On a slower host").
    const cpu = cpuSince(cpuBefore);
    if (cpu) process.stdout.write(`The machine meanwhile: ${cpu}.\n`);
  }
} catch (error) {
  reportFailure(error, { again: 'npm test' }); // one sentence: what is wrong and what to do
  code = 1;
} finally {
  variants?.kill('SIGTERM');
  await server?.close();
  await stack?.stop();
}
// Last, so the end of the log names every failure (and every test that needed a second try).
process.stdout.write(describeOutcome(takeOutcomes(outcomeFile)));
process.exit(code);

/** `vitest run --project unit` in one worker; its output is kept and printed after the other projects' report. */
function startUnit(env) {
  const chunks = [];
  const unitChild = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--maxWorkers=1', '--reporter=dot', '--reporter=./tests/support/outcome-reporter.ts'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  // Below the serial files, which time things (its worker inherits the priority): the unit tests take the idle core,
  // not the serial file's.
  try {
    setPriority(unitChild.pid, 10);
  } catch {
    // not allowed here: the unit tests run at the same priority
  }
  unitChild.stdout.on('data', (chunk) => chunks.push(chunk));
  unitChild.stderr.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => unitChild.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  return { child: unitChild, done, output: () => Buffer.concat(chunks).toString() };
}
