// Change the email address: GoTrue sends a confirmation link to the new address (and tells the current one); the
// change happens when the link is opened.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { appOrigin } from '../../lib/config';
import { emailError } from '../../lib/validation';
import { useAuthMessage } from '../../lib/auth-messages';
import { changeEmail } from './api';
import { FormMessage, KnownError, TextField, useRunner } from './ui';

export function EmailPanel({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const translate = useAuthMessage();
  const runner = useRunner(t('failed'));
  const messageId = useId();
  const [next, setNext] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void runner.run(async () => {
      const wanted = next.trim();
      const invalid = emailError(wanted);
      if (invalid) throw new KnownError(translate(invalid) ?? invalid);
      if (wanted.toLowerCase() === email.toLowerCase()) throw new KnownError(t('email.same'));
      await changeEmail(wanted, `${appOrigin()}/auth/callback`);
      setNext('');
      return t('email.sent', { email: wanted });
    });
  };

  return (
    <section className="dashboard-card account-panel" aria-labelledby="account-email">
      <h3 id="account-email">{t('email.title')}</h3>
      <p>{t('email.current', { email })}</p>
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField label={t('email.newEmail')} type="email" name="new-email" autoComplete="email" required value={next} onChange={(e) => setNext(e.target.value)} aria-describedby={messageId} />
        <div className="dashboard-actions">
          <button type="submit" className="button button--primary" disabled={runner.pending} aria-busy={runner.pending}>
            {runner.pending ? t('email.pending') : t('email.submit')}
          </button>
        </div>
      </form>
      <FormMessage id={messageId} error={runner.error} message={runner.message} />
    </section>
  );
}
