// The formatters are made once per locale and options; one Intl refuses (unknown zone or currency) is not kept.
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, isKnownTimeZone, numberFormat } from '../../src/lib/intl-cache';
import { formatMoney } from '../../src/lib/money';

describe('Intl formatters, made once', () => {
  it('the same locale and options give the same formatter; other options another', () => {
    const euro = numberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'USD' })).not.toBe(euro);
    expect(euro.format(12.5)).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12.5));
    expect(dateTimeFormat('en-GB', { timeZone: 'Europe/London' })).toBe(dateTimeFormat('en-GB', { timeZone: 'Europe/London' }));
    expect(displayNames('es-CO', { type: 'language' }).of('fr')).toBe('francés');
  });

  it('what Intl refuses throws each time and is never kept', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('America/Bogota')).toBe(true);
    expect(formatMoney({ amountMinor: 1250, currency: 'XYZ1' }, 'en-US')).toBe('12.50 XYZ1');
  });
});
