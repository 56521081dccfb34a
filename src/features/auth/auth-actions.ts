// What each auth form does (SPEC §5, §7, §8): validate first (no request for invalid input), call supabase-js, and
// turn every outcome into a message from the catalogue. A network failure or a thrown error is 'unexpected'.
import type { SupabaseClient } from '@supabase/supabase-js';
import { appOrigin } from '../../lib/config';
import { emailError, normaliseSignInEmail, passwordError } from '../../lib/validation';
import {
  authErrorMessage,
  signUpErrorMessage,
  SIGN_UP_REGISTERED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  type AuthErrorLike,
} from '../../lib/auth-errors';
import { CHECK_EMAIL_FOR_LINK, CHECK_EMAIL_FOR_RESET, CHECK_EMAIL_TO_CONFIRM, PASSWORD_MISMATCH_MESSAGE } from '../../lib/auth-texts';
import { POST_AUTH_REDIRECT_KEY, safeLocalPath } from './safe-redirect';

export type ActionResult = { ok: true; message?: string; signedIn?: boolean } | { ok: false; error: string };


type AuthError = AuthErrorLike & { status?: number; name?: string };

/** supabase-js returns network failures as errors with status 0 (AuthRetryableFetchError) rather than throwing. */
function isNetworkFailure(error: AuthError): boolean {
  return error.name === 'AuthRetryableFetchError' || error.status === 0;
}

function failure(error: unknown, map: (error: AuthError) => string): ActionResult {
  const authError = (error ?? {}) as AuthError;
  return { ok: false, error: isNetworkFailure(authError) ? UNEXPECTED_ERROR_MESSAGE : map(authError) };
}

const unexpected = (error: unknown): ActionResult => {
  console.error('Unexpected authentication failure', error);
  return { ok: false, error: UNEXPECTED_ERROR_MESSAGE };
};

/** Remembers where to land after a redirect-based sign-in (email link, Google); only same-origin paths. */
export function rememberPostAuthPath(path: string | null | undefined): void {
  try {
    const safe = safeLocalPath(path ?? null);
    if (safe) sessionStorage.setItem(POST_AUTH_REDIRECT_KEY, safe);
    else sessionStorage.removeItem(POST_AUTH_REDIRECT_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); the callback then goes to the dashboard.
  }
}

/** Reads and forgets the stored post-auth path. */
export function takePostAuthPath(): string | null {
  try {
    const value = sessionStorage.getItem(POST_AUTH_REDIRECT_KEY);
    sessionStorage.removeItem(POST_AUTH_REDIRECT_KEY);
    return value;
  } catch {
    return null;
  }
}

export function createAuthActions(getClient: () => Promise<SupabaseClient>, origin: () => string = appOrigin) {
  return {
    async signIn(emailInput: string, password: string): Promise<ActionResult> {
      const email = normaliseSignInEmail(emailInput);
      const invalid = emailError(email) ?? passwordError(password);
      if (invalid) return { ok: false, error: invalid };
      try {
        const { error } = await (await getClient()).auth.signInWithPassword({ email, password });
        return error ? failure(error, authErrorMessage) : { ok: true, signedIn: true };
      } catch (error) {
        return unexpected(error);
      }
    },

    async signUp(emailInput: string, password: string, fullName: string, next?: string | null): Promise<ActionResult> {
      // Sent as typed (SPEC §5): only sign-in normalises.
      const email = emailInput;
      const invalid = emailError(email) ?? passwordError(password);
      if (invalid) return { ok: false, error: invalid };
      try {
        rememberPostAuthPath(next);
        const { data, error } = await (await getClient()).auth.signUp({
          email,
          password,
          options: { emailRedirectTo: `${origin()}/auth/callback`, data: { role: 'user', full_name: fullName.trim() } },
        });
        if (error) return failure(error, signUpErrorMessage);
        if (data.session) return { ok: true, signedIn: true };
        // With confirmation on, GoTrue answers a repeated sign-up with a user that has no identities.
        if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
          return { ok: false, error: SIGN_UP_REGISTERED_MESSAGE };
        }
        return { ok: true, message: CHECK_EMAIL_TO_CONFIRM };
      } catch (error) {
        return unexpected(error);
      }
    },

    async sendMagicLink(emailInput: string, next?: string | null): Promise<ActionResult> {
      const email = normaliseSignInEmail(emailInput);
      const invalid = emailError(email);
      if (invalid) return { ok: false, error: invalid };
      try {
        rememberPostAuthPath(next);
        const { error } = await (await getClient()).auth.signInWithOtp({
          email,
          options: { emailRedirectTo: `${origin()}/auth/callback` },
        });
        return error ? failure(error, authErrorMessage) : { ok: true, message: CHECK_EMAIL_FOR_LINK };
      } catch (error) {
        return unexpected(error);
      }
    },

    /** Leaves the page for Google's consent screen; resolves only when that could not start. */
    async continueWithGoogle(next?: string | null): Promise<ActionResult> {
      try {
        // The post-auth path is stored before leaving (SPEC §4): '/' unless the user came here from a page.
        rememberPostAuthPath(safeLocalPath(next ?? null) ?? '/');
        const { error } = await (await getClient()).auth.signInWithOAuth({
          provider: 'google',
          options: {
            redirectTo: `${origin()}/auth/callback`,
            queryParams: { access_type: 'offline', prompt: 'consent' },
          },
        });
        return error ? failure(error, authErrorMessage) : { ok: true };
      } catch (error) {
        return unexpected(error);
      }
    },

    async sendPasswordReset(emailInput: string): Promise<ActionResult> {
      const email = normaliseSignInEmail(emailInput);
      const invalid = emailError(email);
      if (invalid) return { ok: false, error: invalid };
      try {
        const { error } = await (await getClient()).auth.resetPasswordForEmail(email, {
          redirectTo: `${origin()}/reset-password`,
        });
        return error ? failure(error, authErrorMessage) : { ok: true, message: CHECK_EMAIL_FOR_RESET };
      } catch (error) {
        return unexpected(error);
      }
    },

    async updatePassword(password: string, confirmation: string): Promise<ActionResult> {
      const invalid = passwordError(password);
      if (invalid) return { ok: false, error: invalid };
      if (password !== confirmation) return { ok: false, error: PASSWORD_MISMATCH_MESSAGE };
      try {
        const { error } = await (await getClient()).auth.updateUser({ password });
        return error ? failure(error, authErrorMessage) : { ok: true, signedIn: true };
      } catch (error) {
        return unexpected(error);
      }
    },
  };
}

export type AuthActions = ReturnType<typeof createAuthActions>;
