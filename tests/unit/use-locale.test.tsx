// @vitest-environment jsdom
// The locale starts at its first use: a page chunk that renders before the shell's language slot has loaded (both
// are lazy) reads the saved locale instead of crashing the route.
import { render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { expect, it } from 'vitest';
import { localeAtom, useLocale } from '../../src/features/locale';
import { writeLocalLocale } from '../../src/features/locale/locale-storage';

function Price() {
  const { locale, currency } = useLocale();
  return <p>{`${locale} ${currency}`}</p>;
}

it('a page that reads the locale before anything started it gets the saved one', () => {
  writeLocalLocale({ locale: 'fr-FR', country: 'FR', currency: 'EUR', timezone: 'Europe/Paris', source: 'device', useDeviceLocale: false });
  expect(getDefaultStore().get(localeAtom)).toBeNull();
  render(<Price />);
  expect(screen.getByText('fr-FR EUR')).toBeTruthy();
  expect(getDefaultStore().get(localeAtom)?.locale).toBe('fr-FR');
});
