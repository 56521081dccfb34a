// Comparing what a page shows with whole tables (the directory's total, its first 20, the course titles) while
// other test files add and delete their own tutors and courses at any moment. Each look reads the database, then
// the page, then the database again, and is accepted only when the page equals the database and the database did
// not change in between: an exact comparison, made at a moment the table held still. A page that loaded just
// before another file's insert shows the old rows for as long as its data is fresh (5 minutes, on the device too),
// so when the looks never agree and the tables did change since the attempt began, the whole attempt (a new
// context, every step) starts again; the last attempt, or one during which nothing changed, fails on its last look.
import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { expect } from 'vitest';

class TablesMoved extends Error {}

/** Waits until the page shows exactly what the database answers (see the top of the file). */
export type ShowsDatabase = <T>(readPage: () => Promise<T>, readDb: () => Promise<T>, timeout?: number) => Promise<void>;

/** One value for the whole content of the tables: it changes when any row of theirs is added, changed or deleted. */
async function fingerprint(db: pg.Client, tables: readonly string[]): Promise<string> {
  const parts = tables.map((table) => `(select coalesce(string_agg(t::text, '|' order by t::text), '') from ${table} t)`);
  const { rows } = await db.query<{ f: string }>(`select md5(${parts.join(` || '#' || `)}) f`);
  return rows[0]!.f;
}

/**
 * Runs `body` (which opens its own page) until its comparisons hold, at most `attempts` times: an attempt starts
 * again only when a comparison found no agreeing look within its timeout and `tables` changed since it began.
 */
export async function withStableReads(db: pg.Client, tables: readonly string[], body: (showsDatabase: ShowsDatabase) => Promise<void>, attempts = 4): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const start = await fingerprint(db, tables);
    const last = attempt === attempts;
    const moved = async () => !last && (await fingerprint(db, tables)) !== start;
    try {
      await body((readPage, readDb, timeout) => showsDatabase(readPage, readDb, moved, timeout));
      return;
    } catch (error) {
      if (!(error instanceof TablesMoved)) throw error;
      console.warn(`${error.message}: attempt ${attempt + 1} of ${attempts}`);
    }
  }
}

async function showsDatabase<T>(readPage: () => Promise<T>, readDb: () => Promise<T>, moved: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const before = await readDb();
    // A read during a navigation or a render may fail: that look shows nothing yet.
    const shown: unknown = await readPage().catch((error: Error) => ({ unreadable: error.message }));
    const after = await readDb();
    if (isDeepStrictEqual(before, after) && isDeepStrictEqual(shown, before)) return;
    if (Date.now() >= deadline) {
      if (await moved()) throw new TablesMoved('the tables changed while the page was compared with them');
      expect(after, 'the database changed between the two reads of the last look').toEqual(before);
      expect(shown).toEqual(before);
      return;
    }
    // The next look when the page has had a moment to render (as expect.poll does).
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
