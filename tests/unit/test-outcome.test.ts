// The last lines of `npm test` (scripts/lib/test-outcome.mjs): every failure and every second try of every vitest
// process, and nothing at all when each test passed at once.
import { mkdtempSync, appendFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeOutcome, takeOutcomes } from '../../scripts/lib/test-outcome.mjs';

describe('the outcome npm test ends with', () => {
  it('lists the second tries, then the failures, of every process', () => {
    const text = describeOutcome([
      { failed: ['e2e tests/e2e/a.test.ts > opens: timed out'], flaky: [] },
      { failed: ['unit tests/unit/b.test.ts > adds: expected 1 to be 2'], flaky: ['e2e tests/e2e/c.test.ts > waits'] },
    ]);
    expect(text).toBe(
      '\nPassed only when tried again (flaky: find the race):\n  e2e tests/e2e/c.test.ts > waits\n' +
        '\nFailed:\n  e2e tests/e2e/a.test.ts > opens: timed out\n  unit tests/unit/b.test.ts > adds: expected 1 to be 2\n',
    );
  });

  it('says nothing when every test passed at its first try', () => {
    expect(describeOutcome([{ failed: [], flaky: [] }])).toBe('');
    expect(describeOutcome([])).toBe('');
  });

  it('reads one line per process, then removes the file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outcome-')), 'outcome.jsonl');
    expect(takeOutcomes(file)).toEqual([]);
    appendFileSync(file, `${JSON.stringify({ failed: ['x'], flaky: [] })}\n`);
    appendFileSync(file, `${JSON.stringify({ failed: [], flaky: ['y'] })}\n`);
    expect(takeOutcomes(file)).toEqual([{ failed: ['x'], flaky: [] }, { failed: [], flaky: ['y'] }]);
    expect(existsSync(file)).toBe(false);
  });
});
