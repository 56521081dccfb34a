// The layers of the app, checked by dependency-cruiser in `npm test` (tests/unit/layers.test.ts):
//   app (src/app, src/main.tsx, src/prerender) → features (src/features/<name>) → data | lib | i18n
//   sw (the service worker) → sw, src/lib, src/i18n, src/prerender (and never, even through them, app, features, data)
//   a feature reaches another feature only through that feature's index.ts; no import cycles.
// Code shared with the Supabase Edge Functions lives in supabase/functions/_shared (plain TS, no imports from the app):
// the app may import it, the functions never import the app.
//
// src/prerender renders the app's routes, so it counts as the app; the service worker may import its route table
// (static-routes.ts), which reaches only src/i18n.
//
// Known exceptions would be listed in .dependency-cruiser-known-violations.json (none today; the test fails when one
// no longer happens, so the list only shrinks). Styles several features share live in src/styles.
// Check by hand: npx depcruise src sw supabase/functions --config .dependency-cruiser.mjs --ignore-known
const APP = '^src/(app/|main\\.tsx$|prerender/)';
const FEATURES = '^src/features/';
const BELOW_FEATURES = '^src/(data|lib|i18n)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle (of imports that stay in the built code): the modules cannot be understood, loaded or split apart one by one.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-types',
      comment: 'A cycle through a type-only import: erased from the built code, but the two modules still lean on each other. Reported, not failed.',
      severity: 'warn',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-is-on-top',
      comment: 'Only the app (src/app, src/main.tsx, src/prerender) imports the app; sw may import src/prerender only.',
      severity: 'error',
      from: { pathNot: APP },
      to: { path: APP, pathNot: '^src/prerender/static-routes\\.ts$' },
    },
    {
      name: 'prerender-routes-only-from-app-or-sw',
      comment: 'The prerendered routes table belongs to the app and the service worker, not to features or layers below.',
      severity: 'error',
      from: { path: `${FEATURES}|${BELOW_FEATURES}` },
      to: { path: '^src/prerender/' },
    },
    {
      name: 'below-features',
      comment: 'src/data, src/lib and src/i18n sit below the features and import none of them.',
      severity: 'error',
      from: { path: BELOW_FEATURES },
      to: { path: FEATURES },
    },
    {
      name: 'feature-through-index',
      comment: "A feature reaches another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: FEATURES, pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'sw-imports',
      comment: 'The service worker imports only sw/, src/lib, src/i18n, src/prerender (and packages).',
      severity: 'error',
      from: { path: '^sw/' },
      to: { pathNot: ['^sw/', '^src/(lib|i18n|prerender)/', '(^|/)node_modules/'] },
    },
    {
      name: 'sw-reaches',
      comment: 'Not even through src/lib, src/i18n or src/prerender does the service worker reach the app, a feature or src/data.',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^src/(app/|main\\.tsx$|features/|data/)', reachable: true },
    },
    {
      name: 'functions-stand-alone',
      comment: 'Supabase Edge Functions are deployed on their own: they import nothing from the app or the service worker.',
      severity: 'error',
      from: { path: '^supabase/functions/' },
      to: { path: '^(src|sw)/' },
    },
    {
      name: 'app-uses-only-shared-function-code',
      comment: 'The app and the service worker import only supabase/functions/_shared, never a function itself.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^supabase/', pathNot: '^supabase/functions/_shared/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
