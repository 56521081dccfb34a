// Session state (SPEC §3, §4): loading first, then signed in (user set) or signed out (user null), following the initial
// session and every auth change. If the initial load fails the user is signed out and loading ends. The session also
// carries the user's role and isAdmin, read from user_roles at sign-in and on every auth change (no user, no role or a
// failed lookup: student, not admin); `refreshRole` reads it again on demand, since a change in user_roles fires no auth
// event. Plain TS: the auth client and the role lookup are injected, so the rules are testable without a backend.
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { STUDENT, type RoleInfo } from './roles';

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
  /** The user's role from user_roles; 'student' with no user, no role or a failed lookup. */
  role: RoleInfo['role'];
  /** True only for the roles founder and admin. */
  isAdmin: boolean;
  /** True while the role of the current user has not been read yet (role and isAdmin are then student/false). */
  roleLoading: boolean;
  /**
   * The session's assurance level (the access token's `aal` claim): 'aal2' once a second factor was passed; null
   * signed out. Follows every auth event, so a code entered anywhere in the app shows at once.
   */
  aal: AssuranceLevel | null;
}

export type AssuranceLevel = 'aal1' | 'aal2';

/** The `aal` claim of the session's access token (read on the device; the server checks the token itself). */
export function assuranceLevelOf(session: Pick<Session, 'access_token'> | null | undefined): AssuranceLevel | null {
  const payload = session?.access_token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown };
    return claims.aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

/** Reads the role of a user from user_roles; never throws (a failure is student, not admin). */
export type RoleLookup = (userId: string) => Promise<RoleInfo>;

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
  /**
   * Reads the current user's role again and stores it; resolves with the role of that user (student with no user).
   * Answers that arrive after the user changed are dropped.
   */
  refreshRole(): Promise<RoleInfo>;
}

const signedOutRole = { role: STUDENT.role, isAdmin: STUDENT.isAdmin, roleLoading: false } as const;

export function createSessionStore(
  loadAuth: () => Promise<SessionAuth>,
  lookupRole: RoleLookup = async () => STUDENT,
): SessionStore {
  let state: SessionState = { loading: true, user: null, lastEvent: null, aal: null, ...signedOutRole };
  const listeners = new Set<() => void>();
  let starting: Promise<void> | undefined;
  let lookupSeq = 0;

  const set = (next: Partial<SessionState>) => {
    const merged = { ...state, ...next };
    const userChanged = !sameUser(merged.user, state.user);
    const idChanged = (merged.user?.id ?? null) !== (state.user?.id ?? null);
    // Another user (or none): the previous user's role never carries over.
    if (idChanged) Object.assign(merged, merged.user ? { role: STUDENT.role, isAdmin: false, roleLoading: true } : signedOutRole);
    if (
      !userChanged &&
      merged.loading === state.loading &&
      merged.lastEvent === state.lastEvent &&
      merged.aal === state.aal &&
      merged.role === state.role &&
      merged.isAdmin === state.isAdmin &&
      merged.roleLoading === state.roleLoading
    )
      return;
    state = { ...merged, user: userChanged ? merged.user : state.user };
    listeners.forEach((listener) => listener());
  };

  const refreshRole = async (): Promise<RoleInfo> => {
    const user = state.user;
    if (!user) return STUDENT;
    const seq = ++lookupSeq;
    let info: RoleInfo;
    try {
      info = await lookupRole(user.id);
    } catch (error) {
      console.error('Role lookup failed; treating the user as student', error);
      info = STUDENT;
    }
    // Only the newest lookup for the user still signed in may write the session.
    if (seq === lookupSeq && state.user?.id === user.id) set({ role: info.role, isAdmin: info.isAdmin, roleLoading: false });
    return info;
  };

  /** Sets the user and, when it is a (new) signed-in user or an auth event says so, reads the role. */
  const setUser = (user: SessionUser | null, next: Partial<SessionState>, readRole: boolean) => {
    const idChanged = (user?.id ?? null) !== (state.user?.id ?? null);
    set({ ...next, user });
    if (user && (idChanged || readRole)) void refreshRole();
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
            // INITIAL_SESSION repeats what getSession reports; every later event is authoritative, and reads the
            // role again (never awaited here: supabase-js holds its auth lock while it calls this listener).
            setUser(toSessionUser(session?.user), { loading: false, lastEvent: event, aal: assuranceLevelOf(session) }, event !== 'INITIAL_SESSION');
          });
          const { data, error } = await auth.getSession();
          if (error) throw error;
          setUser(toSessionUser(data.session?.user), { loading: false, aal: assuranceLevelOf(data.session) }, false);
        } catch (error) {
          console.error('Could not load the session; continuing signed out', error);
          set({ user: null, loading: false, aal: null });
        }
      })();
      return starting;
    },
    settleSignedOut() {
      if (!starting) set({ user: null, loading: false, aal: null });
    },
    clearUser() {
      set({ user: null, loading: false, aal: null });
    },
    started: () => starting !== undefined,
    refreshRole,
  };
}
