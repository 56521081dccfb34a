// The English texts the specification quotes, guarded word for word: a catalogue edit that changes one fails here,
// naming the key. Each entry is the spec's text as written there; where the spec paraphrases (the overlay's
// sentence and steps), the test holds the wording it describes.
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CATALOGUE, FALLBACK_ERROR_MESSAGE, SIGN_UP_REGISTERED_MESSAGE, UNEXPECTED_ERROR_MESSAGE, authErrorMessage, signUpErrorMessage } from '../../src/lib/auth-errors';
import aitutor from '../../src/i18n/locales/en-US/aitutor';
import auth from '../../src/i18n/locales/en-US/auth';
import common from '../../src/i18n/locales/en-US/common';
import locale from '../../src/i18n/locales/en-US/locale';

describe('texts quoted by the specification (English)', () => {
  it.each([
    ['common.loading', common.loading, 'Loading...'],
    ['common.footer.aiTutorMaintenance', common.footer.aiTutorMaintenance, 'AI Tutor (Under Maintenance)'],
    ['common.crash.heading', common.crash.heading, 'Something went wrong'],
    ['common.crash.message', common.crash.message, 'The page crashed while loading. This might be due to a JavaScript error or missing dependency.'],
    ['common.crash.hint', common.crash.hint, 'If this problem persists, please check the browser console for error details.'],
    ['common.crash.reload', common.crash.reload, 'Reload Page'],
    ['common.crash.home', common.crash.home, 'Go to Home'],
    ['locale.useDevice', locale.useDevice, 'Use device settings'],
    ['locale.timezonePlaceholder', locale.timezonePlaceholder, 'America/Bogota'],
    ['locale.timezoneHint', locale.timezoneHint, 'Leave blank to use device timezone.'],
    ['locale.save', locale.save, 'Save'],
    ['locale.reset', locale.reset, 'Reset to device'],
    ['aitutor.overlay.title', aitutor.overlay.title, 'Generating Your Lesson'],
    ['auth.guard.verifying', auth.guard.verifying, 'Verifying access...'],
    ['auth.guard.deniedTitle', auth.guard.deniedTitle, 'Access Denied'],
    ['auth.guard.deniedDescription', auth.guard.deniedDescription, "You don't have permission to access this page."],
  ])('%s is the spec text', (_key, actual, spec) => expect(actual).toBe(spec));

  it('the Language & Region panel says where preferences are stored', () => {
    expect(locale.title).toBe('Language & Region');
    expect(locale.note).toMatch(/stored on this device/);
    expect(locale.note).toMatch(/if you are signed in, saved to your account/);
  });

  it("the overlay's sentence and its four steps say what the spec describes", () => {
    expect(aitutor.overlay.text).toMatch(/AI tutor is creating a personalized learning experience/);
    expect(aitutor.overlay.text).toMatch(/usually takes 30-60 seconds/);
    expect(Object.values(aitutor.overlay.steps)).toEqual([
      'Analyzing your learning profile',
      'Selecting teaching methods',
      'Generating interactive content',
      'Preparing your lesson',
    ]);
  });

  it('the error catalogue maps every backend text of SPEC §8 to its message', () => {
    const spec: Array<[string, string]> = [
      ['Invalid login credentials', 'Invalid email or password'],
      ['Email not confirmed', 'Please verify your email first'],
      ['User not found', 'Account not found. Try signing up?'],
      ['Invalid email', 'Please enter a valid email address'],
      ['Password should be at least', 'Password must be at least 6 characters'],
      ['User already registered', 'Account already exists. Try signing in?'],
      ['Signup is disabled', 'New account creation is currently disabled'],
      ['Email rate limit exceeded', 'Too many attempts. Please try again later'],
    ];
    expect(AUTH_ERROR_CATALOGUE.map((row) => [row.text, row.shown])).toEqual(spec);
    for (const [text, shown] of spec) expect(authErrorMessage({ message: text })).toBe(shown);
    expect(FALLBACK_ERROR_MESSAGE).toBe('Authentication failed');
    expect(authErrorMessage({ message: '' })).toBe('Authentication failed');
    expect(authErrorMessage({ message: 'Something odd' })).toBe('Something odd');
    expect(SIGN_UP_REGISTERED_MESSAGE).toBe('This email is already registered. Try signing in or use "Forgot password".');
    expect(signUpErrorMessage({ message: 'This address is registered' })).toBe(SIGN_UP_REGISTERED_MESSAGE);
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred. Please try again.');
    // The catalogue's texts also live in the auth namespace the pages render from.
    expect([auth.messages.invalidCredentials, auth.messages.emailNotConfirmed, auth.messages.userNotFound, auth.messages.invalidEmail]).toEqual(spec.slice(0, 4).map(([, shown]) => shown));
    expect([auth.messages.shortPassword, auth.messages.userExists, auth.messages.signupDisabled, auth.messages.rateLimited]).toEqual(spec.slice(4).map(([, shown]) => shown));
    expect(auth.messages.failed).toBe(FALLBACK_ERROR_MESSAGE);
    expect(auth.messages.alreadyRegistered).toBe(SIGN_UP_REGISTERED_MESSAGE);
    expect(auth.messages.unexpected).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
