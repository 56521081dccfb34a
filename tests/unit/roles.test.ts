import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRole, roleInfoFrom } from '../../src/features/auth/roles';
import { adminAccess } from '../../src/features/auth/admin-access';

// A recording stand-in for the query builder: the lookup's shape (table, column, filter, maybeSingle) is what is tested
// here; the real lookup against PostgREST is covered by the browser and RLS tests.
function fakeClient(result: { data: unknown; error: unknown } | Error) {
  const calls: string[] = [];
  const builder = {
    select(columns: string) {
      calls.push(`select ${columns}`);
      return builder;
    },
    eq(column: string, value: string) {
      calls.push(`eq ${column}=${value}`);
      return builder;
    },
    async maybeSingle() {
      calls.push('maybeSingle');
      if (result instanceof Error) throw result;
      return result;
    },
  };
  const client = {
    from(table: string) {
      calls.push(`from ${table}`);
      return builder;
    },
  };
  return { client: client as never, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('role values', () => {
  it('founder and admin are admins; student and anything else are not', () => {
    expect(roleInfoFrom('founder')).toEqual({ role: 'founder', isAdmin: true });
    expect(roleInfoFrom('admin')).toEqual({ role: 'admin', isAdmin: true });
    expect(roleInfoFrom('student')).toEqual({ role: 'student', isAdmin: false });
    expect(roleInfoFrom('Admin')).toEqual({ role: 'student', isAdmin: false });
    expect(roleInfoFrom(null)).toEqual({ role: 'student', isAdmin: false });
  });
});

describe('role lookup', () => {
  it('reads user_roles by user id as at most one row (no 406 when there is none)', async () => {
    const { client, calls } = fakeClient({ data: { role: 'founder' }, error: null });
    await expect(fetchRole(client, 'user-1')).resolves.toEqual({ role: 'founder', isAdmin: true });
    expect(calls).toEqual(['from user_roles', 'select role', 'eq user_id=user-1', 'maybeSingle']);
  });

  it('no user means student without asking the server', async () => {
    const { client, calls } = fakeClient({ data: { role: 'admin' }, error: null });
    await expect(fetchRole(client, null)).resolves.toEqual({ role: 'student', isAdmin: false });
    expect(calls).toEqual([]);
  });

  it('no row means student, and is no failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeClient({ data: null, error: null });
    await expect(fetchRole(client, 'user-1')).resolves.toEqual({ role: 'student', isAdmin: false });
    expect(log).not.toHaveBeenCalled();
  });

  it('a failed lookup means student, and the failure is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeClient({ data: null, error: { code: '42501', message: 'permission denied' } });
    await expect(fetchRole(client, 'user-1')).resolves.toEqual({ role: 'student', isAdmin: false });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a thrown failure means student, logged, not thrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeClient(new Error('network down'));
    await expect(fetchRole(client, 'user-1')).resolves.toEqual({ role: 'student', isAdmin: false });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('admin guard decision (role from user_roles, read for each navigation)', () => {
  const admin = { id: 'u-admin' };
  const check = (key: string, userId: string, isAdmin: boolean) => ({ key, userId, isAdmin });

  it('checks until the session is known, sends a guest to sign in', () => {
    expect(adminAccess(false, null, 'k1', null)).toBe('checking');
    expect(adminAccess(false, admin, 'k1', check('k1', 'u-admin', true))).toBe('checking');
    expect(adminAccess(true, null, 'k1', check('k1', 'u-admin', true))).toBe('sign-in');
  });

  it('grants founder/admin and denies every other role, by role and never by email', () => {
    expect(adminAccess(true, admin, 'k1', check('k1', 'u-admin', roleInfoFrom('admin').isAdmin))).toBe('granted');
    expect(adminAccess(true, admin, 'k1', check('k1', 'u-admin', roleInfoFrom('founder').isAdmin))).toBe('granted');
    for (const role of ['student', 'tutor', 'Admin', 'superuser', null, undefined, 42]) {
      expect(adminAccess(true, admin, 'k1', check('k1', 'u-admin', roleInfoFrom(role).isAdmin))).toBe('denied');
    }
  });

  it('a role read for an earlier navigation or another user does not decide this one', () => {
    expect(adminAccess(true, admin, 'k2', check('k1', 'u-admin', true))).toBe('checking');
    expect(adminAccess(true, admin, 'k1', check('k1', 'u-other', true))).toBe('checking');
    expect(adminAccess(true, admin, 'k1', null)).toBe('checking');
  });
});
