// Pricing plans as the app reads them: every seeded plan has an amount in each of the four currencies, set by the
// team (not derived from an exchange rate), and only active plans are visible to visitors.
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminDb, anonClient } from '../support/db';

let db: pg.Client;
beforeAll(async () => {
  db = await adminDb();
});
afterAll(async () => {
  await db?.query(`delete from pricing_plans where slug = 'hidden-test-plan'`);
  await db?.end();
});

const CURRENCIES = ['COP', 'EUR', 'GBP', 'USD'];

test('a visitor reads every seeded plan with an amount in COP, USD, EUR and GBP', async () => {
  const { data, error } = await anonClient()
    .from('pricing_plans')
    .select('slug, sessions, billing, pricing_plan_prices (currency, amount_minor)')
    .in('slug', ['single-session', 'pack-5', 'pack-10', 'monthly'])
    .order('position');
  expect(error).toBeNull();
  expect(data!.map((p) => p.slug)).toEqual(['single-session', 'pack-5', 'pack-10', 'monthly']);
  for (const plan of data!) {
    const prices = plan.pricing_plan_prices as { currency: string; amount_minor: number }[];
    expect(prices.map((p) => p.currency).sort(), plan.slug).toEqual(CURRENCIES);
    for (const price of prices) expect(price.amount_minor, `${plan.slug} ${price.currency}`).toBeGreaterThan(0);
  }
});

test('prices are set per currency: a pack costs less per session than single sessions in every currency', async () => {
  const { rows } = await db.query(
    `select s.currency, s.amount_minor as single, p.amount_minor as pack
     from pricing_plan_prices s join pricing_plans sp on sp.id = s.plan_id and sp.slug = 'single-session'
     join pricing_plan_prices p on p.currency = s.currency join pricing_plans pp on pp.id = p.plan_id and pp.slug = 'pack-10'`,
  );
  expect(rows).toHaveLength(4);
  for (const r of rows) expect(Number(r.pack) / 10, r.currency).toBeLessThan(Number(r.single));
});

test('an amount must be non-negative and in one of the four currencies', async () => {
  const plan = (await db.query(`select id from pricing_plans where slug = 'single-session'`)).rows[0].id;
  await expect(db.query(`insert into pricing_plan_prices (plan_id, currency, amount_minor) values ($1, 'JPY', 100)`, [plan])).rejects.toThrow(/check/);
  await expect(db.query(`update pricing_plan_prices set amount_minor = -1 where plan_id = $1 and currency = 'USD'`, [plan])).rejects.toThrow(/check/);
});

test('an inactive plan and its prices are hidden from visitors', async () => {
  const { rows } = await db.query(
    `insert into pricing_plans (slug, name, is_active) values ('hidden-test-plan', 'Hidden', false) returning id`,
  );
  await db.query(`insert into pricing_plan_prices (plan_id, currency, amount_minor) values ($1, 'USD', 100)`, [rows[0].id]);
  const anon = anonClient();
  expect((await anon.from('pricing_plans').select('id').eq('id', rows[0].id)).data).toEqual([]);
  expect((await anon.from('pricing_plan_prices').select('plan_id').eq('plan_id', rows[0].id)).data).toEqual([]);
});

test('plan names come from the database in every language the app speaks; a hidden plan hides its texts', async () => {
  const { data, error } = await anonClient()
    .from('pricing_plans')
    .select('slug, name, pricing_plan_texts (locale, name, description)')
    .in('slug', ['single-session', 'pack-5', 'pack-10', 'monthly']);
  expect(error).toBeNull();
  for (const plan of data!) {
    const texts = plan.pricing_plan_texts as { locale: string; name: string; description: string }[];
    expect(texts.map((t) => t.locale).sort(), plan.slug).toEqual(['es-CO', 'es-ES', 'fr-FR']);
    for (const t of texts) expect(t.name.length * t.description.length, `${plan.slug} ${t.locale}`).toBeGreaterThan(0);
  }
  expect(data!.find((p) => p.slug === 'pack-5')!.pricing_plan_texts).toContainEqual(expect.objectContaining({ locale: 'fr-FR', name: 'Forfait 5 séances' }));
  const { rows } = await db.query(`insert into pricing_plans (slug, name, is_active) values ('hidden-test-plan', 'Hidden', false) on conflict (slug) do update set is_active = false returning id`);
  await db.query(`insert into pricing_plan_texts (plan_id, locale, name) values ($1, 'fr-FR', 'Caché') on conflict do nothing`, [rows[0].id]);
  expect((await anonClient().from('pricing_plan_texts').select('name').eq('plan_id', rows[0].id)).data).toEqual([]);
  await expect(anonClient().from('pricing_plan_texts').insert({ plan_id: rows[0].id, locale: 'es-CO', name: 'Intruso' })).resolves.toMatchObject({ error: expect.anything() });
});

test('every seeded course lesson has a Markdown body, and at least five courses have four or more lessons', async () => {
  const { rows } = await db.query(
    `select c.slug, count(*) as lessons, count(*) filter (where char_length(l.body) < 400) as short
     from courses c join course_lessons l on l.course_id = c.id where c.slug not like 'rls-%' group by c.slug`,
  );
  expect(rows.filter((r) => Number(r.lessons) >= 4).length).toBeGreaterThanOrEqual(5);
  for (const r of rows) expect(Number(r.short), r.slug).toBe(0);
});

test('at least three tutor models are seeded and readable by a visitor', async () => {
  const { data, error } = await anonClient().from('tutor_models').select('name, subject_focus, teaching_style, levels, description');
  expect(error).toBeNull();
  expect(data!.length).toBeGreaterThanOrEqual(3);
});
