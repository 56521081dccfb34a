// The auth texts produced in English by the pure cores map to catalogue keys whose English (US) text is the same,
// so translating at the edge never changes what English readers see; backend texts of their own pass through.
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en-US/auth';
import fr from '../../src/i18n/locales/fr-FR/auth';
import { AUTH_MESSAGE_KEYS, authMessageKey } from '../../src/lib/auth-messages';
import { authErrorMessage, signUpErrorMessage } from '../../src/lib/auth-errors';
import { emailError, passwordError } from '../../src/lib/validation';

describe('auth message keys', () => {
  it('each English text maps to a key whose English (US) catalogue text is that very text', () => {
    for (const [text, key] of AUTH_MESSAGE_KEYS) expect(en.messages[key], key).toBe(text);
  });

  it('covers every message of the catalogue', () => {
    expect(new Set(AUTH_MESSAGE_KEYS.values())).toEqual(new Set(Object.keys(en.messages)));
  });

  it('finds the key of what the cores return, and none for a raw backend text', () => {
    expect(authMessageKey(emailError('nope')!)).toBe('invalidEmail');
    expect(authMessageKey(passwordError('12345')!)).toBe('shortPassword');
    expect(authMessageKey(authErrorMessage({ message: 'Invalid login credentials' }))).toBe('invalidCredentials');
    expect(authMessageKey(authErrorMessage({ message: 'x', code: 'over_email_send_rate_limit' }))).toBe('rateLimited');
    expect(authMessageKey(signUpErrorMessage({ message: 'User already registered' }))).toBe('alreadyRegistered');
    expect(authMessageKey(authErrorMessage(null))).toBe('failed');
    expect(authMessageKey('Token has expired or is invalid')).toBeNull();
  });

  it('has a French text for each key', () => {
    for (const key of AUTH_MESSAGE_KEYS.values()) expect(fr.messages?.[key], key).toBeTruthy();
    expect(fr.messages?.invalidEmail).toBe('Veuillez saisir une adresse e-mail valide');
  });
});
