import { describe, expect, it } from 'vitest';
import { ANALYTICS_PATHS, createGuardRules, retarget, skippedResponse } from '../../src/lib/network-guard-rules';

const hosted = createGuardRules('https://designated.supabase.co');
const local = createGuardRules('http://127.0.0.1:54321');

describe('analytics endpoints are answered on the device', () => {
  const endpoints = [
    '/functions/v1/track-event',
    '/rest/v1/rpc/track_user_event',
    '/rest/v1/analytics_sessions',
    '/rest/v1/analytics_page_views',
    '/rest/v1/session_recordings',
    '/rest/v1/analytics_sessions?select=*&id=eq.1',
    '/rest/v1/session_recordings?on_conflict=id#frag',
    '/functions/v1/track-event/',
    '/rest/v1/%61nalytics_page_views', // percent-escaped, the backend would decode it
    '//rest/v1/analytics_sessions',
  ];
  it.each(endpoints)('stubs %s on the designated host, any other project and the local backend', (path) => {
    expect(hosted.decide(`https://designated.supabase.co${path}`)).toEqual({ action: 'stub' });
    expect(hosted.decide(`https://otherproject.supabase.co${path}`)).toEqual({ action: 'stub' });
    expect(local.decide(`http://127.0.0.1:54321${path}`)).toEqual({ action: 'stub' });
    expect(local.decide(`https://anyproject.supabase.co${path}`)).toEqual({ action: 'stub' });
  });

  it('answers 200 with {"ok":true,"skipped":true} as JSON', async () => {
    const response = skippedResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ ok: true, skipped: true });
  });

  it('keeps the real tables the app reads and writes', () => {
    for (const table of ['system_settings', 'user_locale_preferences', 'user_preferences', 'telemetry_events']) {
      expect(hosted.decide(`https://designated.supabase.co/rest/v1/${table}?select=*`)).toEqual({ action: 'pass' });
      expect(local.decide(`http://127.0.0.1:54321/rest/v1/${table}`)).toEqual({ action: 'pass' });
    }
  });

  it('matches whole path segments, not prefixes of other names', () => {
    expect(hosted.decide('https://designated.supabase.co/rest/v1/analytics_sessions_archive')).toEqual({ action: 'pass' });
    expect(hosted.decide('https://designated.supabase.co/functions/v1/track-events')).toEqual({ action: 'pass' });
    expect(hosted.decide('https://designated.supabase.co/rest/v1/rpc/track_user_event_v2')).toEqual({ action: 'pass' });
    expect(hosted.decide('https://designated.supabase.co/x/rest/v1/analytics_sessions')).toEqual({ action: 'pass' });
  });

  it('looks at the path only, never the query or fragment', () => {
    expect(hosted.decide('https://designated.supabase.co/rest/v1/courses?x=/rest/v1/analytics_sessions')).toEqual({ action: 'pass' });
    expect(hosted.decide('https://designated.supabase.co/rest/v1/courses#/functions/v1/track-event')).toEqual({ action: 'pass' });
  });

  it('leaves analytics-looking paths on other hosts alone', () => {
    expect(hosted.decide('https://evil.com/functions/v1/track-event')).toEqual({ action: 'pass' });
    expect(local.decide('http://127.0.0.1:9999/functions/v1/track-event')).toEqual({ action: 'pass' });
    expect(local.decide('http://localhost:4173/rest/v1/analytics_sessions')).toEqual({ action: 'pass' });
  });

  it('lists exactly the five endpoints', () => {
    expect(ANALYTICS_PATHS).toHaveLength(5);
  });
});

describe('wrong hosted project is redirected to the designated one', () => {
  it('keeps path, query and fragment', () => {
    expect(hosted.decide('https://abc.supabase.co/rest/v1/courses?select=id,title&order=title.asc#x')).toEqual({
      action: 'rewrite',
      url: 'https://designated.supabase.co/rest/v1/courses?select=id,title&order=title.asc#x',
    });
    expect(hosted.decide('https://abc.supabase.co/auth/v1/token?grant_type=password')).toEqual({
      action: 'rewrite',
      url: 'https://designated.supabase.co/auth/v1/token?grant_type=password',
    });
  });

  it('handles upper case, trailing dots and plain http', () => {
    expect(hosted.decide('https://ABC.Supabase.CO/rest/v1/x')).toEqual({ action: 'rewrite', url: 'https://designated.supabase.co/rest/v1/x' });
    expect(hosted.decide('https://abc.supabase.co./rest/v1/x')).toEqual({ action: 'rewrite', url: 'https://designated.supabase.co/rest/v1/x' });
    expect(hosted.decide('http://abc.supabase.co/rest/v1/x')).toEqual({ action: 'rewrite', url: 'https://designated.supabase.co/rest/v1/x' });
    expect(hosted.decide('https://DESIGNATED.supabase.co./rest/v1/x')).toEqual({ action: 'pass' });
    expect(createGuardRules('https://Designated.Supabase.co/').decide('https://abc.supabase.co/a')).toEqual({
      action: 'rewrite',
      url: 'https://designated.supabase.co/a',
    });
  });

  it('passes the designated project itself unchanged', () => {
    expect(hosted.decide('https://designated.supabase.co/rest/v1/courses')).toEqual({ action: 'pass' });
  });

  it('does not rewrite hostile look-alikes', () => {
    const hostile = [
      'https://evil.com/x.supabase.co/rest/v1/courses',
      'https://evil.com/?u=https://abc.supabase.co/rest/v1/courses',
      'https://evil.com/#https://abc.supabase.co',
      'https://abc.supabase.co.evil.com/rest/v1/courses',
      'https://supabase.co.evil.com/',
      'https://abc.supabase.co@evil.com/rest/v1/courses',
      'https://abc.supabase.co:pw@evil.com/rest/v1/courses',
      'https://evilsupabase.co/rest/v1/courses',
      'https://abc-supabase.co/rest/v1/courses',
      'https://supabase.co/rest/v1/courses',
      'https://a.b.supabase.co/rest/v1/courses', // other Supabase services live deeper than the project label
      'ftp://abc.supabase.co/rest/v1/courses',
      'ws://abc.supabase.co/realtime/v1/websocket',
      'data:text/plain,https://abc.supabase.co',
      'javascript:fetch("https://abc.supabase.co")',
      'not a url',
      '',
    ];
    for (const url of hostile) expect(hosted.decide(url), url).toEqual({ action: 'pass' });
  });

  it('does not stub analytics on look-alike hosts either', () => {
    expect(hosted.decide('https://abc.supabase.co.evil.com/functions/v1/track-event')).toEqual({ action: 'pass' });
    expect(hosted.decide('https://abc.supabase.co@evil.com/functions/v1/track-event')).toEqual({ action: 'pass' });
  });

  it('accepts URL objects', () => {
    expect(hosted.decide(new URL('https://abc.supabase.co/rest/v1/x'))).toEqual({
      action: 'rewrite',
      url: 'https://designated.supabase.co/rest/v1/x',
    });
  });
});

describe('a configured backend that is not a hosted project', () => {
  it('has no designated project, so nothing is rewritten', () => {
    expect(local.designatedOrigin).toBeNull();
    expect(local.decide('https://abc.supabase.co/rest/v1/courses')).toEqual({ action: 'pass' });
    expect(local.decide('http://127.0.0.1:54321/rest/v1/courses')).toEqual({ action: 'pass' });
  });

  it('a hosted configuration names its designated origin', () => {
    expect(hosted.designatedOrigin).toBe('https://designated.supabase.co');
    expect(createGuardRules('not a url').designatedOrigin).toBeNull();
    expect(createGuardRules('https://supabase.co.evil.com').designatedOrigin).toBeNull();
  });
});

describe('retarget', () => {
  it('copies method, headers and body onto the new URL', async () => {
    const original = new Request('https://abc.supabase.co/rest/v1/x?a=1', {
      method: 'POST',
      headers: { apikey: 'k', 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ a: 1 }),
      credentials: 'omit',
    });
    const moved = await retarget(original, 'https://designated.supabase.co/rest/v1/x?a=1');
    expect(moved.url).toBe('https://designated.supabase.co/rest/v1/x?a=1');
    expect(moved.method).toBe('POST');
    expect(moved.headers.get('apikey')).toBe('k');
    expect(moved.headers.get('prefer')).toBe('return=minimal');
    expect(moved.credentials).toBe('omit');
    expect(await moved.json()).toEqual({ a: 1 });
  });
});
