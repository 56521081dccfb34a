// Learner profiles: how each learner prefers to learn.
import { useTranslation } from '../../i18n/react';

export default function LearnerProfilesPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('learnerProfiles.title')}</h1>
      <p className="page__lead">{t('learnerProfiles.intro')}</p>
    </article>
  );
}
