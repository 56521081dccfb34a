// The app's version as the device sees it: package.json's version and a digest of the app's source. Cached server data
// (src/data/query/persister.ts) from another version is dropped; package.json's version alone (0.1.0) never changed
// from one deploy to the next, so a device kept data read by an older version's code, in whatever shape that code
// stored it. The digest changes with any file under src/, and is the same for the same files wherever they are built.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** `<package version>+<12 hex digits of the source's digest>`. */
export function appVersion({ root = process.cwd(), packageVersion = process.env.npm_package_version ?? '0.0.0' } = {}) {
  const src = join(root, 'src');
  const hash = createHash('sha256');
  for (const file of filesUnder(src)) {
    // The path relative to src/, with forward slashes: the same digest on every machine and in every folder.
    hash.update(relative(src, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return `${packageVersion}+${hash.digest('hex').slice(0, 12)}`;
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : []));
}
