// /messages/with/{tutorId}: "Message" on a tutor's profile or on a learner's booking leads here (signed in; a guest
// signs in and comes back). A learner who has not given an age bracket is asked once; then the pair's conversation is
// opened (made on first use, by the server's rules) and shown. /messages/with-learner/{learnerId}: a tutor's "Message"
// on a booking or past lesson; no age question (it is the learner's), the server checks the booking.
import { useEffect, useId, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../auth';
import { loadAgeBracket, openConversation, openConversationWithLearner, saveAgeBracket, type AgeBracket, type OpenOutcome } from './api';
import './messages.css';

type Step = { kind: 'loading' } | { kind: 'ask' } | { kind: 'done'; outcome: OpenOutcome } | { kind: 'offline' };

export default function StartConversationPage() {
  const { tutorId = '', learnerId } = useParams();
  const { t } = useTranslation('messages');
  const { user } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [bracket, setBracket] = useState<AgeBracket | null>(null);
  const name = useId();

  const open = () =>
    void (learnerId && user ? openConversationWithLearner(user.id, learnerId) : openConversation(tutorId)).then(
      (outcome) => setStep({ kind: 'done', outcome }),
      () => setStep({ kind: 'offline' }),
    );

  useEffect(() => {
    if (!user) return;
    if (!navigator.onLine) return setStep({ kind: 'offline' });
    if (learnerId) return open();
    void loadAgeBracket(user.id).then(
      (given) => (given ? open() : setStep({ kind: 'ask' })),
      () => setStep({ kind: 'offline' }),
    );
  }, [user?.id, tutorId, learnerId]);

  if (step.kind === 'done' && 'conversationId' in step.outcome) return <Navigate to={`/messages/${step.outcome.conversationId}`} replace />;
  return (
    <article className="page messages-page">
      <h1>{t(learnerId ? 'start.titleLearner' : 'start.title')}</h1>
      {step.kind === 'loading' && <p aria-busy="true">{t('start.opening')}</p>}
      {step.kind === 'offline' && <p role="alert">{t('start.offline')}</p>}
      {step.kind === 'done' && 'refused' in step.outcome && <p role="alert">{t(`start.${step.outcome.refused}`)}</p>}
      {step.kind === 'ask' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!bracket || !user) return;
            setStep({ kind: 'loading' });
            void saveAgeBracket(user.id, bracket).then(open, () => setStep({ kind: 'offline' }));
          }}
        >
          <fieldset aria-describedby={`${name}-hint`}>
            <legend>{t('start.ageQuestion')}</legend>
            <p id={`${name}-hint`}>{t('start.ageHint')}</p>
            {(
              [
                ['under_13', 'start.under13'],
                ['13_17', 'start.teen'],
                ['18_plus', 'start.adult'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} style={{ display: 'block' }}>
                <input type="radio" name={name} value={value} checked={bracket === value} onChange={() => setBracket(value)} /> {t(label)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={!bracket}>
            {t('start.continue')}
          </button>
        </form>
      )}
    </article>
  );
}
