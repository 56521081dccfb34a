// The few i18next rules the English (US) texts need before i18next itself has loaded: nested keys ('nav.home'),
// plural suffixes (_one, _other) picked by `count`, {{name}} interpolation, defaultValue and returnObjects. Pure, so
// it can be checked against i18next on the same catalogues.
export interface TranslateOptions {
  count?: number;
  defaultValue?: unknown;
  returnObjects?: boolean;
  [name: string]: unknown;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

function lookup(source: unknown, path: string): unknown {
  let node = source;
  for (const part of path.split('.')) {
    // Own keys only: a key taken from an address (`?subject=constructor`) must not reach Object's prototype.
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{ name }}` → the value (dots reach into objects); a value not given leaves the placeholder, as i18next does. */
function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (placeholder, name: string) => {
    const value = lookup(values, name);
    return value === undefined ? placeholder : String(value);
  });
}

export function translate(catalogue: unknown, key: string, options: TranslateOptions = {}, locale = 'en-US'): unknown {
  let value: unknown;
  if (typeof options.count === 'number') value = lookup(catalogue, `${key}_${pluralCategory(locale, options.count)}`);
  if (value === undefined) value = lookup(catalogue, key);
  if (value === undefined) value = options.defaultValue ?? key;
  if (typeof value === 'string') return interpolate(value, options);
  // Objects and arrays only when asked for; otherwise i18next's notice, so a wrong call shows the same either way.
  return options.returnObjects ? value : `key '${key} (${locale})' returned an object instead of string.`;
}
