// Learning tools in the browser: practice offline from a cold start, offline answers reaching the server exactly
// once, a guest's answers merged on sign-in, the math lab's description, an ADHD session's timer, the footer
// following the AI tutor flag, and lesson generation with its overlay.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { controlledBySw, signInPage, waitForEmptyQueue, waitForOutbox } from '../../scripts/lib/sync-harness.mjs';
import { generateQuestion } from '../../src/features/practice/core/generators';
import { isSkill } from '../../src/features/practice/core/skills';
import { completeCodeStep } from './auth-helpers';
import { createUser, type TestUser } from '../support/db';
import { demoAccounts, demoPassword, testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();

let context: BrowserContext | undefined;

afterAll(async () => {
  await shared.db.query(`update system_settings set value = 'true' where key = 'ai_tutor.maintenance'`);
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

async function freshPage(): Promise<Page> {
  context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const signIn = (page: Page, user: TestUser, path = '/') =>
  signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password, path });

/** Answers the question on screen (right or wrong on purpose) and moves to the next one. */
async function answer(page: Page, correctly = true): Promise<void> {
  const section = page.getByTestId('practice-question');
  await section.locator('[data-testid="practice-prompt"]').waitFor();
  const skill = await section.getAttribute('data-skill');
  const seed = Number(await section.getAttribute('data-seed'));
  const level = Number(await section.getAttribute('data-level')) as 1 | 2 | 3;
  if (!isSkill(skill)) throw new Error(`no question on screen (${skill})`);
  const q = generateQuestion(skill, seed, level);
  await page.getByLabel('Your answer').fill(correctly ? q.answer : '123456');
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect.poll(() => page.getByTestId('practice-feedback').getAttribute('data-result')).toBe(correctly ? 'correct' : 'incorrect');
  await page.getByRole('button', { name: 'Next question' }).click();
}

async function attemptsOf(userId: string): Promise<number> {
  const { rows } = await shared.db.query('select count(*)::int as n from public.practice_attempts where user_id = $1', [userId]);
  return rows[0].n;
}

describe('practice', () => {
  it('works offline from a cold start: questions, checking, feedback and mastery', async () => {
    const page = await freshPage();
    await page.goto(app('/'));
    await controlledBySw(page);
    await context!.setOffline(true);
    const cold = await context!.newPage();
    await cold.goto(app('/tutor/practice'));
    await cold.getByRole('heading', { level: 1, name: 'Practice' }).waitFor();
    await cold.getByRole('radio', { name: 'Fractions' }).check();
    await answer(cold, true);
    await answer(cold, false);
    await expect.poll(() => cold.getByTestId('mastery-fractions').getAttribute('data-level')).toBe('attempted');
    await expect.poll(() => cold.getByTestId('mastery-fractions').textContent()).toContain('2 answers');
    // The learning feedback has its own region, apart from the app's notifications.
    expect(await cold.getByRole('region', { name: 'Learning feedback' }).count()).toBe(1);
    await cold.close();
  });

  it('a signed-in learner answers 3 questions offline: exactly 3 rows after reconnecting', async () => {
    const user = await createUser(shared.db);
    const page = await freshPage();
    await signIn(page, user, '/tutor/practice');
    await controlledBySw(page);
    await context!.setOffline(true);
    await page.reload();
    await page.getByRole('radio', { name: 'Linear equations' }).check();
    for (let i = 0; i < 3; i++) await answer(page, i !== 1);
    expect(await attemptsOf(user.id)).toBe(0);
    await context!.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForEmptyQueue(page);
    expect(await attemptsOf(user.id)).toBe(3);
    // Reloading (which re-runs the adoption and re-queue pass) adds nothing.
    await page.reload();
    await page.getByTestId('practice-question').waitFor();
    await waitForEmptyQueue(page);
    expect(await attemptsOf(user.id)).toBe(3);
    const { rows } = await shared.db.query('select skill, correct from public.practice_attempts where user_id = $1 order by answered_at', [user.id]);
    expect(rows).toEqual([
      { skill: 'linear', correct: true },
      { skill: 'linear', correct: false },
      { skill: 'linear', correct: true },
    ]);
  });

  it("a guest's answers stay on the device, then join the account on sign-in (dashboard shows them)", async () => {
    const user = await createUser(shared.db);
    const page = await freshPage();
    await page.goto(app('/tutor/practice'));
    await page.getByText('You are practicing as a guest').waitFor();
    await page.getByRole('radio', { name: 'Percentages' }).check();
    await answer(page);
    await answer(page);
    expect(await attemptsOf(user.id)).toBe(0);
    await signIn(page, user, '/dashboard');
    await page.getByTestId('dashboard-practice').waitFor();
    await expect.poll(() => attemptsOf(user.id), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('mastery-percentages').textContent()).toContain('2 answers');
  });
});

describe('math lab', () => {
  it('x^2 - 4 is plotted and the description names the roots −2 and 2', async () => {
    const page = await freshPage();
    await page.goto(app('/dev/math-lab'));
    const input = page.getByRole('textbox', { name: 'Expression 1' });
    await input.fill('');
    await input.fill('x^2 - 4');
    const description = page.getByTestId('math-lab-description').locator('li').first();
    await expect.poll(() => description.textContent()).toContain('crosses the x-axis at x = \u22122 and x = 2');
    expect(await description.textContent()).toContain('minimum at (0, \u22124)');
    // The canvas has the curve's colour on it.
    const blue = await page.locator('[data-testid="math-lab-plot"] canvas').evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === 0x1d && data[i + 1] === 0x4e && data[i + 2] === 0xd8) n++;
      return n;
    });
    expect(blue).toBeGreaterThan(100);
    // Keyboard zoom changes the view and says so.
    await page.getByTestId('math-lab-plot').focus();
    await page.keyboard.press('+');
    await page.getByText('Showing x from \u22128 to 8').waitFor();
    // A broken expression gets a message, not the crash screen.
    await input.fill('x +* 2');
    await page.getByText('This expression could not be read').first().waitFor();
  });
});

describe('ADHD mode', () => {
  it('a session starts and its timer runs', async () => {
    const page = await freshPage();
    await page.goto(app('/tutors/adhd/start'));
    await page.getByRole('radio', { name: /^10 minutes/ }).check();
    await page.getByRole('button', { name: 'Start session' }).click();
    await page.waitForURL(/\/tutors\/adhd\/session\/[0-9a-f-]{36}$/);
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^(10:00|09:5\d)$/);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(first);
    expect(await page.getByTestId('adhd-task').textContent()).toContain('worked example');
    await page.getByRole('button', { name: 'Done — next task' }).click();
    await page.getByText('Tasks done: 1 of 3').waitFor();
  });
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
