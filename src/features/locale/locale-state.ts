// Locale rules of SPEC §4, as pure functions: device detection, the local copy merged over it, then the signed-in
// user's saved row; single changes turn "use device settings" off, turning it on (or Reset) re-detects.
import {
  COUNTRY_CURRENCY,
  LANGUAGE_COUNTRY,
  LANGUAGES,
  isCountry,
  isCurrency,
  isLanguage,
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

/** The valid fields of a stored or received value; anything malformed is dropped, never trusted. */
export function sanitizeLocale(value: unknown): Partial<LocaleState> {
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const out: Partial<LocaleState> = {};
  if (isLanguage(v.locale)) out.locale = v.locale;
  if (isCountry(v.country)) out.country = v.country;
  if (isCurrency(v.currency)) out.currency = v.currency;
  if (typeof v.timezone === 'string' && v.timezone.length <= 64) out.timezone = v.timezone.trim();
  if (v.source === 'device' || v.source === 'default') out.source = v.source;
  if (typeof v.useDeviceLocale === 'boolean') out.useDeviceLocale = v.useDeviceLocale;
  return out;
}

/**
 * Merges saved settings over the detected ones. While "use device settings" is on the device wins (so a new
 * device language is followed); once off, the saved values are kept.
 */
export function mergeLocale(base: LocaleState, saved: Partial<LocaleState>, device: () => DeviceInfo = readDevice): LocaleState {
  // Spreading the detected state would read its time zone (see detectLocale): only when the saved values win.
  if (saved.useDeviceLocale ?? base.useDeviceLocale) return detectLocale(device);
  return { ...base, ...saved };
}

/** The columns selected from user_locale_preferences (SPEC §7). */
export interface LocaleRow {
  preferred_locale: string | null;
  preferred_currency: string | null;
  preferred_country: string | null;
  preferred_timezone: string | null;
  use_device_locale: boolean | null;
}

export function fromRow(row: LocaleRow): Partial<LocaleState> {
  return sanitizeLocale({
    locale: row.preferred_locale,
    currency: row.preferred_currency,
    country: row.preferred_country,
    timezone: row.preferred_timezone ?? '',
    useDeviceLocale: row.use_device_locale ?? undefined,
  });
}

export function toRow(userId: string, state: LocaleState) {
  return {
    user_id: userId,
    preferred_locale: state.locale,
    preferred_currency: state.currency,
    preferred_country: state.country,
    preferred_timezone: state.timezone || null,
    use_device_locale: state.useDeviceLocale,
  };
}

type Field = 'locale' | 'country' | 'currency' | 'timezone';

/** Changing any single setting turns "use device settings" off. */
export function changeField<K extends Field>(state: LocaleState, field: K, value: LocaleState[K]): LocaleState {
  return { ...state, [field]: value, useDeviceLocale: false };
}

/** Turning "use device settings" on re-detects everything; turning it off keeps the current values. */
export function setUseDevice(state: LocaleState, on: boolean, device: () => DeviceInfo = readDevice): LocaleState {
  return on ? { ...detectLocale(device), useDeviceLocale: true } : { ...state, useDeviceLocale: false };
}

/** 'Reset to device' does the same as turning use-device on. */
export function resetToDevice(device: () => DeviceInfo = readDevice): LocaleState {
  return { ...detectLocale(device), useDeviceLocale: true };
}

/** The zone dates are shown in: the chosen one, or the device's when left blank. */
export function effectiveTimezone(state: LocaleState): string {
  if (state.timezone) return state.timezone;
  try {
    return readDevice().timeZone;
  } catch {
    return FALLBACK_LOCALE.timezone;
  }
}
