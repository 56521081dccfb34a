// /auth/callback: where email confirmation, magic links and Google return. The client completes the sign-in from the
// URL; then the user goes on to the stored path (same-origin only) or the dashboard. Errors are shown, not hidden.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link, useNavigate } from 'react-router-dom';
import { getSupabase } from '../../../data/supabase';
import { takePostAuthPath } from '../auth-actions';
import { useAuthMessage } from '../../../lib/auth-messages';
import { NOTHING_TO_COMPLETE_MESSAGE } from '../../../lib/auth-texts';
import { pickAfterSignIn } from '../safe-redirect';
import { useSessionFromLink } from '../use-session-from-link';
import '../auth.css';

export default function AuthCallbackPage() {
  const { t } = useTranslation('pages');
  const { t: tAuth } = useTranslation('auth');
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const link = useSessionFromLink(NOTHING_TO_COMPLETE_MESSAGE, 'Completing the sign-in');
  const error = link.kind === 'failed' ? link.error : null;

  // Once: taking the stored path removes it, and a second run (StrictMode) would then send the user elsewhere.
  const moved = useRef(false);
  useEffect(() => {
    if (link.kind !== 'signed-in' || moved.current) return;
    moved.current = true;
    void (async () => {
      // A confirmation that cleared the passwords chosen before it (the address was signed up more than once, so a
      // stranger may have chosen one) signs the owner in and asks them to choose a password first.
      const { data } = await (await getSupabase()).auth.getSession();
      if (data.session?.user.app_metadata?.password_reset_required) {
        navigate('/reset-password', { replace: true });
        return;
      }
      navigate(pickAfterSignIn(takePostAuthPath()), { replace: true });
    })();
  }, [link.kind, navigate]);

  if (error) {
    return (
      <article className="page auth-page">
        <h1>{tAuth('callback.failedTitle')}</h1>
        <div className="auth-card">
          <p role="alert" className="auth-message auth-message--error" data-testid="auth-error">
            {translate(error)}
          </p>
          <p>
            <Link to="/auth" className="button button--primary">
              {tAuth('backToSignIn')}
            </Link>
          </p>
        </div>
      </article>
    );
  }

  return (
    <article className="page auth-page" aria-busy="true">
      <h1>{t('authCallback.title')}</h1>
      <p className="page__lead" role="status">
        {t('authCallback.intro')}
      </p>
    </article>
  );
}
