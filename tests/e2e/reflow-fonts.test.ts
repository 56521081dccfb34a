// Reflow (WCAG 1.4.10) in the fonts a machine really has: at 320 px wide and font size xlarge the math lab's
// expression rows and their "×" buttons fit in npm's Noto Sans and in Debian's Noto Sans, DejaVu Sans and Liberation
// Sans (layoutProblems switches the body font in place, so one page load checks all four).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { testEnv } from '../support/env';
import { layoutProblems, settle, SYSTEM_FONTS, useWideFont } from './a11y-helpers';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();
const XLARGE = JSON.stringify({ textColor: 'default', backgroundColor: 'default', fontSize: 'xlarge', dyslexiaFriendlyFont: false });
let context: BrowserContext;

beforeAll(async () => {
  context = await shared.browser.newContext({ viewport: { width: 320, height: 640 }, reducedMotion: 'reduce' });
  await useWideFont(context);
  await context.addInitScript((settings) => localStorage.setItem('accessibility_settings', settings), XLARGE);
});
afterAll(() => context?.close());

describe('reflow in the machine\'s fonts', () => {
  it('the math lab fits 320 px at xlarge in each font, with its expression rows and remove buttons', async () => {
    const page = await context.newPage();
    await page.goto(`${testEnv.appUrl.replace(/\/$/, '')}/dev/math-lab`);
    await settle(page);
    await page.getByRole('button', { name: /Remove expression 1/ }).waitFor();
    expect(await layoutProblems(page, '/dev/math-lab')).toEqual([]);
    // The fonts were there to check in (a missing one is reported above, never skipped).
    expect(SYSTEM_FONTS.map((f) => f.family)).toEqual(['Noto Sans', 'DejaVu Sans', 'Liberation Sans']);
    await page.close();
  });
});
