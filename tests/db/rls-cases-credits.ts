// RLS matrix cases for lesson credits: student A's order, ledger account, lot, entry and lines (a purchase, written
// as the database's own functions would). Student A and admins at aal2 read them; student B, the tutor actor and an
// admin at aal1 read none; nobody writes any of them through the API (orders and movements go through functions;
// the ledger is append-only). Payment events (the webhook's memory) are read by admins at aal2 only.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export function creditCases(learnerA: () => string) {
  const order = randomUUID();
  const account = randomUUID();
  const platform = randomUUID();
  const lot = randomUUID();
  const entry = randomUUID();
  const line = 800_000_000 + Math.floor(Math.random() * 1_000_000);
  const event = `evt_rls_${randomUUID().slice(0, 8)}`;
  // One transaction (an entry balances at commit); ids are generated here, never user input.
  const reset = (db: pg.Client) =>
    db.query(`
      insert into credit_orders (id, learner_id, plan_id, credits, currency, amount_minor, status)
        values ('${order}', '${learnerA()}', '9a000000-0000-4000-8000-000000000001', 1, 'USD', 4500, 'paid') on conflict do nothing;
      insert into ledger_accounts (id, kind, unit, user_id) values ('${account}', 'learner_credits', 'credit', '${learnerA()}') on conflict do nothing;
      -- The platform's credit account may exist already (one per unit): the line below uses whichever it is.
      insert into ledger_accounts (id, kind, unit) values ('${platform}', 'platform_credits', 'credit') on conflict do nothing;
      insert into credit_lots (id, account_id, order_id) values ('${lot}', '${account}', '${order}') on conflict do nothing;
      insert into ledger_entries (id, kind, order_id) values ('${entry}', 'purchase', '${order}') on conflict do nothing;
      insert into ledger_lines (id, entry_id, account_id, lot_id, amount) overriding system value
        select * from (values (${line}, '${entry}'::uuid, '${account}'::uuid, '${lot}'::uuid, 1::bigint),
                              (${line + 1}, '${entry}'::uuid,
                               (select id from ledger_accounts where kind = 'platform_credits' and unit = 'credit'), null::uuid, -1::bigint)) v
        where not exists (select 1 from ledger_lines where id = ${line});
      insert into payment_events (event_id, provider, order_id, outcome) values ('${event}', 'stripe', '${order}', 'credited') on conflict do nothing;
    `);
  const readOwn = 'd o n o o n n';
  const noWrites = { insert: 'd d d d d d d', update: 'd d d d d d d', delete: 'd d d d d d d' };
  return [
    {
      table: 'credit_orders',
      key: 'id',
      target: () => order,
      reset,
      insertRow: () => ({ id: randomUUID(), learner_id: learnerA(), plan_id: '9a000000-0000-4000-8000-000000000001', credits: 100, currency: 'USD', amount_minor: 0 }),
      update: { status: 'open' },
      expect: { select: readOwn, ...noWrites },
    },
    {
      table: 'ledger_accounts',
      key: 'id',
      target: () => account,
      reset,
      insertRow: () => ({ id: randomUUID(), kind: 'platform_credits', unit: 'credit' }),
      update: { user_id: null },
      expect: { select: readOwn, ...noWrites },
    },
    {
      table: 'credit_lots',
      key: 'id',
      target: () => lot,
      reset,
      insertRow: () => ({ id: randomUUID(), account_id: account }),
      update: { expires_at: '2030-01-01T00:00:00+00:00' },
      expect: { select: readOwn, ...noWrites },
    },
    {
      table: 'ledger_entries',
      key: 'id',
      target: () => entry,
      reset,
      insertRow: () => ({ id: randomUUID(), kind: 'correction', reason: 'free credits' }),
      update: { reason: 'rewritten' },
      expect: { select: readOwn, ...noWrites },
    },
    {
      // Keyed by the lot: the learner's line of the entry (its id is an identity column no client may set).
      table: 'ledger_lines',
      key: 'lot_id',
      target: () => lot,
      reset,
      insertRow: () => ({ entry_id: entry, account_id: account, lot_id: randomUUID(), amount: 100 }),
      update: { amount: 100 },
      expect: { select: readOwn, ...noWrites },
    },
    {
      table: 'payment_events',
      key: 'event_id',
      target: () => event,
      reset,
      insertRow: () => ({ event_id: `evt_${randomUUID()}`, provider: 'stripe', outcome: 'credited' }),
      update: { outcome: 'mismatch' },
      expect: { select: 'd n n o o n n', ...noWrites },
    },
  ];
}
