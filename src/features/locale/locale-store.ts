// The locale as app state (jotai, default store). It starts at its first use: the shell's language slot or the first
// page that reads it, whichever renders first (both are lazy chunks, so either can). Boot reads only the language of
// the first paint.
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

/** The locale, started from the device copy when this is its first use (nothing subscribes to it before then). */
export function useLocale(): LocaleState {
  return useAtomValue(localeAtom) ?? initLocale();
}
