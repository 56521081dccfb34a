import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRole, roleInfoFrom } from '../../src/data/roles';
import { isAllowListed } from '../../src/features/auth/admin-allow-list';
import { adminAccess } from '../../src/app/guards/admin-access';

// A recording stand-in for the query builder: the lookup's shape (table, column, filter, single) is what is tested
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
    async single() {
      calls.push('single');
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
  it('reads user_roles by user id as a single row', async () => {
    const { client, calls } = fakeClient({ data: { role: 'founder' }, error: null });
    await expect(fetchRole(client, 'user-1')).resolves.toEqual({ role: 'founder', isAdmin: true });
    expect(calls).toEqual(['from user_roles', 'select role', 'eq user_id=user-1', 'single']);
  });

  it('no user means student without asking the server', async () => {
    const { client, calls } = fakeClient({ data: { role: 'admin' }, error: null });
    await expect(fetchRole(client, null)).resolves.toEqual({ role: 'student', isAdmin: false });
    expect(calls).toEqual([]);
  });

  it('no row (PGRST116) means student, and the failure is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeClient({ data: null, error: { code: 'PGRST116', message: 'no rows' } });
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

describe('admin allow-list', () => {
  const list = ['founder@example.com', 'admin@example.com'];

  it('compares trimmed and case-insensitively', () => {
    expect(isAllowListed('founder@example.com', list)).toBe(true);
    expect(isAllowListed('  ADMIN@Example.com ', list)).toBe(true);
    expect(isAllowListed('admin@example.com', [' Admin@Example.COM '])).toBe(true);
  });

  it('rejects everyone else', () => {
    expect(isAllowListed('student@example.com', list)).toBe(false);
    expect(isAllowListed('admin@example.com.evil', list)).toBe(false);
    expect(isAllowListed('xadmin@example.com', list)).toBe(false);
    expect(isAllowListed('', list)).toBe(false);
    expect(isAllowListed('   ', ['   '])).toBe(false);
    expect(isAllowListed(null, list)).toBe(false);
  });

  it('defaults to the two configured addresses', () => {
    expect(isAllowListed('founder@example.com')).toBe(true);
    expect(isAllowListed('admin@example.com')).toBe(true);
    expect(isAllowListed('student@example.com')).toBe(false);
  });
});

describe('admin guard decision', () => {
  const list = ['admin@example.com'];
  it('checks, sends guests to sign in, denies others, grants the allow-list', () => {
    expect(adminAccess(false, null, list)).toBe('checking');
    expect(adminAccess(false, { email: 'admin@example.com' }, list)).toBe('checking');
    expect(adminAccess(true, null, list)).toBe('sign-in');
    expect(adminAccess(true, { email: 'student@example.com' }, list)).toBe('denied');
    expect(adminAccess(true, { email: null }, list)).toBe('denied');
    expect(adminAccess(true, { email: 'Admin@Example.com' }, list)).toBe('granted');
  });
});
