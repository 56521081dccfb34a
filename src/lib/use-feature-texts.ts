// Texts of a feature rendered in the shell (header buttons, panels, status): the English catalogue is bundled with
// the feature so nothing waits or suspends; other languages load lazily like every catalogue and replace it.
import { useTranslation } from 'react-i18next';
import { i18n, SOURCE_LOCALE } from '../i18n';

type FeatureNamespace = 'locale' | 'accessibility' | 'outbox';

export function useFeatureTexts<N extends FeatureNamespace>(namespace: N, english: object) {
  if (i18n.isInitialized && !i18n.hasResourceBundle(SOURCE_LOCALE, namespace)) {
    i18n.addResourceBundle(SOURCE_LOCALE, namespace, english, true, false);
  }
  return useTranslation(namespace, { useSuspense: false });
}
