// Small shared pieces of the account forms: a labelled field, a status / error line, a pending-state runner.
import { useCallback, useId, useState, type InputHTMLAttributes } from 'react';
import { authErrorMessage } from '../../lib/auth-errors';
import { useAuthMessage } from '../../lib/auth-messages';

export function TextField({ label, hint, id, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  const own = useId();
  const inputId = id ?? own;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={hintId} className="form__note">
          {hint}
        </p>
      )}
      <input id={inputId} aria-describedby={[hintId, input['aria-describedby']].filter(Boolean).join(' ') || undefined} {...input} />
    </div>
  );
}

/** A one-time code field: digits, the platform's one-time-code autofill, no spell checking. */
export function CodeField(props: { label: string; hint?: string; value: string; onChange: (value: string) => void; describedBy?: string; invalid?: boolean; name?: string }) {
  return (
    <TextField
      label={props.label}
      hint={props.hint}
      name={props.name ?? 'code'}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={10}
      spellCheck={false}
      required
      value={props.value}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** Status (polite) and error (alert) lines, always in the page so screen readers hear changes. */
export function FormMessage({ id, error, message }: { id: string; error: string | null; message: string | null }) {
  return (
    <div id={id}>
      <p role="alert" className="form__alert notice notice--error" data-testid="account-error" hidden={!error}>
        {error}
      </p>
      <p role="status" className="form__status notice notice--success" data-testid="account-success" hidden={!message}>
        {message}
      </p>
    </div>
  );
}

export interface Runner {
  pending: boolean;
  error: string | null;
  message: string | null;
  run: (task: () => Promise<string | null | void>) => Promise<boolean>;
  fail: (text: string) => void;
  reset: () => void;
}

/**
 * Runs one form action at a time: pending while it runs, its resolved text as the success message, a thrown auth
 * error as the catalogue's translated message (anything unexpected as the generic one).
 */
export function useRunner(fallback: string): Runner {
  const translate = useAuthMessage();
  const [state, setState] = useState<{ pending: boolean; error: string | null; message: string | null }>({ pending: false, error: null, message: null });
  const run = useCallback(
    async (task: () => Promise<string | null | void>) => {
      setState({ pending: true, error: null, message: null });
      try {
        const message = (await task()) ?? null;
        setState({ pending: false, error: null, message });
        return true;
      } catch (error) {
        const known = error && typeof error === 'object' && ('code' in error || 'status' in error);
        const text = known ? translate(authErrorMessage(error as { message?: string; code?: string; status?: number })) : null;
        setState({ pending: false, error: error instanceof KnownError ? error.message : (text ?? fallback), message: null });
        return false;
      }
    },
    [fallback, translate],
  );
  return {
    ...state,
    run,
    fail: (text) => setState({ pending: false, error: text, message: null }),
    reset: () => setState({ pending: false, error: null, message: null }),
  };
}

/** An error whose message is already the text to show. */
export class KnownError extends Error {}
