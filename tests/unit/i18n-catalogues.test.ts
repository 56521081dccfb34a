// Every translated catalogue against its English (US) source: complete translations have the same keys, the same
// {{placeholders}} and every plural form their language needs; English (UK) only overrides texts that differ and
// never the texts quoted from the product spec; Spanish (Spain) only holds what differs from Spanish (Colombia), its
// fallback, so a fix to a Spanish text is made once.
import { describe, expect, it } from 'vitest';
import { FALLBACKS, SOURCE_LOCALE, SUPPORTED_LOCALES } from '../../src/i18n/locales';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<{ default: Catalogue }>('../../src/i18n/locales/*/*.ts', { eager: true });

const catalogues = new Map<string, Map<string, Catalogue>>();
for (const [path, module] of Object.entries(files)) {
  const [, locale, namespace] = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
  if (!locale || !namespace) throw new Error(`Unexpected catalogue path ${path}`);
  if (!catalogues.has(locale)) catalogues.set(locale, new Map());
  catalogues.get(locale)!.set(namespace, module.default);
}

const source = catalogues.get(SOURCE_LOCALE) ?? new Map<string, Catalogue>();
const namespaces = [...source.keys()].sort();

/** Locales that translate every text (their regional sibling is a fallback, not a substitute). */
const COMPLETE_LOCALES = ['es-CO', 'fr-FR'] as const;
/** Regional variants that only hold what differs from their sibling (FALLBACKS puts the sibling first). */
const REGIONAL_VARIANTS = [['es-ES', 'es-CO']] as const;
/** Locales that only hold what differs from English (US). */
const OVERRIDE_LOCALES = ['en-GB'] as const;

// Texts quoted in the product spec: English locales must show them exactly as written, so en-GB must not override.
const SPEC_TEXTS = new Set([
  'Personalized online tutoring for every learner',
  'AI Tutor (Under Maintenance)',
  'Loading...',
  'Use device settings',
  'Leave blank to use device timezone.',
  'Reset to device',
  'Save',
  'Generating Your Lesson',
  'Something went wrong',
  'The page crashed while loading. This might be due to a JavaScript error or missing dependency.',
  'If this problem persists, please check the browser console for error details.',
  'Reload Page',
  'Go to Home',
  'Verifying access...',
  'Access Denied',
  "You don't have permission to access this page.",
  'Please enter a valid email address',
  'Password must be at least 6 characters',
  'Invalid email or password',
  'Please verify your email first',
  'Account not found. Try signing up?',
  'Account already exists. Try signing in?',
  'New account creation is currently disabled',
  'Too many attempts. Please try again later',
  'Authentication failed',
  'This email is already registered. Try signing in or use "Forgot password".',
  'An unexpected error occurred. Please try again.',
  'Failed loading locale',
  'English (US)',
  'English (UK)',
  'Español (Colombia)',
  'Español (España)',
  'Français (France)',
  'US Dollar',
  'Colombian Peso',
  'Euro',
  'Pound Sterling',
  'Home',
  'Mission',
  'Meet the Team',
  'Our Teaching',
  'Courses',
  'AI Tutor Models',
  'Pricing',
  'Contact',
  'Dashboard',
  'Sign In',
  'Book a Session',
]);

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;

/** Leaves as dotted paths ('sections.0.heading' for arrays); a leaf that is not a string is reported as such. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** Paths of every array in a catalogue: i18next returns arrays whole (returnObjects), never merged with a fallback. */
function arrayPaths(value: unknown, prefix = '', into: string[] = []): string[] {
  if (Array.isArray(value)) into.push(prefix);
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) arrayPaths(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

/**
 * The keys a locale must have for an English (US) catalogue, each with the English text whose placeholders it
 * must keep: plural keys are expanded to the plural categories of the locale (i18next picks the suffix with
 * Intl.PluralRules, so a missing '_many' in French or Spanish would show English for a million).
 */
function expectedKeys(english: Map<string, unknown>, locale: string): Map<string, unknown> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map<string, unknown>();
  for (const [key, text] of english) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (plural && english.has(`${plural[1]}_other`)) {
      for (const category of categories) {
        const own = english.get(`${plural[1]}_${category}`);
        expected.set(`${plural[1]}_${category}`, own ?? english.get(`${plural[1]}_other`));
      }
    } else {
      expected.set(key, text);
    }
  }
  return expected;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe('i18n catalogues', () => {
  it('has an English (US) source for every namespace and only supported locales', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home']));
    for (const locale of catalogues.keys()) expect(SUPPORTED_LOCALES as readonly string[]).toContain(locale);
    for (const [locale, byNamespace] of catalogues) {
      for (const namespace of byNamespace.keys()) {
        expect(source.has(namespace), `${locale}/${namespace} has no English (US) source`).toBe(true);
      }
    }
  });

  it('English (US) texts are all non-empty strings', () => {
    for (const namespace of namespaces) {
      for (const [key, text] of flatten(source.get(namespace))) {
        expect(typeof text, `en-US/${namespace}:${key}`).toBe('string');
        expect((text as string).trim(), `en-US/${namespace}:${key}`).not.toBe('');
      }
    }
  });

  describe.each(COMPLETE_LOCALES)('%s', (locale) => {
    it.each(namespaces)('translates %s completely', (namespace) => {
      const translation = catalogues.get(locale)?.get(namespace);
      expect(translation, `${locale}/${namespace}.ts is missing`).toBeDefined();
      const english = flatten(source.get(namespace));
      const expected = expectedKeys(english, locale);
      const actual = flatten(translation);

      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, text] of actual) {
        const where = `${locale}/${namespace}:${key}`;
        expect(typeof text, where).toBe('string');
        expect((text as string).trim(), where).not.toBe('');
        expect(placeholders(text), where).toEqual(placeholders(expected.get(key)));
        // A sentence left in English is a forgotten translation (short labels such as 'Summit' or 'FAQ' may match).
        if (wordCount(text as string) > 3) expect(text, `${where} is still in English`).not.toBe(english.get(key));
      }
    });
  });

  it('French texts keep a no-break space before : ; ? ! (a plain one would let the sign wrap alone)', () => {
    for (const [namespace, translation] of catalogues.get('fr-FR') ?? []) {
      for (const [key, text] of flatten(translation)) {
        expect(text, `fr-FR/${namespace}:${key}`).not.toMatch(/ [:;?!]/);
      }
    }
  });

  describe.each(OVERRIDE_LOCALES)('%s', (locale) => {
    const overridden = [...(catalogues.get(locale) ?? new Map<string, Catalogue>())];

    it('overrides only keys of English (US), with the same placeholders and no empty text', () => {
      for (const [namespace, translation] of overridden) {
        const english = flatten(source.get(namespace));
        const expected = expectedKeys(english, locale);
        for (const [key, text] of flatten(translation)) {
          const where = `${locale}/${namespace}:${key}`;
          expect(expected.has(key), `${where} is not an English (US) key`).toBe(true);
          expect(typeof text, where).toBe('string');
          expect((text as string).trim(), where).not.toBe('');
          expect(placeholders(text), where).toEqual(placeholders(expected.get(key)));
        }
      }
    });

    it('overrides only texts that differ, and gives arrays whole', () => {
      for (const [namespace, translation] of overridden) {
        const english = source.get(namespace);
        const englishFlat = flatten(english);
        const arrays = arrayPaths(translation);
        for (const path of arrays) {
          const own = [...flatten(translation).keys()].filter((key) => key.startsWith(`${path}.`)).sort();
          const all = [...englishFlat.keys()].filter((key) => key.startsWith(`${path}.`)).sort();
          expect(own, `${locale}/${namespace}:${path} must be complete (arrays do not fall back per item)`).toEqual(all);
          const differs = own.some((key) => flatten(translation).get(key) !== englishFlat.get(key));
          expect(differs, `${locale}/${namespace}:${path} is identical to English (US)`).toBe(true);
        }
        for (const [key, text] of flatten(translation)) {
          if (arrays.some((path) => key.startsWith(`${path}.`))) continue;
          expect(text, `${locale}/${namespace}:${key} repeats English (US)`).not.toBe(englishFlat.get(key));
        }
      }
    });

    it('leaves the texts quoted from the product spec to English (US)', () => {
      for (const [namespace, translation] of overridden) {
        const english = flatten(source.get(namespace));
        for (const [key, text] of flatten(translation)) {
          const original = english.get(key);
          if (typeof original === 'string' && SPEC_TEXTS.has(original)) {
            expect(text, `${locale}/${namespace}:${key} overrides a spec text`).toBe(original);
          }
          expect(SPEC_TEXTS.has(text as string) && text !== original, `${locale}/${namespace}:${key}`).toBe(false);
        }
      }
    });
  });

  describe.each(REGIONAL_VARIANTS)('%s over %s', (locale, sibling) => {
    const own = [...(catalogues.get(locale) ?? new Map<string, Catalogue>())];

    it('falls back to its sibling first', () => {
      expect(FALLBACKS[locale][0]).toBe(sibling);
    });

    it('holds only keys of its sibling, with the same placeholders and no empty text', () => {
      for (const [namespace, translation] of own) {
        const base = flatten(catalogues.get(sibling)?.get(namespace));
        for (const [key, text] of flatten(translation)) {
          const where = `${locale}/${namespace}:${key}`;
          expect(base.has(key), `${where} is not a ${sibling} key`).toBe(true);
          expect(typeof text, where).toBe('string');
          expect((text as string).trim(), where).not.toBe('');
          expect(placeholders(text), where).toEqual(placeholders(base.get(key)));
        }
      }
    });

    it(`never repeats a ${sibling} text word for word (arrays, which are given whole, must differ somewhere)`, () => {
      const repeats: string[] = [];
      for (const [namespace, translation] of own) {
        const base = catalogues.get(sibling)?.get(namespace);
        const baseFlat = flatten(base);
        const flat = flatten(translation);
        const arrays = arrayPaths(translation);
        for (const path of arrays) {
          const keys = [...flat.keys()].filter((key) => key.startsWith(`${path}.`)).sort();
          const all = [...baseFlat.keys()].filter((key) => key.startsWith(`${path}.`)).sort();
          expect(keys, `${locale}/${namespace}:${path} must be complete (arrays do not fall back per item)`).toEqual(all);
          if (keys.every((key) => flat.get(key) === baseFlat.get(key))) repeats.push(`${namespace}:${path}`);
        }
        for (const [key, text] of flat) {
          if (arrays.some((path) => key.startsWith(`${path}.`))) continue;
          if (text === baseFlat.get(key)) repeats.push(`${namespace}:${key}`);
        }
      }
      expect(repeats, `${locale} repeats ${sibling}: remove these keys, they fall back`).toEqual([]);
    });
  });
});
