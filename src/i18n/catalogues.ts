// The lazily loaded catalogues: one chunk per locale × namespace (locales/<locale>/<namespace>.ts), so adding a
// language is only adding files. English (US) 'common' and 'home' are left out: they are bundled with the landing page.
export type Catalogue = Record<string, unknown>;

// Vite turns each matched file into its own chunk; nothing here is loaded until asked for.
const catalogues = import.meta.glob<{ default: Catalogue }>([
  './locales/*/*.ts',
  '!./locales/en-US/common.ts',
  '!./locales/en-US/home.ts',
]);

export function loadCatalogue(locale: string, namespace: string): Promise<Catalogue> {
  const load = catalogues[`./locales/${locale}/${namespace}.ts`];
  // A missing file is a normal state (a translation not written yet): an empty catalogue makes i18next fall back.
  return load ? load().then((m) => m.default) : Promise.resolve({});
}
