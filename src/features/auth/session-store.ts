// Session state (SPEC §4): loading first, then signed in (user set) or signed out (user null), following the initial
// session and every auth change. If the initial load fails the user is signed out and loading ends. Plain TS: the
// auth client is injected, so the rules are testable without a browser or a backend.
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';

export interface SessionUser {
  id: string;
  email: string | null;
  /** From the sign-up metadata; '' when none was given. */
  fullName: string;
}

export interface SessionState {
  loading: boolean;
  user: SessionUser | null;
  /** The last auth event seen (e.g. PASSWORD_RECOVERY), for pages that react to a specific one. */
  lastEvent: AuthChangeEvent | null;
}

/** The part of supabase-js's auth client the store uses. */
export interface SessionAuth {
  getSession(): Promise<{ data: { session: Session | null }; error: unknown }>;
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
}

export function toSessionUser(user: User | null | undefined): SessionUser | null {
  if (!user) return null;
  const name = user.user_metadata?.full_name;
  return { id: user.id, email: user.email ?? null, fullName: typeof name === 'string' ? name : '' };
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return a === b || (!!a && !!b && a.id === b.id && a.email === b.email && a.fullName === b.fullName);
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Loads the auth client, reads the stored session and follows auth changes. Runs once; later calls wait for it. */
  start(): Promise<void>;
  /** Settles as signed out without loading the auth client (nothing is stored, so there is nothing to restore). */
  settleSignedOut(): void;
  /** Forgets the user at once (sign-out), before the backend has answered. */
  clearUser(): void;
  started(): boolean;
}

export function createSessionStore(loadAuth: () => Promise<SessionAuth>): SessionStore {
  let state: SessionState = { loading: true, user: null, lastEvent: null };
  const listeners = new Set<() => void>();
  let starting: Promise<void> | undefined;

  const set = (next: Partial<SessionState>) => {
    const merged = { ...state, ...next };
    if (merged.loading === state.loading && sameUser(merged.user, state.user) && merged.lastEvent === state.lastEvent) return;
    state = { ...merged, user: sameUser(merged.user, state.user) ? state.user : merged.user };
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      starting ??= (async () => {
        // A page that settled as signed out without the client is loading again until the client answers.
        set({ loading: true });
        try {
          const auth = await loadAuth();
          auth.onAuthStateChange((event, session) => {
            // INITIAL_SESSION repeats what getSession reports; every later event is authoritative.
            set({ user: toSessionUser(session?.user), loading: false, lastEvent: event });
          });
          const { data, error } = await auth.getSession();
          if (error) throw error;
          set({ user: toSessionUser(data.session?.user), loading: false });
        } catch (error) {
          console.error('Could not load the session; continuing signed out', error);
          set({ user: null, loading: false });
        }
      })();
      return starting;
    },
    settleSignedOut() {
      if (!starting) set({ user: null, loading: false });
    },
    clearUser() {
      set({ user: null, loading: false });
    },
    started: () => starting !== undefined,
  };
}
