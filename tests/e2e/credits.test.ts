// Lesson credits in Chromium: a learner buys a plan on /pricing (by keyboard), an admin at aal2 records the bank
// transfer in the founder hub, the learner books with a credit, sees before cancelling that it comes back, cancels,
// and finds every movement in the "Credit history" table; axe on each page. This file owns its learner, admin and
// tutor (fixtures), so it runs beside others.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { hourFromNow, openEveryHour } from '../support/credits';
import { createUser, signIn } from '../support/db';
import { signedInContext } from '../support/browser-session';
import { testEnv } from '../support/env';
import { createStaff, createTutor, signInStaffAal2 } from '../support/fixtures';
import { axeViolations } from './a11y-helpers';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
const cleanup: { users: string[]; tutors: string[] } = { users: [], tutors: [] };
const app = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;
const ENGLISH = { locale: 'en-US', country: 'US', currency: 'USD', timezone: 'America/New_York', source: 'device', useDeviceLocale: false };

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await shared.db.query(`delete from bookings where tutor_id = any($1)`, [cleanup.tutors]);
  await shared.db.query(`delete from tutors where id = any($1)`, [cleanup.tutors]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [cleanup.users]);
});

async function pageAs(client: Awaited<ReturnType<typeof signIn>>): Promise<Page> {
  const context = await signedInContext(shared.browser, client);
  contexts.push(context);
  await context.addInitScript((state) => {
    if (localStorage.getItem('summit.locale.v1') === null) localStorage.setItem('summit.locale.v1', state);
  }, JSON.stringify(ENGLISH));
  return context.newPage();
}

const credits = (page: Page) => page.getByRole('region', { name: 'Lesson credits' });
const balance = (page: Page) => credits(page).getByTestId('credit-balance').getAttribute('data-balance');

describe('lesson credits', () => {
  it('buy with a recorded payment, book with a credit, cancel and get it back, see the history', async () => {
    const tag = randomUUID().slice(0, 6);
    const learner = await createUser(shared.db, `Credit Buyer ${tag}`);
    const staff = await createStaff(shared.db, 'admin', 'Credits Admin');
    const tutor = await createTutor(shared.db, { fullName: 'Credit Tutor', subjects: ['mathematics'] });
    cleanup.users.push(learner.id, staff.id);
    cleanup.tutors.push(tutor.id);
    await openEveryHour(shared.db, tutor.id);

    // 1. A learner with no credits is shown the way to the plans, and buys the 5-session pack there, by keyboard.
    const page = await pageAs(await signIn(learner.email, learner.password));
    await page.goto(app('/dashboard'));
    await credits(page).getByText('No movements yet.', { exact: false }).waitFor();
    expect(await balance(page)).toBe('0');
    await credits(page).getByRole('link', { name: 'See plans and prices' }).click();
    await page.waitForURL(app('/pricing'));
    const buy = page.getByRole('button', { name: 'Buy 5-session pack' });
    await buy.waitFor();
    expect(await page.getByRole('button', { name: /^Buy/ }).count()).toBe(4);
    await buy.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('order-placed').waitFor();
    expect(await page.getByTestId('order-placed').textContent()).toContain('bank transfer');
    expect(await axeViolations(page, '/pricing after ordering')).toEqual([]);

    // Before the payment: no credit, the order waits.
    await page.goto(app('/dashboard'));
    await credits(page).getByTestId('open-order').waitFor();
    expect(await balance(page)).toBe('0');

    // 2. An admin at aal2 records the bank transfer in the founder hub.
    const hub = await pageAs(await signInStaffAal2(staff));
    await hub.goto(app('/founder-hub'));
    const record = hub.getByRole('button', { name: `Record payment: Credit Buyer ${tag}, 5-session pack` });
    await record.waitFor({ timeout: 15_000 });
    expect(await hub.getByRole('button', { name: /^Record payment/ }).count()).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(hub, '/founder-hub with open orders')).toEqual([]);
    await record.click();
    await record.waitFor({ state: 'detached' });

    // 3. The learner has 5 credits.
    await page.reload();
    await expect.poll(() => balance(page), { timeout: 15_000 }).toBe('5');
    expect(await credits(page).textContent()).toContain('5');

    // 4. Book a lesson three days ahead: one credit.
    const start = hourFromNow(72);
    await page.goto(app(`/confirm?tutor=${tutor.id}&start=${encodeURIComponent(start)}&subject=mathematics`));
    await page.getByTestId('booking-confirm').click();
    await page.waitForURL(/\/booking\/thanks\?id=/);
    await page.goto(app('/dashboard'));
    await expect.poll(() => balance(page), { timeout: 15_000 }).toBe('4');
    await page.getByRole('table', { name: 'Credit history' }).waitFor();
    expect(await axeViolations(page, '/dashboard with credits')).toEqual([]);

    // 5. Cancel: before confirming, the learner reads that the credit comes back. Focus follows the swap: onto the
    // confirmation when it opens, back onto "Cancel" when the learner keeps the lesson.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.getAttribute('data-testid'));
    await page.getByTestId('session-cancel').click();
    await expect.poll(focused).toBe('Cancel this session?');
    await page.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(focused).toBe('session-cancel');
    await page.getByTestId('session-cancel').click();
    const note = page.getByTestId('cancel-credit');
    await note.waitFor();
    expect(await note.textContent()).toBe('Your lesson credit comes back to your account.');
    await page.getByTestId('session-cancel-confirm').click();
    await expect.poll(() => balance(page), { timeout: 15_000 }).toBe('5');

    // 6. The history: every movement, newest first, with the balance after each.
    const history = page.getByRole('table', { name: 'Credit history' });
    await history.waitFor();
    const rows = await history.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-kind'), ...[...tr.querySelectorAll('td')].slice(2).map((td) => td.textContent)]));
    expect(rows).toEqual([
      ['given_back', '+1', '5'],
      ['lesson_booked', '\u22121', '4'],
      ['purchase', '+5', '5'],
    ]);

    // 7. The admin adds two credits with a reason: saved once, and the form is cleared for the next one.
    const correction = hub.getByRole('form', { name: 'Correct a learner’s credits' });
    await correction.getByLabel('Learner’s email').fill(learner.email);
    await correction.getByLabel('Credits to add (negative to take away)').fill('2');
    await correction.getByLabel('Reason').fill(`Goodwill for a dropped call ${tag}`);
    await correction.getByRole('button', { name: 'Save correction' }).click();
    await correction.getByRole('status').filter({ hasText: 'Correction saved.' }).waitFor();
    expect(await correction.getByLabel('Learner’s email').inputValue()).toBe('');
    expect(await correction.getByLabel('Reason').inputValue()).toBe('');
    const { rows: corrections } = await shared.db.query(
      `select count(*)::int as n from ledger_entries where kind = 'correction' and reason = $1`,
      [`Goodwill for a dropped call ${tag}`],
    );
    expect(corrections).toEqual([{ n: 1 }]);
    await page.reload();
    await expect.poll(() => balance(page), { timeout: 15_000 }).toBe('7');
  }, 240_000);
});
