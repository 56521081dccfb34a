import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { createSessionStore, type SessionAuth } from '../../src/features/auth/session-store';
import { createSignOut, type SignOutSteps } from '../../src/features/auth/sign-out';

const session = (id: string, email: string, fullName?: string) =>
  ({ user: { id, email, user_metadata: fullName === undefined ? {} : { full_name: fullName } } }) as unknown as Session;

function fakeAuth(initial: { session: Session | null; error?: unknown } | Error) {
  let listener: ((event: AuthChangeEvent, s: Session | null) => void) | undefined;
  const auth: SessionAuth = {
    async getSession() {
      if (initial instanceof Error) throw initial;
      return { data: { session: initial.session }, error: initial.error ?? null };
    },
    onAuthStateChange(callback) {
      listener = callback;
      return { data: { subscription: { unsubscribe() {} } } };
    },
  };
  return { auth, emit: (event: AuthChangeEvent, s: Session | null) => listener?.(event, s) };
}

afterEach(() => vi.restoreAllMocks());

describe('session store (SPEC §4)', () => {
  it('starts loading, then reports the stored user', async () => {
    const { auth } = fakeAuth({ session: session('u1', 'a@b.co', 'Ada') });
    const store = createSessionStore(async () => auth);
    expect(store.getSnapshot()).toMatchObject({ loading: true, user: null });
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ loading: false, user: { id: 'u1', email: 'a@b.co', fullName: 'Ada' } });
  });

  it('no stored session: signed out, loading over', async () => {
    const store = createSessionStore(async () => fakeAuth({ session: null }).auth);
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ loading: false, user: null });
  });

  it('follows every auth change', async () => {
    const { auth, emit } = fakeAuth({ session: null });
    const store = createSessionStore(async () => auth);
    await store.start();
    const seen: Array<string | null> = [];
    store.subscribe(() => seen.push(store.getSnapshot().user?.id ?? null));
    emit('SIGNED_IN', session('u2', 'b@c.de'));
    emit('TOKEN_REFRESHED', session('u2', 'b@c.de'));
    emit('SIGNED_OUT', null);
    expect(seen).toEqual(['u2', 'u2', null]);
    expect(store.getSnapshot().lastEvent).toBe('SIGNED_OUT');
    expect(store.getSnapshot().user).toBeNull();
  });

  it('carries the session\'s assurance level (the token\'s aal) and follows it: a code entered anywhere shows at once', async () => {
    const token = (aal: string) => `h.${btoa(JSON.stringify({ sub: 'u3', aal })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
    const withAal = (aal: string) => ({ ...session('u3', 'c@d.ef'), access_token: token(aal) }) as Session;
    const { auth, emit } = fakeAuth({ session: withAal('aal1') });
    const store = createSessionStore(async () => auth);
    expect(store.getSnapshot().aal).toBeNull();
    await store.start();
    expect(store.getSnapshot().aal).toBe('aal1');
    emit('MFA_CHALLENGE_VERIFIED', withAal('aal2'));
    expect(store.getSnapshot().aal).toBe('aal2');
    emit('SIGNED_OUT', null);
    expect(store.getSnapshot().aal).toBeNull();
  });

  it('an initial load that returns an error signs out and ends loading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createSessionStore(async () => fakeAuth({ session: session('u1', 'a@b.co'), error: new Error('bad') }).auth);
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ loading: false, user: null });
  });

  it('an initial load that throws (or a client that fails to load) signs out and ends loading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing = createSessionStore(async () => fakeAuth(new Error('offline')).auth);
    await throwing.start();
    expect(throwing.getSnapshot()).toMatchObject({ loading: false, user: null });
    const unloadable = createSessionStore(() => Promise.reject(new Error('chunk failed')));
    await unloadable.start();
    expect(unloadable.getSnapshot()).toMatchObject({ loading: false, user: null });
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('starts once however often it is asked', async () => {
    const load = vi.fn(async () => fakeAuth({ session: null }).auth);
    const store = createSessionStore(load);
    await Promise.all([store.start(), store.start(), store.start()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles signed out without the client, and loads again when started later', async () => {
    const { auth } = fakeAuth({ session: session('u3', 'c@d.ef') });
    const store = createSessionStore(async () => auth);
    store.settleSignedOut();
    expect(store.getSnapshot()).toMatchObject({ loading: false, user: null });
    const starting = store.start();
    expect(store.getSnapshot().loading).toBe(true);
    await starting;
    expect(store.getSnapshot().user?.id).toBe('u3');
  });

  it('clearUser forgets the user at once', async () => {
    const store = createSessionStore(async () => fakeAuth({ session: session('u1', 'a@b.co') }).auth);
    await store.start();
    store.clearUser();
    expect(store.getSnapshot()).toMatchObject({ loading: false, user: null });
  });
});

function recordingSteps(overrides: Partial<SignOutSteps> = {}) {
  const order: string[] = [];
  const steps: SignOutSteps = {
    beforeSignOut: async () => void order.push('before'),
    clearUser: () => void order.push('clearUser'),
    endSession: async () => {
      order.push('endSession');
      return { error: null };
    },
    clearStorage: () => void order.push('clearStorage'),
    redirect: (path) => void order.push(`redirect ${path}`),
    ...overrides,
  };
  return { steps, order };
}

describe('sign-out (SPEC §4, in the app\'s order: the session is ended before storage is cleared; README "Sign-out order")', () => {
  it('runs its steps in the app\'s order (end the session, then clear storage) and lands on /', async () => {
    const { steps, order } = recordingSteps();
    await createSignOut(steps)();
    expect(order).toEqual(['before', 'clearUser', 'endSession', 'clearStorage', 'redirect /']);
  });

  it('ignores a second request while one runs', async () => {
    let release!: () => void;
    const { steps, order } = recordingSteps({
      endSession: () =>
        new Promise((resolve) => {
          order.push('endSession');
          release = () => resolve({ error: null });
        }),
    });
    const signOut = createSignOut(steps);
    const first = signOut();
    const second = signOut();
    await Promise.resolve();
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(order.filter((step) => step === 'endSession')).toHaveLength(1);
    expect(order.filter((step) => step.startsWith('redirect'))).toHaveLength(1);
  });

  it('logs a backend error and still clears storage and redirects', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { steps, order } = recordingSteps({
      endSession: async () => {
        order.push('endSession');
        return { error: new Error('logout failed') };
      },
    });
    await createSignOut(steps)();
    expect(order.slice(-2)).toEqual(['clearStorage', 'redirect /']);
    expect(log).toHaveBeenCalled();
  });

  it('a thrown error still clears storage and redirects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { steps, order } = recordingSteps({
      endSession: async () => {
        throw new Error('network');
      },
    });
    await createSignOut(steps)();
    expect(order).toEqual(['before', 'clearUser', 'clearStorage', 'redirect /']);
  });

  it('does not wait forever for an unreachable backend', async () => {
    vi.useFakeTimers();
    try {
      const { steps, order } = recordingSteps({ endSession: () => new Promise(() => order.push('endSession')) });
      const done = createSignOut(steps, 1000)();
      await vi.advanceTimersByTimeAsync(1000);
      await done;
      expect(order.slice(-2)).toEqual(['clearStorage', 'redirect /']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('why the session is ended before storage is cleared (README "Sign-out order")', () => {
  // supabase-js revokes the session it finds in storage: with storage cleared first it ends only the local copy and
  // the refresh token stays valid on the server.
  const now = Math.floor(Date.now() / 1000);
  const session = {
    access_token: 'header.eyJzdWIiOiJ1MSIsImV4cCI6OTk5OTk5OTk5OX0.signature',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: { id: 'u1', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
  };

  async function signOutWith(clearFirst: boolean): Promise<string[]> {
    const { createClient } = await import('@supabase/supabase-js');
    const stored = new Map<string, string>([['sb-auth-token', JSON.stringify(session)]]);
    const requests: string[] = [];
    const client = createClient('http://127.0.0.1:1', 'anon', {
      auth: {
        storageKey: 'sb-auth-token',
        storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) },
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      global: {
        fetch: async (input) => {
          requests.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
          return new Response(null, { status: 204 });
        },
      },
    });
    if (clearFirst) stored.clear();
    await client.auth.signOut();
    return requests;
  }

  it('ending the session first revokes it on the server (POST /logout)', async () => {
    expect(await signOutWith(false)).toContain('/auth/v1/logout');
  });

  it('clearing storage first would send nothing to the server', async () => {
    expect(await signOutWith(true)).not.toContain('/auth/v1/logout');
  });
});
