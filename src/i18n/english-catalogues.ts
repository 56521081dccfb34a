// English (US) catalogues, one chunk per namespace (locales/en-US/<namespace>.ts). Only this table is in the first
// load: English is read without i18next, and the other languages' tables (./catalogues) load with i18next itself.
// 'common' and 'home' are left out: they are bundled with the landing page.
export type Catalogue = Record<string, unknown>;

// Vite turns each matched file into its own chunk; nothing here is loaded until asked for.
const english = import.meta.glob<{ default: Catalogue }>([
  './locales/en-US/*.ts',
  '!./locales/en-US/common.ts',
  '!./locales/en-US/home.ts',
]);

/** A missing file is a normal state (a namespace with no texts of its own): an empty catalogue. */
export function loadEnglishCatalogue(namespace: string): Promise<Catalogue> {
  const load = english[`./locales/en-US/${namespace}.ts`];
  return load ? load().then((m) => m.default) : Promise.resolve({});
}
