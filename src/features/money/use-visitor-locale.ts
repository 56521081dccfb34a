// The visitor's language, currency and time zone (locale feature), for showing prices and times.
import { useAtomValue } from 'jotai';
import { effectiveTimezone, initLocale, localeAtom } from '../locale';

export interface VisitorLocale {
  locale: string;
  currency: string;
  timezone: string;
}

/** `timezone` is read when used: the device's zone costs its first Intl lookup, which a price list never needs. */
export function useVisitorLocale(): VisitorLocale {
  const state = useAtomValue(localeAtom) ?? initLocale();
  return {
    locale: state.locale,
    currency: state.currency,
    get timezone() {
      return effectiveTimezone(state);
    },
  };
}
