// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthActions, takePostAuthPath } from '../../src/features/auth/auth-actions';
import { POST_AUTH_REDIRECT_KEY } from '../../src/features/auth/safe-redirect';

// Records what each form would send to supabase-js. The requests themselves are proven against the local auth
// service in the browser tests; here: validation before any request, normalisation, options, error mapping.
function recordingClient(answer: (method: string) => unknown = () => ({ data: {}, error: null })) {
  const calls: Array<{ method: string; args: unknown[]; storedPath: string | null }> = [];
  const record = (method: string) => async (...args: unknown[]) => {
    calls.push({ method, args, storedPath: sessionStorage.getItem(POST_AUTH_REDIRECT_KEY) });
    const result = answer(method);
    if (result instanceof Error) throw result;
    return result;
  };
  const client = {
    auth: {
      signInWithPassword: record('signInWithPassword'),
      signUp: record('signUp'),
      signInWithOtp: record('signInWithOtp'),
      signInWithOAuth: record('signInWithOAuth'),
      resetPasswordForEmail: record('resetPasswordForEmail'),
      updateUser: record('updateUser'),
    },
  };
  const actions = createAuthActions(async () => client as never, () => 'https://app.test');
  return { actions, calls };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('validation comes before any request', () => {
  it('rejects a bad email or a short password without calling the backend', async () => {
    const { actions, calls } = recordingClient();
    expect(await actions.signIn('not-an-email', 'secret1')).toEqual({ ok: false, error: 'Please enter a valid email address' });
    expect(await actions.signIn('a@b.co', '12345')).toEqual({ ok: false, error: 'Password must be at least 6 characters' });
    expect(await actions.signUp('a@b', 'secret1', '')).toEqual({ ok: false, error: 'Please enter a valid email address' });
    expect(await actions.signUp('a@b.co', 'short', '')).toEqual({ ok: false, error: 'Password must be at least 6 characters' });
    expect(await actions.sendMagicLink('nope')).toEqual({ ok: false, error: 'Please enter a valid email address' });
    expect(await actions.sendPasswordReset('nope@')).toEqual({ ok: false, error: 'Please enter a valid email address' });
    expect(await actions.updatePassword('12345', '12345')).toEqual({ ok: false, error: 'Password must be at least 6 characters' });
    expect(await actions.updatePassword('123456', '1234567')).toEqual({ ok: false, error: 'Passwords do not match' });
    expect(calls).toEqual([]);
  });
});

describe('what is sent', () => {
  it('sign-in trims and lower-cases the email', async () => {
    const { actions, calls } = recordingClient();
    expect(await actions.signIn('  Student@Example.COM ', 'summit-demo')).toEqual({ ok: true, signedIn: true });
    expect(calls[0].args[0]).toEqual({ email: 'student@example.com', password: 'summit-demo' });
  });

  it('sign-up sends the email as typed, the callback redirect and the metadata', async () => {
    const { actions, calls } = recordingClient(() => ({ data: { user: { identities: [{}] }, session: null }, error: null }));
    const result = await actions.signUp('New.User@Example.com', 'secret1', '  Ada Lovelace ');
    expect(result).toEqual({ ok: true, message: 'Check your email to confirm your account.' });
    expect(calls[0].args[0]).toEqual({
      email: 'New.User@Example.com',
      password: 'secret1',
      options: { emailRedirectTo: 'https://app.test/auth/callback', data: { role: 'user', full_name: 'Ada Lovelace' } },
    });
  });

  it('sign-up without a name sends an empty full_name', async () => {
    const { actions, calls } = recordingClient(() => ({ data: { user: { identities: [{}] }, session: null }, error: null }));
    await actions.signUp('a@b.co', 'secret1', '');
    expect((calls[0].args[0] as { options: { data: unknown } }).options.data).toEqual({ role: 'user', full_name: '' });
  });

  it('a repeated sign-up answered with an identity-less user shows the registered hint', async () => {
    const { actions } = recordingClient(() => ({ data: { user: { identities: [] }, session: null }, error: null }));
    expect(await actions.signUp('a@b.co', 'secret1', '')).toEqual({
      ok: false,
      error: 'This email is already registered. Try signing in or use "Forgot password".',
    });
  });

  it('magic link trims and lower-cases and returns to the callback', async () => {
    const { actions, calls } = recordingClient();
    expect(await actions.sendMagicLink(' Me@Example.com')).toEqual({ ok: true, message: 'Check your email for the sign-in link.' });
    expect(calls[0].args[0]).toEqual({ email: 'me@example.com', options: { emailRedirectTo: 'https://app.test/auth/callback' } });
  });

  it("Google stores '/' as the post-auth path before redirecting, with offline access and consent", async () => {
    const { actions, calls } = recordingClient();
    await actions.continueWithGoogle();
    expect(calls[0]).toEqual({
      method: 'signInWithOAuth',
      storedPath: '/',
      args: [
        {
          provider: 'google',
          options: {
            redirectTo: 'https://app.test/auth/callback',
            queryParams: { access_type: 'offline', prompt: 'consent' },
          },
        },
      ],
    });
    expect(takePostAuthPath()).toBe('/');
    expect(takePostAuthPath()).toBeNull();
  });

  it('Google keeps a safe return path and refuses a foreign one', async () => {
    const { actions, calls } = recordingClient();
    await actions.continueWithGoogle('/founder-hub');
    await actions.continueWithGoogle('//evil.com');
    expect(calls.map((call) => call.storedPath)).toEqual(['/founder-hub', '/']);
  });

  it('password reset sends the reset-password redirect', async () => {
    const { actions, calls } = recordingClient();
    expect(await actions.sendPasswordReset(' Student@Example.com ')).toEqual({
      ok: true,
      message: 'Check your email for the password reset link.',
    });
    expect(calls[0].args).toEqual(['student@example.com', { redirectTo: 'https://app.test/reset-password' }]);
  });

  it('new password goes through updateUser', async () => {
    const { actions, calls } = recordingClient();
    expect(await actions.updatePassword('brand-new', 'brand-new')).toEqual({ ok: true, signedIn: true });
    expect(calls[0].args[0]).toEqual({ password: 'brand-new' });
  });
});

describe('errors', () => {
  it('backend errors go through the catalogue', async () => {
    const { actions } = recordingClient(() => ({ data: {}, error: { message: 'Invalid login credentials', status: 400 } }));
    expect(await actions.signIn('a@b.co', 'secret1')).toEqual({ ok: false, error: 'Invalid email or password' });
  });

  it('sign-up errors mentioning registered give the sign-up hint', async () => {
    const { actions } = recordingClient(() => ({ data: {}, error: { message: 'User already registered', status: 422 } }));
    expect(await actions.signUp('a@b.co', 'secret1', '')).toEqual({
      ok: false,
      error: 'This email is already registered. Try signing in or use "Forgot password".',
    });
  });

  it.each(['signIn', 'sendMagicLink', 'continueWithGoogle', 'sendPasswordReset'] as const)(
    '%s: a thrown or network failure is unexpected',
    async (name) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const run = (actions: ReturnType<typeof recordingClient>['actions']) =>
        name === 'signIn' ? actions.signIn('a@b.co', 'secret1') : name === 'continueWithGoogle' ? actions.continueWithGoogle() : actions[name]('a@b.co');
      const thrown = recordingClient(() => new TypeError('Failed to fetch'));
      expect(await run(thrown.actions)).toEqual({ ok: false, error: 'An unexpected error occurred. Please try again.' });
      const network = recordingClient(() => ({ data: {}, error: { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 } }));
      expect(await run(network.actions)).toEqual({ ok: false, error: 'An unexpected error occurred. Please try again.' });
    },
  );
});
