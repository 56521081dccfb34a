// Contact form: name, email, message. Validated on submit (errors announced and linked to their fields). The
// message goes through the outbox: offline it is kept on the device and sent when the connection is back. The
// form is cleared only once the message is sent or safely queued; a rejected message stays in the form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useHydrated } from '../../lib/use-hydrated';
import { LIMITS, hasErrors, validateContact, type ContactErrors, type ContactField, type ContactValues } from './contact-form';
import { submitContactMessage } from './submit';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'queued'; offline: boolean }
  | { kind: 'failed'; message: string };

const FIELDS: ContactField[] = ['name', 'email', 'message'];

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<ContactValues>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [trap, setTrap] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // The page is prerendered: until it has hydrated, sending is off (a plain form submission would put the message in
  // the address), and whatever was typed meanwhile is only in the fields, so it is taken into the state after.
  const hydrated = useHydrated();
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const typed = Object.fromEntries(
      FIELDS.map((field) => [field, (fields.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '']).filter(([, value]) => value !== ''),
    ) as Partial<ContactValues>;
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
  }, []);

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = FIELDS.find((field) => found[field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const outcome = await submitContactMessage(values, trap);
      if (outcome === 'rejected') {
        setStatus({ kind: 'failed', message: t('errors.rejected') });
        return;
      }
      if (outcome === 'queued' || outcome === 'queued-offline') setStatus({ kind: 'queued', offline: outcome === 'queued-offline' });
      else setStatus({ kind: 'sent' });
      setValues({ name: '', email: '', message: '' });
    } catch {
      // The device could not even keep the message (storage refused): it stays in the form.
      setStatus({ kind: 'failed', message: t('errors.notSaved') });
    }
  }

  const describedBy = (field: ContactField) => (errors[field] ? `contact-${field}-error` : undefined);
  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="field__error">
        {t(errors[field], { max: LIMITS[field] })}
      </p>
    ) : null;

  return (
    <article className="page page--narrow">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="page__lead">{t('intro')}</p>
      </header>
      <form ref={form} className="form" aria-label={t('form.label')} noValidate onSubmit={onSubmit}>
        <p className="form__note">{t('form.requiredNote')}</p>
        <div className="field">
          <label htmlFor="contact-name">{t('form.name')}</label>
          <input id="contact-name" name="name" type="text" autoComplete="name" required maxLength={LIMITS.name} value={values.name}
            aria-invalid={!!errors.name} aria-describedby={describedBy('name')} onChange={update('name')} />
          {fieldError('name')}
        </div>
        <div className="field">
          <label htmlFor="contact-email">{t('form.email')}</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required maxLength={LIMITS.email} value={values.email}
            aria-invalid={!!errors.email} aria-describedby={describedBy('email')} onChange={update('email')} />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor="contact-message">{t('form.message')}</label>
          <textarea id="contact-message" name="message" rows={6} required value={values.message}
            aria-invalid={!!errors.message} aria-describedby={[describedBy('message'), 'contact-message-count'].filter(Boolean).join(' ')}
            onChange={update('message')} />
          <p id="contact-message-count" className="field__hint">
            {t('form.count', { used: values.message.trim().length, max: LIMITS.message })}
          </p>
          {fieldError('message')}
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots that fill every field give themselves away. */}
        <div className="contact__trap" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={trap}
            onChange={(event) => setTrap(event.target.value)} />
        </div>
        <div role="status" aria-live="polite" className="form__status">
          {status.kind === 'sent' && <p className="notice notice--success">{t('success')}</p>}
          {status.kind === 'queued' && (
            <p className="notice notice--success" data-testid="contact-queued">
              {status.offline ? t('queuedOffline') : t('queuedUnreachable')}
            </p>
          )}
        </div>
        <div role="alert" className="form__alert">
          {status.kind === 'failed' && <p className="notice notice--error">{status.message}</p>}
        </div>
        <button type="submit" className="button button--primary" disabled={!hydrated || status.kind === 'sending'}>
          {status.kind === 'sending' ? t('form.sending') : t('form.submit')}
        </button>
      </form>
      <aside className="card contact__other" aria-labelledby="contact-other">
        <h2 id="contact-other" className="card__title">{t('other.heading')}</h2>
        <p>{t('other.email')}</p>
        <p>{t('other.hours')}</p>
      </aside>
    </article>
  );
}
