// The device's locale (SPEC §4), detected from the browser's languages: a rule of the app's languages, read by the
// boot (through the locale feature's device copy), the locale feature and the service worker (which page to serve),
// so it lives here, below the features.
import {
  COUNTRY_CURRENCY,
  LANGUAGE_COUNTRY,
  LANGUAGES,
  isCountry,
  type CountryCode,
  type CurrencyCode,
  type LanguageCode,
} from './locale-options';

export interface LocaleState {
  locale: LanguageCode;
  country: CountryCode;
  currency: CurrencyCode;
  /** IANA zone; '' means "use the device's time zone". */
  timezone: string;
  source: 'device' | 'default';
  useDeviceLocale: boolean;
}

export const DEFAULT_LOCALE = { locale: 'es-CO', country: 'CO', currency: 'COP' } as const;
export const FALLBACK_LOCALE: LocaleState = {
  locale: 'en-US',
  country: 'US',
  currency: 'USD',
  timezone: 'America/New_York',
  source: 'default',
  useDeviceLocale: true,
};

export interface DeviceInfo {
  languages: readonly string[];
  timeZone: string;
}

// The device's zone is looked up when first read, once per page: the first lookup loads ICU's date data (a long task
// on a phone), and pages that show no dates (the landing page) never need it.
let deviceZone: string | undefined;

export function readDevice(): DeviceInfo {
  return {
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
    get timeZone() {
      return (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
    },
  };
}

/** Device detection: the first browser language, exact match, else same language prefix, else es-CO / CO / COP. */
export function detectLocale(device: () => DeviceInfo = readDevice): LocaleState {
  try {
    const info = device();
    const first = info.languages[0];
    if (typeof first !== 'string') throw new Error('No browser language');
    const [lang = '', region = ''] = first.split('-');
    const exact = LANGUAGES.find((l) => l.value.toLowerCase() === first.toLowerCase())?.value;
    const prefix = LANGUAGES.find((l) => l.value.split('-')[0] === lang.toLowerCase())?.value;
    const matched = exact ?? prefix;
    const locale: LanguageCode = matched ?? DEFAULT_LOCALE.locale;
    const browserCountry = region.toUpperCase();
    const country: CountryCode = !matched ? DEFAULT_LOCALE.country : isCountry(browserCountry) ? browserCountry : LANGUAGE_COUNTRY[locale];
    const currency: CurrencyCode = COUNTRY_CURRENCY[country] ?? COUNTRY_CURRENCY[LANGUAGE_COUNTRY[locale]];
    const state = { locale, country, currency, source: 'device', useDeviceLocale: true } as LocaleState;
    // Read on first use (see readDevice); a zone that cannot be read is the fallback's.
    let zone: string | undefined;
    return Object.defineProperty(state, 'timezone', {
      enumerable: true,
      configurable: true,
      get: () => (zone ??= deviceZoneOr(info, FALLBACK_LOCALE.timezone)),
      set: (value: string) => void (zone = value),
    });
  } catch {
    return { ...FALLBACK_LOCALE };
  }
}

function deviceZoneOr(info: DeviceInfo, fallback: string): string {
  try {
    const zone = info.timeZone;
    return typeof zone === 'string' && zone ? zone : fallback;
  } catch {
    return fallback;
  }
}
