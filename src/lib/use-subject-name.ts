// A subject slug as its name in the visitor's language (the shared `data` namespace; the slug, made readable, for a
// subject without a text). Used wherever a subject is named: the directory, a tutor's profile, booking, dashboards.
import { useTranslation } from '../i18n/react';

export function useSubjectName(): (slug: string) => string {
  const { t } = useTranslation('data');
  return (slug) => t(`subjects.${slug}` as 'subjects.mathematics', { defaultValue: slug.replace(/-/g, ' ') });
}
