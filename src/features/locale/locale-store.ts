// The locale as app state (jotai, default store). initLocale() runs at boot, before the first render, so the first
// paint is already in the right language; useLocale() throws if it did not (a developer error, SPEC §8).
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { changeLanguage } from '../../i18n';
import { readLocalLocale, writeLocalLocale } from './locale-storage';
import type { LocaleState } from './locale-state';

export const localeAtom = atom<LocaleState | null>(null);
/** Last failure loading the account's locale: kept for diagnosis, never shown (SPEC §8). */
export const localeErrorAtom = atom<string | null>(null);

export function initLocale(): LocaleState {
  const store = getDefaultStore();
  const existing = store.get(localeAtom);
  if (existing) return existing;
  const state = readLocalLocale();
  store.set(localeAtom, state);
  return state;
}

/** Makes `next` the locale: app state, the device copy, and the UI language (and so `<html lang>`). */
export function applyLocale(next: LocaleState): void {
  const store = getDefaultStore();
  const previous = store.get(localeAtom);
  store.set(localeAtom, next);
  writeLocalLocale(next);
  if (previous?.locale !== next.locale) void changeLanguage(next.locale);
}

export function setLocaleError(message: string | null): void {
  getDefaultStore().set(localeErrorAtom, message);
}

export function useLocale(): LocaleState {
  const state = useAtomValue(localeAtom);
  if (!state) throw new Error('useLocale: the locale is not initialised. Call initLocale() before rendering the app.');
  return state;
}
