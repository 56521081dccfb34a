// Every path of the app's route table (src/app/routes.tsx), read from its source so a route added there is tested
// without touching the tests: `page('/path', …)` entries, `path: '/…'` objects and the DEV_LAB_PATHS list.
// Parameters get a sample value (`:id` → 'sample-id'); '*' and redirects are left out; '/nope' stands for not-found.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Tests run from the repository's root (vitest's root).
const source = readFileSync(join(process.cwd(), 'src/app/routes.tsx'), 'utf8');

function pathsIn(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\bpage\(\s*['"`](\/[^'"`]*)['"`]/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\bpath:\s*['"`](\/[^'"`]*)['"`]/g)].map((m) => m[1]!),
  ];
  const devList = /DEV_LAB_PATHS\s*=\s*\[([\s\S]*?)\]/.exec(text)?.[1] ?? '';
  found.push(...[...devList.matchAll(/['"`](\/dev\/[^'"`]+)['"`]/g)].map((m) => m[1]!));
  return found;
}

/** Paths that only redirect elsewhere (`<Navigate …>` as their element). */
const redirects = new Set(
  [...source.matchAll(/path:\s*['"`](\/[^'"`]*)['"`]\s*,\s*element:\s*<Navigate\b/g)].map((m) => m[1]!),
);

export const routeTablePaths: string[] = [
  ...new Set(
    pathsIn(source)
      .filter((path) => !redirects.has(path))
      .map((path) => path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => `sample-${name.toLowerCase()}`)),
  ),
  '/nope',
];

export const isDevRoute = (path: string) => path.startsWith('/dev/');
