// Delete my account: the user proves it is them (password, or a code sent by email) in a dialog, then the server
// (delete_my_account()) erases every personal row; bookings stay for the tutor's records without the learner.
import { useId, useState, type FormEvent } from 'react';
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from '../../i18n/react';
import { signOut, useRole } from '../auth';
import { deleteMyAccount, sendDeletionCode } from './api';
import { CodeField, FormMessage, KnownError, TextField, useRunner } from './ui';

export function DeletePanel({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const runner = useRunner(t('failed'));
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  // A tutor's deletion also cancels their upcoming lessons: say so before, in the section and in the dialog.
  const tutorNote = useRole().role === 'tutor' ? t('remove.tutorNote') : null;

  const close = () => {
    if (runner.pending) return;
    setOpen(false);
    setPassword('');
    setCode('');
    runner.reset();
  };

  const switchMode = () => {
    setMode(mode === 'password' ? 'code' : 'password');
    runner.reset();
  };

  const sendCode = () =>
    runner.run(async () => {
      await sendDeletionCode(email);
      setCodeSent(true);
      return t('remove.codeSent', { email });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void runner.run(async () => {
      const deleted = await deleteMyAccount(email, mode === 'password' ? { password } : { code });
      if (!deleted) throw new KnownError(mode === 'password' ? t('remove.wrongPassword') : t('wrongCode'));
      // The session on this device belongs to an account that no longer exists: sign out (clears it) and go home.
      window.setTimeout(() => void signOut(), 1500);
      return t('remove.done');
    });
  };

  return (
    <section className="dashboard-card account-panel account-panel--danger" aria-labelledby="account-delete">
      <h3 id="account-delete">{t('remove.title')}</h3>
      <p>{t('remove.intro')}</p>
      {tutorNote && <p data-testid="delete-tutor-note">{tutorNote}</p>}
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {t('remove.open')}
      </button>
      <Dialog open={open} onClose={close} className="account-dialog">
        <div className="account-dialog__backdrop" aria-hidden="true" />
        <div className="account-dialog__frame">
          <DialogPanel className="account-dialog__panel">
            <DialogTitle as="h2">{t('remove.dialogTitle')}</DialogTitle>
            <Description>
              {t('remove.dialogIntro')}
              {tutorNote && ` ${tutorNote}`}
            </Description>
            <form className="account-form" onSubmit={submit} noValidate>
              {mode === 'password' ? (
                <TextField label={t('remove.password')} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={messageId} />
              ) : (
                <>
                  <button type="button" className="button button--ghost" onClick={() => void sendCode()} disabled={runner.pending}>
                    {runner.pending && !codeSent ? t('remove.sending') : t('remove.sendCode')}
                  </button>
                  {codeSent && <CodeField label={t('emailCodeLabel')} value={code} onChange={setCode} describedBy={messageId} />}
                </>
              )}
              <button type="button" className="account-link-button" onClick={switchMode}>
                {mode === 'password' ? t('remove.useCode') : t('remove.usePassword')}
              </button>
              <FormMessage id={messageId} error={runner.error} message={runner.message} />
              <div className="dashboard-actions">
                <button type="submit" className="button button--danger" disabled={runner.pending || (mode === 'code' && !codeSent)} aria-busy={runner.pending}>
                  {runner.pending ? t('remove.pending') : t('remove.confirm')}
                </button>
                <button type="button" className="button button--ghost" onClick={close}>
                  {t('remove.keep')}
                </button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </section>
  );
}
