import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_CATALOGUE,
  authErrorMessage,
  FALLBACK_ERROR_MESSAGE,
  signUpErrorMessage,
  SIGN_UP_REGISTERED_MESSAGE,
} from '../../src/lib/auth-errors';

// SPEC §8, row by row: the backend text (as GoTrue sends it, sometimes inside a longer message) and what is shown.
const rows: Array<[string, string]> = [
  ['Invalid login credentials', 'Invalid email or password'],
  ['Email not confirmed', 'Please verify your email first'],
  ['User not found', 'Account not found. Try signing up?'],
  ['Invalid email', 'Please enter a valid email address'],
  ['Password should be at least 6 characters.', 'Password must be at least 6 characters'],
  ['User already registered', 'Account already exists. Try signing in?'],
  ['Signup is disabled', 'New account creation is currently disabled'],
  ['Email rate limit exceeded', 'Too many attempts. Please try again later'],
];

describe('auth error catalogue', () => {
  it('has the eight rows of the spec', () => {
    expect(AUTH_ERROR_CATALOGUE).toHaveLength(8);
    expect(AUTH_ERROR_CATALOGUE.map((row) => row.shown)).toEqual(rows.map(([, shown]) => shown));
  });

  it.each(rows)('maps %j', (backend, shown) => {
    expect(authErrorMessage({ message: backend })).toBe(shown);
  });

  it('matches by substring, whatever the surrounding text or case', () => {
    expect(authErrorMessage({ message: 'AuthApiError: invalid login credentials (400)' })).toBe('Invalid email or password');
    expect(authErrorMessage({ message: 'Password should be at least 8 characters' })).toBe(
      'Password must be at least 6 characters',
    );
  });

  it("treats GoTrue's email format wording as an invalid email", () => {
    expect(authErrorMessage({ message: 'Unable to validate email address: invalid format' })).toBe(
      'Please enter a valid email address',
    );
  });

  it('falls back to the error code when the wording differs', () => {
    expect(authErrorMessage({ message: 'Too many emails', code: 'over_email_send_rate_limit' })).toBe(
      'Too many attempts. Please try again later',
    );
  });

  it("recognises GoTrue's error_code first, whatever the text", () => {
    // GoTrue's wording of the sign-up-disabled error differs from SPEC §8's; both map to the same message.
    expect(authErrorMessage({ message: 'Signups not allowed for this instance', code: 'signup_disabled', status: 422 })).toBe(
      'New account creation is currently disabled',
    );
    expect(authErrorMessage({ message: 'Signup is disabled' })).toBe('New account creation is currently disabled');
    // The code wins over a text that would match another row.
    expect(authErrorMessage({ message: 'Invalid login credentials', code: 'over_request_rate_limit' })).toBe(
      'Too many attempts. Please try again later',
    );
    expect(authErrorMessage({ message: 'whatever', code: 'email_not_confirmed' })).toBe('Please verify your email first');
    expect(authErrorMessage({ message: 'Invalid login credentials', code: 'invalid_credentials' })).toBe('Invalid email or password');
  });

  it.each([
    ['over_request_rate_limit', 'Request rate limit reached'],
    ['over_email_send_rate_limit', 'email rate limit exceeded'],
    ['over_sms_send_rate_limit', 'SMS rate limit exceeded'],
    ['too_many_attempts', 'Too many attempts'],
  ])('rate limit %s shows the rate-limit message', (code, message) => {
    expect(authErrorMessage({ message, code, status: 429 })).toBe('Too many attempts. Please try again later');
  });

  it('any 429 is a rate limit, also with a code or text the app does not know', () => {
    expect(authErrorMessage({ message: 'For security purposes, you can only request this after 42 seconds.', status: 429 })).toBe(
      'Too many attempts. Please try again later',
    );
    expect(authErrorMessage({ message: 'Slow down', code: 'some_new_limit', status: 429 })).toBe(
      'Too many attempts. Please try again later',
    );
  });

  it('an unknown code falls back to the text', () => {
    expect(authErrorMessage({ message: 'User already registered', code: 'something_else' })).toBe(
      'Account already exists. Try signing in?',
    );
  });

  it('passes other messages through unchanged', () => {
    expect(authErrorMessage({ message: 'Token has expired or is invalid' })).toBe('Token has expired or is invalid');
  });

  it("says 'Authentication failed' when there is no message", () => {
    expect(authErrorMessage({ message: '' })).toBe(FALLBACK_ERROR_MESSAGE);
    expect(authErrorMessage({})).toBe('Authentication failed');
    expect(authErrorMessage(null)).toBe('Authentication failed');
    expect(authErrorMessage(undefined)).toBe('Authentication failed');
  });
});

describe('sign-up errors', () => {
  it("gives the dedicated hint for anything containing 'registered'", () => {
    expect(SIGN_UP_REGISTERED_MESSAGE).toBe('This email is already registered. Try signing in or use "Forgot password".');
    expect(signUpErrorMessage({ message: 'User already registered' })).toBe(SIGN_UP_REGISTERED_MESSAGE);
    expect(signUpErrorMessage({ message: 'Email address is registered elsewhere' })).toBe(SIGN_UP_REGISTERED_MESSAGE);
  });

  it('uses the catalogue otherwise', () => {
    expect(signUpErrorMessage({ message: 'Signup is disabled' })).toBe('New account creation is currently disabled');
    expect(signUpErrorMessage({ message: 'Password should be at least 6 characters' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(signUpErrorMessage({ message: 'Something odd' })).toBe('Something odd');
    expect(signUpErrorMessage(null)).toBe('Authentication failed');
  });
});

describe('catalogue lookup', () => {
  it('returns only catalogue rows', async () => {
    const { catalogueMessage } = await import('../../src/lib/auth-errors');
    expect(catalogueMessage({ message: 'User not found' })).toBe('Account not found. Try signing up?');
    expect(catalogueMessage({ message: 'invalid flow state, no valid flow state found' })).toBeNull();
    expect(catalogueMessage(null)).toBeNull();
  });
});
