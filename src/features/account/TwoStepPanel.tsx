// Two-step verification on the dashboard: set up a TOTP factor (QR code, and the setup key as text for screen
// readers and password managers), confirm it with a code, or turn it off (a code first, as GoTrue requires).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { removeFactor, startEnrollment, verifiedTotpFactor, verifyCode, WrongCodeError, FactorLockedError, SignInAgainError, type Enrollment } from './api';
import { CodeField, FormMessage, KnownError, useRunner } from './ui';

type Step = { kind: 'loading' } | { kind: 'failed' } | { kind: 'off' } | { kind: 'enrolling'; enrollment: Enrollment } | { kind: 'on'; factorId: string } | { kind: 'removing'; factorId: string };

export function TwoStepPanel() {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const runner = useRunner(t('failed'));
  const messageId = useId();

  // Whether a factor is on. Not known (offline, the backend down) is said as such: "off" would offer a setup that
  // then fails, to someone who may have it on.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void verifiedTotpFactor()
      .then((factorId) => live && setStep(factorId ? { kind: 'on', factorId } : { kind: 'off' }))
      .catch(() => live && setStep({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  const withCode = async (factorId: string) => {
    try {
      await verifyCode(factorId, code);
    } catch (error) {
      if (error instanceof WrongCodeError) throw new KnownError(t('wrongCode'));
      if (error instanceof FactorLockedError) throw new KnownError(t('factorLocked', { seconds: error.seconds }));
      if (error instanceof SignInAgainError) throw new KnownError(t('signInAgain'));
      throw error;
    }
  };

  const start = () =>
    runner.run(async () => {
      let enrollment: Enrollment;
      try {
        enrollment = await startEnrollment();
      } catch (error) {
        if (error instanceof SignInAgainError) throw new KnownError(t('signInAgain'));
        throw error;
      }
      setCode('');
      setStep({ kind: 'enrolling', enrollment });
    });

  const confirm = (event: FormEvent, factorId: string) => {
    event.preventDefault();
    void runner.run(async () => {
      await withCode(factorId);
      setCode('');
      setStep({ kind: 'on', factorId });
      return t('twoStep.enabled');
    });
  };

  const remove = (event: FormEvent, factorId: string) => {
    event.preventDefault();
    void runner.run(async () => {
      await withCode(factorId);
      await removeFactor(factorId);
      setCode('');
      setStep({ kind: 'off' });
      return t('twoStep.removed');
    });
  };

  const cancel = (next: Step) => {
    setCode('');
    runner.reset();
    setStep(next);
  };

  return (
    <section className="dashboard-card account-panel" aria-labelledby="account-two-step" id="two-step">
      <h3 id="account-two-step">{t('twoStep.title')}</h3>
      {step.kind === 'loading' && <p aria-busy="true">{t('twoStep.starting')}</p>}
      {step.kind === 'failed' && (
        <>
          <p role="alert" data-testid="two-step-failed">{t('twoStep.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => (setStep({ kind: 'loading' }), setAttempt((n) => n + 1))}>
            {t('twoStep.retry')}
          </button>
        </>
      )}
      {step.kind === 'off' && (
        <>
          <p>{t('twoStep.off')}</p>
          <button type="button" className="button button--primary" onClick={() => void start()} disabled={runner.pending} aria-busy={runner.pending}>
            {runner.pending ? t('twoStep.starting') : t('twoStep.start')}
          </button>
        </>
      )}
      {step.kind === 'enrolling' && (
        <form className="account-form" onSubmit={(e) => confirm(e, step.enrollment.factorId)} noValidate>
          <p>{t('twoStep.scan')}</p>
          <img className="account-qr" src={step.enrollment.qrCode} alt={t('twoStep.qrAlt')} width={200} height={200} />
          <div className="field">
            <span className="account-label" id={`${messageId}-secret`}>
              {t('twoStep.secretLabel')}
            </span>
            <code className="account-secret" aria-labelledby={`${messageId}-secret`} data-testid="totp-secret" tabIndex={0}>
              {step.enrollment.secret}
            </code>
          </div>
          <CodeField label={t('codeLabel')} hint={t('codeHint')} value={code} onChange={setCode} describedBy={messageId} invalid={!!runner.error} />
          <div className="dashboard-actions">
            <button type="submit" className="button button--primary" disabled={runner.pending} aria-busy={runner.pending}>
              {runner.pending ? t('twoStep.verifying') : t('twoStep.verify')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => cancel({ kind: 'off' })}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
      {step.kind === 'on' && (
        <>
          <p data-testid="two-step-on">{t('twoStep.on')}</p>
          <button type="button" className="button button--ghost" onClick={() => cancel({ kind: 'removing', factorId: step.factorId })}>
            {t('twoStep.remove')}
          </button>
        </>
      )}
      {step.kind === 'removing' && (
        <form className="account-form" onSubmit={(e) => remove(e, step.factorId)} noValidate>
          <p>{t('twoStep.removeIntro')}</p>
          <CodeField label={t('codeLabel')} hint={t('codeHint')} value={code} onChange={setCode} describedBy={messageId} invalid={!!runner.error} />
          <div className="dashboard-actions">
            <button type="submit" className="button button--primary" disabled={runner.pending} aria-busy={runner.pending}>
              {runner.pending ? t('twoStep.removing') : t('twoStep.confirmRemove')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => cancel({ kind: 'on', factorId: step.factorId })}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
      <FormMessage id={messageId} error={runner.error} message={runner.message} />
    </section>
  );
}
