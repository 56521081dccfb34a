import { useEffect, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { authActions } from '../actions';
import { useAuthAction } from '../use-auth-action';
import { FormMessage } from './FormMessage';

export function GoogleButton({ next }: { next: string | null }) {
  const { t } = useTranslation('auth');
  const action = useAuthAction();
  const messageId = useId();
  const { reset } = action;
  // Coming back from the consent screen with the Back button restores this page as it was left: busy.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
  return (
    <div className="auth-google">
      <button
        type="button"
        className="button button--ghost auth-google__button"
        disabled={action.pending}
        aria-busy={action.pending}
        aria-describedby={messageId}
        onClick={() => void action.run(() => authActions.continueWithGoogle(next), { leavesPage: true })}
      >
        {action.pending ? t('google.pending') : t('google.submit')}
      </button>
      <FormMessage id={messageId} error={action.error} message={null} />
    </div>
  );
}
