// 'Forgot password': a Headless UI dialog (focus trap, Escape, focus return) that sends the reset email.
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useTranslation } from '../../../i18n/react';
import { authActions } from '../actions';
import { useAuthAction } from '../use-auth-action';
import { Field } from './Field';
import { FormMessage } from './FormMessage';

export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const action = useAuthAction();
  const messageId = useId();

  const show = () => {
    setEmail(initialEmail);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(() => authActions.sendPasswordReset(email));
  };

  return (
    <>
      <button type="button" className="auth-link-button" onClick={show}>
        {t('forgot.open')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="auth-dialog">
        <div className="auth-dialog__backdrop" aria-hidden="true" />
        <div className="auth-dialog__frame">
          <DialogPanel className="auth-dialog__panel">
            <DialogTitle as="h2">{t('forgot.title')}</DialogTitle>
            <Description>{t('forgot.description')}</Description>
            <form className="auth-form" onSubmit={submit} noValidate aria-describedby={messageId}>
              <Field label={t('fields.email')} kind="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={!!action.error} describedBy={messageId} />
              <FormMessage id={messageId} error={action.error} message={action.message} />
              <div className="auth-dialog__actions">
                <button type="submit" className="button button--primary" disabled={action.pending} aria-busy={action.pending}>
                  {action.pending ? t('forgot.pending') : t('forgot.submit')}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
                  {t('forgot.close')}
                </button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
