// 'Forgot password': a Headless UI dialog (focus trap, Escape, focus return) that sends the reset email.
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { authActions } from '../actions';
import { useAuthAction } from '../use-auth-action';
import { Field } from './Field';
import { FormMessage } from './FormMessage';

export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
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
        Forgot password?
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="auth-dialog">
        <div className="auth-dialog__backdrop" aria-hidden="true" />
        <div className="auth-dialog__frame">
          <DialogPanel className="auth-dialog__panel">
            <DialogTitle as="h2">Reset your password</DialogTitle>
            <Description>Enter your account's email and we will send you a link to choose a new password.</Description>
            <form className="auth-form" onSubmit={submit} noValidate aria-describedby={messageId}>
              <Field label="Email" kind="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={!!action.error} describedBy={messageId} />
              <FormMessage id={messageId} error={action.error} message={action.message} />
              <div className="auth-dialog__actions">
                <button type="submit" className="button button--primary" disabled={action.pending} aria-busy={action.pending}>
                  {action.pending ? 'Sending...' : 'Send reset link'}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
                  Close
                </button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
