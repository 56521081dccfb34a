// Guards the founder routes: 'Verifying access...' while the auth feature decides (session, then the role read
// again for this navigation); a guest goes to /auth (and comes back after signing in); a signed-in user whose role
// is not founder or admin goes to '/' with a destructive 'Access Denied' toast, and the attempt is recorded.
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { reportDeniedAccess, signInPathFor, useAdminAccess } from '../../features/auth';
import { showToast } from '../../features/toasts';
import { useTranslation } from '../../i18n/react';

export function AdminGuard() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { access, user } = useAdminAccess(location.key);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (access !== 'denied' || !user) return;
    const attempt = `${user.id} ${location.key}`;
    if (reported.current === attempt) return;
    reported.current = attempt;
    showToast({ title: t('guard.deniedTitle'), description: t('guard.deniedDescription'), variant: 'destructive' });
    void reportDeniedAccess(user, location.pathname);
  }, [access, user, location.key, location.pathname, t]);

  switch (access) {
    case 'checking':
      return (
        <div className="page" role="status" aria-live="polite">
          <p>{t('guard.verifying')}</p>
        </div>
      );
    case 'sign-in':
      return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
    case 'denied':
      return <Navigate to="/" replace />;
    case 'granted':
      return <Outlet />;
  }
}
