import { describe, expect, it } from 'vitest';
import {
  emailError,
  isValidEmail,
  MIN_PASSWORD_LENGTH,
  normaliseSignInEmail,
  passwordError,
} from '../../src/lib/validation';

describe('email rule (SPEC §5)', () => {
  it.each(['a@b.co', 'student@example.com', 'Upper.Case+tag@Sub.Example.org', 'x@y.z', 'ñ@ü.é'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(emailError(email)).toBeNull();
  });

  it.each([
    '',
    'plain',
    'no-at.example.com',
    '@example.com',
    'user@',
    'user@example',
    'user@.',
    'user@example.',
    'user name@example.com',
    ' user@example.com',
    'user@example.com ',
    'user@@example.com',
    'user@exa\tmple.com',
  ])('rejects %j with the spec message', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailError(email)).toBe('Please enter a valid email address');
  });
});

describe('password rule (SPEC §5, §9)', () => {
  it('requires at least 6 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(passwordError('')).toBe('Password must be at least 6 characters');
    expect(passwordError('12345')).toBe('Password must be at least 6 characters');
    expect(passwordError('123456')).toBeNull();
    expect(passwordError('a much longer passphrase')).toBeNull();
  });

  it('counts spaces as characters (passwords are never trimmed)', () => {
    expect(passwordError('     ')).not.toBeNull();
    expect(passwordError('      ')).toBeNull();
  });
});

describe('sign-in email normalisation', () => {
  it('trims and lower-cases', () => {
    expect(normaliseSignInEmail('  Student@Example.COM \t')).toBe('student@example.com');
    expect(normaliseSignInEmail('admin@example.com')).toBe('admin@example.com');
  });

  it('leaves inner characters alone', () => {
    expect(normaliseSignInEmail(' A.B+C@D.E ')).toBe('a.b+c@d.e');
  });
});
