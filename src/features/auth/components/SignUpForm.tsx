import { useId, useState, type FormEvent } from 'react';
import { authActions } from '../actions';
import { useAuthAction } from '../use-auth-action';
import { Field } from './Field';
import { FormMessage } from './FormMessage';

export function SignUpForm({ next, onSignedIn }: { next: string | null; onSignedIn: () => void }) {
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
      <Field label="Full name (optional)" kind="name" name="fullName" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
      <Field label="Email" kind="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={!!action.error} describedBy={messageId} />
      <Field label="Password" kind="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} invalid={!!action.error} describedBy={messageId} />
      <p className="auth-hint">At least 6 characters.</p>
      <FormMessage id={messageId} error={action.error} message={action.message} />
      <button type="submit" className="button button--primary auth-submit" disabled={action.pending} aria-busy={action.pending}>
        {action.pending ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
