// The tutor directory and profile in Chromium against the local stack: each filter and sort through the address
// and through the controls, compared with the database's own answer (plain SQL over the tutors table); Back;
// the empty state; prices in the visitor's currency (EUR → '€', GBP from the panel without a reload); a visit
// online, then offline reload with the same tutors and their age, and pages never opened online saying so at once;
// profile slots as the slot function says. Other files add and delete their own tutors while this one runs, and the
// scheduled worker renews stale next free slots: each list is compared with the database at a moment the table held
// still (tests/e2e/stable-reads.ts), and the profile is of this file's own tutor, whom nobody else books.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';
import { createTutor, type TestTutor } from '../support/fixtures';
import { axeViolations, WCAG2_TAGS } from './a11y-helpers';
import { browserAndDb } from './browser-and-db';
import { keptOnDevice, serviceWorkerInControl } from './device-helpers';
import { withStableReads, type ShowsDatabase } from './stable-reads';
import { afterHydration, recordScriptBodies } from './script-bodies';

const shared = browserAndDb();

// What the lists are computed from: the tutors and the exchange rates.
const DIRECTORY_TABLES = ['public.tutors', 'public.exchange_rates'] as const;

const LOCALE_KEY = 'summit.locale.v1';
const locale = (currency: string, lang = 'en-US', country = 'US') =>
  JSON.stringify({ locale: lang, country, currency, timezone: 'America/Bogota', source: 'device', useDeviceLocale: false });

// Each test's contexts close when it ends: an open page keeps running its app (and its service worker keeps
// precaching), which slowed every later test of the file.
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
const app = (path: string) => `${testEnv.appUrl.replace(/\/$/, '')}${path}`;

/** A page in a new context with this currency; `{ serviceWorkers: 'allow' }` for the tests of offline use. */
async function pageWith(currency: string, options: BrowserContextOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  contexts.push(context);
  await context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [LOCALE_KEY, locale(currency)] as const,
  );
  return { page: await context.newPage(), context };
}

/** The ids of the tutor cards on screen, once the list has settled. */
async function shownIds(page: Page): Promise<string[]> {
  // The cards appear a few at a time after the data (src/lib/use-progressive-list.ts): the list is busy until all are in.
  await page.locator('[data-testid="tutor-list"]:not([aria-busy="true"])').waitFor();
  return page.locator('[data-testid="tutor-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-tutor-id')!));
}

interface Answer {
  ids: string[];
  total: number;
}

/** The list and total on screen; null before the first answer is all there (no waiting: a look of the comparison). */
async function shownList(page: Page): Promise<Answer | null> {
  return page.evaluate(() => {
    const count = document.querySelector('[data-testid="tutor-count"]');
    if (!count || document.querySelector('[data-testid="tutor-list"][aria-busy="true"]')) return null;
    const ids = [...document.querySelectorAll('[data-testid="tutor-card"]')].map((card) => card.getAttribute('data-tutor-id')!);
    return { ids, total: Number(count.getAttribute('data-total')) };
  });
}

// The database's own answer: plain SQL over the tutors table, the same order rules the directory promises.
const ORDER = {
  rating: 'rating desc nulls last, review_count desc, id',
  price: 'converted asc nulls last, rating desc nulls last, review_count desc, id',
  soonest: 'next_free_at asc nulls last, rating desc nulls last, review_count desc, id',
};
async function expected(where: string, sort: keyof typeof ORDER, params: unknown[] = [], currency = 'USD'): Promise<Answer> {
  const { rows } = await shared.db.query(
    `with t as (
       select *, round(hourly_rate_minor * public.exchange_rate(currency, $1)) as converted from public.tutors where is_active
     )
     select id, count(*) over () as total from t where ${where} order by ${ORDER[sort]} limit 20`,
    [currency, ...params],
  );
  return { ids: rows.map((r) => r.id), total: rows.length ? Number(rows[0].total) : 0 };
}

/** The page's list and total equal the database's answer (read around each look of the page). */
function expectList(showsDatabase: ShowsDatabase, page: Page, where: string, sort: keyof typeof ORDER, params: unknown[] = []): Promise<void> {
  return showsDatabase(() => shownList(page), () => expected(where, sort, params));
}

/** A test whose lists are compared with the database: a new attempt (new page, every step) when the table moved. */
const directoryTest = (body: (showsDatabase: ShowsDatabase) => Promise<void>) => () => withStableReads(shared.db, DIRECTORY_TABLES, body);

describe('the landing page stays light', () => {
  it('/ loads no part of the data layer (TanStack Query, its IndexedDB store), before or after its first paint', async () => {
    const { page } = await pageWith('USD');
    const scripts = recordScriptBodies(page);
    await page.goto(app('/'));
    await page.locator('main h1').waitFor();
    // What loads after the first paint (i18next, the header's slots) has loaded too.
    await afterHydration(page);
    const sources = [...(await scripts.read()).values()];
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).not.toContain('No QueryClient set');
      expect(source).not.toContain('summit-query-cache');
    }
    // ...while /tutors does load it.
    scripts.clear();
    await page.goto(app('/tutors'));
    await page.getByTestId('tutor-card').first().waitFor();
    expect([...(await scripts.read()).values()].some((source) => source.includes('No QueryClient set'))).toBe(true);
  });
});

describe('directory through the address', () => {
  const cases: [string, string, keyof typeof ORDER, unknown[]][] = [
    ['', 'true', 'rating', []],
    ['?subject=physics', `subjects @> '{physics}'`, 'rating', []],
    ['?lang=fr', `languages @> '{fr}'`, 'rating', []],
    ['?max=40', 'converted <= 4000', 'rating', []],
    ['?q=gomez', `search_text like '%gomez%'`, 'rating', []],
    ['?q=maths%20and%20physics', `search_text like '%maths and physics%'`, 'rating', []],
    ['?available=week', `next_free_at < now() + interval '7 days'`, 'rating', []],
    ['?sort=price', 'true', 'price', []],
    ['?sort=soonest', 'true', 'soonest', []],
    ['?subject=mathematics&lang=en&max=60&sort=price', `subjects @> '{mathematics}' and languages @> '{en}' and converted <= 6000`, 'price', []],
  ];
  for (const [search, where, sort, params] of cases) {
    it(
      `/tutors${search} shows what the database answers`,
      directoryTest(async (showsDatabase) => {
        const { page } = await pageWith('USD');
        await page.goto(app(`/tutors${search}`));
        await expectList(showsDatabase, page, where, sort, params);
      }),
    );
  }

  it(
    'page 2 holds the next 20',
    directoryTest(async (showsDatabase) => {
      const { page } = await pageWith('USD');
      await page.goto(app('/tutors?page=2'));
      const secondPage = async () =>
        (await shared.db.query(`select id from public.tutors where is_active order by ${ORDER.rating} offset 20 limit 20`)).rows.map((r) => r.id as string);
      await showsDatabase(() => shownIds(page), secondPage);
      expect(await page.getByTestId('tutor-page').textContent()).toMatch(/^Page 2 of \d+$/);
    }),
  );

  it('hostile parameters are ignored with a note, never the crash screen', async () => {
    const { page } = await pageWith('USD');
    await page.goto(app(`/tutors?subject=${encodeURIComponent("x' or 1=1--")}&max=-1&sort=${encodeURIComponent('<script>')}&page=abc&q=${'%25'.repeat(5)}`));
    await page.getByTestId('rejected-filters').waitFor();
    expect(await page.locator('main h1').textContent()).toBe('Find a tutor');
    // q '%%%%%' is text, not a wildcard: nobody's name holds it.
    await page.getByTestId('tutors-empty').waitFor();
    // A page past the last one (an old link): how many tutors there are, and a way to the last page.
    await page.goto(app('/tutors?page=500'));
    await page.getByTestId('tutors-past-end').filter({ hasText: 'There is no page 500 of this list.' }).waitFor();
    // The total, not 0 (other files add tutors meanwhile: the seeded 40 at least).
    const total = Number(await page.getByTestId('tutor-count').getAttribute('data-total'));
    expect(total).toBeGreaterThanOrEqual(40);
    await page.getByTestId('tutors-past-end').getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(Math.ceil(total / 20)));
    await page.locator('[data-testid="tutor-card"]').first().waitFor();
  });
});

describe('directory through the controls', () => {
  it(
    'each control updates the address and the list; Back restores the previous filter',
    directoryTest(async (showsDatabase) => {
      const { page } = await pageWith('USD');
      await page.goto(app('/tutors'));
      await expectList(showsDatabase, page, 'true', 'rating');

      await page.getByLabel('Subject').selectOption('physics');
      await expect.poll(() => new URL(page.url()).search).toBe('?subject=physics');
      await expectList(showsDatabase, page, `subjects @> '{physics}'`, 'rating');

      await page.getByLabel('Teaching language').selectOption('es');
      await expect.poll(() => new URL(page.url()).search).toBe('?subject=physics&lang=es');
      await expectList(showsDatabase, page, `subjects @> '{physics}' and languages @> '{es}'`, 'rating');

      await page.getByLabel('Sort by').selectOption('price');
      await expect.poll(() => new URL(page.url()).search).toBe('?subject=physics&lang=es&sort=price');
      await expectList(showsDatabase, page, `subjects @> '{physics}' and languages @> '{es}'`, 'price');

      await page.goBack();
      await expect.poll(() => new URL(page.url()).search).toBe('?subject=physics&lang=es');
      await expectList(showsDatabase, page, `subjects @> '{physics}' and languages @> '{es}'`, 'rating');
      expect(await page.getByLabel('Sort by').inputValue()).toBe('rating');
      await page.goBack();
      await expectList(showsDatabase, page, `subjects @> '{physics}'`, 'rating');
      expect(await page.getByLabel('Teaching language').inputValue()).toBe('');
    }),
  );

  it(
    'search, maximum price and free this week from the keyboard',
    directoryTest(async (showsDatabase) => {
      const { page } = await pageWith('USD');
      await page.goto(app('/tutors'));
      await page.getByTestId('tutor-card').first().waitFor();

      await page.getByLabel('Search').fill('english');
      await page.getByLabel('Search').press('Enter');
      await expect.poll(() => new URL(page.url()).search).toBe('?q=english');
      await expectList(showsDatabase, page, `search_text like '%english%'`, 'rating');

      await page.getByLabel('Maximum price per hour (USD)').fill('30');
      await page.getByLabel('Maximum price per hour (USD)').press('Enter');
      await expect.poll(() => new URL(page.url()).search).toBe('?max=30&q=english');
      await expectList(showsDatabase, page, `search_text like '%english%' and converted <= 3000`, 'rating');

      await page.getByLabel('Free this week (next 7 days)').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => new URL(page.url()).search).toBe('?max=30&q=english&available=week');
      await expectList(showsDatabase, page, `search_text like '%english%' and converted <= 3000 and next_free_at < now() + interval '7 days'`, 'rating');

      await page.getByLabel('Maximum price per hour (USD)').fill('abc');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Enter a price above zero, for example 40.').waitFor();
      expect(new URL(page.url()).search).toBe('?max=30&q=english&available=week');
    }),
  );

  it(
    'no match: a message and a way to clear the filters',
    directoryTest(async (showsDatabase) => {
      const { page } = await pageWith('USD');
      await page.goto(app('/tutors?q=quantum%20basket%20weaving&lang=fr'));
      const empty = page.getByTestId('tutors-empty');
      await empty.waitFor();
      expect(await empty.textContent()).toContain('No tutor matches these filters.');
      // By keyboard: the button leaves with the empty result; focus goes to the results' heading, not to <body>.
      await empty.getByRole('button', { name: 'Clear filters' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tutor-results');
      await expectList(showsDatabase, page, 'true', 'rating');
      // The form's own "Clear filters" (shown while a filter is set) hands focus to "Apply" beside it.
      await page.goto(app('/tutors?lang=fr'));
      const clear = page.getByRole('search').getByRole('button', { name: 'Clear filters' });
      await clear.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Apply');
    }),
  );

  it('has no axe violations with results, with an error note and when empty', async () => {
    const { page } = await pageWith('EUR');
    for (const path of ['/tutors', '/tutors?page=abc', '/tutors?q=zzzzzz']) {
      await page.goto(app(path));
      await page.locator('[data-testid="tutor-card"], [data-testid="tutors-empty"]').first().waitFor();
      expect(await axeViolations(page, page.url(), WCAG2_TAGS)).toEqual([]);
    }
  });
});

describe('prices in the visitor currency', () => {
  it("EUR shows '€'; choosing GBP in the Language & Region panel changes them without a reload", async () => {
    const { page } = await pageWith('EUR');
    await page.goto(app('/tutors'));
    const firstRate = page.getByTestId('tutor-rate').first();
    await firstRate.waitFor();
    await expect.poll(() => page.getByTestId('price').allTextContents()).toSatisfy((texts: string[]) => texts.length > 0 && texts.every((t) => t.includes('€')));
    // A EUR rate is exact; others are approximate with the original one tap away.
    const approximate = page.locator('[data-testid="price"][data-kind="approximate"]').first();
    await approximate.getByRole('button', { name: 'Original price' }).click();
    expect(await approximate.locator('.price__original').isVisible()).toBe(true);
    expect(await approximate.locator('.price__original').textContent()).toMatch(/^Charged as /);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByTestId('locale-open').click();
    await page.getByTestId('locale-currency').selectOption('GBP');
    await page.getByTestId('locale-save').click();
    await page.getByTestId('locale-panel').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('price').allTextContents()).toSatisfy((texts: string[]) => texts.length > 0 && texts.every((t) => t.includes('£')));
    expect(await page.getByLabel(/Maximum price per hour/).count()).toBe(1);
    expect(await page.getByText('Maximum price per hour (GBP)').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42); // no reload
  });
});

describe('offline', () => {
  it('/tutors visited online opens offline after a reload with the same tutors and their age', async () => {
    const { page, context } = await pageWith('USD', { serviceWorkers: 'allow' });
    await page.goto(app('/tutors?lang=es'));
    await serviceWorkerInControl(page);
    await page.getByTestId('tutor-card').first().waitFor();
    const online = await shownIds(page);
    expect(online.length).toBeGreaterThan(0);
    // The device copy is written just after the data arrives.
    await keptOnDevice(page, '"tutors","list"');

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('tutor-card').first().waitFor({ timeout: 15_000 });
    expect(await shownIds(page)).toEqual(online);
    const age = page.getByTestId('data-age');
    await age.waitFor();
    expect(await age.textContent()).toMatch(/^Data from (now|\d+ seconds? ago|1 minute ago)\. You are offline\.$/);

    // A page never opened online says so instead of failing.
    await page.goto(app('/tutors?lang=fr&sort=price'));
    await page.getByText('You are offline and this page has not been saved on this device yet.', { exact: false }).waitFor({ timeout: 15_000 });

    // A profile never opened online says so after one attempt, not after postgrest-js's 1 + 2 + 4 s of retries.
    const { rows: [unseen] } = await shared.db.query(`select id from public.tutors where is_active order by id desc limit 1`);
    const attempts: string[] = [];
    page.on('request', (request) => {
      if (/\/rest\/v1\/tutors\?/.test(request.url())) attempts.push(request.url());
    });
    await page.goto(app(`/tutors/${unseen.id}`));
    await page.getByText('You are offline and this page has not been saved on this device yet.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(attempts).toHaveLength(1);
    await context.setOffline(false);
  });
});

describe('tutor profile', () => {
  // A tutor of this file's own, with weekly hours and a review: nobody else books them while the page is compared
  // with the slot function.
  let tutor: TestTutor;
  const TIMEZONE = 'Europe/Madrid';
  beforeAll(async () => {
    tutor = await createTutor(shared.db, { fullName: 'Paloma Profile', timezone: TIMEZONE, subjects: ['mathematics'] });
    await shared.db.query(`update public.tutors set headline = 'Algebra and calculus, step by step', bio = 'I teach mathematics to secondary school learners.' where id = $1`, [tutor.id]);
    await shared.db.query(`insert into public.tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '09:00', '17:00' from generate_series(1, 7) d`, [tutor.id]);
    await shared.db.query(`insert into public.tutor_reviews (tutor_id, learner_name, rating, body) values ($1, 'Rosa', 5, 'Clear and patient.')`, [tutor.id]);
  });
  afterAll(async () => {
    if (tutor) await shared.db.query(`delete from public.tutors where id = $1`, [tutor.id]);
  });

  it('shows the tutor, 14 days of free slots as the slot function says, each a booking link, and reviews', async () => {
    const { page } = await pageWith('USD');
    await page.goto(app(`/tutors/${tutor.id}`));
    await page.getByTestId('tutor-profile').waitFor();
    expect(await page.locator('main h1').textContent()).toBe(tutor.fullName);
    await page.locator('.slot-link').first().waitFor();
    // The days appear one after each paint; the section is busy until the last one is there.
    await page.locator('[data-testid="tutor-slots"][aria-busy="false"]').waitFor();
    const links = await page.locator('.slot-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // The page asked a moment before this query: at the edges a slot may cross the notice line or the 14-day end.
    const { rows: slots } = await shared.db.query(`select starts_at from public.tutor_free_slots($1, now() - interval '5 minutes', now() + interval '14 days 5 minutes')`, [
      tutor.id,
    ]);
    const want = slots.map((s) => `/book?tutor=${tutor.id}&start=${encodeURIComponent(new Date(s.starts_at).toISOString())}`);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !want.includes(link ?? ""))).toEqual([]);
    expect(links.length).toBeGreaterThanOrEqual(want.length - 2);
    expect(links[0]).toMatch(/^\/book\?tutor=[0-9a-f-]{36}&start=\d{4}-\d\d-\d\dT\d\d%3A\d\d%3A00\.000Z$/);
    expect(await page.getByText(`The tutor’s time zone is ${TIMEZONE}.`, { exact: false }).count()).toBe(1);
    // The reviews are read apart from the profile and may show a moment after the slots.
    await page.locator('.review').first().waitFor();
    expect(await axeViolations(page, page.url(), WCAG2_TAGS)).toEqual([]);
  });

  for (const id of ['7a000000-0000-4000-8000-0000000000ff', 'not-a-uuid', '%27%20or%201%3D1']) {
    it(`/tutors/${id} says the tutor was not found`, async () => {
      const { page } = await pageWith('USD');
      await page.goto(app(`/tutors/${id}`));
      await page.getByTestId('tutor-not-found').waitFor();
      expect(await page.locator('main h1').textContent()).toBe('Tutor not found');
    });
  }
});
