// Security keys and passkeys on the dashboard, beside the authenticator app: the registered keys (each removable),
// and a form that registers a new one under a name — a passkey on this device or a separate security key.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  addSecurityKey,
  ConfirmFirstError,
  KeyNameTakenError,
  KeyNotUsedError,
  KeyRefusedError,
  removeSecurityKey,
  securityKeys,
  SignInAgainError,
  type KeyKind,
  type SecurityKey,
} from './api';
import { FormMessage, KnownError, TextField, useRunner } from './ui';

export function SecurityKeysPanel() {
  const { t } = useTranslation('account');
  const [keys, setKeys] = useState<SecurityKey[] | null>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<KeyKind>('platform');
  const runner = useRunner(t('failed'));
  const messageId = useId();
  const kindName = useId();

  const reload = useCallback(async () => setKeys(await securityKeys()), []);
  useEffect(() => {
    let live = true;
    void securityKeys()
      .then((found) => live && setKeys(found))
      .catch(() => live && setKeys([]));
    return () => {
      live = false;
    };
  }, []);

  /** The texts of the errors a key's ceremony can end in. */
  const explain = (error: unknown): never => {
    if (error instanceof KeyNotUsedError) throw new KnownError(t('keys.notUsed'));
    if (error instanceof KeyRefusedError) throw new KnownError(t('keys.refused'));
    if (error instanceof KeyNameTakenError) throw new KnownError(t('keys.nameTaken'));
    if (error instanceof ConfirmFirstError) throw new KnownError(t('keys.confirmFirst'));
    if (error instanceof SignInAgainError) throw new KnownError(t('signInAgain'));
    throw error;
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const chosen = name.trim();
    if (!chosen) {
      runner.fail(t('keys.nameNeeded'));
      return;
    }
    if (typeof window.PublicKeyCredential === 'undefined') {
      runner.fail(t('keys.unsupported'));
      return;
    }
    void runner.run(async () => {
      await addSecurityKey(chosen, kind).catch(explain);
      setName('');
      await reload();
      return t('keys.added', { name: chosen });
    });
  };

  const remove = (key: SecurityKey) =>
    void runner.run(async () => {
      await removeSecurityKey(key.id).catch(explain);
      await reload();
      return t('keys.removed', { name: key.name });
    });

  return (
    <section className="dashboard-card account-panel" aria-labelledby="account-keys" id="security-keys">
      <h3 id="account-keys">{t('keys.title')}</h3>
      <p>{t('keys.intro')}</p>
      {keys === null ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : keys.length === 0 ? (
        <p>{t('keys.none')}</p>
      ) : (
        <ul className="account-keys" aria-label={t('keys.listLabel')}>
          {keys.map((key) => (
            <li key={key.id}>
              <span>{key.name}</span>{' '}
              <button type="button" className="button button--ghost" onClick={() => remove(key)} disabled={runner.pending}>
                {t('keys.remove', { name: key.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="account-form" onSubmit={add} noValidate>
        <TextField
          label={t('keys.nameLabel')}
          hint={t('keys.nameHint')}
          name="key-name"
          autoComplete="off"
          maxLength={60}
          required
          value={name}
          aria-describedby={messageId}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset className="field">
          <legend>{t('keys.kindLegend')}</legend>
          {(['platform', 'cross-platform'] as const).map((value) => (
            <label key={value} className="account-choice">
              <input type="radio" name={kindName} value={value} checked={kind === value} onChange={() => setKind(value)} />{' '}
              {value === 'platform' ? t('keys.kindPasskey') : t('keys.kindKey')}
            </label>
          ))}
        </fieldset>
        <div className="dashboard-actions">
          <button type="submit" className="button button--primary" disabled={runner.pending} aria-busy={runner.pending}>
            {runner.pending ? t('keys.waiting') : t('keys.add')}
          </button>
        </div>
      </form>
      <FormMessage id={messageId} error={runner.error} message={runner.message} />
    </section>
  );
}
