// The AI tutor in the browser: the footer following the maintenance flag, lesson generation with its overlay, and an
// admin switching the flag. The flag is the whole site's (every page's footer shows it), so this file runs alone.
import { afterAll, describe, expect, it } from 'vitest';
import { completeCodeStep } from './auth-helpers';
import type { TestUser } from '../support/db';
import { demoAccounts, demoPassword } from '../support/env';
import { app, learningFile } from './learning-helpers';

const { shared, freshPage, signIn } = learningFile();

afterAll(async () => {
  await shared.db.query(`update system_settings set value = 'true' where key = 'ai_tutor.maintenance'`);
});

describe('AI tutor', () => {
  it('the footer follows the maintenance flag', async () => {
    await shared.db.query(`update system_settings set value = 'true' where key = 'ai_tutor.maintenance'`);
    const page = await freshPage();
    await page.goto(app('/'));
    await page.getByText('AI Tutor (Under Maintenance)').waitFor();
    await shared.db.query(`update system_settings set value = 'false' where key = 'ai_tutor.maintenance'`);
    await page.reload();
    await page.locator('footer a[href="/ai-tutor"]').waitFor({ timeout: 10_000 });
    await shared.db.query(`update system_settings set value = 'true' where key = 'ai_tutor.maintenance'`);
    await page.reload();
    await page.getByText('AI Tutor (Under Maintenance)').waitFor();
    await expect.poll(() => page.locator('footer a[href="/ai-tutor"]').count(), { timeout: 10_000 }).toBe(0);
  });

  it('generating a lesson shows the overlay, then the lesson', async () => {
    await shared.db.query(`update system_settings set value = 'false' where key = 'ai_tutor.maintenance'`);
    const page = await freshPage();
    // Generation on the device is fast (a lesson ready within 400 ms shows no overlay), so the test holds it between
    // two of its steps: the generator yields to the browser with requestAnimationFrame, whose callbacks wait while
    // `holdFrames` is set (React renders without it). Every value the overlay shows is recorded.
    await page.addInitScript(() => {
      const w = window as unknown as { overlaySeen: string[]; holdFrames: boolean; releaseFrames: () => void };
      w.overlaySeen = [];
      w.holdFrames = false;
      const held: FrameRequestCallback[] = [];
      const original = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        if (!w.holdFrames) return original(callback);
        held.push(callback);
        return 0;
      };
      w.releaseFrames = () => {
        w.holdFrames = false;
        for (const callback of held.splice(0)) original(callback);
      };
      new MutationObserver(() => {
        const overlay = document.querySelector('[data-testid="generating-overlay"]');
        if (overlay) w.overlaySeen.push(overlay.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? '');
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(app('/ai-tutor'));
    await page.getByTestId('generate-lesson').waitFor();
    await page.evaluate(() => void ((window as unknown as { holdFrames: boolean }).holdFrames = true));
    await page.getByTestId('generate-lesson').click();
    // The generation is held after its first step (25 %): the overlay appears once its delay has passed.
    const overlay = page.getByTestId('generating-overlay');
    await overlay.waitFor();
    expect(await overlay.getByRole('heading', { name: 'Generating Your Lesson' }).count()).toBe(1);
    expect(Number(await overlay.getByRole('progressbar').getAttribute('aria-valuenow'))).toBe(25);
    expect(await page.getByTestId('lesson').count()).toBe(0);
    await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
    await page.getByTestId('lesson').waitFor();
    await overlay.waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => (window as unknown as { overlaySeen: string[] }).overlaySeen);
    // Shown only from 25; held at most until its minimum time has passed, possibly at 100.
    expect(seen.length).toBeGreaterThan(0);
    for (const value of seen) expect(Number(value) >= 25 && Number(value) <= 100).toBe(true);
    expect(await page.getByTestId('lesson').getByRole('heading', { level: 2 }).textContent()).toMatch(/^Your lesson: /);
  });

  it('an admin switches the flag on /founder/ai (through row-level security), and the footer follows', async () => {
    await shared.db.query(`update system_settings set value = 'true' where key = 'ai_tutor.maintenance'`);
    const page = await freshPage();
    await signIn(page, { email: demoAccounts.founder, password: demoPassword } as TestUser, '/founder/ai');
    // Admin pages ask for the second factor first (the seeded authenticator of the demo founder).
    await completeCodeStep(page, demoAccounts.founder);
    const toggle = page.getByRole('switch', { name: 'AI tutor under maintenance' });
    await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
    await toggle.click();
    await page.getByText('Saved: the AI tutor is now available.').waitFor();
    const { rows } = await shared.db.query(`select value from system_settings where key = 'ai_tutor.maintenance'`);
    expect(rows[0].value).toBe(false);
    await page.locator('footer a[href="/ai-tutor"]').waitFor();
    await toggle.click();
    await page.getByText('Saved: the AI tutor is now under maintenance.').waitFor();
    expect((await shared.db.query(`select value from system_settings where key = 'ai_tutor.maintenance'`)).rows[0].value).toBe(true);
  });
});
