// The name of a language in the reader's language ('fr' → 'French' / 'francés'): from the generated table for the
// common codes (no Intl data to load on the main thread), else Intl.DisplayNames, else the code itself.
import { displayNames } from './intl-cache';
import { LANGUAGE_NAMES } from './language-names.generated';

export function languageName(code: string, locale: string): string {
  const known = LANGUAGE_NAMES[locale]?.[code];
  if (known) return known;
  try {
    return displayNames(locale, { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
