// The choices of the Language & Region panel (SPEC §3) and the country → currency map (SPEC §9).
export const LANGUAGES = [
  { value: 'en-US', label: 'English (US)' },
  { value: 'en-GB', label: 'English (UK)' },
  { value: 'es-CO', label: 'Español (Colombia)' },
  { value: 'es-ES', label: 'Español (España)' },
  { value: 'fr-FR', label: 'Français (France)' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['value'];

export const COUNTRIES = ['US', 'GB', 'CO', 'ES', 'FR'] as const;
export type CountryCode = (typeof COUNTRIES)[number];

export const CURRENCIES = [
  { value: 'USD', name: 'US Dollar', symbol: '$' },
  { value: 'COP', name: 'Colombian Peso', symbol: '$' },
  { value: 'EUR', name: 'Euro', symbol: '€' },
  { value: 'GBP', name: 'Pound Sterling', symbol: '£' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['value'];

export const COUNTRY_CURRENCY: Record<CountryCode, CurrencyCode> = { US: 'USD', GB: 'GBP', CO: 'COP', ES: 'EUR', FR: 'EUR' };

/** Each language's own country, used when the browser names no supported region. */
export const LANGUAGE_COUNTRY: Record<LanguageCode, CountryCode> = {
  'en-US': 'US',
  'en-GB': 'GB',
  'es-CO': 'CO',
  'es-ES': 'ES',
  'fr-FR': 'FR',
};

export const isLanguage = (v: unknown): v is LanguageCode => LANGUAGES.some((l) => l.value === v);
export const isCountry = (v: unknown): v is CountryCode => (COUNTRIES as readonly unknown[]).includes(v);
export const isCurrency = (v: unknown): v is CurrencyCode => CURRENCIES.some((c) => c.value === v);

export function currencyLabel(code: CurrencyCode): string {
  const c = CURRENCIES.find((x) => x.value === code)!;
  return `${c.value} ${c.name} ${c.symbol}`;
}
