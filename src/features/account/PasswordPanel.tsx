// Change password with GoTrue's reauthentication: a code sent by email (the nonce) goes with the new password, so a
// stolen session alone cannot change it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { passwordError } from '../../lib/validation';
import { useAuthMessage } from '../../lib/auth-messages';
import { PASSWORD_MISMATCH_MESSAGE } from '../../lib/auth-texts';
import { changePassword, sendReauthenticationCode } from './api';
import { CodeField, FormMessage, KnownError, TextField, useRunner } from './ui';

export function PasswordPanel({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const translate = useAuthMessage();
  const runner = useRunner(t('failed'));
  const messageId = useId();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const send = () =>
    runner.run(async () => {
      await sendReauthenticationCode();
      setCodeSent(true);
      return t('password.codeSent', { email });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void runner.run(async () => {
      const invalid = passwordError(password);
      if (invalid) throw new KnownError(translate(invalid) ?? invalid);
      if (password !== confirm) throw new KnownError(translate(PASSWORD_MISMATCH_MESSAGE) ?? PASSWORD_MISMATCH_MESSAGE);
      await changePassword(password, code);
      setCodeSent(false);
      setCode('');
      setPassword('');
      setConfirm('');
      return t('password.done');
    });
  };

  return (
    <section className="dashboard-card account-panel" aria-labelledby="account-password">
      <h3 id="account-password">{t('password.title')}</h3>
      <p>{t('password.intro')}</p>
      {!codeSent ? (
        <button type="button" className="button button--ghost" onClick={() => void send()} disabled={runner.pending} aria-busy={runner.pending}>
          {runner.pending ? t('password.sending') : t('password.sendCode')}
        </button>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          <CodeField label={t('emailCodeLabel')} value={code} onChange={setCode} name="nonce" />
          <TextField label={t('password.newPassword')} type="password" name="new-password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <TextField label={t('password.confirmPassword')} type="password" name="confirm-password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          <div className="dashboard-actions">
            <button type="submit" className="button button--primary" disabled={runner.pending} aria-busy={runner.pending}>
              {runner.pending ? t('password.pending') : t('password.submit')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => (setCodeSent(false), runner.reset())}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
      <FormMessage id={messageId} error={runner.error} message={runner.message} />
    </section>
  );
}
