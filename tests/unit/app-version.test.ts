// The version cached server data is kept under (scripts/lib/app-version.mjs): it changes with the app's source, not
// only with package.json's version, and is the same for the same source wherever it is built.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { appVersion } from '../../scripts/lib/app-version.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'summit-version-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, 'src', path, '..'), { recursive: true });
    writeFileSync(join(root, 'src', path), text);
  }
  return root;
}

const source = { 'main.tsx': 'render()', 'data/query/persister.ts': 'export const shape = 1;' };

it('names the package version and a digest of src/', () => {
  expect(appVersion({ root: project(source), packageVersion: '0.1.0' })).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
});

it('changes when a file under src/ changes, though package.json does not', () => {
  const before = appVersion({ root: project(source), packageVersion: '0.1.0' });
  const after = appVersion({ root: project({ ...source, 'data/query/persister.ts': 'export const shape = 2;' }), packageVersion: '0.1.0' });
  expect(after).not.toBe(before);
});

it('changes when a file is added or renamed', () => {
  const before = appVersion({ root: project(source), packageVersion: '0.1.0' });
  expect(appVersion({ root: project({ ...source, 'extra.ts': '' }), packageVersion: '0.1.0' })).not.toBe(before);
  expect(appVersion({ root: project({ 'main.tsx': 'render()', 'data/query/renamed.ts': 'export const shape = 1;' }), packageVersion: '0.1.0' })).not.toBe(before);
});

it('is the same for the same source in another folder', () => {
  const first = project(source);
  const copy = mkdtempSync(join(tmpdir(), 'summit-version-copy-'));
  folders.push(copy);
  cpSync(join(first, 'src'), join(copy, 'src'), { recursive: true });
  expect(appVersion({ root: copy, packageVersion: '0.1.0' })).toBe(appVersion({ root: first, packageVersion: '0.1.0' }));
});

it("this project's version is its package.json version and its source's digest", async () => {
  const { version } = (await import('../../package.json')).default;
  expect(appVersion({ packageVersion: version })).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}\\+[0-9a-f]{12}$`));
});
