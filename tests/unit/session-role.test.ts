// The session carries role and isAdmin (SPEC §3, §6): read from user_roles at sign-in and on every auth change,
// again on demand (refreshRole), never carried over to another user; no user, no role or a failed lookup is student.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { createSessionStore, type SessionAuth } from '../../src/features/auth/session-store';
import { roleInfoFrom, STUDENT, type RoleInfo } from '../../src/features/auth/roles';

const session = (id: string) => ({ user: { id, email: `${id}@example.org`, user_metadata: {} } }) as unknown as Session;

function fakeAuth(initial: Session | null) {
  let listener: ((event: AuthChangeEvent, s: Session | null) => void) | undefined;
  const auth: SessionAuth = {
    async getSession() {
      return { data: { session: initial }, error: null };
    },
    onAuthStateChange(callback) {
      listener = callback;
      return { data: { subscription: { unsubscribe() {} } } };
    },
  };
  return { auth, emit: (event: AuthChangeEvent, s: Session | null) => listener!(event, s) };
}

/** A user_roles stand-in: the table's rows by user id; lookups are counted. */
function fakeRoles(rows: Record<string, string>) {
  const lookups: string[] = [];
  const lookup = vi.fn(async (userId: string): Promise<RoleInfo> => {
    lookups.push(userId);
    return userId in rows ? roleInfoFrom(rows[userId]) : STUDENT;
  });
  return { rows, lookups, lookup };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const roleOf = (store: ReturnType<typeof createSessionStore>) => {
  const { role, isAdmin, roleLoading } = store.getSnapshot();
  return { role, isAdmin, roleLoading };
};

afterEach(() => vi.restoreAllMocks());

describe('session role (SPEC §3, §6)', () => {
  it('no user: student, not admin, nothing looked up', async () => {
    const roles = fakeRoles({});
    const store = createSessionStore(async () => fakeAuth(null).auth, roles.lookup);
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });
    await store.start();
    await settle();
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });
    await expect(store.refreshRole()).resolves.toEqual(STUDENT);
    expect(roles.lookups).toEqual([]);
  });

  it('the stored session loads the role: founder and admin are admins', async () => {
    for (const role of ['founder', 'admin'] as const) {
      const roles = fakeRoles({ u1: role });
      const store = createSessionStore(async () => fakeAuth(session('u1')).auth, roles.lookup);
      await store.start();
      await settle();
      expect(roleOf(store)).toEqual({ role, isAdmin: true, roleLoading: false });
      expect(roles.lookups).toEqual(['u1']);
    }
  });

  it('no role row, an unknown role (e.g. superuser) or a failed lookup: student, not admin', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const lookup of [
      async () => STUDENT,
      async () => roleInfoFrom('superuser'),
      async () => {
        throw new Error('network down');
      },
    ]) {
      const store = createSessionStore(async () => fakeAuth(session('u1')).auth, lookup);
      await store.start();
      await settle();
      expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });
    }
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('sign-in loads the role, sign-out drops it, another user never inherits it', async () => {
    const roles = fakeRoles({ a: 'admin', s: 'student' });
    const { auth, emit } = fakeAuth(null);
    const store = createSessionStore(async () => auth, roles.lookup);
    await store.start();
    emit('SIGNED_IN', session('a'));
    await settle();
    expect(roleOf(store)).toEqual({ role: 'admin', isAdmin: true, roleLoading: false });
    emit('SIGNED_OUT', null);
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });
    emit('SIGNED_IN', session('s'));
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: true });
    await settle();
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });
    expect(roles.lookups).toEqual(['a', 's']);
  });

  it('every later auth change reads the role again (INITIAL_SESSION does not repeat the first read)', async () => {
    const roles = fakeRoles({ u1: 'admin' });
    const { auth, emit } = fakeAuth(session('u1'));
    const store = createSessionStore(async () => auth, roles.lookup);
    await store.start();
    emit('INITIAL_SESSION', session('u1'));
    await settle();
    expect(roles.lookups).toEqual(['u1']);
    roles.rows.u1 = 'student';
    emit('TOKEN_REFRESHED', session('u1'));
    await settle();
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });
    expect(roles.lookups).toEqual(['u1', 'u1']);
  });

  it('refreshRole reads user_roles again: a role taken away or granted shows without any auth event', async () => {
    const roles = fakeRoles({ u1: 'founder' });
    const store = createSessionStore(async () => fakeAuth(session('u1')).auth, roles.lookup);
    await store.start();
    await settle();
    expect(store.getSnapshot().isAdmin).toBe(true);
    delete roles.rows.u1;
    await expect(store.refreshRole()).resolves.toEqual({ role: 'student', isAdmin: false });
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });
    roles.rows.u1 = 'admin';
    await expect(store.refreshRole()).resolves.toEqual({ role: 'admin', isAdmin: true });
    expect(store.getSnapshot().isAdmin).toBe(true);
  });

  it("a slow answer for a user who has since signed out (or a superseded lookup) never writes the session", async () => {
    const pending: Array<(info: RoleInfo) => void> = [];
    const lookup = (): Promise<RoleInfo> => new Promise((resolve) => pending.push(resolve));
    const { auth, emit } = fakeAuth(null);
    const store = createSessionStore(async () => auth, lookup);
    await store.start();
    emit('SIGNED_IN', session('a'));
    emit('SIGNED_OUT', null);
    pending[0](roleInfoFrom('admin'));
    await settle();
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });

    emit('SIGNED_IN', session('b'));
    const older = store.refreshRole();
    const newer = store.refreshRole();
    pending[3](STUDENT); // the newest answer arrives first
    await newer;
    pending[1](roleInfoFrom('admin'));
    pending[2](roleInfoFrom('admin'));
    await older;
    await settle();
    expect(roleOf(store)).toEqual({ role: 'student', isAdmin: false, roleLoading: false });
  });
});
