import { describe, expect, it } from 'vitest';
import { headersFile, inlineScripts, parseHeadersFile, scriptHash, securityHeaders } from '../../scripts/lib/security-headers.mjs';

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

  it('the _headers file round-trips', () => {
    const headers = securityHeaders({ html, apiUrl: 'http://127.0.0.1:54321' });
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });
});
