// The visitor's language, currency and time zone (locale feature), for showing prices and times.
import { detectLocale, type LocaleState } from '../../i18n/detect-locale';
import { useHydrated } from '../../lib/use-hydrated';
import { effectiveTimezone, useLocale } from '../locale';

export interface VisitorLocale {
  locale: string;
  currency: string;
  timezone: string;
}

/**
 * What a page prerendered in `locale` was rendered with: that language's own country and currency, and UTC (the
 * build knows no visitor). The build sets it (src/prerender/render.tsx), and a hydrating page uses it too, so its
 * prices and numbers match the HTML; the visitor's own currency and zone follow right after hydration.
 */
export function prerenderedLocale(locale: string): LocaleState {
  return detectLocale(() => ({ languages: [locale], timeZone: 'UTC' }));
}

/** `timezone` is read when used: the device's zone costs its first Intl lookup, which a price list never needs. */
export function useVisitorLocale(): VisitorLocale {
  const visitor = useLocale();
  // While hydrating, a page holds only the language it was prerendered in (src/main.tsx hydrates only then).
  const state = useHydrated() ? visitor : prerenderedLocale(visitor.locale);
  return {
    locale: state.locale,
    currency: state.currency,
    get timezone() {
      return effectiveTimezone(state);
    },
  };
}
