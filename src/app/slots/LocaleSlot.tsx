// Layout slot: language & region button and panel (locale feature). Fetched as the shell renders, off the critical
// path; the feature's state starts here (boot only read the language of the first paint).
import { lazySlot } from './lazy-slot';

export const LocaleSlot = lazySlot(
  () =>
    import('../../features/locale').then(({ initLocale, LocaleButton }) => {
      initLocale();
      return LocaleButton;
    }),
  'render',
);
