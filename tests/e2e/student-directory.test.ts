// The student directory after the second step, in Chromium against the local stack, with an admin of this file's
// own (password and an authenticator of its own) and 55 learners of its own: at aal1 the directory asks for the code
// itself and lists learners at once after it; a code entered on a founder page shows in the directory at once too
// (the cached answer of the aal1 session is not reused); 50 learners a page, in name order.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type StaffUser } from '../support/fixtures';
import { appUrl, enterTotpCode, newPage, openAuth, submitSignIn } from './auth-helpers';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();
const tag = randomUUID().slice(0, 8);
let admin: StaffUser;
const learnerIds: string[] = [];

beforeAll(async () => {
  const db = shared.db;
  admin = await createStaff(db, 'admin', `Directory Admin ${tag}`);
  // 55 learners named "Pupil <tag> 01" … "Pupil <tag> 55" (the sign-up trigger gives them a profile with that name).
  const { rows } = await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token, recovery_token,
       email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', format('pupil-%s-%s@example.com', $1::text, n), '', now(), '', '', '', '',
       '{"provider":"email","providers":["email"]}', jsonb_build_object('role', 'user', 'full_name', format('Pupil %s %s', $1::text, lpad(n::text, 2, '0'))),
       now(), now()
     from generate_series(1, 55) n returning id`,
    [tag],
  );
  learnerIds.push(...rows.map((r) => r.id as string));
});

afterAll(async () => {
  await shared.db.query(`delete from auth.users where id = any($1)`, [[admin.id, ...learnerIds]]);
});

async function signedInAtAal1(): Promise<Page> {
  const { page } = await newPage(shared.browser);
  await openAuth(page);
  await submitSignIn(page, admin.email, admin.password);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  return page;
}

const directoryOf = (page: Page) => page.getByTestId('student-directory');
const names = (page: Page) => directoryOf(page).getByTestId('directory-learner').locator('h3').allTextContents();

describe('student directory', () => {
  it('at aal1 asks for the second step itself, then lists learners at once and pages through them', async () => {
    const page = await signedInAtAal1();
    await page.goto(appUrl('/learner-profiles'));
    const directory = directoryOf(page);
    await directory.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    expect(await directory.getByText('No learner matches.').count()).toBe(0);
    await enterTotpCode(page, admin.factor.secret, 'Continue');
    // Learners at once, without typing: an empty search lists everyone.
    await directory.getByTestId('directory-learner').first().waitFor({ timeout: 10_000 });
    expect(await directory.getByText('No learner matches.').count()).toBe(0);

    // 50 a page, in name order.
    await directory.getByRole('searchbox', { name: 'Search by name or email' }).fill(`Pupil ${tag}`);
    const pages = directory.getByRole('navigation', { name: 'Pages of the directory' });
    await pages.getByText('Learners 1–50').waitFor();
    await expect.poll(() => names(page)).toEqual(Array.from({ length: 50 }, (_, i) => `Pupil ${tag} ${String(i + 1).padStart(2, '0')}`));
    expect(await pages.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await pages.getByText('Learners 51–55').waitFor();
    await expect.poll(() => names(page)).toEqual(Array.from({ length: 5 }, (_, i) => `Pupil ${tag} ${i + 51}`));
    expect(await pages.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await pages.getByText('Learners 1–50').waitFor();
    await page.context().close();
  });

  it('a code entered on a founder page shows in the directory at once', async () => {
    const page = await signedInAtAal1();
    await page.goto(appUrl('/learner-profiles'));
    await directoryOf(page).getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    // The second step elsewhere: the founder hub's gate.
    await page.goto(appUrl('/founder-hub'));
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor({ timeout: 15_000 });
    await enterTotpCode(page, admin.factor.secret, 'Continue');
    await page.getByRole('heading', { name: 'Founder Hub' }).waitFor();
    await page.goto(appUrl('/learner-profiles'));
    const directory = directoryOf(page);
    await directory.getByTestId('directory-learner').first().waitFor({ timeout: 10_000 });
    expect(await directory.getByText('No learner matches.').count()).toBe(0);
    await page.context().close();
  });
});
