// The served app sends its security headers (Content-Security-Policy without 'unsafe-inline' script, frame-ancestors
// 'none', nosniff, referrer and permissions policies), ships them as dist/_headers for a static host, and every
// pre-paint script and the service worker work under them: zero CSP violations in Chromium. Every route is loaded under
// the policy by routes.test.ts, which counts its violations the same way.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScripts, parseHeadersFile, scriptHash } from '../../scripts/lib/security-headers.mjs';
import { demoAccounts, demoPassword, testEnv } from '../support/env';
import { closeSession, collectCspViolations, mainHeading, openSession, reportCspViolations, type Session } from './shell-helpers';
import { signInAs } from './auth-helpers';

let s: Session;
const violations: string[] = [];

beforeAll(async () => {
  s = await openSession();
  await reportCspViolations(s.context);
  collectCspViolations(s.page, violations);
});
afterAll(() => closeSession(s));

describe('security headers', () => {
  it('are sent on pages, assets and the service worker script', async () => {
    for (const path of ['/', '/courses', '/nope', '/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(s.url(path));
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
      expect(csp).toContain(`connect-src 'self' ${new URL(testEnv.apiUrl).origin}`);
      // The lesson room's WebSocket (<API URL>/lesson/v1 over ws:).
      expect(csp.split(';').find((d) => d.trim().startsWith('connect-src'))).toContain(new URL(testEnv.lessonUrl).origin);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('ship as _headers in the build, allowing the inline script of index.html by its hash', () => {
    const html = readFileSync('dist-test/index.html', 'utf8');
    const headers = parseHeadersFile(readFileSync('dist-test/_headers', 'utf8'));
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(headers['Content-Security-Policy']).toContain(scriptHash(script));
  });

  it('the service worker installs and controls the page under the policy', async () => {
    await s.page.goto(s.url('/'));
    await s.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await s.page.reload();
    await s.page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 15_000 });
    await mainHeading(s.page);
    expect(violations).toEqual([]);
  });

  it('signed in: the dashboard and its data requests to the API pass the policy', async () => {
    const page = await s.context.newPage();
    collectCspViolations(page, violations);
    await signInAs(page, demoAccounts.student, demoPassword);
    await mainHeading(page);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await page.close();
  });
});
