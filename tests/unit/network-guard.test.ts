import { describe, expect, it, vi } from 'vitest';
import { guardFetch, installNetworkGuard } from '../../src/lib/network-guard';
import { createGuardRules } from '../../src/lib/network-guard-rules';

function setup(configured = 'https://designated.supabase.co') {
  const send = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('sent'));
  const guarded = guardFetch(send as unknown as typeof fetch, createGuardRules(configured), () => 'http://localhost:4173/courses');
  return { send, guarded };
}

describe('page-side fetch guard', () => {
  it('answers analytics calls without sending them (string, URL and Request input)', async () => {
    const { send, guarded } = setup();
    const inputs: (string | URL | Request)[] = [
      'https://designated.supabase.co/functions/v1/track-event',
      new URL('https://designated.supabase.co/rest/v1/rpc/track_user_event'),
      new Request('https://designated.supabase.co/rest/v1/analytics_sessions?select=*', { method: 'POST', body: '{}' }),
      'https://other.supabase.co/rest/v1/analytics_page_views',
      'https://designated.supabase.co/rest/v1/session_recordings',
    ];
    for (const input of inputs) {
      const response = await guarded(input, { method: 'POST', body: '{"event":"x"}' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ ok: true, skipped: true });
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a wrong-project call to the designated host with the same options', async () => {
    const { send, guarded } = setup();
    const init = { method: 'PATCH', headers: { apikey: 'k' }, body: '{"a":1}' };
    await guarded('https://abc.supabase.co/rest/v1/courses?id=eq.1', init);
    expect(send).toHaveBeenCalledWith('https://designated.supabase.co/rest/v1/courses?id=eq.1', init);
  });

  it('moves a Request object to the designated host, body and headers included', async () => {
    const { send, guarded } = setup();
    await guarded(new Request('https://abc.supabase.co/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: 'k' },
      body: '{"email":"a@b.co"}',
    }));
    const sent = send.mock.calls[0][0] as Request;
    expect(sent).toBeInstanceOf(Request);
    expect(sent.url).toBe('https://designated.supabase.co/auth/v1/token?grant_type=password');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('apikey')).toBe('k');
    expect(await sent.text()).toBe('{"email":"a@b.co"}');
  });

  it('passes everything else through untouched, relative URLs included', async () => {
    const { send, guarded } = setup();
    const request = new Request('https://designated.supabase.co/rest/v1/courses');
    for (const input of ['/rest/v1/analytics_sessions', 'https://evil.com/?u=https://abc.supabase.co', request]) {
      await guarded(input);
      expect(send).toHaveBeenLastCalledWith(input, undefined);
    }
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('with a local backend, stubs its analytics and rewrites nothing', async () => {
    const { send, guarded } = setup('http://127.0.0.1:54321');
    expect(await (await guarded('http://127.0.0.1:54321/functions/v1/track-event', { method: 'POST' })).json()).toEqual({ ok: true, skipped: true });
    await guarded('https://abc.supabase.co/rest/v1/courses');
    expect(send).toHaveBeenCalledExactlyOnceWith('https://abc.supabase.co/rest/v1/courses', undefined);
  });

  it('installs on the global fetch once', async () => {
    const original = vi.fn(async () => new Response('network'));
    const scope = { fetch: original, location: { href: 'http://localhost/' } } as unknown as typeof globalThis;
    installNetworkGuard(scope, 'https://designated.supabase.co');
    const first = scope.fetch;
    installNetworkGuard(scope, 'https://designated.supabase.co');
    expect(scope.fetch).toBe(first);
    expect(await (await scope.fetch('https://designated.supabase.co/functions/v1/track-event')).json()).toEqual({ ok: true, skipped: true });
    expect(original).not.toHaveBeenCalled();
    await scope.fetch('https://designated.supabase.co/rest/v1/courses');
    expect(original).toHaveBeenCalledOnce();
  });
});
