// The last lines of `npm test`: what failed and what passed only when tried again, gathered from every vitest
// process of the run (tests/support/outcome-reporter.ts writes one JSON line per process).
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** @param {{ failed: string[], flaky: string[] }[]} outcomes @returns {string} empty when every test passed at its first try */
export function describeOutcome(outcomes) {
  const failed = outcomes.flatMap((o) => o.failed);
  const flaky = outcomes.flatMap((o) => o.flaky);
  const list = (lines) => lines.map((line) => `  ${line}`).join('\n');
  let text = '';
  if (flaky.length) text += `\nPassed only when tried again (flaky: find the race):\n${list(flaky)}\n`;
  if (failed.length) text += `\nFailed:\n${list(failed)}\n`;
  return text;
}

/** The outcomes written to `file` (then removed), or none when no reporter wrote it. */
export function takeOutcomes(file) {
  if (!existsSync(file)) return [];
  const outcomes = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  rmSync(file, { force: true });
  return outcomes;
}
