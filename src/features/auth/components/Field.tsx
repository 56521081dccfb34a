// A labelled text input. Email fields are plain text with an email keyboard: the app, not the browser, trims and
// validates addresses (SPEC §5), so what the user typed reaches the validation rules unchanged.
import { useId, type InputHTMLAttributes } from 'react';

type FieldProps = {
  label: string;
  kind: 'email' | 'password' | 'name';
  invalid?: boolean;
  describedBy?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export function Field({ label, kind, invalid, describedBy, ...input }: FieldProps) {
  const id = useId();
  const typeProps =
    kind === 'email'
      ? { type: 'text', inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false }
      : kind === 'password'
        ? { type: 'password' }
        : { type: 'text' };
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...typeProps} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
    </div>
  );
}
