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
import { serviceWorkerInControl } from './device-helpers';

let s: Session;
const violations: string[] = [];

beforeAll(async () => {
  // The worker's install under the policy is one of the checks.
  s = await openSession(undefined, { serviceWorkers: 'allow' });
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
      // Camera, microphone and screen only for the app itself (the lesson room's video).
      expect(response.headers.get('permissions-policy')).toContain('camera=(self), microphone=(self), display-capture=(self)');
      // Pages, the worker and the manifest keep their address from one version to the next: asked for every time.
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('immutable');
    }
  });

  it('hashed assets are kept for a year without asking again, with the same security headers', async () => {
    // The entry script the page names, and the chunks the entry imports.
    const html = await (await fetch(s.url('/'))).text();
    const named = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g))];
    const entry = named.find((name) => /\/index-[\w-]+\.js$/.test(name))!;
    const chunks = (await (await fetch(s.url(entry))).text()).match(/assets\/[\w.-]+\.js/g) ?? [];
    const assets = [...new Set([...named, ...chunks.map((name) => `/${name}`)])];
    expect(assets.length).toBeGreaterThan(1);
    for (const path of assets) {
      const response = await fetch(s.url(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      // A revalidation (a browser that kept the file without the header) still gets its 304, with the header.
      const again = await fetch(s.url(path), { headers: { 'if-none-match': response.headers.get('etag')! } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('are all understood by the browser: a page load logs nothing about them', async () => {
    // Chromium logs a header it cannot parse, or a policy feature it does not know ("Error with Permissions-Policy
    // header: Unrecognized feature"), on every page of the app: noise in every visitor's console.
    const page = await s.context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (/header|policy/i.test(message.text()) && !/Service Worker registration/.test(message.text())) messages.push(message.text());
    });
    await page.goto(s.url('/faq'));
    await mainHeading(page);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    await page.close();
  });

  it('ship as _headers in the build, allowing the inline script of index.html by its hash', () => {
    const html = readFileSync('dist-test/index.html', 'utf8');
    const headers = parseHeadersFile(readFileSync('dist-test/_headers', 'utf8'));
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(headers['Content-Security-Policy']).toContain(scriptHash(script));
  });

  it("are sent on the gateway's answers and the auth service's own HTML page, which works under its policy", async () => {
    const api = new URL(testEnv.apiUrl).origin;
    for (const path of ['/nowhere', '/auth/v1/health', '/rest/v1/', '/auth/v1/verify?type=signup&token=x']) {
      const response = await fetch(`${api}${path}`, { redirect: 'manual' });
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    // The local Google stand-in's consent page: its own CSP (its inline script and style by hash), not framable.
    const authorize = await fetch(`${api}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(s.url('/auth/callback'))}`, {
      redirect: 'manual',
    });
    const consentUrl = authorize.headers.get('location')!;
    const consent = await fetch(consentUrl);
    expect(consent.headers.get('content-type')).toContain('text/html');
    const csp = consent.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(consent.headers.get('x-content-type-options')).toBe('nosniff');
    expect(consent.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await s.context.newPage();
    collectCspViolations(page, violations);
    await page.goto(consentUrl);
    await page.getByLabel('Email').fill('headers-check@example.com');
    await page.getByRole('button', { name: 'Continue as headers-check@example.com' }).waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });

  it('the service worker installs and controls the page under the policy', async () => {
    await s.page.goto(s.url('/'));
    await s.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await s.page.reload();
    await serviceWorkerInControl(s.page);
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
