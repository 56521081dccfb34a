// Locale rules of SPEC §4, as pure functions: the local copy merged over the device's detected locale
// (src/i18n/detect-locale.ts), then the signed-in user's saved row; single changes turn "use device settings" off,
// turning it on (or Reset) re-detects.
import { detectLocale, readDevice, FALLBACK_LOCALE, type DeviceInfo, type LocaleState } from '../../i18n/detect-locale';
import { isCountry, isCurrency, isLanguage } from '../../i18n/locale-options';

// The feature's state is the detected locale's shape.
export type { DeviceInfo, LocaleState } from '../../i18n/detect-locale';

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
