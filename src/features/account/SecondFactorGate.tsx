// Around the founder routes (inside the admin guard): an admin whose session has not passed the second factor is
// asked for a code from their authenticator app or for one of their security keys / passkeys (a choice when both
// exist), or sent to set one up, before any founder page loads. The server
// refuses admin data to such a session anyway (has_admin_access() needs aal2); this makes the app say why.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import {
  secondFactorState,
  proveSecurityKey,
  verifyCode,
  WrongCodeError,
  FactorLockedError,
  KeyNotUsedError,
  KeyRefusedError,
  SignInAgainError,
  type SecondFactorState,
  type SecurityKey,
} from './api';
import { CodeField, FormMessage, KnownError, useRunner } from './ui';
import './account.css';

export default function SecondFactorGate() {
  return <SecondFactorStep passed={<Outlet />} />;
}

/**
 * The second step itself: asks for the code or a key (or links to setting one up) and shows `passed` once the
 * session is at aal2. `embedded`: inside a page's section (a heading of level 3, no page frame), as the student
 * directory asks for it.
 */
export function SecondFactorStep({ passed = null, embedded = false }: { passed?: ReactNode; embedded?: boolean }) {
  const { t } = useTranslation('account');
  const Heading = embedded ? 'h3' : 'h1';
  const Frame = embedded ? 'div' : 'article';
  const [state, setState] = useState<SecondFactorState | 'loading' | 'failed'>('loading');
  const [code, setCode] = useState('');
  const runner = useRunner(t('failed'));
  const messageId = useId();

  useEffect(() => {
    let live = true;
    void secondFactorState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'loading') return <p className={embedded ? undefined : 'page'} aria-busy="true">{t('loading')}</p>;
  if (state !== 'failed' && state.kind === 'aal2') return passed;

  const submit = (event: FormEvent, factorId: string) => {
    event.preventDefault();
    void runner.run(async () => {
      try {
        await verifyCode(factorId, code);
      } catch (error) {
        if (error instanceof WrongCodeError) throw new KnownError(t('wrongCode'));
        if (error instanceof FactorLockedError) throw new KnownError(t('factorLocked', { seconds: error.seconds }));
        if (error instanceof SignInAgainError) throw new KnownError(t('signInAgain'));
        throw error;
      }
      setState({ kind: 'aal2' });
    });
  };

  const withKey = (key: SecurityKey) =>
    void runner.run(async () => {
      try {
        await proveSecurityKey(key.id);
      } catch (error) {
        if (error instanceof KeyNotUsedError) throw new KnownError(t('keys.notUsed'));
        if (error instanceof KeyRefusedError) throw new KnownError(t('keys.refused'));
        if (error instanceof FactorLockedError) throw new KnownError(t('factorLocked', { seconds: error.seconds }));
        if (error instanceof SignInAgainError) throw new KnownError(t('signInAgain'));
        throw error;
      }
      setState({ kind: 'aal2' });
    });

  return (
    <Frame className={embedded ? 'account-gate account-gate--embedded' : 'page account-gate'}>
      {state !== 'failed' && state.kind === 'challenge' ? (
        <>
          <Heading>{t('gate.title')}</Heading>
          <p>{state.keys.length === 0 ? t('gate.intro') : state.factorId ? t('gate.introBoth') : t('gate.introKey')}</p>
          {state.keys.length > 0 && (
            <div className="account-gate__keys">
              {state.keys.map((key) => (
                <button key={key.id} type="button" className="button button--primary" onClick={() => withKey(key)} disabled={runner.pending} aria-describedby={messageId}>
                  {t('gate.useKey', { name: key.name })}
                </button>
              ))}
            </div>
          )}
          {state.factorId && (
            <form className="account-form" onSubmit={(e) => submit(e, state.factorId!)} noValidate aria-label={state.keys.length ? t('gate.codeFormLabel') : undefined}>
              <CodeField label={t('codeLabel')} hint={t('codeHint')} value={code} onChange={setCode} describedBy={messageId} invalid={!!runner.error} />
              <div className="dashboard-actions">
                <button type="submit" className="button button--primary" disabled={runner.pending} aria-busy={runner.pending}>
                  {runner.pending ? t('gate.pending') : t('gate.submit')}
                </button>
              </div>
            </form>
          )}
          <FormMessage id={messageId} error={runner.error} message={runner.message} />
        </>
      ) : state === 'failed' ? (
        <>
          <Heading>{t('gate.title')}</Heading>
          <p role="alert">{t('failed')}</p>
        </>
      ) : (
        <>
          <Heading>{t('gate.enrollTitle')}</Heading>
          <p>{t('gate.enrollIntro')}</p>
          <Link to="/dashboard#two-step" className="button button--primary">
            {t('gate.enrollLink')}
          </Link>
        </>
      )}
    </Frame>
  );
}
