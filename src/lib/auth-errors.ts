// The error catalogue of SPEC §8: backend auth errors turned into the messages users see. Pure.
// Errors are recognised by GoTrue's `error_code` first (stable across wordings and versions), then by HTTP status
// (429: any rate limit), and by the text of SPEC §8 only as a fallback for backends that send no code.

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const FALLBACK_ERROR_MESSAGE = 'Authentication failed';
export const SIGN_UP_REGISTERED_MESSAGE =
  'This email is already registered. Try signing in or use "Forgot password".';

interface CatalogueRow {
  /** Substring of the backend message (compared case-insensitively): SPEC §8's wording, the fallback. */
  text: string;
  /** GoTrue error codes of this row, recognised first (GoTrue's wording may differ from SPEC §8's). */
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
  // GoTrue: 'Signups not allowed for this instance' (signup_disabled).
  { text: 'Signup is disabled', codes: ['signup_disabled'], shown: 'New account creation is currently disabled' },
  {
    text: 'Email rate limit exceeded',
    codes: [
      'over_email_send_rate_limit',
      'over_request_rate_limit',
      'over_sms_send_rate_limit',
      'too_many_attempts',
    ],
    shown: 'Too many attempts. Please try again later',
  },
];

/** GoTrue's wording of a malformed address (its code, validation_failed, covers other mistakes too). */
const EMAIL_FORMAT_TEXT = 'unable to validate email address';
const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later';

export interface AuthErrorLike {
  message?: string | null;
  code?: string | null;
  /** HTTP status of the answer, when known (supabase-js AuthApiError.status). */
  status?: number | null;
}

/** The catalogue's message for an error code, or null when no row has it. */
export function messageForCode(code: string | null | undefined): string | null {
  if (!code) return null;
  return AUTH_ERROR_CATALOGUE.find((row) => row.codes.includes(code))?.shown ?? null;
}

/** The catalogue's message for a backend auth error (by code, then status 429, then text), or null. */
export function catalogueMessage(error: AuthErrorLike | null | undefined): string | null {
  const byCode = messageForCode(error?.code);
  if (byCode) return byCode;
  if (error?.status === 429) return RATE_LIMITED_MESSAGE;
  const lower = (error?.message ?? '').toLowerCase();
  for (const row of AUTH_ERROR_CATALOGUE) {
    if (lower.includes(row.text.toLowerCase())) return row.shown;
  }
  if (lower.includes(EMAIL_FORMAT_TEXT)) return 'Please enter a valid email address';
  return null;
}

/** Maps a backend auth error to the text shown: a catalogue row, else the raw message, else 'Authentication failed'. */
export function authErrorMessage(error: AuthErrorLike | null | undefined): string {
  return catalogueMessage(error) ?? ((error?.message ?? '').trim() || FALLBACK_ERROR_MESSAGE);
}

/** Sign-up: any error mentioning 'registered' gets the dedicated hint towards signing in or resetting. */
export function signUpErrorMessage(error: AuthErrorLike | null | undefined): string {
  if ((error?.message ?? '').toLowerCase().includes('registered')) return SIGN_UP_REGISTERED_MESSAGE;
  if (error?.code === 'user_already_exists' || error?.code === 'email_exists') return SIGN_UP_REGISTERED_MESSAGE;
  return authErrorMessage(error);
}
