// The message area of an auth form. Always present, so screen readers announce what appears in it: errors
// assertively (role=alert), confirmations politely. Texts arrive in English and are shown in the user's language.
import { useAuthMessage } from '../../../lib/auth-messages';

export function FormMessage({ id, error, message }: { id: string; error: string | null; message: string | null }) {
  const translate = useAuthMessage();
  return (
    <div id={id} className="auth-message-area">
      <div role="alert" aria-live="assertive">
        {error && <p className="auth-message auth-message--error" data-testid="auth-error">{translate(error)}</p>}
      </div>
      <div role="status" aria-live="polite">
        {message && <p className="auth-message auth-message--success" data-testid="auth-success">{translate(message)}</p>}
      </div>
    </div>
  );
}
