// Every language's catalogues for i18next's lazy backend: one chunk per locale × namespace
// (locales/<locale>/<namespace>.ts), so adding a language is only adding files. This table loads with i18next
// (./engine); English (US) alone is read from ./english-catalogues before then.
import { loadEnglishCatalogue, type Catalogue } from './english-catalogues';
import { SOURCE_LOCALE } from './locales';

export type { Catalogue } from './english-catalogues';

// Vite turns each matched file into its own chunk; nothing here is loaded until asked for.
const translations = import.meta.glob<{ default: Catalogue }>(['./locales/*/*.ts', '!./locales/en-US/*.ts']);

export function loadCatalogue(locale: string, namespace: string): Promise<Catalogue> {
  if (locale === SOURCE_LOCALE) return loadEnglishCatalogue(namespace);
  const load = translations[`./locales/${locale}/${namespace}.ts`];
  // A missing file is a normal state (a translation not written yet): an empty catalogue makes i18next fall back.
  return load ? load().then((m) => m.default) : Promise.resolve({});
}
