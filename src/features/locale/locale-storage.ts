// The device copy of the locale (localStorage 'summit.locale.v1', SPEC §7). Corrupted JSON falls back to the
// detected settings and the key is repaired; storage being unavailable is never an error for the user.
import { detectLocale, readDevice, type DeviceInfo, type LocaleState } from '../../i18n/detect-locale';
import { mergeLocale, sanitizeLocale } from './locale-state';

export const LOCALE_STORAGE_KEY = 'summit.locale.v1';

export function readLocalLocale(device: () => DeviceInfo = readDevice): LocaleState {
  const base = detectLocale(device);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return base;
  }
  if (raw === null) return base;
  try {
    return mergeLocale(base, sanitizeLocale(JSON.parse(raw)), device);
  } catch {
    writeLocalLocale(base);
    return base;
  }
}

export function writeLocalLocale(state: LocaleState): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or full storage: the state still lives in memory for this page.
  }
}
