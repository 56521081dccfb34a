// i18n set-up. English (US) is the source language and its shell and home texts are bundled: a learner reading
// English gets the first paint from them at once without i18next (the engine, ./engine), which loads only when
// another language is chosen. Any other language loads i18next and its catalogues before the first render, so nobody sees English first. Once
// loaded, i18next is the one source of truth; until then a small resolver reads the English texts (./translate).
// React binds through ./react.
import type { i18n as I18next } from 'i18next';
import { loadEnglishCatalogue, type Catalogue } from './english-catalogues';
import common from './locales/en-US/common';
import home from './locales/en-US/home';
import { NAMESPACES, SOURCE_LOCALE, isSupportedLocale, type Locale } from './locales';
import { translate, type TranslateOptions } from './translate';

export { SUPPORTED_LOCALES, SOURCE_LOCALE, isSupportedLocale, type Locale, type Namespace } from './locales';

/** English (US) texts known without i18next: the bundled ones, features' own, and namespaces fetched meanwhile. */
const english: Record<string, Catalogue> = { common, home };
/** Namespaces whose English fetch has finished (also when it failed: the keys then show, as with i18next). */
const settledEnglish = new Set<string>(Object.keys(english));
const englishLoads = new Map<string, Promise<void>>();

let engine: I18next | undefined;
let engineLoad: Promise<I18next> | undefined;

// Change notifications for the React binding: a version bumped on every language change, and one per namespace
// bumped when that namespace arrives, so a namespace loading re-renders only the components that read it.
let version = 0;
const namespaceVersions = new Map<string, number>();
const listeners = new Set<() => void>();

function notify(namespaces?: readonly string[]): void {
  if (namespaces) for (const ns of namespaces) namespaceVersions.set(ns, (namespaceVersions.get(ns) ?? 0) + 1);
  else version += 1;
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever the texts of `namespace` may have changed (its own arrival or a language change). */
export function getVersion(namespace: string): string {
  return `${version}.${namespaceVersions.get(namespace) ?? 0}`;
}

function syncDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

function addEnglish(namespace: string, texts: Catalogue): void {
  english[namespace] ??= texts;
  if (engine && !engine.hasResourceBundle(SOURCE_LOCALE, namespace)) {
    engine.addResourceBundle(SOURCE_LOCALE, namespace, texts, true, false);
    // Declared, so a later language change loads this namespace's translation before switching.
    const declared = engine.options.ns;
    if (Array.isArray(declared) && !declared.includes(namespace)) engine.options.ns = [...declared, namespace];
  }
}

/** Loads i18next (once), starting in `lng`; it takes every English text gathered so far. */
function loadEngine(lng: Locale): Promise<I18next> {
  engineLoad ??= import('./engine')
    .then(({ createEngine }) => createEngine(lng, english))
    .then((instance) => {
      engine = instance;
      // Texts that arrived while i18next was starting.
      for (const [namespace, texts] of Object.entries(english)) addEnglish(namespace, texts);
      instance.on('languageChanged', (language) => {
        syncDocumentLanguage(language);
        notify();
      });
      // { language: { namespace: true } } of what just arrived.
      instance.on('loaded', (loaded: Record<string, Record<string, unknown>>) =>
        notify([...new Set(Object.values(loaded ?? {}).flatMap((byNamespace) => Object.keys(byNamespace ?? {})))]),
      );
      syncDocumentLanguage(instance.language);
      notify();
      return instance;
    })
    .catch((error: unknown) => {
      engineLoad = undefined; // a later call tries again (e.g. back online)
      throw error;
    });
  return engineLoad;
}

/** Starts i18next if it is not running yet (English (US) pages do without it; tests and tools may start it). */
export function loadI18next(): Promise<unknown> {
  return (engineLoad ?? loadEngine(SOURCE_LOCALE)).catch((error: unknown) => console.warn('Loading i18next failed', error));
}

/**
 * Starts i18n in the given locale; resolves once the shell's texts are available: at once for English (US), after
 * i18next and the locale's catalogues for any other. Safe to call more than once.
 */
export function initI18n(locale: string = SOURCE_LOCALE): Promise<unknown> {
  return changeLanguage(locale);
}

/** Switches language (unknown values fall back to English), loading i18next if needed; `<html lang>` follows. */
export async function changeLanguage(locale: string): Promise<unknown> {
  const lng: Locale = isSupportedLocale(locale) ? locale : SOURCE_LOCALE;
  if (!engine && !engineLoad && lng === SOURCE_LOCALE) {
    syncDocumentLanguage(lng);
    return undefined;
  }
  const instance = await loadEngine(lng);
  return instance.language === lng ? undefined : instance.changeLanguage(lng);
}

function loadEnglish(namespace: string): Promise<void> {
  let load = englishLoads.get(namespace);
  if (!load) {
    load = loadEnglishCatalogue(namespace)
      .then((texts) => addEnglish(namespace, texts))
      .catch((error: unknown) => console.warn('Loading translations failed', error))
      .finally(() => {
        settledEnglish.add(namespace);
        notify([namespace]);
      });
    englishLoads.set(namespace, load);
  }
  return load;
}

/** Loads namespaces ahead of rendering (route chunks call it so page code and texts arrive in parallel). */
export function loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
  const list = typeof namespaces === 'string' ? [namespaces] : [...namespaces];
  if (list.length === 0) return Promise.resolve();
  if (!engine) return Promise.all(list.filter((ns) => !settledEnglish.has(ns)).map(loadEnglish)).then(() => undefined);
  return engine.loadNamespaces(list).catch((error: unknown) => {
    console.warn('Loading translations failed', error);
  });
}

/** Whether `namespace` can be shown in the current language (loaded, or its load has ended). */
export function hasLoadedNamespace(namespace: string): boolean {
  return engine ? engine.hasLoadedNamespace(namespace) : settledEnglish.has(namespace);
}

/** English texts a feature bundles with its own code, so it renders without waiting; translations replace them. */
export function addBundledTexts(namespace: string, texts: Catalogue): void {
  if (!(namespace in english)) addEnglish(namespace, texts);
}

type Translate = (key: string, options?: TranslateOptions & { ns?: string }) => unknown;

/** A translate function for one namespace (another one per call with `{ ns }`), in the current language. */
export function fixedT(namespace: string): Translate {
  if (engine) return engine.getFixedT(null, namespace as 'common') as unknown as Translate;
  return (key, options) => translate(english[options?.ns ?? namespace], key, options, SOURCE_LOCALE);
}

/** The app's handle on i18n, the same whether or not i18next has loaded yet. */
export const i18n = {
  get language(): string {
    return engine?.language ?? SOURCE_LOCALE;
  },
  t: ((key: string, options?: TranslateOptions & { ns?: string }) => fixedT('common')(key, options)) as unknown as I18next['t'],
  hasResourceBundle(lng: string, namespace: string): boolean {
    return engine ? engine.hasResourceBundle(lng, namespace) : lng === SOURCE_LOCALE && namespace in english;
  },
  loadNamespaces,
  changeLanguage,
};

export type I18n = typeof i18n;

export const ALL_NAMESPACES = NAMESPACES;
