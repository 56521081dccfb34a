// /learner-profiles: the learner's own profile (goals, needs, accommodations), and for tutors the profiles of
// their learners (RLS: tutors see only learners with a booking with them).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { DataAge } from '../../lib/ui/DataAge';
import { signInPathFor, useRole, useSettledSession } from '../auth';
import { showToast } from '../toasts';
import { bookingQueries, invalidateLearnerDetails, saveLearnerProfile, type LearnerProfile } from './api';
import { LearnerProfileFacts, NEEDS } from './LearnerProfileFacts';
import { StudentDirectory } from './StudentDirectory';
import './booking.css';

function OwnProfile({ initial }: { initial: LearnerProfile }) {
  const { t } = useTranslation('booking');
  const [p, setP] = useState(initial);
  const client = useQueryClient();
  return (
    <form
      className="booking-form"
      onSubmit={(e) => {
        e.preventDefault();
        saveLearnerProfile(p)
          .then(() => {
            void invalidateLearnerDetails(client);
            showToast({ title: t('learner.saved') });
          })
          .catch(() => showToast({ title: t('errors.generic'), variant: 'destructive' }));
      }}
    >
      <label className="booking-field">
        <span>{t('learner.goals')}</span>
        <textarea rows={3} maxLength={2000} value={p.goals} onChange={(e) => setP({ ...p, goals: e.target.value })} />
      </label>
      <fieldset className="booking-field">
        <legend>{t('learner.needs')}</legend>
        {NEEDS.map((n) => (
          <label key={n}>
            <input
              type="checkbox"
              checked={p.needs.includes(n)}
              onChange={(e) => setP({ ...p, needs: e.target.checked ? [...p.needs, n] : p.needs.filter((x) => x !== n) })}
            />{' '}
            {t(`learner.needOptions.${n}`)}
          </label>
        ))}
      </fieldset>
      <label className="booking-field">
        <span>{t('learner.accommodations')}</span>
        <textarea rows={3} maxLength={2000} value={p.accommodations} onChange={(e) => setP({ ...p, accommodations: e.target.value })} />
      </label>
      <button type="submit" className="button button--primary">{t('learner.save')}</button>
    </form>
  );
}

export default withQueryProvider(LearnerProfilesPage);

function LearnerProfilesPage() {
  const { t } = useTranslation('booking');
  const { settled, user } = useSettledSession();
  const data = useQuery({ ...bookingQueries.learnerProfiles(user?.id ?? 'none'), enabled: !!user });
  const { isAdmin } = useRole();
  if (!settled) return <p aria-busy="true">{t('book.loading')}</p>;
  return (
    <article className="page booking-page">
      <h1>{t('learner.title')}</h1>
      {!user && (
        <p>
          {t('learner.signIn')} <Link to={signInPathFor('/learner-profiles')}>{t('learner.signInLink')}</Link>
        </p>
      )}
      {user && data.data !== undefined && (
        <Suspense fallback={null}>
          <DataAge updatedAt={data.dataUpdatedAt} refreshFailed={data.isError} />
        </Suspense>
      )}
      {user && data.data === undefined && !data.isError && <p aria-busy="true">{t('book.loading')}</p>}
      {user && data.data === undefined && data.isError && <p role="alert">{t('errors.loadFailed')}</p>}
      {user && data.data !== undefined && (
        <>
          {isAdmin && <StudentDirectory userId={user.id} />}
          <OwnProfile initial={data.data.own} />
          {data.data.isTutor && (
            <section aria-labelledby="your-learners">
              <h2 id="your-learners">{t('learner.yourLearners')}</h2>
              {data.data.learners.length === 0 && <p>{t('learner.noLearners')}</p>}
              <ul className="booking-list">
                {data.data.learners.map((l) => (
                  <li key={l.id} className="booking-item" data-testid="learner-profile">
                    <h3>{l.name}</h3>
                    {l.profile ? <LearnerProfileFacts profile={l.profile} /> : <p>{t('learner.none')}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </article>
  );
}
