// The account section of the dashboard in Chromium against the local stack: axe-clean and keyboard usable, export
// of one's data as a JSON file, and account deletion confirmed by password, after which SQL finds no personal row.
import { text } from 'node:stream/consumers';
import type { BrowserContext, Page } from 'playwright-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { adminDb, createUser, type TestUser } from '../support/db';
import { createTutor } from '../support/fixtures';
import { waitForEmail } from '../support/mail';
import { newPage, newSignedInPage, startBrowser, submitSignIn, openAuth } from './auth-helpers';
import type { Browser } from 'playwright-core';
import { axeViolations, WCAG2_TAGS } from './a11y-helpers';

let browser: Browser;
let db: pg.Client;
const made: string[] = [];

beforeAll(async () => {
  browser = await startBrowser();
  db = await adminDb();
});
afterAll(async () => {
  await browser?.close();
  if (db) {
    await db.query(`delete from auth.users where id = any($1)`, [made]);
    await db.end();
  }
});

async function learner(name: string): Promise<TestUser> {
  const user = await createUser(db, name);
  made.push(user.id);
  await db.query(`insert into learner_profiles (user_id, goals) values ($1, 'Conversational French by June')`, [user.id]);
  await db.query(`insert into contact_messages (user_id, name, email, message) values ($1, $2, $3, 'Can I book weekend lessons?')`, [user.id, name, user.email]);
  return user;
}

const axe = (page: Page) => axeViolations(page, page.url(), WCAG2_TAGS);

async function openAccount(user: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newSignedInPage(browser, user);
  await opened.page.getByRole('heading', { name: 'Account and security' }).waitFor();
  return opened;
}

describe('account section', () => {
  it('is axe-clean, also with the deletion dialog open, and works at 320 px', async () => {
    const user = await learner('Axel Axe');
    const { context, page } = await openAccount(user);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.getByRole('button', { name: 'Set up two-step verification' }).waitFor();
    expect(await page.getByTestId('delete-tutor-note').count()).toBe(0); // a learner: nothing about lessons of theirs to teach
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await page.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    expect(await axe(page)).toEqual([]);
    // Keyboard: focus is in the dialog, Escape closes it.
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Delete your account?' }).waitFor({ state: 'detached' });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => e.outerHTML.slice(0, 80)),
    );
    expect(wide).toEqual([]);
    await context.close();
  });

  it('tells a tutor, before the deletion, that their upcoming lessons will be cancelled', async () => {
    const tutor = await createTutor(db, { withAccount: true, fullName: 'Tomás Teaching' });
    made.push(tutor.user!.id);
    await db.query(`insert into user_roles (user_id, role) values ($1, 'tutor') on conflict (user_id) do update set role = 'tutor'`, [tutor.user!.id]);
    const { context, page } = await openAccount(tutor.user!);
    // The tutor leaves with the test, passed or not: a tutor without hours would stay in the directory's checks.
    onTestFinished(() => void db.query(`delete from tutors where id = $1`, [tutor.id]));
    const note = /^You teach on Summit: your tutor profile leaves the directory, your upcoming lessons are cancelled/;
    await page.getByTestId('delete-tutor-note').filter({ hasText: note }).waitFor();
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    expect(await dialog.getByText(/your upcoming lessons are cancelled \(each learner gets their lesson credit back and an email\)/).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await context.close();
  });

  it('exports my data as one JSON file', async () => {
    const user = await learner('Erin Export');
    const { context, page } = await openAccount(user);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^summit-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    // Read through the connection: the shared browser keeps the file on its side.
    const data = JSON.parse(await text(await download.createReadStream()));
    expect(data.account.email).toBe(user.email);
    expect(data.profiles[0].full_name).toBe('Erin Export');
    expect(data.learner_profiles[0].goals).toBe('Conversational French by June');
    expect(data.contact_messages).toHaveLength(1);
    await page.getByText('Your file has been downloaded.').waitFor();
    await context.close();
  });

  it('changes the password of a session signed in more than 10 minutes ago with the emailed nonce (reauthentication)', async () => {
    const user = await learner('Paula Password');
    const { context, page } = await openAccount(user);
    // The sign-in is no longer recent: the server now wants the emailed nonce with the new password.
    await db.query(
      `update auth.mfa_amr_claims set updated_at = now() - interval '11 minutes'
       where session_id in (select id from auth.sessions where user_id = $1)`,
      [user.id],
    );
    const panel = page.getByRole('region', { name: 'Change password' });
    const before = new Date();
    await panel.getByRole('button', { name: 'Email me a code' }).click();
    await panel.getByText(`We sent a code to ${user.email}.`).waitFor();
    const mail = await waitForEmail(user.email, { subject: 'Confirm reauthentication', after: before });
    await panel.getByLabel('Code from the email').fill(mail.code!);
    await panel.getByLabel('New password', { exact: true }).fill('paula-new-secret');
    await panel.getByLabel('Confirm the new password').fill('paula-new-secret');
    await panel.getByRole('button', { name: 'Change password' }).click();
    await panel.getByText('Your password has been changed.').waitFor();
    await context.close();

    const fresh = await newPage(browser);
    await openAuth(fresh.page);
    await submitSignIn(fresh.page, user.email, 'paula-new-secret');
    await fresh.page.waitForURL((url) => url.pathname === '/dashboard');
    await fresh.context.close();
  });

  it('a wrong password deletes nothing; the right one deletes the account, and no personal row remains', async () => {
    const user = await learner('Dana Delete');
    // A tutor of the test's own: another file's tutor (any active one) takes its bookings with it when that file ends.
    const tutor = (await createTutor(db)).id;
    const start = new Date(Date.now() + 60 * 24 * 3600_000);
    start.setUTCMinutes(0, 0, 0);
    const booking = (
      await db.query(`insert into bookings (learner_id, tutor_id, starts_at, ends_at, note) values ($1, $2, $3, $4, 'Please call me Dana') returning id`, [
        user.id,
        tutor,
        start.toISOString(),
        new Date(start.getTime() + 3600_000).toISOString(),
      ])
    ).rows[0].id;
    const { context, page } = await openAccount(user);
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await page.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await dialog.getByText('That password is not right.').waitFor();
    expect((await db.query(`select 1 from auth.users where id = $1`, [user.id])).rowCount).toBe(1);

    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await dialog.getByText('Your account has been deleted.').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    // SQL: every table referencing auth.users, the auth tables, and messages sent from the address.
    const { rows: tables } = await db.query(
      `select c.conrelid::regclass::text as t, a.attname as col from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f' and c.confrelid = 'auth.users'::regclass`,
    );
    for (const { t, col } of tables) {
      const { rows } = await db.query(`select count(*)::int as n from ${t} where "${col}" = $1`, [user.id]);
      expect(rows[0].n, `${t}.${col}`).toBe(0);
    }
    expect((await db.query(`select 1 from auth.users where id = $1 or email = $2`, [user.id, user.email])).rowCount).toBe(0);
    expect((await db.query(`select 1 from contact_messages where lower(email) = lower($1)`, [user.email])).rowCount).toBe(0);
    expect((await db.query(`select 1 from profiles where full_name = 'Dana Delete'`)).rowCount).toBe(0);
    expect((await db.query(`select learner_id, note from bookings where id = $1`, [booking])).rows).toEqual([{ learner_id: null, note: '' }]);
    await db.query(`delete from bookings where id = $1`, [booking]);
    await db.query(`delete from tutors where id = $1`, [tutor]);
    await context.close();
  });
});
