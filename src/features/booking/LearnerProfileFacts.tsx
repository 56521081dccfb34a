// A learner profile's facts: goals, needs, accommodations.
import type { LearnerProfile } from './api-learners';
import { useTranslation } from '../../i18n/react';

const NEEDS = ['adhd', 'dyslexia', 'dyscalculia', 'autism', 'anxiety'] as const;
export { NEEDS };
type Need = (typeof NEEDS)[number];

/** The needs the app has words for; anything else stored in the profile is left out rather than shown raw. */
export function knownNeeds(needs: readonly string[]): Need[] {
  return needs.filter((n): n is Need => (NEEDS as readonly string[]).includes(n));
}

export function LearnerProfileFacts({ profile }: { profile: LearnerProfile }) {
  const { t } = useTranslation('booking');
  const needs = knownNeeds(profile.needs);
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
