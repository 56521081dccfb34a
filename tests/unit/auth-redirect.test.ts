import { describe, expect, it } from 'vitest';
import { pickAfterSignIn, safeLocalPath, signInPathFor } from '../../src/features/auth/safe-redirect';
import { readAuthRedirect, redirectErrorText } from '../../src/features/auth/callback-url';

describe('safe post-sign-in paths (no open redirect)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/', '/'],
    ['/founder-hub', '/founder-hub'],
    ['/courses/42?tab=lessons#top', '/courses/42?tab=lessons#top'],
    ['/a/../dashboard', '/dashboard'],
  ])('keeps %j', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/dashboard',
    '///evil.com',
    'https://evil.com',
    'http://localhost:4173/dashboard',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    'dashboard',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /dashboard',
    '',
    null,
    undefined,
  ])('rejects %j', (input) => {
    expect(safeLocalPath(input as string | null | undefined)).toBeNull();
    expect(pickAfterSignIn(input as string | null | undefined)).toBe('/dashboard');
  });

  it('never returns to an auth page (that would loop)', () => {
    expect(safeLocalPath('/auth')).toBeNull();
    expect(safeLocalPath('/auth/callback?code=1')).toBeNull();
    expect(safeLocalPath('/reset-password')).toBeNull();
    expect(safeLocalPath('/auth/')).toBeNull();
  });

  it('picks the first safe candidate', () => {
    expect(pickAfterSignIn('//evil.com', '/courses')).toBe('/courses');
    expect(pickAfterSignIn(null, undefined)).toBe('/dashboard');
    expect(pickAfterSignIn('/')).toBe('/');
  });

  it('builds the sign-in path with a return parameter', () => {
    expect(signInPathFor('/founder-hub')).toBe('/auth?next=%2Ffounder-hub');
    expect(signInPathFor('/dashboard/availability')).toBe('/auth?next=%2Fdashboard%2Favailability');
    expect(signInPathFor('//evil.com')).toBe('/auth?next=%2Fdashboard');
  });
});

describe('auth redirect URL', () => {
  it('reads an error from the query', () => {
    const params = readAuthRedirect('http://localhost/auth/callback?error=access_denied&error_description=Email+link+is+invalid+or+has+expired');
    expect(params.error).toBe('access_denied');
    expect(redirectErrorText(params)).toBe('This link is invalid or has expired. Please ask for a new one.');
  });

  it('reads an error from the fragment', () => {
    const params = readAuthRedirect(
      'http://localhost/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email%20link%20is%20invalid%20or%20has%20expired',
    );
    expect(params.errorCode).toBe('otp_expired');
    expect(redirectErrorText(params)).toBe('This link is invalid or has expired. Please ask for a new one.');
  });

  it("shows the app's own text for the code, never the link's description (anyone can craft the link)", () => {
    const bait = encodeURIComponent('Account locked: call +1 555 0100');
    expect(redirectErrorText(readAuthRedirect('http://localhost/auth/callback?error=server_error'))).toBe('Authentication failed');
    expect(redirectErrorText(readAuthRedirect(`http://localhost/auth/callback?error=server_error&error_description=${bait}`))).toBe(
      'Authentication failed',
    );
    expect(
      redirectErrorText(readAuthRedirect(`http://localhost/auth/callback#error=x&error_code=signup_disabled&error_description=${bait}`)),
    ).toBe('New account creation is currently disabled');
    expect(
      redirectErrorText(readAuthRedirect(`http://localhost/auth/callback#error_code=over_email_send_rate_limit&error_description=${bait}`)),
    ).toBe('Too many attempts. Please try again later');
  });

  it('reads a PKCE code and implicit tokens', () => {
    expect(readAuthRedirect('http://localhost/auth/callback?code=abc').code).toBe('abc');
    const implicit = readAuthRedirect('http://localhost/auth/callback#access_token=t&refresh_token=r&type=magiclink');
    expect(implicit.accessToken).toBe('t');
    expect(implicit.refreshToken).toBe('r');
    expect(implicit.type).toBe('magiclink');
    expect(redirectErrorText(implicit)).toBeNull();
  });
});
