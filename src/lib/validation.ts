// Form rules shared by every auth form (SPEC §5, §9). Pure: no DOM, no network.

export const MIN_PASSWORD_LENGTH = 6;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const SHORT_PASSWORD_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

// Non-space text, '@', non-space text, a dot, more non-space text.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The message to show for an email, or null when it is acceptable. */
export function emailError(email: string): string | null {
  return isValidEmail(email) ? null : INVALID_EMAIL_MESSAGE;
}

/** The message to show for a password, or null when it is long enough. */
export function passwordError(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : SHORT_PASSWORD_MESSAGE;
}

/** Sign-in (password and magic link) sends the email trimmed and lower-cased; sign-up sends it as typed. */
export function normaliseSignInEmail(email: string): string {
  return email.trim().toLowerCase();
}
