// Guards the founder routes: 'Verifying access...' while the session is read; a guest goes to /auth (and comes back
// after signing in); a signed-in user who is not on the allow-list goes to '/' with a destructive 'Access Denied'
// toast, and the attempt is recorded in security_alerts (failures there are logged, never shown).
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getSupabase } from '../../data/supabase';
import { recordSecurityAlert } from '../../data/auth-security-alerts';
import { signInPathFor, useSettledSession } from '../../features/auth';
import { showToast } from '../../features/toasts';
import { useTranslation } from '../../i18n/react';
import { adminAccess } from './admin-access';

export function AdminGuard() {
  const { t } = useTranslation('auth');
  const { settled, user } = useSettledSession();
  const location = useLocation();
  const access = adminAccess(settled, user);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (access !== 'denied' || !user) return;
    const attempt = `${user.id} ${location.key}`;
    if (reported.current === attempt) return;
    reported.current = attempt;
    showToast({ title: t('guard.deniedTitle'), description: t('guard.deniedDescription'), variant: 'destructive' });
    const context = `admin route ${location.pathname}`;
    void getSupabase()
      .then((client) =>
        recordSecurityAlert(client, {
          email: user.email,
          context,
          userAgent: navigator.userAgent,
          occurredAt: new Date(),
        }),
      )
      .catch((error) => console.warn('Could not record the security alert', error));
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
