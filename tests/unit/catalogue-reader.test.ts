// @vitest-environment jsdom
// The catalogue's reader: a guest reads through postgrest-js alone (anon key headers, global guarded fetch), a
// visitor with a stored session through supabase-js; neither retries on its own (the query layer does), and a backend
// that cannot be reached becomes a RepositoryError at once.
import { afterEach, describe, expect, it, vi } from 'vitest';

// The full client needs a configured key; here it is a marker object standing for supabase-js.
// The global fetch is replaced before postgrest-js loads (it may keep the fetch it first sees); each test sets its answer.
const send = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  globalThis.fetch = mock;
  return mock;
});
const fullClient = vi.hoisted(() => {
  const builder = { retry: true as boolean | undefined, retried: undefined as boolean | undefined };
  return { auth: {}, builder, from: () => builder, rpc: () => ({ retry: (on: boolean) => ({ ...builder, retried: on }) }) };
});
vi.mock('../../src/data/supabase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/data/supabase')>()),
  getSupabase: async () => fullClient,
}));
import { PostgrestClient } from '@supabase/postgrest-js';
import { anonHeaders, getReader } from '../../src/data/reader';
import { AUTH_STORAGE_KEY } from '../../src/data/supabase';
import { loadSubjects } from '../../src/features/tutors/api';
import { loadFreeSlots } from '../../src/features/tutors/free-slots';
import { CatalogueReadError, RepositoryError } from '../../src/data/request-error';
import { listCourses } from '../../src/features/courses/catalogue';
import { supabaseUrl } from '../../src/lib/config';

afterEach(() => {
  localStorage.clear();
  send.mockReset();
});

describe('getReader', () => {
  it('gives a guest the postgrest-js client, not supabase-js', async () => {
    const reader = await getReader();
    expect(reader).toBeInstanceOf(PostgrestClient);
    expect('auth' in reader).toBe(false);
  });

  it("gives a visitor with a stored session the full supabase-js client's tables and functions, without retries", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    const reader = await getReader();
    expect(reader.from('subjects')).toBe(fullClient.builder);
    expect(fullClient.builder.retry).toBe(false);
    expect(reader.rpc('search_tutors')).toMatchObject({ retried: false });
  });

  it("sends a guest's read to <api>/rest/v1 with the anon key headers, through the global fetch", async () => {
    send.mockImplementation(async () =>
      new Response(JSON.stringify([{ slug: 'maths', name: 'Maths' }]), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await loadSubjects()).toEqual([{ slug: 'maths', name: 'Maths' }]);
    const [input, init] = send.mock.calls[0]!;
    expect(String(input)).toBe(`${supabaseUrl.replace(/\/$/, '')}/rest/v1/subjects?select=slug%2Cname&order=name.asc`);
    const sent = new Headers(init?.headers);
    for (const [name, value] of new Headers(anonHeaders())) expect(sent.get(name)).toBe(value);
    expect(sent.has('apikey') && sent.has('authorization')).toBe(true);
  });

  it('turns an unreachable backend into the server modules\' errors, never an unhandled TypeError', async () => {
    send.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadFreeSlots('t', new Date(), new Date())).rejects.toBeInstanceOf(RepositoryError);
    await expect(listCourses(1)).rejects.toBeInstanceOf(CatalogueReadError);
  });

  it('fails a read at once when the backend cannot be reached: one request, no 1 + 2 + 4 s of retries', async () => {
    send.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadSubjects()).rejects.toBeInstanceOf(RepositoryError);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('anonHeaders', () => {
  it('carries the key as apikey and as the bearer token', () => {
    expect(anonHeaders('k')).toEqual({ apikey: 'k', Authorization: 'Bearer k' });
  });
});
