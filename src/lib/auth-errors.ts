// The error catalogue of SPEC §8: backend auth texts turned into the messages users see. Pure.

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const FALLBACK_ERROR_MESSAGE = 'Authentication failed';
export const SIGN_UP_REGISTERED_MESSAGE =
  'This email is already registered. Try signing in or use "Forgot password".';

interface CatalogueRow {
  /** Substring of the backend message (compared case-insensitively). */
  text: string;
  /** GoTrue error codes that mean the same thing, for backends whose wording differs. */
  codes: string[];
  shown: string;
}

export const AUTH_ERROR_CATALOGUE: readonly CatalogueRow[] = [
  { text: 'Invalid login credentials', codes: ['invalid_credentials'], shown: 'Invalid email or password' },
  { text: 'Email not confirmed', codes: ['email_not_confirmed'], shown: 'Please verify your email first' },
  { text: 'User not found', codes: ['user_not_found'], shown: 'Account not found. Try signing up?' },
  // GoTrue words a malformed address 'Unable to validate email address: invalid format'; same meaning.
  {
    text: 'Invalid email',
    codes: ['email_address_invalid'],
    shown: 'Please enter a valid email address',
  },
  { text: 'Password should be at least', codes: ['weak_password'], shown: 'Password must be at least 6 characters' },
  {
    text: 'User already registered',
    codes: ['user_already_exists', 'email_exists'],
    shown: 'Account already exists. Try signing in?',
  },
  { text: 'Signup is disabled', codes: ['signup_disabled'], shown: 'New account creation is currently disabled' },
  {
    text: 'Email rate limit exceeded',
    codes: ['over_email_send_rate_limit'],
    shown: 'Too many attempts. Please try again later',
  },
];

const EMAIL_FORMAT_TEXT = 'unable to validate email address';

export interface AuthErrorLike {
  message?: string | null;
  code?: string | null;
}

/** The catalogue's message for a backend auth error, or null when no row matches. */
export function catalogueMessage(error: AuthErrorLike | null | undefined): string | null {
  const lower = (error?.message ?? '').toLowerCase();
  for (const row of AUTH_ERROR_CATALOGUE) {
    if (lower.includes(row.text.toLowerCase())) return row.shown;
  }
  if (lower.includes(EMAIL_FORMAT_TEXT)) return 'Please enter a valid email address';
  const code = error?.code ?? '';
  if (code) {
    for (const row of AUTH_ERROR_CATALOGUE) {
      if (row.codes.includes(code)) return row.shown;
    }
  }
  return null;
}

/** Maps a backend auth error to the text shown: a catalogue row, else the raw message, else 'Authentication failed'. */
export function authErrorMessage(error: AuthErrorLike | null | undefined): string {
  return catalogueMessage(error) ?? ((error?.message ?? '').trim() || FALLBACK_ERROR_MESSAGE);
}

/** Sign-up: any error mentioning 'registered' gets the dedicated hint towards signing in or resetting. */
export function signUpErrorMessage(error: AuthErrorLike | null | undefined): string {
  if ((error?.message ?? '').toLowerCase().includes('registered')) return SIGN_UP_REGISTERED_MESSAGE;
  return authErrorMessage(error);
}
