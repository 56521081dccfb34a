import { useId } from 'react';
import { authActions } from '../actions';
import { useAuthAction } from '../use-auth-action';
import { FormMessage } from './FormMessage';

export function GoogleButton({ next }: { next: string | null }) {
  const action = useAuthAction();
  const messageId = useId();
  // On success the browser leaves for the consent screen, so the button stays busy.
  return (
    <div className="auth-google">
      <button
        type="button"
        className="button button--ghost auth-google__button"
        disabled={action.pending}
        aria-busy={action.pending}
        aria-describedby={messageId}
        onClick={() => void action.run(() => authActions.continueWithGoogle(next))}
      >
        {action.pending ? 'Redirecting to Google...' : 'Continue with Google'}
      </button>
      <FormMessage id={messageId} error={action.error} message={null} />
    </div>
  );
}
