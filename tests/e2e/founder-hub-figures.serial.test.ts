// The founder hub's figures are the database's: signups and confirmed bookings of the last 30 days, as the hub shows
// them to an admin at aal2 (an admin of this file's own), equal whole-table counts. Serial: every other file's
// sign-ups and bookings move these counts while it runs. The hub's accessibility and the rest of the booking pages
// are checked in booking-pages.test.ts, on data of its own.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { signedInContext } from '../support/browser-session';
import { testEnv } from '../support/env';
import { createStaff, signInStaffAal2, type StaffUser } from '../support/fixtures';
import { browserAndDb } from './browser-and-db';

const shared = browserAndDb();
let admin: StaffUser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  admin = await createStaff(shared.db, 'admin', 'Figures Admin');
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  if (admin) await shared.db.query(`delete from auth.users where id = $1`, [admin.id]);
});

const app = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

describe('founder hub', () => {
  it('the figures of the last 30 days are the database counts', async () => {
    const context = await signedInContext(shared.browser, await signInStaffAal2(admin));
    contexts.push(context);
    const founder = await context.newPage();
    await founder.goto(app('/founder-hub'));
    const figures = founder.getByTestId('figures-30');
    await figures.waitFor();
    const signups = (await shared.db.query(`select count(*)::int n from auth.users where created_at >= now() - interval '30 days'`)).rows[0].n;
    const confirmed = (await shared.db.query(`select count(*)::int n from bookings where created_at >= now() - interval '30 days' and status = 'confirmed'`)).rows[0].n;
    expect(Number(await figures.getByTestId('signups').textContent())).toBe(signups);
    expect(Number(await figures.locator('[data-testid="bookings"] [data-key="confirmed"]').getAttribute('data-value'))).toBe(confirmed);
  });
});
