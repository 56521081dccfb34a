// Runs the stack's command line (`node supabase/local/cli.mjs …`, what `npm run stack` runs) in a child process
// of a project folder, for the start-up tests: wait for its summary, or for its exit and its one-sentence message.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export type CliRun = { child: ChildProcess; output: () => string; exited: Promise<{ code: number | null; stderr: string }> };

export function runCli(projectRoot: string, args: string[]): CliRun {
  const child = spawn(process.execPath, [join(projectRoot, 'supabase/local/cli.mjs'), ...args], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SUMMIT_DEBUG: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  return { child, output: () => stdout + stderr, exited };
}

/** Resolves with the printed summary once the stack is up; rejects with the output if the process exits first. */
export function untilRunning(run: CliRun, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no summary within ${timeoutMs} ms:\n${run.output()}`)), timeoutMs);
    const check = () => {
      if (run.output().includes('Press Ctrl-C to stop everything.')) {
        clearTimeout(timer);
        resolve(run.output());
      }
    };
    run.child.stdout!.on('data', check);
    run.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the stack exited during start-up:\n${run.output()}`));
    });
  });
}

/** A value of the summary printed by describeStack, e.g. `summaryValue(out, 'anon key')`. */
export const summaryValue = (summary: string, label: string) => new RegExp(`^  ${label}\\s+(\\S+)`, 'm').exec(summary)?.[1] ?? '';

/** The message is one sentence on one line, with no stack trace. */
export function expectOneSentence(stderr: string) {
  const lines = stderr.trim().split('\n');
  return { lines, single: lines.length === 1 && !/^\s+at /m.test(stderr) && /[.]$/.test(lines[0]) };
}
