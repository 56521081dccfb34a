// i18n set-up: i18next + react-i18next. English (US) 'common' and 'home' are bundled with the landing page so the
// shell paints without waiting; every other locale × namespace is its own lazily loaded chunk (one file each in
// locales/<locale>/<namespace>.ts), so adding a language is only adding files.
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import common from './locales/en-US/common';
import home from './locales/en-US/home';
import { FALLBACKS, NAMESPACES, SOURCE_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, type Locale } from './locales';

export { SUPPORTED_LOCALES, SOURCE_LOCALE, isSupportedLocale, type Locale, type Namespace } from './locales';

type Catalogue = { default: Record<string, unknown> };
// Vite turns each matched file into its own chunk; nothing here is loaded until asked for. The bundled ones are
// left out (they are in the store from the start).
const catalogues = import.meta.glob<Catalogue>([
  './locales/*/*.ts',
  '!./locales/en-US/common.ts',
  '!./locales/en-US/home.ts',
]);

function loadCatalogue(locale: string, namespace: string): Promise<Record<string, unknown>> {
  const load = catalogues[`./locales/${locale}/${namespace}.ts`];
  // A missing file is a normal state (a translation not written yet): an empty catalogue makes i18next fall back.
  return load ? load().then((m) => m.default) : Promise.resolve({});
}

export const i18n: I18n = i18next.createInstance();
let ready: Promise<unknown> | undefined;

function syncDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Starts i18n in the given locale; resolves once the shell's texts are available. Safe to call more than once. */
export function initI18n(locale: string = SOURCE_LOCALE): Promise<unknown> {
  if (ready) return ready.then(() => changeLanguage(locale));
  const lng: Locale = isSupportedLocale(locale) ? locale : SOURCE_LOCALE;
  i18n.on('languageChanged', syncDocumentLanguage);
  ready = i18n
    .use(initReactI18next)
    .use(resourcesToBackend(loadCatalogue))
    .init({
      lng,
      supportedLngs: [...SUPPORTED_LOCALES],
      fallbackLng: FALLBACKS,
      ns: ['common', 'home'],
      defaultNS: 'common',
      fallbackNS: false,
      resources: { [SOURCE_LOCALE]: { common, home } },
      // Bundled resources above, every other catalogue through the backend.
      partialBundledLanguages: true,
      load: 'currentOnly',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
    });
  syncDocumentLanguage(lng);
  return ready;
}

/** Switches language (unknown values fall back to English); `<html lang>` follows. */
export function changeLanguage(locale: string): Promise<unknown> {
  const lng: Locale = isSupportedLocale(locale) ? locale : SOURCE_LOCALE;
  return i18n.changeLanguage(lng);
}

/** Loads namespaces ahead of rendering (route chunks call it so page code and texts arrive in parallel). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  return i18n.loadNamespaces([...namespaces]).catch((error: unknown) => {
    console.warn('Loading translations failed', error);
  });
}

export const ALL_NAMESPACES = NAMESPACES;
