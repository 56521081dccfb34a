// /reset-password: the recovery email's link signs the user in (the client completes it from the URL); they choose a
// new password (same rules as sign-up) and go on to the dashboard, signed in.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link, useNavigate } from 'react-router-dom';
import { authActions } from '../actions';
import { useAuthMessage } from '../../../lib/auth-messages';
import { Field } from '../components/Field';
import { FormMessage } from '../components/FormMessage';
import { useAuthAction } from '../use-auth-action';
import { LINK_MISSING_MESSAGE } from '../../../lib/auth-texts';
import { useSessionFromLink } from '../use-session-from-link';
import '../auth.css';

export default function ResetPasswordPage() {
  const { t } = useTranslation('pages');
  const { t: tAuth } = useTranslation('auth');
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const stage = useSessionFromLink(LINK_MISSING_MESSAGE, 'Opening the reset link');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const action = useAuthAction();
  const messageId = useId();

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
          {tAuth('reset.checking')}
        </p>
      )}
      {stage.kind === 'failed' && (
        <div className="auth-card">
          <p role="alert" className="auth-message auth-message--error" data-testid="auth-error">
            {translate(stage.error)}
          </p>
          <p>
            <Link to="/auth" className="button button--primary">
              {tAuth('backToSignIn')}
            </Link>
          </p>
        </div>
      )}
      {stage.kind === 'signed-in' && (
        <div className="auth-card">
          <p className="page__lead">{t('resetPassword.intro')}</p>
          <form className="auth-form" onSubmit={submit} noValidate aria-describedby={messageId}>
            <Field label={tAuth('fields.newPassword')} kind="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} invalid={!!action.error} describedBy={messageId} />
            <Field label={tAuth('fields.confirmPassword')} kind="password" name="confirmation" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} invalid={!!action.error} describedBy={messageId} />
            <p className="auth-hint">{tAuth('passwordHint')}</p>
            <FormMessage id={messageId} error={action.error} message={action.message} />
            <button type="submit" className="button button--primary auth-submit" disabled={action.pending} aria-busy={action.pending}>
              {action.pending ? tAuth('reset.pending') : tAuth('reset.submit')}
            </button>
          </form>
        </div>
      )}
    </article>
  );
}
