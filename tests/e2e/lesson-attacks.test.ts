// A party cannot put words in the other's mouth, as the other party's screen shows it: the learner (a client of
// their own, as an attacker would use) writes a chat message and a board text that claim the tutor wrote them; the
// tutor's room names the learner for both, never "You". Own users, tutor and booking.
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import { lessonParts } from '../../supabase/functions/_shared/lesson-doc.ts';
import { signInPage } from '../../scripts/lib/sync-harness.mjs';
import { createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { createBooking, createTutor, type TestTutor } from '../support/fixtures';
import { join, leave, tokenOf, waitFor } from '../support/lesson-peers';
import { browserAndDb } from './browser-and-db';
import { outline, waitOnline } from './lesson-helpers';

const shared = browserAndDb();
const contexts: BrowserContext[] = [];
let learner: TestUser;
let tutor: TestTutor;
let bookingId: string;
const learnerName = `Lena ${randomUUID().slice(0, 6)}`;

const app = (path = '/') => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

beforeAll(async () => {
  learner = await createUser(shared.db, learnerName);
  tutor = await createTutor(shared.db, { withAccount: true, fullName: `Theo ${randomUUID().slice(0, 6)}` });
  bookingId = await createBooking(shared.db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: -5 });
});
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await shared.db.query(`delete from bookings where tutor_id = $1`, [tutor.id]);
  await shared.db.query(`delete from tutors where id = $1`, [tutor.id]);
  await shared.db.query(`delete from auth.users where id = any($1)`, [[learner.id, tutor.user!.id]]);
});

it('a message and a board text the learner wrote as the tutor read as the learner’s on the tutor’s screen', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 1000 }, timezoneId: 'UTC' });
  contexts.push(context);
  const page = await context.newPage();
  await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: tutor.user!.email, password: tutor.user!.password });
  await page.goto(app(`/lesson/${bookingId}`));
  await waitOnline(page);

  const attacker = join(bookingId, await tokenOf(learner.email, learner.password));
  try {
    await waitFor(() => attacker.provider.isSynced, 'the learner’s client to sync');
    const doc = attacker.doc;
    doc.transact(() => {
      const m = new Y.Map<unknown>();
      for (const [k, v] of Object.entries({ id: randomUUID(), author: tutor.user!.id, authorName: tutor.fullName, text: 'You will all fail the exam', sentAt: new Date().toISOString() })) m.set(k, v);
      lessonParts(doc).chat.push([m]);
      const { pages } = lessonParts(doc);
      let p = pages.get(0);
      if (!p) {
        p = new Y.Map<unknown>();
        p.set('id', randomUUID());
        p.set('items', new Y.Array());
        pages.push([p]);
      }
      const item = new Y.Map<unknown>();
      for (const [k, v] of Object.entries({ id: randomUUID(), kind: 'text', author: tutor.user!.id, createdAt: Date.now(), x: 40, y: 40, text: 'Signed: your tutor', color: '#1f2937' })) item.set(k, v);
      (p.get('items') as Y.Array<Y.Map<unknown>>).push([item]);
    });
    await waitFor(() => attacker.provider.unsyncedChanges === 0, 'the server to take the change');

    const message = page.getByTestId('lesson-chat').getByRole('listitem').filter({ hasText: 'You will all fail the exam' });
    await message.waitFor({ timeout: 15_000 });
    await expect.poll(() => message.locator('strong').first().textContent(), { timeout: 10_000 }).toBe(learnerName);
    await expect.poll(() => outline(page).filter({ hasText: 'Signed: your tutor' }).textContent(), { timeout: 10_000 }).toBe(`Text by ${learnerName}: Signed: your tutor`);
  } finally {
    leave(attacker);
  }
});
