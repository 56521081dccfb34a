// The app's session: one store, exposed to React through jotai atoms. supabase-js is loaded lazily: the header
// decides Sign In vs Dashboard from the stored session (synchronously) and the client loads after first paint.
import { atom } from 'jotai';
import { getSupabase, hasStoredSession, AUTH_STORAGE_KEY } from '../../data/supabase';
import { runBeforeSignOut } from '../../data/sign-out-hooks';
import { loadRole, type RoleInfo } from './roles';
import { createSessionStore, type SessionState } from './session-store';
import { createSignOut } from './sign-out';

export const sessionStore = createSessionStore(() => getSupabase().then((client) => client.auth), loadRole);

/** Reads the signed-in user's role from user_roles again (a role change fires no auth event) and stores it. */
export function refreshRole(): Promise<RoleInfo> {
  return sessionStore.refreshRole();
}

/** Starts following the session now (auth pages and guarded pages need the answer at once). */
export function startSession(): Promise<void> {
  return sessionStore.start();
}

let scheduled = false;
/**
 * After first paint: with a stored session, load the client (it refreshes the token and reports the user); without
 * one there is nothing to restore, so the page settles as signed out and supabase-js is not loaded at all, until
 * another tab signs in.
 */
export function startSessionWhenIdle(): void {
  if (scheduled || sessionStore.started()) return;
  scheduled = true;
  if (!hasStoredSession()) {
    sessionStore.settleSignedOut();
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) {
        window.removeEventListener('storage', onStorage);
        void startSession();
      }
    };
    window.addEventListener('storage', onStorage);
    return;
  }
  const run = () => void startSession();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 200);
}

export const sessionAtom = atom<SessionState>(sessionStore.getSnapshot());
sessionAtom.onMount = (set) => {
  set(sessionStore.getSnapshot());
  return sessionStore.subscribe(() => set(sessionStore.getSnapshot()));
};

export const userAtom = atom((get) => get(sessionAtom).user);
export const sessionLoadingAtom = atom((get) => get(sessionAtom).loading);

export const signOut = createSignOut({
  // Queued writes are flushed first (hooks), then the page data kept on the device is forgotten.
  beforeSignOut: () => runBeforeSignOut().then(() => import('../../data/query/forget-page-copies')).then((m) => m.forgetPageCopies()),
  clearUser: () => sessionStore.clearUser(),
  endSession: async () => (await getSupabase()).auth.signOut(),
  clearStorage: () => localStorage.clear(),
  redirect: (path) => window.location.assign(path),
});
