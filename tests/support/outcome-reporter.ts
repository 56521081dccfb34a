// What went wrong in a run, in a few lines: every failed test (and file that failed to load, and error outside a
// test) with the first line of its error, and every test that passed only when tried again. `npm test` prints these
// lines last, after every project (scripts/test.mjs), so the end of a long log says what failed; vitest's own
// report of them is hundreds of lines up. Run directly, the reporter prints them after vitest's summary.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import { describeOutcome } from '../../scripts/lib/test-outcome.mjs';

export default class OutcomeReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const outcome: { failed: string[]; flaky: string[] } = { failed: [], flaky: [] };
    for (const module of modules) {
      const file = `${module.project.name} ${relative(process.cwd(), module.moduleId)}`;
      for (const error of module.errors()) outcome.failed.push(`${file}: ${firstLine(error)}`);
      // a hook that failed (beforeAll, afterAll) fails its suite, not its tests
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) outcome.failed.push(`${file} > ${suite.fullName}: ${firstLine(error)}`);
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'failed') outcome.failed.push(`${file} > ${test.fullName}: ${firstLine(result.errors[0])}`);
        else if (result.state === 'passed' && test.diagnostic()?.flaky) outcome.flaky.push(`${file} > ${test.fullName}: first try: ${firstLine(result.errors?.[0])}`);
      }
    }
    for (const error of unhandledErrors) outcome.failed.push(`outside any test: ${firstLine(error)}`);
    const file = process.env.SUMMIT_OUTCOME_FILE;
    if (file) appendFileSync(file, `${JSON.stringify(outcome)}\n`);
    else process.stdout.write(describeOutcome([outcome]));
  }
}

function firstLine(error: { message?: string; name?: string } | undefined): string {
  const message = error?.message ?? error?.name ?? 'no error message';
  return message.split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? message;
}
