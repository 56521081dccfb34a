// Intl formatters, made once per locale and options for the life of the page. Creating one is costly (the first of
// a kind loads its locale data, and every later one still costs a fraction of a millisecond, per card of a list),
// using one is cheap. A constructor that throws (an unknown time zone or currency) throws here too, and is not kept.
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string | undefined, options: object | undefined, create: () => T): T {
  const key = `${kind}|${locale ?? ''}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter;
}

export function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('names', locale, options, () => new Intl.DisplayNames([locale], options));
}

export function relativeTimeFormat(locale: string | undefined, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** Whether Intl knows this IANA time zone (asked once per zone). */
const zones = new Map<string, boolean>();
export function isKnownTimeZone(timeZone: string): boolean {
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      dateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(timeZone, known);
  }
  return known;
}
