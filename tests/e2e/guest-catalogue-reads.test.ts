// Catalogue reads in Chromium against the local stack: a guest reads tutors, courses and pricing through postgrest-js
// with the anon key and never fetches supabase-js; a signed-in learner reads the same pages through supabase-js
// with their own token (so row-level security sees them). Both see the database's real rows: the tutor total and the
// course titles equal the database's at a moment it held still (tests/e2e/stable-reads.ts), since other files add
// and delete their own tutors and courses while this one runs. The learner is this file's own.
import type pg from 'pg';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUser, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { appUrl, newPage, signInAs, startBrowser } from './auth-helpers';
import { withStableReads } from './stable-reads';

// Strings that survive minification: supabase-js's auth client and postgrest-js's error class.
const SUPABASE_JS = 'GoTrueClient';
const POSTGREST_JS = 'PostgrestError';
const DEXIE = 'DexieError';

let browser: Browser;
let db: pg.Client;
let learner: TestUser;
beforeAll(async () => {
  browser = await startBrowser();
  db = await adminDb();
  learner = await createUser(db, 'Cara Catalogue');
});
afterAll(async () => {
  if (learner) await db.query('delete from auth.users where id = $1', [learner.id]);
  await db?.end();
  await browser?.close();
});

// What the comparisons read: every active tutor (the total) and every course (the first page of published titles).
const CATALOGUE_TABLES = ['public.tutors', 'public.courses'] as const;

/** Scripts and REST reads of a page, recorded from its first request. */
function record(page: Page): { scripts: Set<string>; reads: Request[] } {
  const scripts = new Set<string>();
  const reads: Request[] = [];
  const rest = `${testEnv.apiUrl.replace(/\/$/, '')}/rest/v1/`;
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.add(request.url());
    if (request.url().startsWith(rest) && request.method() !== 'OPTIONS') reads.push(request);
  });
  return { scripts, reads };
}

/** The scripts whose source holds `mark`, read from the app server (a script served from the browser's cache has no body in the page's events). */
async function containing(scripts: Set<string>, mark: string): Promise<string[]> {
  const bodies = await Promise.all([...scripts].map(async (url) => [url, await (await fetch(url)).text()] as const));
  return bodies.filter(([, body]) => body.includes(mark)).map(([url]) => url);
}

async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(2500); // idle callbacks run within 2 s of the load event
  await page.waitForLoadState('networkidle');
}

const bearer = (request: Request) => (request.headers()['authorization'] ?? '').replace(/^Bearer /, '');
const jwtRole = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).role as string;

async function activeTutorCount(): Promise<number> {
  const { rows } = await db.query<{ n: string }>('select count(*) n from tutors where is_active');
  return Number(rows[0]!.n);
}

const shownTotal = async (page: Page) => Number(await page.getByTestId('tutor-count').getAttribute('data-total'));
const shownTitles = async (page: Page) => (await page.getByTestId('course-card').locator('h2, h3').allTextContents()).map((t) => t.trim());

async function publishedCourseTitles(): Promise<string[]> {
  const { rows } = await db.query<{ title: string }>('select title from courses where is_published order by title limit 12');
  return rows.map((r) => r.title);
}

describe('catalogue reads', () => {
  it('a guest on /tutors, /courses and /pricing sees the real rows through postgrest-js, never fetching supabase-js (nor Dexie, having saved nothing)', async () => {
    await withStableReads(db, CATALOGUE_TABLES, async (showsDatabase) => {
      const { context, page } = await newPage(browser);
      try {
        const { scripts, reads } = record(page);

        await page.goto(appUrl('/tutors'));
        await page.getByTestId('tutor-card').first().waitFor();
        await showsDatabase(() => shownTotal(page), activeTutorCount);
        await settle(page);

        await page.goto(appUrl('/courses'));
        await page.getByTestId('course-card').first().waitFor();
        await showsDatabase(() => shownTitles(page), publishedCourseTitles);
        await settle(page);

        await page.goto(appUrl('/pricing'));
        await page.getByTestId('plan-price').first().waitFor();
        await settle(page);

        expect(await containing(scripts, SUPABASE_JS)).toEqual([]);
        expect(await containing(scripts, DEXIE)).toEqual([]);
        expect((await containing(scripts, POSTGREST_JS)).length).toBeGreaterThan(0);
        expect(reads.length).toBeGreaterThan(0);
        for (const read of reads) {
          expect(read.headers()['apikey'], read.url()).toBe(testEnv.anonKey);
          expect(bearer(read), read.url()).toBe(testEnv.anonKey);
        }
      } finally {
        await context.close();
      }
    });
  });

  it("a page that formats dates and money loads the browser's Intl data in a worker the CSP allows, which then ends; the landing page starts none", async () => {
    const { context, page } = await newPage(browser);
    const started: string[] = [];
    const ended: string[] = [];
    page.on('worker', (worker) => {
      started.push(worker.url());
      worker.on('close', () => ended.push(worker.url()));
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });

    await page.goto(appUrl('/'));
    await settle(page);
    expect(started).toEqual([]);

    await page.goto(appUrl('/tutors'));
    await page.getByTestId('tutor-card').first().waitFor();
    await expect.poll(() => ended.length).toBe(1);
    expect(started).toEqual([expect.stringMatching(/\/assets\/intl-warmup[^/]*\.js$/)]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("a signed-in learner's catalogue reads go through supabase-js with the learner's own token and show the same rows", async () => {
    await withStableReads(db, CATALOGUE_TABLES, async (showsDatabase) => {
      const { context, page } = await newPage(browser);
      try {
        const { scripts, reads } = record(page);
        await signInAs(page, learner.email, learner.password);

        await page.goto(appUrl('/tutors'));
        await page.getByTestId('tutor-card').first().waitFor();
        await showsDatabase(() => shownTotal(page), activeTutorCount);
        await page.goto(appUrl('/courses'));
        await page.getByTestId('course-card').first().waitFor();
        await showsDatabase(() => shownTitles(page), publishedCourseTitles);
        await settle(page);

        expect((await containing(scripts, SUPABASE_JS)).length).toBeGreaterThan(0);
        const catalogue = reads.filter((r) => /\/rest\/v1\/(rpc\/search_tutors|course_catalogue)/.test(r.url()));
        expect(catalogue.length).toBeGreaterThan(0);
        for (const read of catalogue) {
          expect(bearer(read), read.url()).not.toBe(testEnv.anonKey);
          expect(jwtRole(bearer(read)), read.url()).toBe('authenticated');
        }
      } finally {
        await context.close();
      }
    });
  });
});
