import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { authActions } from '../actions';
import { useAuthAction } from '../use-auth-action';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAuthAction();
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() => authActions.signIn(email, password));
    if (result?.ok) onSignedIn();
  };

  // The reset dialog sits outside the form: React events bubble through portals, so a nested form's submit would
  // also submit this one.
  return (
    <div className="auth-form">
      <form className="auth-form" onSubmit={submit} noValidate aria-describedby={messageId}>
        <Field label={t('fields.email')} kind="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={!!action.error} describedBy={messageId} />
        <Field label={t('fields.password')} kind="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} invalid={!!action.error} describedBy={messageId} />
        <FormMessage id={messageId} error={action.error} message={action.message} />
        <button type="submit" className="button button--primary auth-submit" disabled={action.pending} aria-busy={action.pending}>
          {action.pending ? t('signIn.pending') : t('signIn.submit')}
        </button>
      </form>
      <ForgotPasswordDialog initialEmail={email} />
    </div>
  );
}
