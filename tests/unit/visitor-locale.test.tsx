// @vitest-environment jsdom
// The visitor's locale for prices and times: the time zone is read only by what shows a time, so a price list never
// pays the device zone's first Intl lookup.
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { localeAtom, type LocaleState } from '../../src/features/locale';
import { useVisitorLocale } from '../../src/features/money';

function withLocale(timezone: () => string) {
  let reads = 0;
  const state = {
    locale: 'fr-FR',
    country: 'FR',
    currency: 'EUR',
    get timezone() {
      reads++;
      return timezone();
    },
    source: 'device',
    useDeviceLocale: true,
  } as LocaleState;
  const store = createStore();
  store.set(localeAtom, state);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { wrapper, reads: () => reads };
}

describe('useVisitorLocale', () => {
  it('gives language and currency without reading the time zone', () => {
    const { wrapper, reads } = withLocale(() => 'Europe/Paris');
    const { result } = renderHook(
      () => {
        const { locale, currency } = useVisitorLocale();
        return `${locale} ${currency}`;
      },
      { wrapper },
    );
    expect(result.current).toBe('fr-FR EUR');
    expect(reads()).toBe(0);
  });

  it('reads the zone when asked: the chosen one, else the device', () => {
    const chosen = withLocale(() => 'America/Bogota');
    expect(renderHook(() => useVisitorLocale().timezone, { wrapper: chosen.wrapper }).result.current).toBe('America/Bogota');
    expect(chosen.reads()).toBeGreaterThan(0);
    const device = withLocale(() => '');
    expect(renderHook(() => useVisitorLocale().timezone, { wrapper: device.wrapper }).result.current).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
