// /reset-password: the recovery email's link signs the user in (the client completes it from the URL); they choose a
// new password (same rules as sign-up) and go on to the dashboard, signed in.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link, useNavigate } from 'react-router-dom';
import { getSupabase } from '../../../data/supabase';
import { authActions } from '../actions';
import { Field } from '../components/Field';
import { FormMessage } from '../components/FormMessage';
import { startSession } from '../session';
import { useAuthAction } from '../use-auth-action';
import { completeSessionFromUrlOnce } from '../url-session';
import '../auth.css';

const LINK_MISSING = 'Open the link from your password reset email to choose a new password, or ask for a new link.';

type Stage = { kind: 'checking' } | { kind: 'ready' } | { kind: 'invalid'; error: string };

export default function ResetPasswordPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [href] = useState(() => window.location.href);
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const action = useAuthAction();
  const messageId = useId();

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const client = await getSupabase();
        const result = await completeSessionFromUrlOnce(client, href);
        await startSession();
        if (!live) return;
        setStage(result.signedIn ? { kind: 'ready' } : { kind: 'invalid', error: result.error ?? LINK_MISSING });
      } catch (failure) {
        console.error('Opening the reset link failed', failure);
        if (live) setStage({ kind: 'invalid', error: 'An unexpected error occurred. Please try again.' });
      }
    })();
    return () => {
      live = false;
    };
  }, [href]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() => authActions.updatePassword(password, confirmation));
    if (result?.ok) navigate('/dashboard', { replace: true });
  };

  return (
    <article className="page auth-page">
      <h1>{t('resetPassword.title')}</h1>
      {stage.kind === 'checking' && (
        <p className="page__lead" role="status">
          Checking your reset link...
        </p>
      )}
      {stage.kind === 'invalid' && (
        <div className="auth-card">
          <p role="alert" className="auth-message auth-message--error" data-testid="auth-error">
            {stage.error}
          </p>
          <p>
            <Link to="/auth" className="button button--primary">
              Back to sign in
            </Link>
          </p>
        </div>
      )}
      {stage.kind === 'ready' && (
        <div className="auth-card">
          <p className="page__lead">{t('resetPassword.intro')}</p>
          <form className="auth-form" onSubmit={submit} noValidate aria-describedby={messageId}>
            <Field label="New password" kind="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} invalid={!!action.error} describedBy={messageId} />
            <Field label="Confirm new password" kind="password" name="confirmation" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} invalid={!!action.error} describedBy={messageId} />
            <p className="auth-hint">At least 6 characters.</p>
            <FormMessage id={messageId} error={action.error} message={action.message} />
            <button type="submit" className="button button--primary auth-submit" disabled={action.pending} aria-busy={action.pending}>
              {action.pending ? 'Saving...' : 'Set new password'}
            </button>
          </form>
        </div>
      )}
    </article>
  );
}
