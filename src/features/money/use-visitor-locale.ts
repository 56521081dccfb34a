// The visitor's language, currency and time zone (locale feature), for showing prices and times.
import { useAtomValue } from 'jotai';
import { effectiveTimezone, initLocale, localeAtom } from '../locale';

export interface VisitorLocale {
  locale: string;
  currency: string;
  timezone: string;
}

export function useVisitorLocale(): VisitorLocale {
  const state = useAtomValue(localeAtom) ?? initLocale();
  return { locale: state.locale, currency: state.currency, timezone: effectiveTimezone(state) };
}
