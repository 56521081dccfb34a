// Every route opens by its URL and renders its heading, with zero Content-Security-Policy violations (the pre-paint
// script runs on each: a blocked one would count); the redirect and the not-found page behave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/db';
import { signInTestStaffAal2 } from '../support/fixtures';
import { appRoutes, notFoundHeading } from '../support/routes';
import { closeSession, collectCspViolations, mainHeading, openSession, reportCspViolations, waitForHeading, type Session } from './shell-helpers';

let s: Session;
const violations: string[] = [];
beforeAll(async () => {
  s = await openSession();
  await reportCspViolations(s.context);
  collectCspViolations(s.page, violations);
});
afterAll(() => closeSession(s));

describe('routes', () => {
  for (const route of appRoutes) {
    it(`${route.path} shows "${route.heading}"`, async () => {
      await s.page.goto(s.url(route.path));
      if (route.access === 'public') {
        // Some pages settle on their heading (the callback first says it is signing you in).
        await waitForHeading(s.page, route.heading).catch(() => undefined);
        expect(await mainHeading(s.page)).toBe(route.heading);
        expect(await s.page.title()).toMatch(/Summit/);
        expect(violations.splice(0)).toEqual([]);
        return;
      }
      // Guarded pages: a guest either sees the page (no guard yet) or is sent to sign in, never anything else.
      await s.page.waitForFunction(
        ({ path }) => !!document.querySelector('main h1') && (location.pathname === path || location.pathname === '/auth'),
        { path: new URL(s.url(route.path)).pathname },
        { timeout: 15_000 },
      );
      const pathname = new URL(s.page.url()).pathname;
      if (pathname === '/auth') expect(await mainHeading(s.page)).not.toBe(notFoundHeading);
      else expect(await mainHeading(s.page)).toBe(route.heading);
      expect(violations.splice(0)).toEqual([]);
    });
  }

  describe('pages behind sign-in, signed in as an admin at aal2 (their content, not the sign-in page)', () => {
    let tutor: { id: string; full_name: string };
    beforeAll(async () => {
      const db = await adminDb();
      tutor = (await db.query(`select id, full_name from tutors where slug = 'james-whitaker'`)).rows[0];
      await db.end();
      const { data } = await (await signInTestStaffAal2('admin')).auth.getSession();
      await s.page.goto(s.url('/'));
      await s.page.evaluate((session) => localStorage.setItem('sb-auth-token', session), JSON.stringify(data.session));
    });

    for (const route of appRoutes.filter((r) => r.access !== 'public')) {
      const path = route.path === '/founder/tutors/example-tutor' ? null : route.path;
      it(`${path ?? '/founder/tutors/{id of a real tutor}'} shows "${route.heading}"`, async () => {
        const target = path ?? `/founder/tutors/${tutor.id}`;
        await s.page.goto(s.url(target));
        await waitForHeading(s.page, route.heading);
        expect(new URL(s.page.url()).pathname).toBe(target);
        if (!path) await s.page.locator('main').getByText(tutor.full_name).first().waitFor();
        expect(violations.splice(0)).toEqual([]);
      });
    }
  });

  it('document titles name the page', async () => {
    await s.page.goto(s.url('/mission'));
    await mainHeading(s.page);
    await s.page.waitForFunction(() => document.title === 'Mission · Summit');
    await s.page.goto(s.url('/'));
    await mainHeading(s.page);
    await s.page.waitForFunction(() => document.title === 'Summit · Personalized online tutoring');
  });

  it('an unknown path shows the not-found page with a link home that works', async () => {
    await s.page.goto(s.url('/nope'));
    expect(await mainHeading(s.page)).toBe(notFoundHeading);
    await s.page.locator('main').getByRole('link', { name: 'Back to the home page' }).click();
    await waitForHeading(s.page, 'Personalized online tutoring for every learner');
    expect(new URL(s.page.url()).pathname).toBe('/');
  });

  it('/lead-dashboard navigates to /founder-hub', async () => {
    const page = await s.context.newPage();
    // Record every in-app URL change: a guard may move a guest on from /founder-hub right after.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __paths: string[] }).__paths = seen;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url != null) seen.push(new URL(String(url), location.href).pathname);
          return original(data, unused, url);
        };
      }
    });
    await page.goto(s.url('/lead-dashboard'));
    await page.waitForFunction(() => (window as unknown as { __paths: string[] }).__paths.length > 0);
    const paths = await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
    expect(paths[0]).toBe('/founder-hub');
    await page.close();
  });
});
