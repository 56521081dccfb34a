// "Message" on a booking or a past lesson: a learner's way to the tutor's conversation, a tutor's to the learner's.
// The accessible name adds the other party's name, as lists hold many of these links.
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { messageLearnerPath, messageTutorPath } from './paths';

type Props = { name: string } & ({ tutorId: string; learnerId?: undefined } | { learnerId: string; tutorId?: undefined });

export default function MessageLink({ name, tutorId, learnerId }: Props) {
  const { t } = useTranslation('messages');
  const to = learnerId ? messageLearnerPath(learnerId) : messageTutorPath(tutorId!);
  return (
    <Link className="button button--ghost" to={to} aria-label={name ? t('messageName', { name }) : undefined}>
      {t('message')}
    </Link>
  );
}
