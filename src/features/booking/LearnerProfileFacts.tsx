// A learner profile's facts: goals, needs, accommodations.
import type { LearnerProfile } from './api-learners';
import { useTranslation } from '../../i18n/react';

const NEEDS = ['adhd', 'dyslexia', 'dyscalculia', 'autism', 'anxiety'] as const;
export { NEEDS };

export function LearnerProfileFacts({ profile }: { profile: LearnerProfile }) {
  const { t } = useTranslation('booking');
  const needs = profile.needs.filter((n): n is (typeof NEEDS)[number] => (NEEDS as readonly string[]).includes(n));
  return (
    <dl className="booking-facts">
      <div>
        <dt>{t('learner.goals')}</dt>
        <dd>{profile.goals || '—'}</dd>
      </div>
      <div>
        <dt>{t('learner.needs')}</dt>
        <dd>{needs.length ? needs.map((n) => t(`learner.needOptions.${n}`)).join(', ') : '—'}</dd>
      </div>
      <div>
        <dt>{t('learner.accommodations')}</dt>
        <dd>{profile.accommodations || '—'}</dd>
      </div>
    </dl>
  );
}
