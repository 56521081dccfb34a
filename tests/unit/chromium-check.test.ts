import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { assertChromium, chromiumPath, testChromiumPath } from '../../scripts/lib/chromium.mjs';

describe('the Chromium the tests and the bench drive', () => {
  const saved = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  it('is Debian\'s unless CHROMIUM_PATH names another', () => {
    delete process.env.CHROMIUM_PATH;
    expect(chromiumPath()).toBe('/usr/bin/chromium');
    process.env.CHROMIUM_PATH = '/opt/chromium/chrome';
    expect(chromiumPath()).toBe('/opt/chromium/chrome');
  });

  it('for most browser tests is Debian\'s headless shell where installed, else the full browser; CHROMIUM_PATH names one for all', () => {
    delete process.env.CHROMIUM_PATH;
    let shellInstalled = true;
    try {
      accessSync('/usr/bin/chromium-headless-shell', constants.X_OK);
    } catch {
      shellInstalled = false;
    }
    expect(testChromiumPath()).toBe(shellInstalled ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
    process.env.CHROMIUM_PATH = '/opt/chromium/chrome';
    expect(testChromiumPath()).toBe('/opt/chromium/chrome');
  });

  it('missing, says in one sentence what is wrong and what to do', () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    expect(() => assertChromium('npm test')).toThrow(
      'Chromium is not installed at /nonexistent/chromium: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary), then run `npm test` again.',
    );
  });

  it('present and executable, passes', () => {
    process.env.CHROMIUM_PATH = process.execPath; // any executable file
    expect(() => assertChromium('npm test')).not.toThrow();
  });

  it('stops `npm test` and `npm run bench` before they start anything, with that sentence and exit code 1', () => {
    for (const [script, again] of [
      ['scripts/test.mjs', 'npm test'],
      ['scripts/bench.mjs', 'npm run bench'],
    ]) {
      const run = spawnSync(process.execPath, [script, ...(script.includes('test') ? ['--project', 'e2e'] : [])], {
        env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        `Chromium is not installed at /nonexistent/chromium: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chromium binary), then run \`${again}\` again.`,
      );
    }
    // Two Node start-ups that load Vite: seconds on a busy machine, beyond the unit project's 5 s default.
  }, 60_000);
});
