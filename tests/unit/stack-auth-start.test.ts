// The stack is ready only with its auth service: an auth service that dies while importing its modules (or is
// missing) fails the start in one sentence, instead of a stack that says "ready" while every sign-in fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { explainFailure, StackError } from '../../supabase/local/failures.mjs';
import { mountAuth } from '../../supabase/local/stack.mjs';

const folder = mkdtempSync(join(tmpdir(), 'summit-auth-start-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const options = { databaseUrl: 'postgresql://127.0.0.1:1/none', jwtSecret: 'x'.repeat(40), apiUrl: 'http://127.0.0.1:1', siteUrl: 'http://localhost:1' };
const oneSentence = (text: string) => text.split('\n').length === 1 && /\.$/.test(text);

describe('starting the auth service', () => {
  it('a module that fails while importing fails the start in one sentence', async () => {
    const entry = join(folder, 'index.mjs');
    writeFileSync(entry, `import './helper.mjs';\nexport function createAuthService() { return {}; }\n`);
    writeFileSync(join(folder, 'helper.mjs'), `import 'a-package-that-is-not-installed';\n`);
    const failure = await mountAuth(options, pathToFileURL(entry)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StackError);
    const sentence = explainFailure(failure);
    expect(oneSentence(sentence), sentence).toBe(true);
    expect(sentence).toMatch(/^The auth service did not start \(Cannot find package 'a-package-that-is-not-installed'.*\): run again with SUMMIT_DEBUG=1/);
  });

  it('a missing module fails the start in one sentence', async () => {
    const failure = await mountAuth(options, pathToFileURL(join(folder, 'absent', 'index.mjs'))).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StackError);
    expect(oneSentence(explainFailure(failure))).toBe(true);
    expect(explainFailure(failure)).toMatch(/^The auth service is missing/);
  });
});
