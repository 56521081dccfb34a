// The builds of the app that browser tests need besides the one `npm test` serves: another backend URL (the
// network guard against a stand-in) and two versions for the update prompt. `npm test` builds them in a process of
// its own while the first tests run (scripts/build-test-variants.mjs); a test waits for its build's marker file.
// Run without `npm test` (vitest alone), a test builds its variant itself.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app-build.mjs';

export const testVariants = {
  standin: { outDir: 'dist-standin', env: { VITE_SUPABASE_URL: 'http://designated.supabase.co', VITE_SUPABASE_ANON_KEY: 'stand-in-anon-key' } },
  'update-a': { outDir: 'dist-update-a', env: { VITE_SUPABASE_URL: 'http://version-a.invalid:9', VITE_SUPABASE_ANON_KEY: 'version-a' } },
  'update-b': { outDir: 'dist-update-b', env: { VITE_SUPABASE_URL: 'http://version-b.invalid:9', VITE_SUPABASE_ANON_KEY: 'version-b' } },
};

const MARKER = '.variant-built';
// Written by the builder when a build fails, so a waiting test fails at once with its message.
export const FAILED = '.local/test-variants-failed';
const markerOf = (name) => join(testVariants[name].outDir, MARKER);

/** A production build (the service worker registers only there), whatever NODE_ENV the caller set. */
export async function buildVariant(name) {
  const { outDir, env } = testVariants[name];
  await buildApp({ outDir, env: { ...env, NODE_ENV: 'production' }, mode: 'production' });
  writeFileSync(markerOf(name), new Date().toISOString());
}

/** Clears the markers before a run's builds start, so no test serves a build of an earlier run. */
export function forgetVariants() {
  for (const name of Object.keys(testVariants)) rmSync(markerOf(name), { force: true });
  rmSync(FAILED, { force: true });
}

export async function buildAllVariants() {
  try {
    for (const name of Object.keys(testVariants)) await buildVariant(name);
  } catch (error) {
    mkdirSync('.local', { recursive: true });
    writeFileSync(FAILED, `Building the app's test variants failed: ${error instanceof Error ? error.message : error}`);
    throw error;
  }
}

/** The variant's folder, once built: by this run's builder when `npm test` started one, else here and now. */
export async function variantReady(name, { timeoutMs = 300_000 } = {}) {
  const { outDir } = testVariants[name];
  if (process.env.SUMMIT_VARIANTS_BUILDING !== '1') {
    await buildVariant(name);
    return outDir;
  }
  const started = Date.now();
  while (!existsSync(markerOf(name))) {
    if (existsSync(FAILED)) throw new Error(readFileSync(FAILED, 'utf8'));
    if (Date.now() - started > timeoutMs) throw new Error(`the ${name} build of the app did not finish (scripts/build-test-variants.mjs)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return outDir;
}
