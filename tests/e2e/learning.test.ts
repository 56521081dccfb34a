// Learning tools in the browser: practice offline from a cold start, offline answers reaching the server exactly
// once, a guest's answers merged on sign-in, the math lab's description, an ADHD session's timer. (The AI tutor,
// whose maintenance flag is the whole site's: learning-ai-tutor.serial.test.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlledBySw, waitForEmptyQueue } from '../../scripts/lib/sync-harness.mjs';
import { generateQuestion } from '../../src/features/practice/core/generators';
import { isSkill } from '../../src/features/practice/core/skills';
import { createUser } from '../support/db';
import { app, learningFile } from './learning-helpers';

const { shared, freshPage, signIn } = learningFile();

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
    const page = await freshPage({ serviceWorkers: 'allow' });
    await page.goto(app('/'));
    await controlledBySw(page);
    await page.context().setOffline(true);
    const cold = await page.context().newPage();
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
    const page = await freshPage({ serviceWorkers: 'allow' });
    await signIn(page, user, '/tutor/practice');
    await controlledBySw(page);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('radio', { name: 'Linear equations' }).check();
    for (let i = 0; i < 3; i++) await answer(page, i !== 1);
    expect(await attemptsOf(user.id)).toBe(0);
    await page.context().setOffline(false);
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
    await expect.poll(() => timer.textContent(), { timeout: 15_000 }).not.toBe(first);
    expect(await page.getByTestId('adhd-task').textContent()).toContain('worked example');
    await page.getByRole('button', { name: 'Done — next task' }).click();
    await page.getByText('Tasks done: 1 of 3').waitFor();
  });
});
