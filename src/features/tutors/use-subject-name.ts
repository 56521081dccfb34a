// A subject slug as its name in the visitor's language (the slug, made readable, for a subject without a text).
import { useTranslation } from '../../i18n/react';

export function useSubjectName(): (slug: string) => string {
  const { t } = useTranslation('tutors');
  return (slug) => t(`subjects.${slug}` as 'subjects.mathematics', { defaultValue: slug.replace(/-/g, ' ') });
}
