import { describe, expect, it } from 'vitest';
import { headersFile, inlineScripts, parseHeadersFile, scriptHash, securityHeaders } from '../../scripts/lib/security-headers.mjs';
import { defaultLessonUrl } from '../../src/lib/config';

describe('security headers', () => {
  const html = '<head><script>var a = 1;</script><script type="module" src="/assets/x.js"></script></head>';

  it('hash only inline scripts, as the browser does (sha256 of the exact text)', () => {
    expect(inlineScripts(html)).toEqual(['var a = 1;']);
    expect(scriptHash('var a = 1;')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('CSP: no inline script, frame-ancestors none, the API origin in connect-src', () => {
    const headers = securityHeaders({ html, apiUrl: 'https://abc.supabase.co/' });
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain(`script-src 'self' ${scriptHash('var a = 1;')}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('connect-src allows the lesson room’s WebSocket: the API’s own by default, VITE_LESSON_URL’s origin when set', () => {
    const csp = (lessonUrl?: string) => securityHeaders({ html, apiUrl: 'https://abc.supabase.co', lessonUrl })['Content-Security-Policy'];
    expect(csp()).toContain('wss://abc.supabase.co');
    expect(csp(defaultLessonUrl('https://abc.supabase.co'))).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co *.supabase.co;");
    expect(csp('wss://lesson.summit.example/lesson/v1')).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co *.supabase.co wss://lesson.summit.example;");
    expect(defaultLessonUrl('http://127.0.0.1:54321')).toBe('ws://127.0.0.1:54321/lesson/v1');
    expect(defaultLessonUrl('https://abc.supabase.co/')).toBe('wss://abc.supabase.co/lesson/v1');
  });

  it('the _headers file round-trips', () => {
    const headers = securityHeaders({ html, apiUrl: 'http://127.0.0.1:54321' });
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
    // The hashed assets are kept for a year; nothing else is (a page or the worker must be asked for again).
    expect(parseHeadersFile(headersFile(headers), '/assets/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(headersFile(headers).match(/^\S.*$/gm)).toEqual(['/*', '/assets/*']);
  });
});
