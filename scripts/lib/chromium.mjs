// The one Chromium the tests and the bench drive: Debian's (apt), or CHROMIUM_PATH. Never a downloaded browser.
import { accessSync, constants } from 'node:fs';
import { StackError } from '../../supabase/local/failures.mjs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Throws one sentence (what is missing, what to do) when that Chromium cannot be run, before anything starts. */
export function assertChromium(again) {
  const path = chromiumPath();
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new StackError(
      `Chromium is not installed at ${path}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chromium binary), then run \`${again}\` again.`,
    );
  }
}
