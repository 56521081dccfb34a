// The languages Summit speaks (SPEC §3). English (US) is the source language: every other catalogue is a
// translation of the files in locales/en-US and may leave keys out, which then fall back (see FALLBACKS).
export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'es-CO', 'es-ES', 'fr-FR'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en-US';

/** Where a missing key is looked up next: regional variants borrow from their sibling, then English. */
export const FALLBACKS: Record<Locale | 'default', Locale[]> = {
  'en-US': [],
  'en-GB': ['en-US'],
  'es-CO': ['es-ES', 'en-US'],
  'es-ES': ['es-CO', 'en-US'],
  'fr-FR': ['en-US'],
  default: ['en-US'],
};

export const NAMESPACES = ['common', 'home', 'about', 'legal', 'faq', 'contact', 'pages', 'pwa', 'auth', 'dashboard', 'account', 'data', 'tutors', 'courses', 'pricing', 'booking', 'founder', 'practice', 'mathlab', 'adhd', 'aitutor', 'lesson', 'lessonafter', 'video', 'credits', 'messages'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
