// /dashboard, for signed-in users only (the route is guarded): who is signed in — name, email, role — and sign-out.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { getSupabase } from '../../data/supabase';
import { fetchProfileName } from '../../data/auth-profile';
import { SignOutButton, useRoleInfo, useSession } from '../auth';
import { RejectedWrites } from '../outbox-status';
import './dashboard.css';

const ROLE_LABELS = { student: 'Student', founder: 'Founder', admin: 'Admin' } as const;

function useProfileName(userId: string | undefined): string | null {
  const [loaded, setLoaded] = useState<{ userId: string; name: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    if (!userId) return;
    void getSupabase()
      .then((client) => fetchProfileName(client, userId))
      .then((name) => live && setLoaded({ userId, name }));
    return () => {
      live = false;
    };
  }, [userId]);
  return loaded && loaded.userId === userId ? loaded.name : null;
}

export default function DashboardPage() {
  const { t } = useTranslation('pages');
  const { user } = useSession();
  const profileName = useProfileName(user?.id);
  const { roleInfo, loading: roleLoading } = useRoleInfo(user?.id);
  if (!user) return null;
  const name = profileName || user.fullName || 'Not set';

  return (
    <article className="page dashboard-page">
      <h1>{t('dashboard.title')}</h1>
      <p className="page__lead">{t('dashboard.intro')}</p>
      <section className="dashboard-card" aria-labelledby="dashboard-account">
        <h2 id="dashboard-account">Your account</h2>
        <dl className="dashboard-facts">
          <div>
            <dt>Name</dt>
            <dd data-testid="dashboard-name">{name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd data-testid="dashboard-email">{user.email ?? 'Not set'}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd data-testid="dashboard-role" aria-busy={roleLoading}>
              {roleLoading ? 'Loading...' : ROLE_LABELS[roleInfo.role]}
            </dd>
          </div>
        </dl>
        <div className="dashboard-actions">
          <Link to="/dashboard/availability" className="button button--ghost">
            Your availability
          </Link>
          {roleInfo.isAdmin && (
            <Link to="/founder-hub" className="button button--ghost">
              Founder Hub
            </Link>
          )}
          <SignOutButton className="button button--primary" />
        </div>
      </section>
      <RejectedWrites />
    </article>
  );
}
