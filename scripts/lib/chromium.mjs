// The one Chromium the tests and the bench drive: Debian's (apt), or CHROMIUM_PATH. Never a downloaded browser.
import { accessSync, constants } from 'node:fs';
import { StackError } from '../../supabase/local/failures.mjs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium most browser tests drive: Debian's headless shell (apt package chromium-headless-shell: the same
 * Chromium build, engine and version, without the desktop browser around it) where it is installed. It spends about
 * a quarter less CPU per page, and CPU is what the suite waits for on two cores. The full browser otherwise, and for
 * the tests of what only it has (installability, the screen wake lock). CHROMIUM_PATH names one browser for all.
 */
export const testChromiumPath = () => process.env.CHROMIUM_PATH || (runnable(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());

function runnable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Throws one sentence (what is missing, what to do) when that Chromium cannot be run, before anything starts. */
export function assertChromium(again) {
  const path = chromiumPath();
  if (!runnable(path)) {
    throw new StackError(
      `Chromium is not installed at ${path}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chromium binary), then run \`${again}\` again.`,
    );
  }
}
