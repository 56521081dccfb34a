// Money on screen: amounts in the visitor's locale and currency (Intl.NumberFormat), converted with the
// admin-maintained exchange rates (table exchange_rates) and marked approximate, the original amount kept for one
// tap away; what is charged is always the original. An amount that cannot be converted (no rate, unknown
// currency) is shown in its own currency and labelled as such, never as NaN or blank. Pure: no React, no I/O.
import { numberFormat } from './intl-cache';

/** Amounts are integers in the currency's minor unit (cents; COP too, as stored in the database). */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** 1 unit of `base` = `rate` units of `quote` (a row of exchange_rates). */
export interface ExchangeRate {
  base: string;
  quote: string;
  rate: number;
  updatedAt?: string;
}

const MINOR_PER_UNIT = 100;
/** Written without cents (prices in pesos are). */
const ZERO_DECIMAL = new Set(['COP']);

function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

function usable(rate: number): boolean {
  return Number.isFinite(rate) && rate > 0;
}

/**
 * How many units of `to` one unit of `from` is worth: a direct rate, the inverse of one, or a cross rate through
 * a currency both are quoted against. Null when the rates do not connect the two.
 */
export function findRate(rates: readonly ExchangeRate[], from: string, to: string): number | null {
  if (from === to) return 1;
  const direct = new Map<string, number>();
  for (const r of rates) {
    if (!usable(r.rate) || !isCurrencyCode(r.base) || !isCurrencyCode(r.quote)) continue;
    direct.set(`${r.base}>${r.quote}`, r.rate);
    if (!direct.has(`${r.quote}>${r.base}`)) direct.set(`${r.quote}>${r.base}`, 1 / r.rate);
  }
  const one = direct.get(`${from}>${to}`);
  if (one !== undefined) return one;
  const pivots = new Set(rates.flatMap((r) => [r.base, r.quote]));
  for (const pivot of pivots) {
    const a = direct.get(`${from}>${pivot}`);
    const b = direct.get(`${pivot}>${to}`);
    if (a !== undefined && b !== undefined) return a * b;
  }
  return null;
}

/** `money` in `to`, rounded to whole minor units; null if it cannot be converted. */
export function convert(money: Money, to: string, rates: readonly ExchangeRate[]): Money | null {
  if (!Number.isFinite(money.amountMinor) || !isCurrencyCode(money.currency) || !isCurrencyCode(to)) return null;
  const rate = findRate(rates, money.currency, to);
  if (rate === null) return null;
  return { amountMinor: Math.round(money.amountMinor * rate), currency: to };
}

/** Formats `money` in `locale` (Intl.NumberFormat); whole units when `wholeUnits` (approximate amounts). */
export function formatMoney(money: Money, locale: string, { wholeUnits = false } = {}): string {
  const { currency } = money;
  const amount = Number.isFinite(money.amountMinor) ? money.amountMinor / MINOR_PER_UNIT : 0;
  const digits = wholeUnits || ZERO_DECIMAL.has(currency) ? 0 : 2;
  try {
    return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    try {
      return `${numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)} ${currency}`;
    } catch {
      return `${amount.toFixed(digits)} ${currency}`;
    }
  }
}

export type PriceKind =
  /** Already in the visitor's currency. */
  | 'exact'
  /** Converted with the exchange rates: approximate; `original` is what is charged. */
  | 'approximate'
  /** No rate to the visitor's currency: shown in its own currency, labelled. */
  | 'unconverted';

export interface PriceView {
  kind: PriceKind;
  /** What to show first. */
  text: string;
  /** The original amount, formatted in its own currency (what is charged). */
  original: string;
  /** The currency of `text`. */
  currency: string;
  originalCurrency: string;
}

/** What a price looks like for a visitor who reads `locale` and pays in `currency`. */
export function viewPrice(money: Money, currency: string, locale: string, rates: readonly ExchangeRate[]): PriceView {
  const original = formatMoney(money, locale);
  if (money.currency === currency) return { kind: 'exact', text: original, original, currency, originalCurrency: money.currency };
  const converted = convert(money, currency, rates);
  if (!converted) return { kind: 'unconverted', text: original, original, currency: money.currency, originalCurrency: money.currency };
  return {
    kind: 'approximate',
    text: formatMoney(converted, locale, { wholeUnits: true }),
    original,
    currency,
    originalCurrency: money.currency,
  };
}

/**
 * A maximum price typed by the visitor (in whole units of their currency) as minor units; null when it is not a
 * positive finite number. Accepts '45', '45.5', '45,5' and '80000'.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/[\s_]/g, '').replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned) * MINOR_PER_UNIT);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
