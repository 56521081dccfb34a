import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { authActions } from '../actions';
import { useAuthAction } from '../use-auth-action';
import { Field } from './Field';
import { FormMessage } from './FormMessage';

export function MagicLinkForm({ next }: { next: string | null }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const action = useAuthAction();
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(() => authActions.sendMagicLink(email, next));
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-describedby={messageId}>
      <p className="auth-hint">{t('magicLink.hint')}</p>
      <Field label={t('fields.email')} kind="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={!!action.error} describedBy={messageId} />
      <FormMessage id={messageId} error={action.error} message={action.message} />
      <button type="submit" className="button button--primary auth-submit" disabled={action.pending} aria-busy={action.pending}>
        {action.pending ? t('magicLink.pending') : t('magicLink.submit')}
      </button>
    </form>
  );
}
