// Prices and dates in the learner's language, currency and time zone (Intl only; no library).
const ZERO_DECIMAL = new Set(['COP']); // shown without cents, as prices in pesos are written

/** Formats an amount given in minor units (cents) of `currency`. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(digits)} ${currency}`;
  }
}

/** Formats a date and time in `timezone` (an unknown zone falls back to the device's). */
export function formatDate(date: Date | string | number, locale: string, timezone?: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  const value = date instanceof Date ? date : new Date(date);
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone || undefined }).format(value);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(value);
  }
}
