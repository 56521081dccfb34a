// Sign-out (SPEC §4, with one deviation: README "Sign-out order"): one at a time (a second request while one runs is
// ignored), then, in order: let other features finish work that needs the session (e.g. flushing queued writes),
// forget the user, end the session with the backend, clear all local storage and hard-redirect to '/'. Errors are
// logged and the redirect happens anyway. The spec clears storage before ending the session; here it is cleared
// after the backend call, because supabase-js reads the session it revokes from storage.

export interface SignOutSteps {
  beforeSignOut(): Promise<void>;
  clearUser(): void;
  endSession(): Promise<{ error: unknown } | void>;
  clearStorage(): void;
  redirect(path: string): void;
}

export const SIGN_OUT_TIMEOUT_MS = 8000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | void> {
  return Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

export function createSignOut(steps: SignOutSteps, timeoutMs = SIGN_OUT_TIMEOUT_MS): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
      try {
        await steps.beforeSignOut();
        steps.clearUser();
        // Offline, the backend call can hang; the user still gets signed out locally.
        const result = await within(steps.endSession(), timeoutMs);
        if (result && result.error) console.error('Sign-out failed at the auth backend', result.error);
      } catch (error) {
        console.error('Sign-out failed', error);
      } finally {
        try {
          steps.clearStorage();
        } catch (error) {
          console.error('Could not clear local storage', error);
        }
        steps.redirect('/');
      }
    })();
    return running;
  };
}
