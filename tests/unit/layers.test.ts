// The layers of the app, as .dependency-cruiser.mjs states them, checked over src, sw and supabase/functions with
// dependency-cruiser: app → features → data | lib | i18n; the service worker imports only sw, src/lib, src/i18n and
// src/prerender; data, lib and i18n import no feature; a feature reaches another only through its index.ts; no
// import cycles. The known exceptions (.dependency-cruiser-known-violations.json) are allowed until they are gone;
// one that no longer happens must leave that list, so it only ever shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { expect, test } from 'vitest';

const ROOTS = ['src', 'sw', 'supabase/functions'];
const KNOWN_FILE = '.dependency-cruiser-known-violations.json';

type Known = { from: string; to: string; rule: { name: string } };

const describeViolation = (v: IViolation) =>
  v.cycle?.length
    ? `${v.from} → ${v.to} (${v.rule.name}: ${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')})`
    : `${v.from} → ${v.to} (${v.rule.name})`;

test('imports follow the layers', { timeout: 60_000 }, async () => {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
  const known = JSON.parse(readFileSync(KNOWN_FILE, 'utf8')) as Known[];
  const { output } = await cruise(ROOTS, { ...options, knownViolations: known as never });
  const result = output as ICruiseResult;
  // Sanity: the cruise did read the app (a wrong root or resolver would pass vacuously).
  expect(result.summary.totalCruised).toBeGreaterThan(300);

  const broken = result.summary.violations.filter((v) => v.rule.severity === 'error').map(describeViolation);
  expect(broken, `imports against the layers (rules and reasons: .dependency-cruiser.mjs):\n${broken.join('\n')}\n`).toEqual([]);

  // A known exception is reported with severity 'ignore'; one that no longer happens is stale.
  const ignored = result.summary.violations.filter((v) => v.rule.severity === 'ignore');
  const stale = known
    .filter((k) => !ignored.some((v) => v.from === k.from && v.to === k.to && v.rule.name === k.rule.name))
    .map((k) => `${k.from} → ${k.to} (${k.rule.name})`);
  expect(stale, `no longer happen: remove them from ${KNOWN_FILE}:\n${stale.join('\n')}\n`).toEqual([]);
});

test('src/data names no feature: no file or folder of it carries a feature\'s name', () => {
  const features = readdirSync('src/features');
  const named = (readdirSync('src/data', { recursive: true }) as string[]).filter((path) =>
    path.split(/[\\/.-]/).some((word) => features.includes(word)),
  );
  expect(named, 'move these into their feature (src/features/<name>/)').toEqual([]);
});
