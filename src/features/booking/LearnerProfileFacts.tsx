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

/** The needs and accommodations rows of a learner's facts (inside a <dl>): the profile's and the directory's. */
export function NeedsRows({ needs, accommodations }: { needs: readonly string[]; accommodations: string }) {
  const { t } = useTranslation('booking');
  const known = knownNeeds(needs);
  return (
    <>
      <div>
        <dt>{t('learner.needs')}</dt>
        <dd>{known.length ? known.map((n) => t(`learner.needOptions.${n}`)).join(', ') : '—'}</dd>
      </div>
      <div>
        <dt>{t('learner.accommodations')}</dt>
        <dd>{accommodations || '—'}</dd>
      </div>
    </>
  );
}

export function LearnerProfileFacts({ profile }: { profile: LearnerProfile }) {
  const { t } = useTranslation('booking');
  return (
    <dl className="booking-facts">
      <div>
        <dt>{t('learner.goals')}</dt>
        <dd>{profile.goals || '—'}</dd>
      </div>
      <NeedsRows needs={profile.needs} accommodations={profile.accommodations} />
    </dl>
  );
}
