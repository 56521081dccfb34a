// RLS matrix cases for the pricing plans, their per-currency prices and the AI tutor models: read by everyone,
// written only by admins (has_admin_access()). Imported by rls-matrix.serial.test.ts.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface RlsCase {
  table: string;
  key: string;
  target: () => string;
  reset: (db: pg.Client) => Promise<unknown>;
  insertRow: () => Record<string, unknown>;
  update: Record<string, unknown>;
  /** Outcome letters per actor (anon, student A, student B, founder, admin): o ok, n none, d denied. */
  expect: Record<'select' | 'insert' | 'update' | 'delete', string>;
}

const run = randomUUID().slice(0, 8);
const ids = { plan: randomUUID(), pricePlan: randomUUID(), textPlan: randomUUID(), model: randomUUID() };
const adminOnly = { select: 'o o o o o', insert: 'd d d o o', update: 'd n n o o', delete: 'd n n o o' };

export const coursesCases: RlsCase[] = [
  {
    table: 'pricing_plans',
    key: 'id',
    target: () => ids.plan,
    reset: (db) =>
      db.query(`insert into pricing_plans (id, slug, name) values ($1, $2, 'Fixture plan') on conflict (id) do update set name = 'Fixture plan'`, [
        ids.plan,
        `rls-plan-${run}`,
      ]),
    insertRow: () => ({ id: randomUUID(), slug: `rls-new-${randomUUID().slice(0, 8)}`, name: 'Trial lesson', sessions: 1 }),
    update: { name: 'Renamed' },
    expect: adminOnly,
  },
  {
    // Keyed by plan: each fixture plan holds exactly one price (USD), so plan_id identifies the row.
    table: 'pricing_plan_prices',
    key: 'plan_id',
    target: () => ids.pricePlan,
    reset: async (db) => {
      await db.query(`insert into pricing_plans (id, slug, name) values ($1, $2, 'Fixture priced plan') on conflict (id) do nothing`, [
        ids.pricePlan,
        `rls-priced-${run}`,
      ]);
      await db.query(
        `insert into pricing_plan_prices (plan_id, currency, amount_minor) values ($1, 'USD', 1000)
         on conflict (plan_id, currency) do update set amount_minor = 1000`,
        [ids.pricePlan],
      );
    },
    // The matrix deletes rows with this key before inserting, so the fixture plan gets its USD price anew.
    insertRow: () => ({ plan_id: ids.pricePlan, currency: 'USD', amount_minor: 2500 }),
    update: { amount_minor: 999 },
    expect: adminOnly,
  },
  {
    // Keyed by plan: each fixture plan holds exactly one text (fr-FR), so plan_id identifies the row.
    table: 'pricing_plan_texts',
    key: 'plan_id',
    target: () => ids.textPlan,
    reset: async (db) => {
      await db.query(`insert into pricing_plans (id, slug, name) values ($1, $2, 'Fixture texted plan') on conflict (id) do nothing`, [
        ids.textPlan,
        `rls-texted-${run}`,
      ]);
      await db.query(
        `insert into pricing_plan_texts (plan_id, locale, name) values ($1, 'fr-FR', 'Forfait test')
         on conflict (plan_id, locale) do update set name = 'Forfait test'`,
        [ids.textPlan],
      );
    },
    insertRow: () => ({ plan_id: ids.textPlan, locale: 'fr-FR', name: 'Nouveau forfait' }),
    update: { name: 'Renommé' },
    expect: adminOnly,
  },
  {
    table: 'tutor_models',
    key: 'id',
    target: () => ids.model,
    reset: (db) =>
      db.query(
        `insert into tutor_models (id, slug, name, subject_focus, teaching_style) values ($1, $2, 'Fixture model', 'Maths', 'Socratic')
         on conflict (id) do update set name = 'Fixture model'`,
        [ids.model, `rls-model-${run}`],
      ),
    insertRow: () => ({ id: randomUUID(), slug: `rls-new-${randomUUID().slice(0, 8)}`, name: 'Newton', subject_focus: 'Physics', teaching_style: 'Worked examples' }),
    update: { name: 'Renamed' },
    expect: adminOnly,
  },
];

/** Removes the fixtures (prices go with their plans). */
export async function cleanUpCoursesCases(db: pg.Client): Promise<void> {
  await db.query(`delete from pricing_plans where id = any($1)`, [[ids.plan, ids.pricePlan, ids.textPlan]]);
  await db.query(`delete from tutor_models where id = $1`, [ids.model]);
}
