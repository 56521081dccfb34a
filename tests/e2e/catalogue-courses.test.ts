// Courses, pricing and contact in Chromium against the local stack: prices in the chosen currency (EUR → '€',
// switching to GBP in the Language & Region panel updates without a reload, a missing amount falls back labelled),
// a course saved for offline opens with every lesson in a new tab with the network off, an unsaved course offline
// says so, and a contact message sent offline is stored exactly once after reconnecting.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { controlledBySw, signInPage } from '../../scripts/lib/sync-harness.mjs';
import { createUser } from '../support/db';
import { copyCourse } from '../support/fixtures';
import { testEnv } from '../support/env';
import { browserAndDb } from './browser-and-db';
import { axeViolations, WCAG2_TAGS } from './a11y-helpers';

const shared = browserAndDb();

const ALGEBRA = 'c0000000-0000-4000-8000-000000000001'; // priced in USD, six lessons, images in lessons 2, 4 and 6
const IELTS = 'c0000000-0000-4000-8000-000000000002'; // priced in GBP
const PYTHON = 'c0000000-0000-4000-8000-000000000004';

let context: BrowserContext | undefined;

afterAll(async () => {
  await shared.db.query(`delete from pricing_plans where slug = 'e2e-usd-only'`);
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const app = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

/** A page in a new context; `{ serviceWorkers: 'allow' }` for the tests of offline use. */
async function freshPage(options: BrowserContextOptions = {}): Promise<Page> {
  context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}

/** Chooses a currency in the Language & Region panel, as a visitor does. */
async function chooseCurrency(page: Page, currency: string) {
  await page.getByTestId('locale-open').click();
  await page.getByTestId('locale-currency').selectOption(currency);
  await page.getByTestId('locale-save').click();
  await page.getByTestId('locale-panel').waitFor({ state: 'detached' });
}

const texts = (page: Page, testId: string) => page.getByTestId(testId).allTextContents();

describe('prices in the visitor currency', () => {
  it('EUR shows € on /pricing; switching to GBP in the panel changes every price without a reload', async () => {
    const page = await freshPage();
    await page.goto(app('/pricing'));
    await chooseCurrency(page, 'EUR');
    await page.getByTestId('plan-price').first().waitFor();
    const euros = await texts(page, 'plan-price');
    expect(euros.length).toBeGreaterThanOrEqual(4);
    for (const price of euros) expect(price).toContain('€');
    // The seeded amounts, formatted by Intl for en-US.
    expect(await page.locator('[data-plan="single-session"] [data-testid="plan-price"]').textContent()).toBe('€42.00');

    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await chooseCurrency(page, 'GBP');
    await expect.poll(() => texts(page, 'plan-price')).toSatisfy((all: string[]) => all.length >= 4 && all.every((p) => p.includes('£')));
    expect(await page.locator('[data-plan="pack-10"] [data-testid="plan-price"]').textContent()).toBe('£319.00');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('plan names come from the database in the visitor language (French here), and a renamed plan shows its new name', async () => {
    context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(app('/pricing'));
    const pack = page.locator('[data-plan="pack-5"] h2');
    await expect.poll(() => pack.textContent()).toBe('Forfait 5 séances');
    expect(await pack.getAttribute('lang')).toBeNull();
    const plan = (await shared.db.query(`select id from pricing_plans where slug = 'pack-5'`)).rows[0].id;
    await shared.db.query(`update pricing_plan_texts set name = 'Forfait découverte' where plan_id = $1 and locale = 'fr-FR'`, [plan]);
    try {
      // A new visitor (no copy of the plans on the device yet) reads the new name.
      const other = await context.browser()!.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
      const fresh = await other.newPage();
      await fresh.goto(app('/pricing'));
      await expect.poll(() => fresh.locator('[data-plan="pack-5"] h2').textContent(), { timeout: 15_000 }).toBe('Forfait découverte');
      await other.close();
    } finally {
      await shared.db.query(`update pricing_plan_texts set name = 'Forfait 5 séances' where plan_id = $1 and locale = 'fr-FR'`, [plan]);
    }
  });

  it('a plan without an amount in the chosen currency shows another one, labelled', async () => {
    await shared.db.query(`delete from pricing_plans where slug = 'e2e-usd-only'`);
    const { rows } = await shared.db.query(
      `insert into pricing_plans (slug, name, description, sessions, position) values ('e2e-usd-only', 'Trial lesson', 'A 30-minute first lesson.', 1, 99) returning id`,
    );
    await shared.db.query(`insert into pricing_plan_prices (plan_id, currency, amount_minor) values ($1, 'USD', 1500)`, [rows[0].id]);
    const page = await freshPage();
    await page.goto(app('/pricing'));
    await chooseCurrency(page, 'EUR');
    const plan = page.locator('[data-plan="e2e-usd-only"]');
    await plan.waitFor();
    expect(await plan.getByTestId('plan-price').textContent()).toBe('$15.00');
    expect(await plan.getByTestId('plan-fallback').textContent()).toBe('Not offered in EUR: price shown in USD');
    // The other plans keep their own euro amounts.
    expect(await page.locator('[data-plan="monthly"] [data-testid="plan-price"]').textContent()).toContain('€149.00');
    await shared.db.query(`delete from pricing_plans where slug = 'e2e-usd-only'`);
  });

  it('a course priced in USD shows an approximate euro amount with the original one tap away, and updates to GBP', async () => {
    const page = await freshPage();
    await page.goto(app(`/courses/${ALGEBRA}`));
    await chooseCurrency(page, 'EUR');
    const price = page.getByTestId('course-price');
    await expect.poll(() => price.textContent()).toMatch(/^about €\d+/);
    const original = page.getByTestId('course-price-original');
    expect(await original.isVisible()).toBe(false);
    await price.getByRole('button', { name: 'Show original price' }).click();
    expect(await original.textContent()).toBe('Charged in USD: $49.00. Converted amounts are approximate.');

    await chooseCurrency(page, 'GBP');
    await expect.poll(() => price.textContent()).toMatch(/^about £\d+/);

    // A course priced in GBP is shown exactly, not converted.
    await page.goto(app(`/courses/${IELTS}`));
    await expect.poll(() => page.getByTestId('course-price').textContent(), { timeout: 15_000 }).toBe('£69.00'); // after a full page load: the page's data first
  });

  it('with the exchange rates answering late, the course list shows converted prices from the start and nothing moves', async () => {
    const page = await freshPage();
    await context!.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          shifts.push(`${entry.value.toFixed(4)}: ${entry.sources.map((s) => (s.node as Element | undefined)?.className || s.node?.nodeName).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The rates arrive 1.5 s after the course list.
    await context!.route(/\/rest\/v1\/exchange_rates/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // A first visit (no rates on the device yet) by a visitor who reads prices in euros.
    await context!.addInitScript((locale) => localStorage.setItem('summit.locale.v1', locale), JSON.stringify({
      locale: 'en-US', country: 'US', currency: 'EUR', timezone: 'America/New_York', source: 'device', useDeviceLocale: false,
    }));
    await page.goto(app('/courses'));
    await page.getByTestId('course-price').first().waitFor();
    // No price is first shown in its own currency, labelled, to be converted a moment later.
    expect(await page.locator('[data-testid="course-price"] .price__label').count()).toBe(0);
    expect(await texts(page, 'course-price')).toContainEqual(expect.stringMatching(/^about €\d+/));
    await page.waitForLoadState('networkidle');
    const moved = (await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).filter((s) => s.includes('course-card'));
    expect(moved).toEqual([]);
  });
});

describe('saved for offline', () => {
  it('a saved course and every lesson, with their images, open in a new tab with the network off', async () => {
    const page = await freshPage({ serviceWorkers: 'allow' });
    await page.goto(app(`/courses/${ALGEBRA}`));
    await controlledBySw(page);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByTestId('course-saved').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('course-saved').textContent()).toMatch(/^Saved on this device \(\d+(\.\d)? kB\)$/);
    const titles = await page.getByTestId('lesson-list').locator('li > a').allTextContents();
    expect(titles).toHaveLength(6);
    // The course list marks the saved course, and only it.
    await page.goto(app('/courses'));
    await page.getByTestId('course-card').first().waitFor();
    const marked = page.getByTestId('course-card').filter({ hasText: 'Saved for offline' });
    await expect.poll(() => marked.count()).toBe(1);
    expect(await marked.getByRole('heading').textContent()).toBe('Algebra Foundations');

    await context!.setOffline(true);
    const tab = await context!.newPage();
    await tab.goto(app(`/courses/${ALGEBRA}`));
    await tab.locator('main h1', { hasText: 'Algebra Foundations' }).waitFor();
    await tab.getByTestId('reading-saved').waitFor();
    expect(await tab.getByTestId('lesson-list').locator('li > a').allTextContents()).toEqual(titles);

    // The first lesson by its address (a new document, offline), then each next one by its "Next lesson" link: every
    // lesson's text and images come from the device either way, and a new document for each would only cost the run.
    await tab.goto(app(`/courses/${ALGEBRA}/lessons/1`));
    for (let position = 1; position <= titles.length; position++) {
      if (position > 1) await tab.getByRole('link', { name: /Next lesson/ }).click();
      await tab.locator('main h1', { hasText: titles[position - 1] }).waitFor();
      expect(new URL(tab.url()).pathname).toBe(`/courses/${ALGEBRA}/lessons/${position}`);
      const content = tab.getByTestId('lesson-content');
      expect(await content.getAttribute('lang')).toBe('en');
      expect((await content.textContent())!.length).toBeGreaterThan(400);
      expect(await content.textContent()).toContain('Exercises');
      const images = content.locator('img');
      for (let i = 0; i < (await images.count()); i++) {
        const image = images.nth(i);
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await image.getAttribute('data-from-device')).toBe('true');
      }
    }
    // Lessons 2, 4 and 6 carry the images; "Previous lesson" moves back offline too.
    await tab.getByRole('link', { name: /Previous lesson/ }).click();
    await tab.locator('main h1', { hasText: titles[titles.length - 2] }).waitFor();

    // An unsaved course offline says so and lists what is saved.
    await tab.goto(app(`/courses/${PYTHON}`));
    await tab.locator('main h1', { hasText: 'Not available offline' }).waitFor();
    expect(await tab.getByTestId('not-saved').textContent()).toContain('this course is not saved on this device');
    expect(await tab.getByTestId('saved-list').getByRole('link').allTextContents()).toEqual(['Algebra Foundations']);
  });

  it('updating a saved course online refreshes the saved copy', async () => {
    const marker = `Refreshed ${Date.now()}`;
    // A copy of Algebra Foundations of this test's own: the seeded course, which other files read, never changes.
    const course = await copyCourse(shared.db, ALGEBRA);
    try {
      const page = await freshPage({ serviceWorkers: 'allow' });
      await page.goto(app(`/courses/${course}`));
      await controlledBySw(page);
      await page.getByRole('button', { name: 'Save for offline' }).click();
      await page.getByTestId('course-saved').waitFor({ timeout: 20_000 });
      await shared.db.query(`update course_lessons set body = body || $2 where course_id = $1 and position = 1`, [course, `\n\n${marker}`]);
      await page.reload();
      await page.getByTestId('lesson-list').waitFor();
      // The page notices the newer version and saves the course again.
      const savedBody = () =>
        page.evaluate(
          ([id]) =>
            new Promise<string>((resolve, reject) => {
              const open = indexedDB.open('summit-saved-courses');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const get = open.result.transaction('lessons').objectStore('lessons').get([id, 1]);
                get.onsuccess = () => resolve(get.result?.lesson.body ?? '');
                get.onerror = () => reject(get.error);
              };
            }),
          [course],
        );
      await expect.poll(savedBody, { timeout: 15_000 }).toContain(marker);
      await context!.setOffline(true);
      const tab = await context!.newPage();
      await tab.goto(app(`/courses/${course}/lessons/1`));
      await tab.getByTestId('lesson-content').getByText(marker).waitFor();
    } finally {
      await shared.db.query(`delete from courses where id = $1`, [course]);
    }
  });

  it('the dashboard lists saved courses with their size and Remove, and shows the storage estimate', async () => {
    const user = await createUser(shared.db);
    const page = await freshPage();
    await signInPage(page, { appUrl: app(''), apiUrl: testEnv.apiUrl, anonKey: testEnv.anonKey, email: user.email, password: user.password, path: `/courses/${IELTS}` });
    // By keyboard: "Save for offline" gives way to "Remove", which takes the focus (not <body>). The button is
    // disabled until the device's saved list is read: Enter on it before then would do nothing.
    const save = page.getByRole('button', { name: 'Save for offline' });
    await expect.poll(() => save.isEnabled(), { timeout: 20_000 }).toBe(true);
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('course-saved').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Remove');
    await page.goto(app('/dashboard'));
    const section = page.getByTestId('saved-courses');
    const item = section.getByTestId('saved-course');
    await item.waitFor();
    expect(await item.getByRole('link').textContent()).toBe('IELTS Speaking Bootcamp');
    expect(await item.textContent()).toMatch(/4 lessons · \d+(\.\d)? kB · saved /);
    expect(await section.getByTestId('storage-estimate').textContent()).toMatch(/^This site uses .+ of the .+ your browser allows\./);
    await item.getByRole('button', { name: 'Remove IELTS Speaking Bootcamp from this device' }).focus();
    await page.keyboard.press('Enter');
    await section.getByText('No courses are saved on this device yet.').waitFor();
    // The last one gone, focus is on the section's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('saved-courses-heading');
  });

  it('a lesson keeps the language it is written in, labelled, whatever the interface language', async () => {
    const page = await freshPage();
    await page.goto(app('/courses/c0000000-0000-4000-8000-000000000006/lessons/2'));
    const content = page.getByTestId('lesson-content');
    await content.waitFor();
    expect(await content.getAttribute('lang')).toBe('es');
    expect(await page.locator('main h1').getAttribute('lang')).toBe('es');
    expect(await content.textContent()).toContain('Ejercicios');
    expect(await page.getByRole('link', { name: /Next lesson/ }).isVisible()).toBe(true);
  });

  it('unknown and malformed course and lesson addresses say not found, never the crash screen', async () => {
    const page = await freshPage();
    for (const [path, heading] of [
      ['/courses/not-a-uuid', 'Course not found'],
      ['/courses/00000000-0000-4000-8000-000000000000', 'Course not found'],
      [`/courses/${ALGEBRA}/lessons/99`, 'Lesson not found'],
      [`/courses/${ALGEBRA}/lessons/-1`, 'Lesson not found'],
      [`/courses/${ALGEBRA}/lessons/1.5%27%20or%201=1`, 'Lesson not found'],
    ]) {
      await page.goto(app(path));
      await page.locator('main h1', { hasText: heading }).waitFor();
    }
    // A list page past the last one: said so, with the last page one tap away (not a load error).
    await page.goto(app('/courses?page=500'));
    await page.getByTestId('courses-past-end').filter({ hasText: 'There is no page 500 of this list.' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByTestId('courses-past-end').getByRole('link').click();
    await page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first().waitFor();
  });
});

describe('contact', () => {
  it('a message sent offline is queued, and stored exactly once after reconnecting', async () => {
    const marker = `e2e-offline-${Date.now()}`;
    const count = async () => Number((await shared.db.query(`select count(*) from contact_messages where message like $1`, [`%${marker}%`])).rows[0].count);
    const page = await freshPage({ serviceWorkers: 'allow' });
    await page.goto(app('/contact'));
    await controlledBySw(page);
    await context!.setOffline(true);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your name').fill('Ana Offline');
    await form.getByLabel('Email address').fill('ana@example.com');
    await form.getByLabel('Message').fill(`Do you have evening maths sessions? ${marker}`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('contact-queued').waitFor();
    expect(await page.getByTestId('contact-queued').textContent()).toContain("will be sent when you're back online");
    expect(await count()).toBe(0);

    await context!.setOffline(false);
    await expect.poll(count, { timeout: 20_000 }).toBe(1);
    // Later triggers (becoming visible, another flush) never store it twice.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1500);
    expect(await count()).toBe(1);
    await shared.db.query(`delete from contact_messages where message like $1`, [`%${marker}%`]);
  });

  it('online, a message is sent and the form says so; the hidden honeypot is not reachable by keyboard', async () => {
    const marker = `e2e-online-${Date.now()}`;
    const page = await freshPage();
    await page.goto(app('/contact'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your name').fill('Ana Online');
    await form.getByLabel('Email address').fill('ana@example.com');
    await form.getByLabel('Message').fill(`Can I switch tutors? ${marker}`);
    expect(await page.locator('input[name="website"]').getAttribute('tabindex')).toBe('-1');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Thank you, your message has been sent.', { exact: false }).waitFor({ timeout: 15_000 });
    const { rows } = await shared.db.query(`select name, email from contact_messages where message like $1`, [`%${marker}%`]);
    expect(rows).toEqual([{ name: 'Ana Online', email: 'ana@example.com' }]);
    await shared.db.query(`delete from contact_messages where message like $1`, [`%${marker}%`]);
  });
});

describe('accessibility of the catalogue pages with their data', () => {
  const pages: [string, string][] = [
    ['/courses', 'course-card'],
    [`/courses/${ALGEBRA}`, 'lesson-list'],
    [`/courses/${ALGEBRA}/lessons/2`, 'lesson-content'],
    ['/pricing', 'plan'],
    ['/tutor-models', 'tutor-model'],
  ];

  const violations = (page: Page) => axeViolations(page, page.url(), WCAG2_TAGS);

  it('axe finds nothing once the data is shown, at 1280 px and at 320 px with the largest font size', async () => {
    const page = await freshPage();
    for (const [path, testId] of pages) {
      await page.goto(app(path));
      await page.getByTestId(testId).first().waitFor();
      expect(await violations(page), path).toEqual([]);
    }
    await page.getByTestId('accessibility-open').click();
    await page.getByTestId('a11y-font-size').selectOption('xlarge');
    await page.keyboard.press('Escape');
    await page.getByTestId('accessibility-panel').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 320, height: 700 });
    for (const [path, testId] of pages) {
      await page.goto(app(path));
      await page.getByTestId(testId).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 320 px`).toBeLessThanOrEqual(320);
      expect(await violations(page), `${path} at 320 px`).toEqual([]);
    }
  });

  it('the tutor models come from the database', async () => {
    const page = await freshPage();
    await page.goto(app('/tutor-models'));
    await page.getByTestId('tutor-model').first().waitFor();
    const { rows } = await shared.db.query(`select name from tutor_models where is_active order by position`);
    expect(await page.getByTestId('tutor-model').locator('h2').allTextContents()).toEqual(rows.map((r) => r.name));
  });

  it('from the keyboard: open a course, reveal the original price, and move to the next lesson', async () => {
    const page = await freshPage();
    await page.goto(app('/courses'));
    await page.getByTestId('course-card').first().waitFor();
    await page.getByRole('link', { name: 'Algebra Foundations' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('main h1', { hasText: 'Algebra Foundations' }).waitFor();
    await chooseCurrency(page, 'EUR');
    await page.getByRole('button', { name: 'Show original price' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('course-price-original').waitFor({ state: 'visible' });
    await page.getByTestId('lesson-list').getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: /Next lesson/ }).focus();
    await page.keyboard.press('Enter');
    await page.locator('main h1', { hasText: 'Solving linear equations' }).waitFor();
  });
});
