import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { authActions } from '../actions';
import { useAuthAction } from '../use-auth-action';
import { Field } from './Field';
import { FormMessage } from './FormMessage';

export function SignUpForm({ next, onSignedIn }: { next: string | null; onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAuthAction();
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() => authActions.signUp(email, password, fullName, next));
    if (result?.ok && result.signedIn) onSignedIn();
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-describedby={messageId}>
      <Field label={t('fields.fullName')} kind="name" name="fullName" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
      <Field label={t('fields.email')} kind="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={!!action.error} describedBy={messageId} />
      <Field label={t('fields.password')} kind="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} invalid={!!action.error} describedBy={messageId} />
      <p className="auth-hint">{t('passwordHint')}</p>
      <FormMessage id={messageId} error={action.error} message={action.message} />
      <button type="submit" className="button button--primary auth-submit" disabled={action.pending} aria-busy={action.pending}>
        {action.pending ? t('signUp.pending') : t('signUp.submit')}
      </button>
    </form>
  );
}
