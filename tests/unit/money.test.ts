// Prices in the visitor's currency: exact, converted (approximate, original kept) or unconverted (own currency,
// labelled); never NaN, never blank.
import { describe, expect, it } from 'vitest';
import { convert, findRate, formatMoney, parseAmount, viewPrice, type ExchangeRate } from '../../src/lib/money';

const rates: ExchangeRate[] = [
  { base: 'USD', quote: 'COP', rate: 3950 },
  { base: 'USD', quote: 'EUR', rate: 0.93 },
  { base: 'USD', quote: 'GBP', rate: 0.79 },
  { base: 'EUR', quote: 'GBP', rate: 0.85 },
];
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('findRate', () => {
  it('uses a direct rate, its inverse, or a cross rate through a shared currency', () => {
    expect(findRate(rates, 'USD', 'USD')).toBe(1);
    expect(findRate(rates, 'USD', 'EUR')).toBe(0.93);
    expect(findRate(rates, 'EUR', 'USD')).toBeCloseTo(1 / 0.93, 10);
    expect(findRate(rates, 'EUR', 'GBP')).toBe(0.85); // the direct rate wins over the cross rate
    expect(findRate(rates, 'GBP', 'EUR')).toBeCloseTo(1 / 0.85, 10);
    expect(findRate(rates, 'EUR', 'COP')).toBeCloseTo(3950 / 0.93, 6);
  });
  it('is null when nothing connects the currencies, and ignores broken rows', () => {
    expect(findRate(rates, 'USD', 'JPY')).toBeNull();
    expect(findRate([], 'USD', 'EUR')).toBeNull();
    expect(findRate([{ base: 'USD', quote: 'EUR', rate: 0 }, { base: 'USD', quote: 'EUR', rate: Number.NaN }], 'USD', 'EUR')).toBeNull();
  });
});

describe('convert', () => {
  it('rounds to whole minor units', () => {
    expect(convert({ amountMinor: 4500, currency: 'USD' }, 'EUR', rates)).toEqual({ amountMinor: 4185, currency: 'EUR' });
    expect(convert({ amountMinor: 8_000_000, currency: 'COP' }, 'USD', rates)).toEqual({ amountMinor: 2025, currency: 'USD' });
  });
  it('is null for what cannot be converted', () => {
    expect(convert({ amountMinor: Number.NaN, currency: 'USD' }, 'EUR', rates)).toBeNull();
    expect(convert({ amountMinor: 100, currency: 'XYZ' }, 'EUR', rates)).toBeNull();
    expect(convert({ amountMinor: 100, currency: 'usd' }, 'EUR', rates)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats in the locale and currency; pesos without cents', () => {
    expect(nbsp(formatMoney({ amountMinor: 3500, currency: 'GBP' }, 'en-GB'))).toBe('£35.00');
    expect(nbsp(formatMoney({ amountMinor: 3000, currency: 'EUR' }, 'fr-FR'))).toBe('30,00 €');
    expect(nbsp(formatMoney({ amountMinor: 8_000_000, currency: 'COP' }, 'es-CO'))).toBe('$ 80.000');
    expect(nbsp(formatMoney({ amountMinor: 4185, currency: 'EUR' }, 'es-ES', { wholeUnits: true }))).toBe('42 €');
  });
  it('never prints NaN or nothing', () => {
    const text = formatMoney({ amountMinor: Number.NaN, currency: 'USD' }, 'en-US');
    expect(text).not.toMatch(/NaN/);
    expect(text.trim()).not.toBe('');
    expect(formatMoney({ amountMinor: 100, currency: 'NOT-A-CODE' }, 'en-US')).toBe('1.00 NOT-A-CODE');
  });
});

describe('viewPrice', () => {
  it('shows the amount as is in the same currency', () => {
    expect(viewPrice({ amountMinor: 4500, currency: 'USD' }, 'USD', 'en-US', rates)).toMatchObject({ kind: 'exact', text: '$45.00', original: '$45.00' });
  });
  it('converts to the visitor currency, approximate, keeping the original', () => {
    const view = viewPrice({ amountMinor: 4500, currency: 'USD' }, 'EUR', 'fr-FR', rates);
    expect(view.kind).toBe('approximate');
    expect(nbsp(view.text)).toBe('42 €');
    expect(nbsp(view.original)).toBe('45,00 $US');
    expect(view.currency).toBe('EUR');
  });
  it('keeps its own currency, labelled, when no rate exists', () => {
    const view = viewPrice({ amountMinor: 3500, currency: 'GBP' }, 'JPY', 'en-US', rates);
    expect(view).toMatchObject({ kind: 'unconverted', text: '£35.00', currency: 'GBP' });
    expect(viewPrice({ amountMinor: 3500, currency: 'GBP' }, 'EUR', 'en-US', []).kind).toBe('unconverted');
  });
});

describe('parseAmount', () => {
  it('reads whole or decimal amounts as minor units', () => {
    expect(parseAmount('45')).toBe(4500);
    expect(parseAmount(' 45,5 ')).toBe(4550);
    expect(parseAmount('80000')).toBe(8_000_000);
  });
  it('refuses what is not a positive amount', () => {
    for (const bad of ['', 'abc', '-5', '0', '1e9', '12.345', '9'.repeat(20), 'NaN', 'Infinity']) expect(parseAmount(bad)).toBeNull();
  });
});
