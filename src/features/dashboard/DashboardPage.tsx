// /dashboard, for signed-in users only (the route is guarded): who is signed in — name, email, role — and sign-out.
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { SignOutButton, useRole, useSession } from '../auth';
import { RejectedWrites } from '../outbox-status';
import { AccountSection } from '../account';
import { SavedCoursesSection } from '../courses';
import { MySessions, ProfileName } from '../booking';
import { PastLessons } from '../lesson';
import { PracticeProgress } from '../practice';
import { CreditsSection } from '../credits';
import { dashboardQueries } from './api';
import './dashboard.css';

function useProfileName(userId: string | undefined): string | null {
  return useQuery({ ...dashboardQueries.profileName(userId ?? 'none'), enabled: !!userId }).data ?? null;
}

export default withQueryProvider(DashboardPage);

function DashboardPage() {
  const { t } = useTranslation('pages');
  const { t: tDash } = useTranslation('dashboard');
  const { user } = useSession();
  const profileName = useProfileName(user?.id);
  const { role, isAdmin, loading: roleLoading } = useRole();
  if (!user) return null;
  const name = profileName || user.fullName || tDash('notSet');

  return (
    <article className="page dashboard-page">
      <h1>{t('dashboard.title')}</h1>
      <p className="page__lead">{t('dashboard.intro')}</p>
      <section className="dashboard-card" aria-labelledby="dashboard-account">
        <h2 id="dashboard-account">{tDash('account')}</h2>
        <dl className="dashboard-facts">
          <div>
            <dt>{tDash('name')}</dt>
            <dd data-testid="dashboard-name">{name}</dd>
          </div>
          <div>
            <dt>{tDash('email')}</dt>
            <dd data-testid="dashboard-email">{user.email ?? tDash('notSet')}</dd>
          </div>
          <div>
            <dt>{tDash('role')}</dt>
            <dd data-testid="dashboard-role" aria-busy={roleLoading}>
              {roleLoading ? tDash('loading') : tDash(`roles.${role}`)}
            </dd>
          </div>
        </dl>
        <div className="dashboard-actions">
          {role === 'tutor' && (
            <Link to="/tutor" className="button button--ghost">
              {tDash('roles.tutor')}
            </Link>
          )}
          <Link to="/dashboard/availability" className="button button--ghost">
            {tDash('availability')}
          </Link>
          {isAdmin && (
            <Link to="/founder-hub" className="button button--ghost">
              {tDash('founderHub')}
            </Link>
          )}
          <SignOutButton className="button button--primary" />
        </div>
      </section>
      <Suspense fallback={null}>
        <CreditsSection />
      </Suspense>
      <SavedCoursesSection />
      <MySessions />
      <Suspense fallback={null}>
        <PastLessons />
      </Suspense>
      <ProfileName current={profileName || user.fullName || ''} />
      <PracticeProgress />
      <RejectedWrites />
      <AccountSection />
    </article>
  );
}
