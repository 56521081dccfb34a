// axe-core (WCAG 2 A and AA rules) on states the route matrix (a11y-matrix.test.ts: every route × 5 languages) does not
// reach: not-found, the crash screen, the open mobile menu with an open FAQ answer, the contact form's errors, and
// both open side panels.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, mainHeading, openSession, type Session } from './shell-helpers';
import { axeViolations, WCAG2_TAGS } from './a11y-helpers';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(() => closeSession(s));

const violations = (page: Page) => axeViolations(page, page.url(), WCAG2_TAGS);

describe('accessibility (axe)', () => {
  for (const route of ['/nope', '/dev/graph-debug-live?crash=1']) {
    it(`${route} has no violations`, async () => {
      await s.page.goto(s.url(route));
      await mainHeading(s.page);
      expect(await violations(s.page)).toEqual([]);
    });
  }

  it('the open mobile menu and an open FAQ answer have no violations', async () => {
    const page = await s.context.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(s.url('/faq'));
    await mainHeading(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('summary').first().click();
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('the contact form showing its errors has no violations', async () => {
    await s.page.goto(s.url('/contact'));
    await mainHeading(s.page);
    await s.page.getByRole('button', { name: 'Send message' }).click();
    expect(await violations(s.page)).toEqual([]);
  });

  for (const [button, panel] of [
    ['locale-open', 'locale-panel'],
    ['accessibility-open', 'accessibility-panel'],
  ]) {
    it(`the open ${panel} has no violations and closes with Escape, focus back on its button`, async () => {
      await s.page.goto(s.url('/'));
      await mainHeading(s.page);
      await s.page.getByTestId(button).click();
      await s.page.getByTestId(panel).getByRole('heading', { level: 2 }).waitFor();
      expect(await violations(s.page)).toEqual([]);
      await s.page.keyboard.press('Escape');
      await s.page.getByTestId(panel).waitFor({ state: 'detached' });
      // Headless UI gives focus back to the element that opened the dialog.
      await s.page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, button, { timeout: 10_000 });
    });
  }
});
