// /auth/callback: where email confirmation, magic links and Google return. The client completes the sign-in from the
// URL; then the user goes on to the stored path (same-origin only) or the dashboard. Errors are shown, not hidden.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link, useNavigate } from 'react-router-dom';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/auth-errors';
import { getSupabase } from '../../../data/supabase';
import { takePostAuthPath } from '../auth-actions';
import { useAuthMessage } from '../auth-messages';
import { NOTHING_TO_COMPLETE_MESSAGE } from '../link-messages';
import { pickAfterSignIn } from '../safe-redirect';
import { startSession } from '../session';
import { completeSessionFromUrlOnce } from '../url-session';
import '../auth.css';

export default function AuthCallbackPage() {
  const { t } = useTranslation('pages');
  const { t: tAuth } = useTranslation('auth');
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const [href] = useState(() => window.location.href);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const client = await getSupabase();
        const result = await completeSessionFromUrlOnce(client, href);
        await startSession();
        if (!live) return;
        if (result.signedIn) navigate(pickAfterSignIn(takePostAuthPath()), { replace: true });
        else setError(result.error ?? NOTHING_TO_COMPLETE_MESSAGE);
      } catch (failure) {
        console.error('Completing the sign-in failed', failure);
        if (live) setError(UNEXPECTED_ERROR_MESSAGE);
      }
    })();
    return () => {
      live = false;
    };
  }, [href, navigate]);

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
