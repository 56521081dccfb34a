// i18next, the i18n engine: not loaded for English (US); before the first paint for every other language. It takes
// over from the bundled texts with everything they hold and loads the other catalogues through the lazy backend.
import i18next, { type i18n as I18next } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { loadCatalogue, type Catalogue } from './catalogues';
import { FALLBACKS, SOURCE_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';

export async function createEngine(lng: Locale, english: Record<string, Catalogue>): Promise<I18next> {
  const instance = i18next.createInstance();
  await instance.use(resourcesToBackend(loadCatalogue)).init({
    lng,
    supportedLngs: [...SUPPORTED_LOCALES],
    fallbackLng: FALLBACKS,
    // Every namespace already in use, so a language change brings all of them before the page switches.
    ns: Object.keys(english),
    defaultNS: 'common',
    fallbackNS: false,
    resources: { [SOURCE_LOCALE]: { ...english } },
    // The English texts above are given; every other catalogue comes through the backend.
    partialBundledLanguages: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  return instance;
}
