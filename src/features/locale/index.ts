// The locale feature's public surface.
export { initLocale, useLocale, localeAtom } from './locale-store';
export { effectiveTimezone, type LocaleState } from './locale-state';
export { LocaleButton } from './LocaleButton';
