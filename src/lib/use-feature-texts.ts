// Texts of a feature rendered in the shell (header buttons, panels, status): the English catalogue is bundled with
// the feature so nothing waits or suspends; other languages load lazily like every catalogue and replace it.
import { addBundledTexts } from '../i18n';
import { useTranslation } from '../i18n/react';

type FeatureNamespace = 'locale' | 'accessibility' | 'outbox';

export function useFeatureTexts<N extends FeatureNamespace>(namespace: N, english: object) {
  addBundledTexts(namespace, english as Record<string, unknown>);
  return useTranslation(namespace, { useSuspense: false });
}
